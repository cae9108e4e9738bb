#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The error domain of MapKit.
public let MKErrorDomain = "MKErrorDomain"

/// A MapKit error, with its code (Objective-C `MKErrorCode` in `MKErrorDomain`).
public struct MKError: Error, Hashable, Sendable, CustomNSError {
    /// The codes of MapKit errors.
    public enum Code: UInt, Sendable {
        case unknown = 1
        case serverFailure = 2
        case loadingThrottled = 3
        case placemarkNotFound = 4
        case directionsNotFound = 5
        case decodingFailed = 6
    }

    public let code: Code

    public init(_ code: Code) { self.code = code }

    public static var unknown: Code { .unknown }
    public static var serverFailure: Code { .serverFailure }
    public static var loadingThrottled: Code { .loadingThrottled }
    public static var placemarkNotFound: Code { .placemarkNotFound }
    public static var directionsNotFound: Code { .directionsNotFound }
    public static var decodingFailed: Code { .decodingFailed }

    public static var errorDomain: String { MKErrorDomain }
    public var errorCode: Int { Int(code.rawValue) }
    public var errorUserInfo: [String: Any] {
        let description =
            switch code {
            case .unknown: "An unknown error occurred."
            case .serverFailure: "The server could not be reached."
            case .loadingThrottled: "Too many requests."
            case .placemarkNotFound: "The place could not be found."
            case .directionsNotFound: "Directions Not Available"
            case .decodingFailed: "The data could not be decoded."
            }
        return [NSLocalizedDescriptionKey: description]
    }
}
#endif
