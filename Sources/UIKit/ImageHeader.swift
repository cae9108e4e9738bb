#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The format and pixel size of encoded image data, read from the file header without decoding pixels.
struct ImageHeader: Sendable, Equatable {
    /// Encoded image formats that `UIImage` recognises.
    enum Format: String, Sendable, Equatable {
        case png, jpeg, gif, svg, pdf
        /// Vector formats have no pixel grid: their size is in points.
        var isVector: Bool { self == .svg || self == .pdf }
    }

    var format: Format
    /// Width and height in pixels (points for vector formats).
    var width: Double
    var height: Double

    /// Reads the header of `data`; nil when the data is not a supported image.
    /// - Parameter allowPDF: PDF is only accepted from asset catalogues, as on iOS.
    static func parse(_ data: Data, allowPDF: Bool = false) -> ImageHeader? {
        let bytes = [UInt8](data)
        if let png = parsePNG(bytes) { return png }
        if let jpeg = parseJPEG(bytes) { return jpeg }
        if let gif = parseGIF(bytes) { return gif }
        if allowPDF, let pdf = parsePDF(bytes) { return pdf }
        return parseSVG(bytes)
    }

    // MARK: PNG

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func bigEndian32(_ b: [UInt8], _ at: Int) -> UInt32 {
        UInt32(b[at]) << 24 | UInt32(b[at + 1]) << 16 | UInt32(b[at + 2]) << 8 | UInt32(b[at + 3])
    }

    private static func bigEndian16(_ b: [UInt8], _ at: Int) -> Int {
        Int(b[at]) << 8 | Int(b[at + 1])
    }

    /// PNG: the first chunk must be IHDR (Apple's optimised PNGs put a `CgBI` chunk before it).
    static func parsePNG(_ b: [UInt8]) -> ImageHeader? {
        guard b.count >= 8, Array(b[0..<8]) == pngSignature else { return nil }
        var offset = 8
        while offset + 8 <= b.count {
            let length = Int(bigEndian32(b, offset))
            let type = String(decoding: b[(offset + 4)..<(offset + 8)], as: UTF8.self)
            if type == "CgBI" {
                offset += 12 + length
                continue
            }
            guard type == "IHDR", length == 13, offset + 16 <= b.count else { return nil }
            let width = bigEndian32(b, offset + 8)
            let height = bigEndian32(b, offset + 12)
            guard width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else { return nil }
            return ImageHeader(format: .png, width: Double(width), height: Double(height))
        }
        return nil
    }

    // MARK: JPEG

    /// JPEG: walks the marker segments up to the first baseline/extended/progressive frame header.
    static func parseJPEG(_ b: [UInt8]) -> ImageHeader? {
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var offset = 2
        while offset < b.count {
            guard b[offset] == 0xFF else { return nil }
            // Skip fill bytes.
            while offset < b.count, b[offset] == 0xFF { offset += 1 }
            guard offset < b.count else { return nil }
            let marker = b[offset]
            offset += 1
            // Stand-alone markers carry no length.
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
            if marker == 0xD9 || marker == 0xDA { return nil }  // end of image / start of scan before a frame
            guard offset + 2 <= b.count else { return nil }
            let length = bigEndian16(b, offset)
            guard length >= 2 else { return nil }
            if marker == 0xC0 || marker == 0xC1 || marker == 0xC2 {
                guard length >= 7, offset + 7 <= b.count else { return nil }
                let height = bigEndian16(b, offset + 3)
                let width = bigEndian16(b, offset + 5)
                guard width > 0, height > 0 else { return nil }
                return ImageHeader(format: .jpeg, width: Double(width), height: Double(height))
            }
            offset += length
        }
        return nil
    }

    // MARK: GIF

    /// GIF: the logical screen size follows the `GIF87a`/`GIF89a` signature (little-endian).
    static func parseGIF(_ b: [UInt8]) -> ImageHeader? {
        guard b.count >= 10 else { return nil }
        let signature = String(decoding: b[0..<6], as: UTF8.self)
        guard signature == "GIF87a" || signature == "GIF89a" else { return nil }
        let width = Int(b[6]) | Int(b[7]) << 8
        let height = Int(b[8]) | Int(b[9]) << 8
        return ImageHeader(format: .gif, width: Double(width), height: Double(height))
    }

    // MARK: PDF

