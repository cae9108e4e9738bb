#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// Ends a call (or declines an incoming one).
@available(iOS 10.0, *)
open class CXEndCallAction: CXCallAction {
    /// The call ended at `dateEnded`.
    open func fulfill(withDateEnded dateEnded: Date) {
        complete(.fulfilled(dateEnded))
    }
}
#endif
