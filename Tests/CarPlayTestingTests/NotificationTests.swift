import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import Intents
import Testing
import UserNotifications

// Notifications in CarPlay: the Chat sample's messages as communication notifications (a banner with the sender,
// never the text; a tap and Siri reads it), and the rules for every app (`NotificationRules`), each with a test that
// fails without it.

@MainActor @Suite struct ChatNotificationTests {
    @Test func aMessageArrivesAsABannerWithTheSenderAndSiriReadsItOnATap() async throws {
        let car = try TestCar(appModule: "Chat")
        try car.connect()
        car.enterBackground()  // the driver is elsewhere: the banner shows over the car's screen
        await car.receiveMessage(from: "Ben Ito", text: "Parking at the harbour")
        let banner = try require(car.notificationBanner)
        expectTrue(banner.title == "Ben Ito" && banner.senderName == "Ben Ito" && banner.shownInCarPlay)
        expectEqual(banner.intentIdentifiers, [INSearchForMessagesIntentIdentifier])
        let node = try require(car.screen.node(NotificationBannerLayout.id))
        expectTrue(node.role == .notificationBanner && node.text == "Ben Ito")
        expectTrue(!car.screen.texts.contains { $0.contains("harbour") }, "a message's text never shows in CarPlay")

        await car.tapNotification()
        expectEqual(car.notificationBanner, nil)
        expectEqual(car.siri.said.first { $0.hasPrefix("Ben Ito said") }, "Ben Ito said: Parking at the harbour")
        expectEqual(car.siri.said.last, "Would you like to reply?")
        car.siri.cancel()
    }

    @Test func theBannerGoesAfterAFewSecondsOnTheCarsClock() async throws {
        let car = try TestCar(appModule: "Chat")
        try car.connect()
        car.enterBackground()
        await car.receiveMessage(from: "Mum", text: "Call me")
        expectEqual(car.notificationBanner?.title, "Mum")
        car.advanceClock(by: 5)
        expectNotEqual(car.notificationBanner, nil)
        car.advanceClock(by: 1)
        expectTrue(car.notificationBanner == nil && car.notifications.first?.title == "Mum")
    }

    @Test func theDriverCanHideTheAppsNotificationsInCarPlay() async throws {
        let car = try TestCar(appModule: "Chat")
        try car.connect()
        car.enterBackground()
        car.hideNotifications()
        await car.receiveMessage(from: "Leo", text: "Hi")
        expectEqual(car.notificationBanner, nil)
        expectEqual(car.notifications.first?.notShownBecause?.contains("the driver hides"), true)
    }
}

/// An app that shows notifications as told: its category, the options it asks for and whether its category allows
/// CarPlay.
final class NotifyingApp: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
    var presented: [String] = []
    var tapped: [String] = []

    func ask(_ options: UNAuthorizationOptions, allowInCarPlay: Bool) {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.setNotificationCategories([
            UNNotificationCategory(
                identifier: "status", actions: [], intentIdentifiers: [],
                options: allowInCarPlay ? [.allowInCarPlay] : [])
        ])
        center.requestAuthorization(options: options) { _, _ in }
    }

    func post(_ title: String, after seconds: TimeInterval? = nil) {
        let content = UNMutableNotificationContent()
        content.title = title
        content.subtitle = "Bay 4"
        content.body = "Charging completes in 20 minutes"
        content.categoryIdentifier = "status"
        let trigger = seconds.map { UNTimeIntervalNotificationTrigger(timeInterval: $0, repeats: false) }
        UNUserNotificationCenter.current().add(
            UNNotificationRequest(identifier: title, content: content, trigger: trigger))
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        presented.append(notification.request.identifier)
        completionHandler([.banner])
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        tapped.append(response.notification.request.identifier)
        completionHandler()
    }
}

@MainActor @Suite struct NotificationRulesTests {
    func car(_ category: AppCategory?, osVersion: OSVersion = .latest) -> (TestCar, NotifyingApp) {
        let car = TestCar(category: category, osVersion: osVersion)
        car.connect(RootSceneDelegate { CPListTemplate(title: "Status", sections: []) })
        return (car, car.run { NotifyingApp() })
    }

