#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

extension AVAudioSession {
    /// The kind of voice prompt an app should play now (spec navigation §3.16): four-character codes.
    public enum PromptStyle: UInt, Sendable {
        /// 'none': another session uses the microphone; play no prompts.
        case none = 1_852_796_517
        /// 'shrt': play short, non-verbal prompts.
        case short = 1_936_224_884
        /// 'nrml': spoken prompts are fine.
        case normal = 1_852_992_876
    }
}
#endif
