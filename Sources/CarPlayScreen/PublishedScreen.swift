import Foundation

/// The screen the pages have, as a `Screen` and as its JSON (docs/SCREEN.md), and how a new screen differs from it.
///
/// A new screen is compared with the last one node by node (by position in the tree, the node's structural id):
/// nodes equal to their counterpart keep their JSON unencoded; a changed node is encoded without its children, and
/// only its changed members become patch operations, at the finest path that changed. So the cost follows the
/// change, not the screen: a focus move encodes two nodes and sends a handful of operations.
public struct PublishedScreen: Sendable {
    /// The screen the pages have; nil on the home screen of a car without a screen.
    public private(set) var screen: Screen?
    /// `screen` as JSON (`.null` for none), exactly `JSONValue.parse(screen.jsonData())`.
    public private(set) var json: JSONValue = .null

    /// How the pages' screen changes.
    public enum Change: Equatable, Sendable {
        case none
        /// Send the whole screen (`.null`: none).
        case whole(JSONValue)
        /// Send these operations (RFC 6902) on the JSON the pages have.
        case ops([JSONPatchOperation])
    }

    public init(_ screen: Screen? = nil) {
        if let screen, let json = try? Self.encoded(screen) {
            self.screen = screen
            self.json = json
        }
    }

    /// Moves to `new` and says how the pages' JSON changes. A screen for another display (size, scale, appearance)
    /// or after none is sent whole.
    ///
    /// The screens are compared once, by the comparison that makes the operations (an equal screen makes none): not
    /// first whole, which walked every equal node before the change a second time.
    public mutating func update(to new: Screen?) throws -> Change {
        var ops: [JSONPatchOperation] = []
        guard let new else {
            guard screen != nil else { return .none }
            screen = nil
            json = .null
            return .whole(.null)
        }
        guard let old = screen, old.display == new.display, old.schemaVersion == new.schemaVersion else {
            json = try Self.encoded(new)
            screen = new
            return .whole(json)
        }
        // The old JSON is changed in place: held here alone, its objects and arrays are not copied to be changed.
        var changed = json
        json = .null
        do {
            try Self.update(&changed, from: old, to: new, ops: &ops)
        } catch {
            // Nothing changes: the old screen's JSON is made again (it was made from it before).
            json = (try? Self.encoded(old)) ?? .null
            throw error
        }
        json = changed
        screen = new
        return ops.isEmpty ? .none : .ops(ops)
    }

    // MARK: Encoding and comparing

    /// Turns `json`, the JSON of `old`, into the JSON of `screen` in place, appending the operations to `ops`.
    private static func update(
        _ json: inout JSONValue, from old: Screen, to screen: Screen, ops: inout [JSONPatchOperation]
    ) throws {
        guard case .object(var oldHeader) = json else {
            // JSON that is not a screen's (never made here): the root is set whole.
            json = try encoded(screen)
            ops.append(JSONPatchOperation(op: .add, path: "/root", value: json["root"] ?? .null))
            return
        }
        // The header and the root are taken out of `json`, so that they are changed in place.
        json = .null
        let root: JSONValue
        if var kept = oldHeader.removeValue(forKey: "root") {
            try self.json(screen.root, comparedWith: old.root, json: &kept, path: "/root", ops: &ops)
            root = kept
        } else {
            // An old screen without a root (never made here): the root is set whole.
            root = try encoded(screen.root)
            ops.append(JSONPatchOperation(op: .add, path: "/root", value: root))
        }
        // What is not the root's tree (the display, focus order, warnings, theme) changes rarely: when it did not,
        // its JSON is the old one.
        if sameOutsideTheTree(old, screen) {
            oldHeader["root"] = root
            json = .object(oldHeader)
            return
        }
        var header = try jsonObject(screen.jsonHeader(), "a screen")
        header["root"] = root
        members(of: oldHeader, to: header, path: "", skipping: "root", ops: &ops)
        json = .object(header)
    }

    /// The JSON of `screen`, encoded whole.
    private static func encoded(_ screen: Screen) throws -> JSONValue {
        var header = try jsonObject(screen.jsonHeader(), "a screen")
        header["root"] = try encoded(screen.root)
        return .object(header)
    }

    /// Whether two screens differ at most in their root node and the tree under it.
    private static func sameOutsideTheTree(_ a: Screen, _ b: Screen) -> Bool {
        a.schemaVersion == b.schemaVersion && a.display == b.display && a.focusOrder == b.focusOrder
            && a.focusedElement == b.focusedElement && a.warnings == b.warnings && a.theme == b.theme
    }

