import Foundation

/// Why JSON could not be read as a `Screen`.
public enum ScreenDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The screen was written with a schema this build does not read (a newer one, or one older than
    /// `Screen.oldestReadableSchemaVersion`).
    case unsupportedVersion(found: Int, supported: Int)
    /// The JSON has no `schemaVersion` number at the top level.
    case missingVersion
    /// Not JSON, or JSON that doesn't match the schema; the text says where and what.
    case malformed(String)

    public var description: String {
        switch self {
        case .unsupportedVersion(let found, let supported):
            "Screen schema version \(found) is not supported: this build reads versions \(Screen.oldestReadableSchemaVersion) to \(supported) (docs/SCREEN.md)."
        case .missingVersion:
            "Not a Screen: the JSON has no top-level \"schemaVersion\" number."
        case .malformed(let reason):
            "Malformed Screen JSON: \(reason)"
        }
    }
}

extension Screen {
    /// The screen as JSON (schema: docs/SCREEN.md): keys sorted, numbers without binary noise (rounded to 6
    /// decimals, so 0.1 + 0.2 is written `0.3`; whole numbers have no fraction), NaN and infinities written as 0,
    /// `/` not escaped. Pretty printed: two-space indent, `"key" : value`, empty containers as `{}` / `[]`.
    public func jsonData(prettyPrinted: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if prettyPrinted { encoder.outputFormatting.insert(.prettyPrinted) }
        let data = try encoder.encode(numbersCleaned())
        guard prettyPrinted else { return data }
        // Foundation pretty prints empty containers over two lines; write them as `{}` and `[]`. (Strings can't hold
        // a raw newline, so this only touches structure.)
        let text = String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: #"\{\n\s*\n?\s*\}"#, with: "{}", options: .regularExpression)
            .replacingOccurrences(of: #"\[\n\s*\n?\s*\]"#, with: "[]", options: .regularExpression)
        return Data(text.utf8)
    }

    /// A screen read from JSON, after checking its schema version.
    ///
    /// - Throws: `ScreenDecodingError.unsupportedVersion` for a version newer than `currentSchemaVersion` (or older
    ///   than `oldestReadableSchemaVersion`), `.missingVersion` when there is no version, `.malformed` for anything that isn't a valid screen.
    public static func decode(_ data: Data) throws -> Screen {
        struct Header: Decodable { var schemaVersion: Int? }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            // A version that isn't an integer, or not JSON at all.
            throw ScreenDecodingError.malformed(Self.reason(error))
        }
        guard let version = header.schemaVersion else { throw ScreenDecodingError.missingVersion }
        guard (oldestReadableSchemaVersion...currentSchemaVersion).contains(version) else {
            throw ScreenDecodingError.unsupportedVersion(found: version, supported: currentSchemaVersion)
        }
        do {
            return try JSONDecoder().decode(Screen.self, from: data)
        } catch {
            throw ScreenDecodingError.malformed(Self.reason(error))
        }
    }

    /// The same screen with element ids replaced by stable stand-ins: "e1", "e2"... in the order the ids first
    /// appear depth first in the tree (then in the focus order). A derived id keeps its suffix (`<id>/back` →
    /// `e3/back`, `<id>#2` → `e4#2`); UUIDs inside the content's strings and warnings are replaced too. For snapshots that
    /// must not change from run to run.
    public func withStableIDs() -> Screen {
        let names = ScreenIDNames(self)
        func rename(_ node: ScreenNode) -> ScreenNode {
            var node = node
            node.id = node.id.map(names.name(of:))
            node.action = node.action?.mapElementIDs(names.name(of:))
            node.content = node.content.mapStrings(names.scrub)
            node.children = node.children.map(rename)
            return node
        }
        var copy = self
        copy.root = rename(root)
        copy.focusOrder = focusOrder.map(names.name(of:))
        copy.focusedElement = focusedElement.map(names.name(of:))
        copy.warnings = warnings.map(names.scrub)
        return copy
    }

    // MARK: Parts (front ends that encode node by node)

    /// The screen as written to JSON but for its nodes: numbers cleaned, the root without children.
    package func jsonHeader() -> Screen {
        var copy = self
        copy.root.children = []
        return copy.numbersCleaned()
    }

    // MARK: Numbers

    func numbersCleaned() -> Screen {
        var copy = self
        copy.display.scale = Self.clean(display.scale)
        let insets = display.safeAreaInsets
        copy.display.safeAreaInsets = Insets(
            top: Self.clean(insets.top), left: Self.clean(insets.left), bottom: Self.clean(insets.bottom),
            right: Self.clean(insets.right))
        copy.root = Self.cleaned(root)
        return copy
    }

    package static func cleaned(_ node: ScreenNode) -> ScreenNode {
        var node = node
        node.frame = cleaned(node.frame)
        node.value = node.value.map(clean)
        node.contentHeight = node.contentHeight.map(clean)
        node.scrollOffset = node.scrollOffset.map(clean)
        node.image = node.image.map(cleaned)
        node.font = node.font.map(cleaned)
        node.drawing = node.drawing.map(cleaned)
        if !node.content.isEmpty { node.content = cleaned(node.content) }
        node.children = node.children.map(cleaned)
        return node
    }

