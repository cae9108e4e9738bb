#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The token the push service issued the app for a push type: the app sends it to its server, which addresses its
/// pushes with it.
@available(iOS 8.0, *)
open class PKPushCredentials: NSObject {
    private let _type: PKPushType
    private let _token: Data

    /// Credentials the car issued (apps get them from `pushRegistry(_:didUpdate:for:)`).
    init(type: PKPushType, token: Data) {
        _type = type
        _token = token
        super.init()
    }

    /// The push type the token is for.
    open var type: PKPushType { _type }

    /// The token.
    open var token: Data { _token }
}
#endif
