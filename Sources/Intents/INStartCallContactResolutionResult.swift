#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving a contact to call, with the reasons a contact can be unsupported.
@available(iOS 13.0, *)
open class INStartCallContactResolutionResult: INPersonResolutionResult {
    /// The contact cannot be called, for `reason`.
    open class func unsupported(forReason reason: INStartCallContactUnsupportedReason) -> Self {
        Self(_resolution: .unsupported(reason: reason.rawValue))
    }

    /// The same outcome as a person's resolution result.
    public convenience init(personResolutionResult: INPersonResolutionResult) {
        self.init(_resolution: personResolutionResult._resolution)
    }
}
#endif