    /// PDF: the first page's `/MediaBox [x0 y0 x1 y1]`, in points.
    static func parsePDF(_ b: [UInt8]) -> ImageHeader? {
        guard b.count >= 5, String(decoding: b[0..<5], as: UTF8.self) == "%PDF-" else { return nil }
        let text = String(decoding: b, as: UTF8.self)
        guard let range = text.range(of: "/MediaBox") else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }
        guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
        let numbers = rest[rest.index(after: rest.startIndex)..<close]
            .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" })
            .compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return ImageHeader(format: .pdf, width: abs(numbers[2] - numbers[0]), height: abs(numbers[3] - numbers[1]))
    }

    // MARK: SVG

    /// SVG: the root `<svg>` element's `width`/`height` (px, pt or unitless), else its `viewBox`.
    static func parseSVG(_ b: [UInt8]) -> ImageHeader? {
        guard let text = String(validatingUTF8Bytes: b) else { return nil }
        let head = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        guard head.hasPrefix("<") else { return nil }
        guard let tag = rootSVGTag(in: text) else { return nil }
        let attributes = parseAttributes(tag)
        let viewBox = attributes["viewBox"].map {
            $0.split(whereSeparator: { $0 == " " || $0 == "," || $0.isWhitespace }).compactMap { Double($0) }
        }
        let boxSize: (Double, Double)? = viewBox.flatMap {
            $0.count == 4 && $0[2] >= 0 && $0[3] >= 0 ? ($0[2], $0[3]) : nil
        }
        var width = attributes["width"].flatMap(length)
        var height = attributes["height"].flatMap(length)
        if let (bw, bh) = boxSize {
            if width == nil, let h = height, bh > 0 { width = h * bw / bh }
            if height == nil, let w = width, bw > 0 { height = w * bh / bw }
            width = width ?? bw
            height = height ?? bh
        }
        guard let width, let height else { return nil }
        return ImageHeader(format: .svg, width: width, height: height)
    }

    /// The text of the first `<svg …>` start tag, skipping the XML declaration, comments and doctype.
    private static func rootSVGTag(in text: String) -> Substring? {
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "<") {
            let rest = text[open...]
            if rest.hasPrefix("<!--") {
                guard let end = rest.range(of: "-->") else { return nil }
                index = end.upperBound
                continue
            }
            if rest.hasPrefix("<?") || rest.hasPrefix("<!") {
                guard let end = rest.firstIndex(of: ">") else { return nil }
                index = text.index(after: end)
                continue
            }
            // The first element must be the root <svg> (optionally namespace-prefixed).
            let nameStart = text.index(after: open)
            let nameEnd = text[nameStart...].firstIndex { $0.isWhitespace || $0 == ">" || $0 == "/" } ?? text.endIndex
            let name = text[nameStart..<nameEnd]
            guard name == "svg" || name.hasSuffix(":svg") else { return nil }
            guard let close = text[nameEnd...].firstIndex(of: ">") else { return nil }
            return text[nameEnd..<close]
        }
        return nil
    }

    private static func parseAttributes(_ tag: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = tag[...]
        while let equals = rest.firstIndex(of: "=") {
            let name =
                rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
                .split(whereSeparator: { $0.isWhitespace }).last.map(String.init) ?? ""
            var valueStart = rest.index(after: equals)
            while valueStart < rest.endIndex, rest[valueStart].isWhitespace {
                valueStart = rest.index(after: valueStart)
            }
            guard valueStart < rest.endIndex else { break }
            let quote = rest[valueStart]
            guard quote == "\"" || quote == "'" else { break }
            let contentStart = rest.index(after: valueStart)
            guard let contentEnd = rest[contentStart...].firstIndex(of: quote) else { break }
            if result[name] == nil { result[name] = String(rest[contentStart..<contentEnd]) }
            rest = rest[rest.index(after: contentEnd)...]
        }
        return result
    }

    /// An SVG length in points; nil for percentages and unknown units (the viewBox then decides).
    private static func length(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let units: [(String, Double)] = [
            ("px", 1), ("pt", 4.0 / 3.0), ("pc", 16), ("in", 96), ("mm", 96 / 25.4), ("cm", 96 / 2.54),
        ]
        for (unit, factor) in units where trimmed.hasSuffix(unit) {
            return Double(trimmed.dropLast(unit.count)).map { $0 * factor }
        }
        return Double(trimmed)
    }
}

extension String {
    /// Decodes UTF-8, failing (instead of repairing) on invalid sequences.
    fileprivate init?(validatingUTF8Bytes bytes: [UInt8]) {
        var result = ""
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): result.unicodeScalars.append(scalar)
            case .emptyInput: break loop
            case .error: return nil
            }
        }
        self = result
    }
}
#endif
