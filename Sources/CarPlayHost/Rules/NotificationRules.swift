import Foundation

/// The rules of notifications in CarPlay (the Developer Guide's "Notifications"): which apps may show them, what
/// they must have asked for, and what a banner may show.
enum NotificationRules {
    /// Whether CarPlay shows notifications of an app of `category` on `osVersion`: communication, EV charging and
    /// parking apps, and driving task apps from iOS 18.4. Navigation apps' guidance banners are the CarPlay
    /// framework's own (`NavigationBanners`), not notifications.
    static func categoryShowsNotifications(_ category: AppCategory?, osVersion: OSVersion) -> Bool {
        switch category {
        case .communication?, .evCharging?, .parking?: true
        case .drivingTask?: osVersion >= OSVersion(18, 4)
        default: false
        }
    }

    /// `UNAuthorizationOptions.carPlay`'s raw value: an app must ask for it to show notifications in CarPlay.
    static let carPlayOption: UInt = 8
    /// `UNNotificationCategoryOptions.allowInCarPlay`'s raw value: a notification shows in CarPlay only when its
    /// category has it.
    static let allowInCarPlay: UInt = 2

    /// Why a delivered notification does not show in CarPlay, nil when it does: the app's category, the
    /// authorization it asked for, the driver's setting, the notification's category.
    static func refusal(
        category: AppCategory?, osVersion: OSVersion, askedForCarPlay: Bool, hiddenByDriver: Bool,
        notificationCategory: PlatformCategoryOptions?
    ) -> Refusal? {
        guard categoryShowsNotifications(category, osVersion: osVersion) else { return .category }
        guard askedForCarPlay else { return .noCarPlayAuthorization }
        if hiddenByDriver { return .hiddenByDriver }
        guard let options = notificationCategory, options & allowInCarPlay != 0 else { return .notAllowedInCarPlay }
        return nil
    }

    /// The raw options of the notification's category (nil: the app registered no category of that identifier).
    typealias PlatformCategoryOptions = UInt

    /// Why a notification does not show in CarPlay.
    enum Refusal: Hashable {
        case category, noCarPlayAuthorization, hiddenByDriver, notAllowedInCarPlay

        /// The developer's note.
        func note(app: String, identifier: String, categoryIdentifier: String) -> String {
            switch self {
            case .category:
                "\(app)'s notification \(identifier) is not shown in CarPlay: only communication, EV charging, "
                    + "parking and (iOS 18.4) driving task apps show notifications in CarPlay"
            case .noCarPlayAuthorization:
                "\(app)'s notification \(identifier) is not shown in CarPlay: the app did not ask for the .carPlay "
                    + "authorization option"
            case .hiddenByDriver:
                "\(app)'s notification \(identifier) is not shown in CarPlay: the driver hides the app's "
                    + "notifications in CarPlay"
            case .notAllowedInCarPlay:
                "\(app)'s notification \(identifier) is not shown in CarPlay: its category \"\(categoryIdentifier)\" "
                    + "is not registered with the .allowInCarPlay option"
            }
        }
    }

    /// What a banner shows: the title and the subtitle, never the body (a message's content must never show in
    /// CarPlay).
    static func shownLines(title: String, subtitle: String) -> (title: String, subtitle: String?) {
        (title, subtitle.isEmpty ? nil : subtitle)
    }

    /// Whether tapping a notification hands it to Siri, which reads the message: a communication app's notification
    /// whose category starts `INSearchForMessagesIntent` (the guide's messaging notifications); any other opens the
    /// app, whose delegate hears the tap.
    static func tapReadsMessage(category: AppCategory?, intentIdentifiers: [String]) -> Bool {
        category == .communication && intentIdentifiers.contains("INSearchForMessagesIntent")
    }

    /// Whether the app in front presents its notification as a banner: its delegate's `willPresent` answered
    /// `.banner` or the older `.alert` (`UNNotificationPresentationOptions` raw values 16 and 4); `.list`, `.sound`
    /// or `.badge` alone show none.
    static func presentsBanner(options: UInt) -> Bool {
        options & (16 | 4) != 0
    }

    /// How long a banner stays, on the car's clock, unless the driver taps it or a newer one replaces it.
    static let bannerDuration: TimeInterval = 6
}
