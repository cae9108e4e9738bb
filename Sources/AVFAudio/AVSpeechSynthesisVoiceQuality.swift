#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The quality of a voice (`AVSpeechSynthesisVoiceQuality`), with AVFAudio's raw values. The car's espeak-ng voices
/// are all `.default`.
@available(iOS 9.0, *)
public enum AVSpeechSynthesisVoiceQuality: Int, Sendable {
    case `default` = 1
    case enhanced = 2
    @available(iOS 16.0, *)
    case premium = 3
}
#endif
