import Foundation

extension ScreenContent {
    /// True when the node carries no content.
    public var isEmpty: Bool { self == ScreenContent() }

    /// Every member that is set, flattened to `key=value` pairs sorted by key, for text snapshots and tools: a
    /// group's members are named `group.member` (`playbackControl.command`), enumerations by their raw value,
    /// booleans `true` / `false`, numbers as the JSON writes them, lists joined by ",".
    public var entries: [(key: String, value: String)] {
        var found: [(key: String, value: String)] = []
        Self.flatten(self, prefix: "", into: &found)
        return found.sorted { $0.key < $1.key }
    }

    private static func flatten(_ value: Any, prefix: String, into found: inout [(key: String, value: String)]) {
        for child in Mirror(reflecting: value).children {
            guard let label = child.label else { continue }
            let key = prefix + label
            let mirror = Mirror(reflecting: child.value)
            // Optional members are written when set; a group's required members always.
            let wrapped: Any
            if mirror.displayStyle == .optional {
                guard let value = mirror.children.first?.value else { continue }
                wrapped = value
            } else {
                wrapped = child.value
            }
            if let text = scalar(wrapped) {
                found.append((key, text))
            } else if let list = wrapped as? [Double] {
                found.append((key, list.map { fmt($0) }.joined(separator: ",")))
            } else {
                flatten(wrapped, prefix: key + ".", into: &found)
            }
        }
    }

    private static func scalar(_ value: Any) -> String? {
        switch value {
        case let text as String: text
        case let flag as Bool: flag ? "true" : "false"
        case let number as Int: String(number)
        case let number as Double: fmt(number)
        case let id as ElementID: id.rawValue
        case let color as ScreenColor: color.hex
        case let raw as any RawRepresentable<String>: raw.rawValue
        default: nil
        }
    }

    /// The free-form strings of the content (ids, bundle identifiers, names), in a fixed order.
    public var strings: [String] {
        var all: [String] = []
        _ = mapStrings {
            all.append($0); return $0
        }
        return all
    }

    /// The content with every free-form string (ids, bundle identifiers, names) passed through `transform`; the
    /// enumerations and numbers are kept. `Screen.withStableIDs()` replaces UUIDs in them.
    public func mapStrings(_ transform: (String) -> String) -> ScreenContent {
        var copy = self
        copy.bundleIdentifier = bundleIdentifier.map(transform)
        copy.appName = appName.map(transform)
        copy.category = category.map(transform)
        copy.url = url.map(transform)
        copy.section = section.map { ElementID(transform($0.rawValue)) }
        copy.poi = poi.map { ElementID(transform($0.rawValue)) }
        copy.imageElement?.accessorySymbol = imageElement?.accessorySymbol.map(transform)
        copy.contactButton?.recipient = contactButton?.recipient.map(transform)
        if let state = voiceControl?.state { copy.voiceControl?.state = transform(state) }
        if let banner {
            copy.banner?.app = transform(banner.app)
            copy.banner?.appName = transform(banner.appName)
        }
        return copy
    }
}
