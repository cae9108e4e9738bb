#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

extension AVAudioSession {
    /// An audio session category (`AVAudioSession.Category`), with AVFAudio's raw values.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let ambient = Category("AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category("AVAudioSessionCategorySoloAmbient")
        public static let playback = Category("AVAudioSessionCategoryPlayback")
        public static let record = Category("AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category("AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category("AVAudioSessionCategoryMultiRoute")

        /// Whether sessions of this category may mix with others (the option is refused otherwise).
        var allowsMixing: Bool {
            self == .playback || self == .playAndRecord || self == .multiRoute || self == .ambient
        }
    }
}
#endif
