#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The sound a notification plays. The car plays a notification's sound as its own chime: it hears only whether a
/// notification has one (`PlatformNotificationContent.hasSound`); the name and volume stay with the app.
@available(iOS 10.0, *)
open class UNNotificationSound: NSObject, NSCopying, @unchecked Sendable {
    // Immutable: set once in init.
    /// The sound's file, nil for the system's sound.
    let name: UNNotificationSoundName?
    /// Whether it plays as a critical alert.
    let isCritical: Bool
    /// The critical alert's volume, nil for the system's.
    let volume: Float?

    private init(name: UNNotificationSoundName?, critical: Bool, volume: Float?) {
        self.name = name
        isCritical = critical
        self.volume = volume
        super.init()
    }

    /// The system's notification sound.
    open class var `default`: UNNotificationSound { UNNotificationSound(name: nil, critical: false, volume: nil) }

    /// The system's sound for critical alerts (played through the ring switch; needs the entitlement).
    @available(iOS 12.0, *)
    open class var defaultCritical: UNNotificationSound {
        UNNotificationSound(name: nil, critical: true, volume: nil)
    }

    /// The system's ringtone (for calls reported as notifications).
    @available(iOS 15.2, *)
    open class var defaultRingtone: UNNotificationSound {
        UNNotificationSound(name: UNNotificationSoundName("ringtone"), critical: false, volume: nil)
    }

    /// The system's sound for critical alerts at `volume` (0 to 1).
    @available(iOS 12.0, *)
    open class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: nil, critical: true, volume: volume)
    }

    /// The sound file `name` of the app.
    public convenience init(named name: UNNotificationSoundName) {
        self.init(name: name, critical: false, volume: nil)
    }

    /// The sound file `name` of the app, played as a critical alert.
    @available(iOS 12.0, *)
    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name, critical: true, volume: nil)
    }

    /// The sound file `name` of the app, played as a critical alert at `volume` (0 to 1).
    @available(iOS 12.0, *)
    open class func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float)
        -> UNNotificationSound
    {
        UNNotificationSound(name: name, critical: true, volume: volume)
    }

    /// The sound file `name` of the app, played as a ringtone.
    @available(iOS 15.2, *)
    open class func ringtoneSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name, critical: false, volume: nil)
    }

    /// The sound itself: it never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif
