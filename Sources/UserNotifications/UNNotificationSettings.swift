#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// The app's notification settings when they were read (`UNUserNotificationCenter.notificationSettings()`).
///
/// The car keeps the authorization and the alert, sound, badge, CarPlay, Notification Center and lock screen
/// settings. The others are fixed: the alert style follows the alert setting (banners), previews always show,
/// critical alerts, time-sensitive and direct-message notifications are not supported (they need entitlements),
/// announcements and the scheduled summary are off. Without a car the app is denied and every setting is off.
@available(iOS 10.0, *)
open class UNNotificationSettings: NSObject, NSCopying, @unchecked Sendable {
    // Immutable: set once in init.
    private let settings: PlatformNotificationSettings
    private let _providesAppNotificationSettings: Bool

    /// The settings the car keeps; whether the app asked with `.providesAppNotificationSettings`.
    init(platform settings: PlatformNotificationSettings, providesAppNotificationSettings: Bool) {
        self.settings = settings
        _providesAppNotificationSettings = providesAppNotificationSettings
        super.init()
    }

    /// The settings without a car: denied, every setting off.
    static let withoutCar = PlatformNotificationSettings(
        authorizationStatus: UNAuthorizationStatus.denied.rawValue,
        alertSetting: UNNotificationSetting.disabled.rawValue,
        soundSetting: UNNotificationSetting.disabled.rawValue, badgeSetting: UNNotificationSetting.disabled.rawValue,
        carPlaySetting: UNNotificationSetting.disabled.rawValue,
        notificationCenterSetting: UNNotificationSetting.disabled.rawValue,
        lockScreenSetting: UNNotificationSetting.disabled.rawValue)

    private static func setting(_ rawValue: Int) -> UNNotificationSetting {
        UNNotificationSetting(rawValue: rawValue) ?? .notSupported
    }

    /// Whether the app may post notifications.
    open var authorizationStatus: UNAuthorizationStatus {
        UNAuthorizationStatus(rawValue: settings.authorizationStatus) ?? .notDetermined
    }
    /// Whether its notifications play sounds.
    open var soundSetting: UNNotificationSetting { Self.setting(settings.soundSetting) }
    /// Whether its notifications badge the app's icon.
    open var badgeSetting: UNNotificationSetting { Self.setting(settings.badgeSetting) }
    /// Whether its notifications show as alerts.
    open var alertSetting: UNNotificationSetting { Self.setting(settings.alertSetting) }
    /// Whether its notifications stay in Notification Center.
    open var notificationCenterSetting: UNNotificationSetting { Self.setting(settings.notificationCenterSetting) }
    /// Whether its notifications show on the lock screen.
    open var lockScreenSetting: UNNotificationSetting { Self.setting(settings.lockScreenSetting) }
    /// Whether its notifications show in CarPlay.
    open var carPlaySetting: UNNotificationSetting { Self.setting(settings.carPlaySetting) }
    /// How its alerts show: banners while alerts are on, else none.
    open var alertStyle: UNAlertStyle { alertSetting == .enabled ? .banner : .none }
    /// When its notifications show their content: always.
    @available(iOS 11.0, *)
    open var showPreviewsSetting: UNShowPreviewsSetting { .always }
    /// Whether it may play critical alerts: not supported (needs the entitlement).
    @available(iOS 12.0, *)
    open var criticalAlertSetting: UNNotificationSetting { .notSupported }
    /// Whether the app asked to link the system's settings to its own (`.providesAppNotificationSettings`).
    @available(iOS 12.0, *)
    open var providesAppNotificationSettings: Bool { _providesAppNotificationSettings }
    /// Whether Siri reads its notifications aloud: off.
    @available(iOS 13.0, *)
    open var announcementSetting: UNNotificationSetting { .disabled }
    /// Whether its time-sensitive notifications break through a Focus: not supported (needs the entitlement).
    @available(iOS 15.0, *)
    open var timeSensitiveSetting: UNNotificationSetting { .notSupported }
    /// Whether its notifications wait for the scheduled summary: off.
    @available(iOS 15.0, *)
    open var scheduledDeliverySetting: UNNotificationSetting { .disabled }
    /// Whether its direct messages break through a Focus: not supported (needs the communication notifications
    /// entitlement).
    @available(iOS 15.0, *)
    open var directMessagesSetting: UNNotificationSetting { .notSupported }

    /// The settings themselves: they never change.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif
