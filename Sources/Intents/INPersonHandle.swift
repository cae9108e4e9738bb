#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How to reach a person: a phone number, an email address or an app's own handle.
@available(iOS 10.0, *)
open class INPersonHandle: NSObject {
    /// The handle's value.
    public let value: String?
    /// What kind of handle it is.
    public let type: INPersonHandleType
    /// The handle's label.
    @available(iOS 10.2, *)
    public let label: INPersonHandleLabel?

    /// A handle with a label.
    @available(iOS 10.2, *)
    public init(value: String?, type: INPersonHandleType, label: INPersonHandleLabel?) {
        self.value = value
        self.type = type
        self.label = label
        super.init()
    }

    /// A handle without a label.
    public convenience init(value: String?, type: INPersonHandleType) {
        self.init(value: value, type: type, label: nil)
    }

    open override var description: String { value ?? "" }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INPersonHandle else { return false }
        return value == other.value && type == other.type && label == other.label
    }

    open override var hash: Int { (value?.hashValue ?? 0) ^ type.rawValue }
}
#endif
