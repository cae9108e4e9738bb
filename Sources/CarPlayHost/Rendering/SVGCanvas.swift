import Foundation

/// The text of one SVG document being written: elements in paint order, and the definitions (clip paths, tint
/// filters, gradients, shadows) they refer to, each written once under an id of its own. Numbers are written with at
/// most two decimals, texts and attributes escaped.
struct SVGCanvas {
    private(set) var body = ""
    private var definitions = ""
    private var definitionIDs: [String: String] = [:]
    private var nextID = 0

    /// The document: a `width` × `height` points canvas (`viewBox`), `scale` pixels per point, on `background`.
    func document(width: Double, height: Double, scale: Double, background: String) -> String {
        let w = Self.number(width), h = Self.number(height)
        return #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" "#
            + #"width="\#(Self.number(width * scale))" height="\#(Self.number(height * scale))" "#
            + #"viewBox="0 0 \#(w) \#(h)" font-family="DejaVu Sans, Verdana, sans-serif">"# + "\n"
            + (definitions.isEmpty ? "" : "<defs>\n\(definitions)</defs>\n")
            + #"<rect width="\#(w)" height="\#(h)" fill="\#(background)"/>"# + "\n" + body + "</svg>\n"
    }

    mutating func append(_ element: String) {
        body += element
        body += "\n"
    }

    /// The id of a definition: `make(id)` writes it the first time `key` is asked for.
    mutating func definition(_ key: String, _ make: (String) -> String) -> String {
        if let id = definitionIDs[key] { return id }
        nextID += 1
        let id = "d\(nextID)"
        definitionIDs[key] = id
        definitions += make(id)
        definitions += "\n"
        return id
    }

    /// A fresh id for a definition used once (a clip path of one node).
    mutating func uniqueDefinition(_ make: (String) -> String) -> String {
        nextID += 1
        let id = "d\(nextID)"
        definitions += make(id)
        definitions += "\n"
        return id
    }

    /// `value` with at most two decimals and no trailing zeros ("12", "0.5", "-3.25").
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        if hundredths == 0 { return "0" }
        if hundredths.magnitude >= 1e15 { return String(Int64(value.rounded())) }
        let whole = Int64(hundredths) / 100
        let fraction = abs(Int64(hundredths) % 100)
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        if fraction == 0 { return sign + String(whole) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return sign + String(whole) + "." + digits
    }

    /// `text` safe inside an element or a double-quoted attribute.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // XML 1.0 allows no control characters but tab, newline and carriage return.
                if scalar.value < 0x20 && scalar != "\t" { out += " " } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// A rectangle's attributes: `x`, `y`, `width`, `height` and the corner radius (limited to half the shorter side).
    static func rect(_ frame: Rect, radius: Double = 0) -> String {
        var attributes =
            #"x="\#(number(frame.x))" y="\#(number(frame.y))" width="\#(number(max(frame.width, 0)))" "#
            + #"height="\#(number(max(frame.height, 0)))""#
        let r = min(max(radius, 0), min(frame.width, frame.height) / 2)
        if r > 0 { attributes += #" rx="\#(number(r))""# }
        return attributes
    }
}

extension ScreenColor {
    /// The colour as SVG paint: `#RRGGBB`, and the alpha of `#RRGGBBAA` as an opacity (nil when opaque); nil for a
    /// malformed colour.
    var svgPaint: (color: String, opacity: Double?)? {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring("")
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else { return nil }
        let color = "#" + digits.prefix(6)
        guard digits.count == 8, let alpha = UInt8(digits.suffix(2), radix: 16) else { return (color, nil) }
        return (color, alpha == 255 ? nil : Double(alpha) / 255)
    }

    /// `fill="…"` (and `fill-opacity`) for the colour (`none` when it is malformed); `attribute` names another paint
    /// (`stroke`).
    func fillAttributes(_ attribute: String = "fill") -> String {
        guard let paint = svgPaint else { return #"\#(attribute)="none""# }
        var out = #"\#(attribute)="\#(paint.color)""#
        if let opacity = paint.opacity { out += #" \#(attribute)-opacity="\#(SVGCanvas.number(opacity))""# }
        return out
    }
}
