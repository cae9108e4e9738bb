#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

extension AVAudioSession {
    /// An audio session mode (`AVAudioSession.Mode`), with AVFAudio's raw values.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let `default` = Mode("AVAudioSessionModeDefault")
        public static let voiceChat = Mode("AVAudioSessionModeVoiceChat")
        public static let gameChat = Mode("AVAudioSessionModeGameChat")
        public static let videoRecording = Mode("AVAudioSessionModeVideoRecording")
        public static let measurement = Mode("AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode("AVAudioSessionModeMoviePlayback")
        public static let videoChat = Mode("AVAudioSessionModeVideoChat")
        public static let spokenAudio = Mode("AVAudioSessionModeSpokenAudio")
        /// Navigation voice prompts (iOS 12): needs the playback category.
        public static let voicePrompt = Mode("AVAudioSessionModeVoicePrompt")
    }
}
#endif
