#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Reads the loosely typed values of a Now Playing info dictionary as iOS does through NSNumber: any number type
/// (Double, Float, Int, NSNumber, CGFloat, Bool...) as a number, numbers as Booleans. Wrong types read nil.
@_spi(CarPlayHost) public enum MPNowPlayingValue {
    /// A number, nil when absent or not a number.
    public static func double(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as CGFloat: Double(v)
        case let v as Int: Double(v)
        case let v as Int32: Double(v)
        case let v as Int64: Double(v)
        case let v as UInt: Double(v)
        case let v as UInt32: Double(v)
        case let v as UInt64: Double(v)
        case let v as Bool: v ? 1 : 0
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    /// An integer (numbers are truncated; non-finite numbers read nil).
    public static func int(_ value: Any?) -> Int? {
        guard let number = double(value), number.isFinite, abs(number) < 1e15 else { return nil }
        return Int(number)
    }

    /// A Boolean: a Bool or any number (non-zero is true).
    public static func bool(_ value: Any?) -> Bool? {
        if let v = value as? Bool { return v }
        return double(value).map { $0 != 0 && !$0.isNaN }
    }

    /// A string (NSString included); other values read nil.
    public static func string(_ value: Any?) -> String? {
        switch value {
        case let v as String: v
        case let v as NSString: String(v)
        default: nil
        }
    }
}
#endif
