#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Where a synthesizer stops or pauses speech (`AVSpeechBoundary`), with AVFAudio's raw values.
@available(iOS 7.0, *)
public enum AVSpeechBoundary: Int, Sendable {
    /// At once, in the middle of a word if need be.
    case immediate = 0
    /// At the end of the word being spoken.
    case word = 1
}
#endif
