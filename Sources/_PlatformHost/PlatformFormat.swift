#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Formatting helpers shared by the descriptions of the platform stand-in types.
package enum PlatformFormat {
    /// The object's address as Objective-C prints it (`0x600003b0c000`).
    package static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    /// A number formatted like `%g` (no trailing zeros), as UIKit prints sizes and color components.
    package static func number(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }

    /// A size as UIKit prints it: `{24, 24}`.
    package static func size(_ size: CGSize) -> String {
        "{\(number(size.width)), \(number(size.height))}"
    }

    /// A stable FNV-1a 64-bit hash of the bytes, as 16 lowercase hex digits.
    package static func digest(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
#endif