    /// The content's numbers cleaned (corner radii, degrees, seconds...).
    package static func cleaned(_ content: ScreenContent) -> ScreenContent {
        var content = content
        content.corner = content.corner.map(clean)
        if let region = content.region {
            var r = region
            r.minLatitude = clean(r.minLatitude)
            r.maxLatitude = clean(r.maxLatitude)
            r.minLongitude = clean(r.minLongitude)
            r.maxLongitude = clean(r.maxLongitude)
            r.centerLatitude = clean(r.centerLatitude)
            r.centerLongitude = clean(r.centerLongitude)
            content.region = r
        }
        if let duration = content.progress?.duration { content.progress?.duration = clean(duration) }
        if let interval = content.playbackControl?.interval { content.playbackControl?.interval = clean(interval) }
        if let angles = content.lane?.angles { content.lane?.angles = angles.map(clean) }
        if let view = content.view {
            content.view?.opacity = view.opacity.map(clean)
            content.view?.cornerRadius = view.cornerRadius.map(clean)
            content.view?.borderWidth = view.borderWidth.map(clean)
        }
        return content
    }

    /// A drawing item with its numbers cleaned.
    package static func cleaned(_ item: ScreenDrawItem) -> ScreenDrawItem {
        var item = item
        item.frame = cleaned(item.frame)
        item.image = item.image.map(cleaned)
        item.font = item.font.map(cleaned)
        item.fraction = item.fraction.map(clean)
        item.cornerRadius = item.cornerRadius.map(clean)
        item.opacity = item.opacity.map(clean)
        item.lineWidth = item.lineWidth.map(clean)
        return item
    }

    private static func cleaned(_ image: ScreenImage) -> ScreenImage {
        var image = image
        image.size = Size(width: clean(image.size.width), height: clean(image.size.height))
        image.scale = clean(image.scale)
        return image
    }

    private static func cleaned(_ font: ScreenFont) -> ScreenFont {
        var font = font
        font.size = clean(font.size)
        return font
    }

    private static func cleaned(_ frame: Rect) -> Rect {
        Rect(x: clean(frame.x), y: clean(frame.y), width: clean(frame.width), height: clean(frame.height))
    }

    /// `value` rounded to 6 decimals; 0 for NaN and infinities.
    static func clean(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return rounded == 0 ? 0 : rounded  // no "-0"
    }

    private static func reason(_ error: any Error) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let components = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? "." + key.stringValue }
            let joined = components.joined()
            return joined.isEmpty
                ? "at the top level" : "at " + (joined.hasPrefix(".") ? String(joined.dropFirst()) : joined)
        }
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .keyNotFound(let key, let context): return "missing key \"\(key.stringValue)\" \(path(context))"
        case .valueNotFound(_, let context): return "missing value \(path(context))"
        case .typeMismatch(let type, let context): return "expected \(type) \(path(context))"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "not valid JSON (\(context.debugDescription))" }
            return "\(context.debugDescription) \(path(context))"
        @unknown default: return String(describing: error)
        }
    }
}

extension ScreenNode {
    /// The node as written to JSON without its children: numbers cleaned, `children` empty.
    package func jsonBody() -> ScreenNode {
        var node = self
        node.children = []
        return Screen.cleaned(node)
    }
}

// MARK: - Stable names for element ids

/// Names element ids (UUIDs, different on every run) "e1", "e2"... in the order they first appear in the tree
/// (depth first), then in the focus order, then UUIDs inside the content's strings (sorted by key) and warnings. Derived
/// ids keep their suffix: `<uuid>/back` → `e3/back`.
package struct ScreenIDNames {
    private var names: [String: String] = [:]
    private var count = 0

    /// A UUID as `UUID().uuidString` writes it (either case).
    private static let uuidPattern = "[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}"

    package init(_ screen: Screen) {
        screen.root.visit { node in
            if let id = node.id { register(Self.split(id.rawValue).base) }
            node.action?.elementIDs.forEach { register(Self.split($0.rawValue).base) }
        }
        screen.focusOrder.forEach { register(Self.split($0.rawValue).base) }
        if let focused = screen.focusedElement { register(Self.split(focused.rawValue).base) }
        screen.root.visit { node in
            for value in node.content.strings { Self.uuids(in: value).forEach { register($0) } }
        }
        for warning in screen.warnings { Self.uuids(in: warning).forEach { register($0) } }
    }

    /// The base of an id (up to its first "/" or "#") and the rest.
    private static func split(_ id: String) -> (base: String, suffix: String) {
        guard let index = id.firstIndex(where: { $0 == "/" || $0 == "#" }), index != id.startIndex else {
            return (id, "")
        }
        return (String(id[..<index]), String(id[index...]))
    }

    private static func uuids(in text: String) -> [String] {
        guard text.count >= 36 else { return [] }
        var found: [String] = []
        var range = text.startIndex..<text.endIndex
        while let match = text.range(of: uuidPattern, options: .regularExpression, range: range) {
            found.append(String(text[match]))
            range = match.upperBound..<text.endIndex
        }
        return found
    }

    private mutating func register(_ base: String) {
        guard names[base] == nil else { return }
        count += 1
        names[base] = "e\(count)"
    }

    /// The stable name of an id.
    package func name(of id: ElementID) -> ElementID {
        let (base, suffix) = Self.split(id.rawValue)
        return ElementID((names[base] ?? base) + suffix)
    }

    /// `text` with every UUID in it replaced by its name. Short hand-made ids ("row1") are left alone in free text,
    /// where they could be ordinary words.
    package func scrub(_ text: String) -> String {
        var result = text
        for uuid in Set(Self.uuids(in: text)) {
            result = result.replacingOccurrences(of: uuid, with: names[uuid] ?? uuid)
        }
        return result
    }
}
