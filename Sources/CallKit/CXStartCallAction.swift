#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// Starts an outgoing call to a handle.
@available(iOS 10.0, *)
open class CXStartCallAction: CXCallAction {
    private var _handle: CXHandle

    /// Starts the call `callUUID` to `handle`.
    public init(call callUUID: UUID, handle: CXHandle) {
        _handle = handle.copy() as? CXHandle ?? handle
        super.init(call: callUUID)
    }

    /// Whom to call (copied when set).
    open var handle: CXHandle {
        get { _handle }
        set { _handle = newValue.copy() as? CXHandle ?? newValue }
    }

    /// The identifier of the contact called, when the call was started from a contact.
    open var contactIdentifier: String?

    /// Whether the call starts with video.
    open var isVideo: Bool = false

    /// The call started (began connecting) at `dateStarted`.
    open func fulfill(withDateStarted dateStarted: Date) {
        complete(.fulfilled(dateStarted))
    }
}
#endif
