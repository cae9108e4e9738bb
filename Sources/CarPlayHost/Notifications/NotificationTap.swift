import Foundation

/// What the driver's tap on a notification banner does, in the app's session: Siri reads a messaging app's message
/// (`NotificationRules.tapReadsMessage`); any other notification's app hears the tap
/// (`userNotificationCenter(_:didReceive:withCompletionHandler:)`).
@MainActor
enum NotificationTap {
    static func run(_ notification: CarNotification, center: CarNotifications, context: any SessionContext) {
        if NotificationRules.tapReadsMessage(
            category: context.app.category, intentIdentifiers: notification.intentIdentifiers)
        {
            context.startSiri(.readNotification(notification.id))
        } else {
            center.tellApp(about: notification)
        }
    }
}
