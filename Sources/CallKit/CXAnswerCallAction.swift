#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// Answers an incoming call.
@available(iOS 10.0, *)
open class CXAnswerCallAction: CXCallAction {
    /// The call was answered and connected at `dateConnected`.
    open func fulfill(withDateConnected dateConnected: Date) {
        complete(.fulfilled(dateConnected))
    }
}
#endif
