#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

extension AVAudioSession {
    /// Whether an interruption of the session began or ended (`AVAudioSessionInterruptionTypeKey` in the
    /// `interruptionNotification`'s user info), with AVFAudio's raw values.
    public enum InterruptionType: UInt, Sendable {
        case began = 1
        case ended = 0
    }

    /// What the app may do when an interruption ends (`AVAudioSessionInterruptionOptionKey`).
    public struct InterruptionOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The app may resume playback.
        public static let shouldResume = InterruptionOptions(rawValue: 1)
    }

    /// Posted when the system interrupts the session (another source took the audio), with the session as object.
    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
}

/// The user-info key of `AVAudioSession.interruptionNotification` holding the `InterruptionType` raw value.
public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"

/// The user-info key of an ended interruption holding `AVAudioSession.InterruptionOptions` raw value.
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"

#endif
