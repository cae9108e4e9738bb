#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// How the other party of a call is reached: a phone number, an email address or another identifier of the app's
/// own (`generic`), with its value. The car shows it on the call screen when the call has no caller name.
@available(iOS 10.0, *)
open class CXHandle: NSObject, NSCopying {
    private let _type: HandleType
    private let _value: String

    /// Creates a handle of `type` with `value`.
    public init(type: HandleType, value: String) {
        _type = type
        _value = value
        super.init()
    }

    /// The kind of handle.
    open var type: HandleType { _type }
    /// The handle's value: a phone number, an email address or the app's identifier of the party.
    open var value: String { _value }

    /// Whether `handle` has the same type and value.
    open func isEqual(to handle: CXHandle) -> Bool {
        type == handle.type && value == handle.value
    }

    /// Equal to another handle with the same type and value.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let handle = object as? CXHandle else { return false }
        return isEqual(to: handle)
    }

    /// A hash of the type and value.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(type)
        hasher.combine(value)
        return hasher.finalize()
    }

    /// A handle with the same type and value.
    open func copy(with zone: NSZone? = nil) -> Any {
        CXHandle(type: type, value: value)
    }

    /// A description with the type and value.
    open override var description: String {
        "<CXHandle: \(Unmanaged.passUnretained(self).toOpaque())> type=\(type.rawValue) value=\(value)"
    }

    /// The handle as the car knows it.
    var platformHandle: PlatformCallHandle { PlatformCallHandle(type: type.rawValue, value: value) }

    /// The handle the car describes.
    convenience init(platform handle: PlatformCallHandle) {
        self.init(type: HandleType(rawValue: handle.type) ?? .generic, value: handle.value)
    }
}
#endif