    /// The members of `value`'s JSON, which is an object (`what` names it in the error were it not).
    private static func jsonObject(_ value: some Encodable & Sendable, _ what: String) throws -> [String: JSONValue] {
        guard case .object(let members) = try JSONValueEncoder.encode(value) else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: [], debugDescription: "\(what) is a JSON object"))
        }
        return members
    }

    /// The JSON of a node without a counterpart: encoded whole, its children too.
    private static func encoded(_ node: ScreenNode) throws -> JSONValue {
        var body = try jsonObject(node.jsonBody(), "a screen node")
        body["children"] = .array(try node.children.map(encoded))
        return .object(body)
    }

    /// Turns `value`, the JSON of `old`, into the JSON of `node` in place, reusing the JSON of whatever is equal: of
    /// the whole node, of each member, of each drawing item, of each child. Held by the caller alone, the objects and
    /// arrays of the old JSON are changed where they are, not copied. (The old node and its JSON come as two
    /// arguments, not a pair: a pair would copy every node it is made for.)
    private static func json(
        _ node: ScreenNode, comparedWith old: ScreenNode, json value: inout JSONValue, path: String,
        knownToDiffer: Bool = false, ops: inout [JSONPatchOperation]
    ) throws {
        if !knownToDiffer, old == node { return }
        guard case .object(var body) = value, case .array? = body["children"] else {
            // Compared with JSON that is not a node's (never made here): the node is replaced whole.
            let whole = try encoded(node)
            ops.append(JSONPatchOperation(op: .replace, path: path, value: whole))
            value = whole
            return
        }
        // The body and its children are taken out of `value`, so that they are changed in place.
        value = .null
        var children: [JSONValue] = []
        if case .array(let taken)? = body.removeValue(forKey: "children") { children = taken }
        // Members: those equal to the old node's keep their JSON; the others are encoded (numbers cleaned).
        // Cleaned once, and only when a member with numbers to clean changed (a reloaded row's id and action have
        // none).
        var cleanedNode: ScreenNode?
        for field in NodeField.all where !field.same(old, node) {
            let memberPath = path + "/" + field.key
            let before = body[field.key]
            let after: JSONValue?
            if field.hasNumbers {
                let cleaned = cleanedNode ?? node.jsonBody()
                cleanedNode = cleaned
                after = try member(field, of: cleaned, before: before, old: old)
            } else {
                after = try member(field, of: node, before: before, old: old)
            }
            body[field.key] = after
            switch (before, after) {
            case (nil, nil): break
            case (.some, nil):
                ops.append(JSONPatchOperation(op: .remove, path: memberPath))
            case (nil, let after?): ops.append(JSONPatchOperation(op: .add, path: memberPath, value: after))
            case (let before?, let after?):
                JSONPatch.diff(from: before, to: after, at: memberPath, into: &ops)
            }
        }
        let oldCount = children.count
        let common = min(node.children.count, old.children.count, oldCount)
        for (index, child) in node.children.enumerated() {
            if index < common {
                // An equal child keeps its JSON (its path is not even written).
                if old.children[index] == child { continue }
                try json(
                    child, comparedWith: old.children[index], json: &children[index],
                    path: "\(path)/children/\(index)", knownToDiffer: true, ops: &ops)
            } else {
                let added = try encoded(child)
                if index < children.count { children[index] = added } else { children.append(added) }
                ops.append(JSONPatchOperation(op: .add, path: "\(path)/children/\(index)", value: added))
            }
        }
        if oldCount > node.children.count {
            for index in stride(from: oldCount - 1, through: node.children.count, by: -1) {
                ops.append(JSONPatchOperation(op: .remove, path: "\(path)/children/\(index)"))
            }
            children.removeLast(children.count - node.children.count)
        }
        body["children"] = .array(children)
        value = .object(body)
    }

    /// The JSON of `field` of `source` (cleaned if the member has numbers); `before` is its old JSON, `old` the old
    /// node.
    private static func member(_ field: NodeField, of source: ScreenNode, before: JSONValue?, old: ScreenNode)
        throws -> JSONValue?
    {
        if field.key == NodeField.drawingKey, case .array(let oldItems)? = before {
            return try drawing(source, comparedWith: (old.drawing, oldItems))
        }
        if field.key == NodeField.mapViewKey, let view = source.mapView, let oldView = old.mapView,
            case .object(let oldMembers)? = before
        {
            return try mapView(view, comparedWith: oldView, json: oldMembers)
        }
        return try field.json(source)
    }

    /// The JSON of a map view, reusing the old JSON of its overlays and of its annotations when they are unchanged: a
    /// map that follows the car moves its camera every second while its route keeps its points, which are not
    /// encoded again (nor compared again as JSON: the reused arrays are the old ones). The camera and the other
    /// settings, the appearance and the puck are written without an encoder (`ScreenMapView.writeMembers`).
    private static func mapView(
        _ view: ScreenMapView, comparedWith old: ScreenMapView, json oldMembers: [String: JSONValue]
    ) throws -> JSONValue {
        var members = oldMembers
        // A number JSON cannot hold goes through the encoder, which names it in its error.
        guard view.writeMembers(into: &members) else { return try JSONValueEncoder.encode(view) }
        if view.overlays != old.overlays || oldMembers[ScreenMapView.overlaysKey] == nil {
            members[ScreenMapView.overlaysKey] = try JSONValueEncoder.encode(view.overlays)
        }
        if view.annotations != old.annotations || oldMembers[ScreenMapView.annotationsKey] == nil {
            members[ScreenMapView.annotationsKey] = try JSONValueEncoder.encode(view.annotations)
        }
        return .object(members)
    }

    /// The JSON of a node's drawing items (`node` already cleaned), reusing the JSON of items equal to the old ones.
    private static func drawing(_ node: ScreenNode, comparedWith old: (items: [ScreenDrawItem], json: [JSONValue]))
        throws -> JSONValue
    {
        let raw = old.items
        return .array(
            try node.drawing.enumerated().map { index, item in
                if index < raw.count, index < old.json.count, Screen.cleaned(raw[index]) == item {
                    return old.json[index]
                }
                return try item.json ?? JSONValueEncoder.encode(item)
            })
    }

    /// The operations that turn the members of `old` into those of `new` (but `skipping`), each at the finest path
    /// that changed.
    private static func members(
        of old: [String: JSONValue], to new: [String: JSONValue], path: String, skipping: String,
        ops: inout [JSONPatchOperation]
    ) {
        for key in old.keys.sorted() where key != skipping && new[key] == nil {
            ops.append(JSONPatchOperation(op: .remove, path: path + "/" + JSONPatch.escape(key)))
        }
        for key in new.keys.sorted() where key != skipping {
            let value = new[key]!
            let memberPath = path + "/" + JSONPatch.escape(key)
            guard let before = old[key] else {
                ops.append(JSONPatchOperation(op: .add, path: memberPath, value: value))
                continue
            }
            guard before != value else { continue }
            JSONPatch.diff(from: before, to: value, at: memberPath, into: &ops)
        }
    }
}

/// A member of a node's JSON, as `ScreenNode`'s `Codable` conformance writes it: its key, whether two nodes agree on
/// it, and its JSON (nil: the key is left out). `PublishedScreen` compares members one by one and encodes only those
/// that changed; a test checks the result against the node's whole encoding.
private struct NodeField: Sendable {
    let key: String
    /// Whether the member holds numbers `Screen.cleaned(_:)` cleans: its JSON is made from the cleaned node.
    let hasNumbers: Bool
    let same: @Sendable (ScreenNode, ScreenNode) -> Bool
    let json: @Sendable (ScreenNode) throws -> JSONValue?

    static let drawingKey = "drawing"
    static let mapViewKey = "mapView"

    /// The member `key`, read by `value`; `same` compares it on two nodes in place (a closure that reads the member
    /// of both: comparing through `value` copied it out of each node first, thousands of times in a long list).
    static func field<T: Encodable & Equatable & Sendable>(
        _ key: String, numbers: Bool = false, same: @escaping @Sendable (ScreenNode, ScreenNode) -> Bool,
        value: @escaping @Sendable (ScreenNode) -> T?
    )
        -> NodeField
    {
        NodeField(
            key: key, hasNumbers: numbers, same: same,
            json: { node in try value(node).map { try JSONValueEncoder.encode($0) } })
    }

    /// Every member but `children` (compared node by node).
    static let all: [NodeField] = [
        field("role", same: { $0.role == $1.role }, value: { $0.role }),
        field("frame", numbers: true, same: { $0.frame == $1.frame }, value: { $0.frame }),
        field("id", same: { $0.id == $1.id }, value: { $0.id }),
        field("text", same: { $0.text == $1.text }, value: { $0.text }),
        field("detailText", same: { $0.detailText == $1.detailText }, value: { $0.detailText }),
        field("image", numbers: true, same: { $0.imageBox == $1.imageBox }, value: { $0.image }),
        field("font", numbers: true, same: { $0.font == $1.font }, value: { $0.font }),
        field("foreground", same: { $0.foreground == $1.foreground }, value: { $0.foreground }),
        field("background", same: { $0.background == $1.background }, value: { $0.background }),
        field("action", same: { $0.action == $1.action }, value: { $0.action }),
        field("isFocusable", same: { $0.isFocusable == $1.isFocusable }, value: { $0.isFocusable }),
        field("isEnabled", same: { $0.isEnabled == $1.isEnabled }, value: { $0.isEnabled }),
        field("isSelected", same: { $0.isSelected == $1.isSelected }, value: { $0.isSelected }),
        field("value", numbers: true, same: { $0.value == $1.value }, value: { $0.value }),
        field("content", numbers: true, same: { $0.content == $1.content }, value: { $0.content }),
        field(
            "contentHeight", numbers: true, same: { $0.contentHeight == $1.contentHeight }, value: { $0.contentHeight }),
        field("scrollOffset", numbers: true, same: { $0.scrollOffset == $1.scrollOffset }, value: { $0.scrollOffset }),
        field(drawingKey, numbers: true, same: { $0.drawing == $1.drawing }, value: { $0.drawing }),
        field(mapViewKey, same: { $0.mapViewBox == $1.mapViewBox }, value: { $0.mapView }),
    ]
}
