import Foundation

extension ScreenDrawItem {
    /// The item's JSON as its `Codable` conformance writes it (members that are nil left out), made without an
    /// encoder: a guiding screen writes a changed distance's or estimate's items every few seconds, and the encoder's
    /// containers cost several times the item. Nil when a number is not finite (JSON has no such number: the encoder
    /// then names it in its error). A test checks it against the encoder's JSON for every kind of item.
    package var json: JSONValue? {
        guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite,
            font?.size.isFinite ?? true, fraction?.isFinite ?? true, cornerRadius?.isFinite ?? true,
            opacity?.isFinite ?? true, lineWidth?.isFinite ?? true
        else { return nil }
        var members: [String: JSONValue] = [
            "kind": .string(kind.rawValue),
            "frame": .object([
                "x": .number(frame.x), "y": .number(frame.y), "width": .number(frame.width),
                "height": .number(frame.height),
            ]),
        ]
        if let text { members["text"] = .string(text) }
        if let font {
            members["font"] = .object(["size": .number(font.size), "weight": .string(font.weight.rawValue)])
        }
        if let color { members["color"] = .string(color.hex) }
        if let alignment { members["alignment"] = .string(alignment.rawValue) }
        if let style { members["style"] = .string(style.rawValue) }
        if let image {
            // An image's JSON has many optional members of its own: its encoder writes it.
            guard let json = try? JSONValueEncoder.encode(image) else { return nil }
            members["image"] = json
        }
        if let covers { members["covers"] = .bool(covers) }
        if let shape { members["shape"] = .string(shape.rawValue) }
        if let fill { members["fill"] = .string(fill.hex) }
        if let fraction { members["fraction"] = .number(fraction) }
        if let cornerRadius { members["cornerRadius"] = .number(cornerRadius) }
        if let opacity { members["opacity"] = .number(opacity) }
        if let lineWidth { members["lineWidth"] = .number(lineWidth) }
        if let stretches { members["stretches"] = .bool(stretches) }
        return .object(members)
    }
}
