#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Formats a postal address as the address's country writes it on mail: the lines in that country's order, empty
/// parts left out, the country last.
open class CNPostalAddressFormatter: Formatter, @unchecked Sendable {
    /// How an address is formatted.
    public enum Style: Int, Sendable, Hashable {
        /// For mail: several lines.
        case mailingAddress = 0
    }

    /// The style of `string(from:)`.
    open var style: Style = .mailingAddress

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The address in `style`.
    open func string(from postalAddress: CNPostalAddress) -> String {
        Self.string(from: postalAddress, style: style)
    }

    /// The address in `style`.
    open class func string(from postalAddress: CNPostalAddress, style: Style) -> String {
        let a = postalAddress
        func line(_ parts: String...) -> String {
            parts.filter { !$0.isEmpty }.joined(separator: " ")
        }
        let code = a.isoCountryCode.lowercased()
        var lines: [String] = [a.street]
        switch code {
        case "us", "ca", "au":
            lines.append(line(a.city, a.state, a.postalCode))
        case "gb", "ie":
            lines += [a.city, a.postalCode]
        case "jp", "cn", "kr":
            lines = [line(a.postalCode), line(a.state, a.city), a.street]
        case "":
            // No country code: the parts in the order most addresses use.
            lines.append(line(a.postalCode, a.city))
            lines.append(a.state)
        default:
            // Most of Europe and many other countries: the postal code before the city.
            lines.append(line(a.postalCode, a.city))
        }
        lines.append(a.country)
        return lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
            .filter { !$0.isEmpty }.joined(separator: "\n")
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? CNPostalAddress).map { string(from: $0) }
    }
}
#endif
