#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An action about one call. Abstract: apps use its subclasses.
@available(iOS 10.0, *)
open class CXCallAction: CXAction {
    private let _callUUID: UUID

    /// An action about the call `callUUID`.
    public init(call callUUID: UUID) {
        _callUUID = callUUID
        super.init()
    }

    /// The identifier of the call the action is about.
    open var callUUID: UUID { _callUUID }
}
#endif
