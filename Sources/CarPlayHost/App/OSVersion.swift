/// An iOS version such as 26.4, used to gate categories, templates and limits on the release that introduced them.
///
/// Written and parsed as dot-separated numbers ("26", "26.4", "17.4.1"). Missing components are zero.
public struct OSVersion: Comparable, Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The major version (26 in 26.4).
    public var major: Int
    /// The minor version (4 in 26.4).
    public var minor: Int
    /// The patch version (1 in 17.4.1).
    public var patch: Int

    /// A version from its numbers.
    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses "26", "26.4" or "26.4.1"; nil for anything else (empty parts, letters, more than three parts).
    public init?(_ string: String) {
        let parts = string.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.allSatisfy(\.isASCII), let number = Int(part), number >= 0 else { return nil }
            numbers.append(number)
        }
        while numbers.count < 3 { numbers.append(0) }
        self.init(numbers[0], numbers[1], numbers[2])
    }

    /// A version written in code (`"26.4"`). A literal that does not parse becomes 0.0, which sorts before every
    /// real release, so a typo can only make a rule stricter, never looser.
    public init(stringLiteral value: String) {
        self = OSVersion(value) ?? OSVersion(0)
    }

    /// "26.4", "17.0", or "17.4.1" when there is a patch number.
    public var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    /// Decodes a version from its string form ("26.4").
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        guard let version = OSVersion(string) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not an OS version: \(string)")
        }
        self = version
    }

    /// Encodes the version as its string form ("26.4").
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension OSVersion {
    /// iOS 12: the CarPlay framework, navigation apps only.
    public static let iOS12 = OSVersion(12)
    /// iOS 13: scenes (`CPTemplateApplicationScene`).
    public static let iOS13 = OSVersion(13)
    /// iOS 14: the non-navigation categories and most templates.
    public static let iOS14 = OSVersion(14)
    /// iOS 15.
    public static let iOS15 = OSVersion(15)
    /// iOS 16: driving-task and fueling categories.
    public static let iOS16 = OSVersion(16)
    /// iOS 17: action sheets for audio apps, Now Playing for communication apps.
    public static let iOS17 = OSVersion(17)
    /// iOS 18.
    public static let iOS18 = OSVersion(18)
    /// iOS 26.
    public static let iOS26 = OSVersion(26)
    /// iOS 26.3: the last release with depth 2 for driving-task and quick-food-ordering apps.
    public static let iOS26_3 = OSVersion(26, 3)
    /// iOS 26.4: voice-based conversational apps, voice control for driving-task apps, deeper hierarchies.
    public static let iOS26_4 = OSVersion(26, 4)
    /// The newest release this package emulates (26.4).
    public static let latest = iOS26_4
}
