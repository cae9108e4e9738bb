#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A push as it arrived: its type and the JSON object the app's server sent.
@available(iOS 8.0, *)
open class PKPushPayload: NSObject {
    private let _type: PKPushType
    private let _dictionaryPayload: [AnyHashable: Any]

    /// A push the car delivered (apps get payloads from their registry's delegate).
    init(type: PKPushType, dictionaryPayload: [AnyHashable: Any]) {
        _type = type
        _dictionaryPayload = dictionaryPayload
        super.init()
    }

    /// The push's type.
    open var type: PKPushType { _type }

    /// The push's content: `String`, `NSNumber` values (`Int` when whole, else `Double`), `Bool`, arrays and
    /// dictionaries, as JSON decodes.
    open var dictionaryPayload: [AnyHashable: Any] { _dictionaryPayload }
}
#endif
