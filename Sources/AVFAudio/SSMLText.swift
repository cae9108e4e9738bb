#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The text an SSML document speaks (`AVSpeechUtterance(ssmlRepresentation:)`): the content of its `<speak>`
/// element with the markup taken out, `<sub alias="…">` read as its alias, `<break>` as a pause between words, the
/// XML entities decoded and white space collapsed. Nil when the document is not well-formed or has no `<speak>`
/// root. The car's engine speaks the text; prosody, emphasis and break lengths are not rendered.
enum SSMLText {
    static func text(of document: String) -> String? {
        var output = ""
        var stack: [String] = []
        var sawRoot = false
        /// Inside `<sub alias>`: the element's own text is replaced by the alias.
        var substituting = 0
        var index = document.startIndex
        while index < document.endIndex {
            let character = document[index]
            if character == "<" {
                guard let close = document[index...].firstIndex(of: ">") else { return nil }
                let tag = String(document[document.index(after: index)..<close])
                index = document.index(after: close)
                if tag.hasPrefix("?") || tag.hasPrefix("!") {
                    // The XML declaration, a comment or a doctype: nothing to speak (a comment with ">" inside is
                    // not supported).
                    guard !stack.isEmpty || !sawRoot else { return nil }
                    continue
                }
                if tag.hasPrefix("/") {
                    let name = tag.dropFirst().trimmingCharacters(in: .whitespaces)
                    guard stack.last == name else { return nil }
                    stack.removeLast()
                    if name == "sub" { substituting -= 1 }
                    if name == "p" || name == "s" { output += " " }
                    continue
                }
                let selfClosing = tag.hasSuffix("/")
                let body = selfClosing ? String(tag.dropLast()) : tag
                guard let name = body.split(whereSeparator: \.isWhitespace).first.map(String.init), !name.isEmpty
                else { return nil }
                if stack.isEmpty {
                    guard name == "speak", !sawRoot else { return nil }
                    sawRoot = true
                }
                if name == "break" || name == "p" || name == "s" { output += " " }
                if name == "sub" {
                    guard let alias = attribute("alias", in: body), let decoded = decode(alias) else { return nil }
                    output += decoded
                    if !selfClosing { substituting += 1 }
                }
                if !selfClosing { stack.append(name) }
                continue
            }
            guard let next = document[index...].firstIndex(of: "<") else {
                // Text after the root: only white space may follow.
                guard document[index...].allSatisfy(\.isWhitespace) else { return nil }
                break
            }
            let text = String(document[index..<next])
            index = next
            if stack.isEmpty {
                guard text.allSatisfy(\.isWhitespace) else { return nil }
                continue
            }
            guard let decoded = decode(text) else { return nil }
            if substituting == 0 { output += decoded }
        }
        guard sawRoot, stack.isEmpty else { return nil }
        return output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The value of `name="…"` (or single quotes) in a tag.
    private static func attribute(_ name: String, in tag: String) -> String? {
        for quote in ["\"", "'"] {
            guard let start = tag.range(of: "\(name)=\(quote)") else { continue }
            let rest = tag[start.upperBound...]
            guard let end = rest.firstIndex(of: Character(quote)) else { return nil }
            return String(rest[..<end])
        }
        return nil
    }

    /// The text with XML's entities decoded; nil for an unknown or unterminated one.
    private static func decode(_ text: String) -> String? {
        guard text.contains("&") else { return text }
        var output = ""
        var index = text.startIndex
        while let amp = text[index...].firstIndex(of: "&") {
            output += text[index..<amp]
            guard let semicolon = text[amp...].firstIndex(of: ";") else { return nil }
            let entity = text[text.index(after: amp)..<semicolon]
            switch entity {
            case "amp": output += "&"
            case "lt": output += "<"
            case "gt": output += ">"
            case "quot": output += "\""
            case "apos": output += "'"
            default:
                guard entity.hasPrefix("#") else { return nil }
                let digits = entity.dropFirst()
                let value =
                    digits.hasPrefix("x") || digits.hasPrefix("X")
                    ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                guard let value, let scalar = Unicode.Scalar(value) else { return nil }
                output.unicodeScalars.append(scalar)
            }
            index = text.index(after: semicolon)
        }
        output += text[index...]
        return output
    }
}
#endif