    @Test func anEVChargingAppsNotificationShowsTitleAndSubtitleOnlyAndATapReachesTheApp() async {
        let (car, app) = car(.evCharging)
        car.run { app.ask([.alert, .carPlay], allowInCarPlay: true) }
        car.enterBackground()
        car.run { app.post("Charging done") }
        await car.settleMainQueue()
        expectEqual(car.notificationBanner?.title, "Charging done")
        let node = car.screen.node(NotificationBannerLayout.id)
        expectTrue(node?.text == "Charging done" && node?.detailText == "Bay 4")
        expectTrue(!car.screen.texts.contains { $0.contains("20 minutes") }, "never the body")
        await car.tapNotification()
        await car.settleMainQueue()
        expectTrue(app.tapped == ["Charging done"] && car.siri.state == .idle)
    }

    @Test(arguments: [AppCategory.audio, .navigation, .fueling, .quickFoodOrdering])
    func otherCategoriesShowNoNotificationsInCarPlay(_ category: AppCategory) async {
        let (car, app) = car(category)
        car.run { app.ask([.alert, .carPlay], allowInCarPlay: true) }
        car.enterBackground()
        car.run { app.post("Hello") }
        await car.settleMainQueue()
        expectEqual(car.notificationBanner, nil)
        expectEqual(car.notifications.first?.notShownBecause?.contains("only communication, EV charging"), true)
    }

    @Test func drivingTaskAppsShowThemFromIOS18Point4() async {
        for (version, shows) in [(OSVersion(18, 3), false), (OSVersion(18, 4), true)] {
            let (car, app) = car(.drivingTask, osVersion: version)
            car.run { app.ask([.alert, .carPlay], allowInCarPlay: true) }
            car.enterBackground()
            car.run { app.post("Toll paid") }
            await car.settleMainQueue()
            expectEqual((car.notificationBanner != nil), shows, "iOS \(version)")
        }
    }

    @Test func withoutTheCarPlayOptionOrTheCategoryOptionNothingShows() async {
        let (car, app) = car(.parking)
        car.run { app.ask([.alert], allowInCarPlay: true) }
        car.enterBackground()
        car.run { app.post("Expires soon") }
        await car.settleMainQueue()
        expectEqual(car.notifications.first?.notShownBecause?.contains(".carPlay authorization option"), true)

        let (other, otherApp) = self.car(.parking)
        other.run { otherApp.ask([.alert, .carPlay], allowInCarPlay: false) }
        other.enterBackground()
        other.run { otherApp.post("Expires soon") }
        await other.settleMainQueue()
        expectEqual(other.notificationBanner, nil)
        expectEqual(other.notifications.first?.notShownBecause?.contains(".allowInCarPlay"), true)
    }

    @Test func theAppInFrontDecidesThroughItsDelegateAndTriggersFireOnTheCarsClock() async {
        let (car, app) = car(.parking)
        car.run { app.ask([.alert, .carPlay], allowInCarPlay: true) }
        car.run { app.post("Ten minutes left", after: 600) }
        await car.settleMainQueue()
        expectTrue(car.notifications.isEmpty && car.notificationBanner == nil)
        car.advanceClock(by: 600)
        await car.settleMainQueue()
        expectEqual(app.presented, ["Ten minutes left"], "the app in front hears willPresent")
        expectEqual(car.notificationBanner?.title, "Ten minutes left")
    }

    @Test func aDeniedAuthorizationRefusesRequests() async {
        let (car, app) = car(.parking)
        car.grantsNotificationAuthorization = false
        car.run { app.ask([.alert, .carPlay], allowInCarPlay: true) }
        car.run { app.post("Expires soon") }
        await car.settleMainQueue()
        expectTrue(car.notifications.isEmpty && car.notificationBanner == nil)
    }
}
