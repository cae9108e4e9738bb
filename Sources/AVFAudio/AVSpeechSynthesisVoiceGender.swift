#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The gender of a voice (`AVSpeechSynthesisVoiceGender`, iOS 13), with AVFAudio's raw values.
@available(iOS 13.0, *)
public enum AVSpeechSynthesisVoiceGender: Int, Sendable {
    case unspecified = 0
    case male = 1
    case female = 2
}
#endif
