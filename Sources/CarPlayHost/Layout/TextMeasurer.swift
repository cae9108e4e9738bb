import Foundation

/// Measures, fits, truncates and wraps text with real glyph advance widths, so that what layout decides fits is what
/// front ends draw. `dejaVuSans` uses DejaVu Sans and DejaVu Sans Bold, the fonts the browser simulator draws with
/// (widths generated into `DejaVuMetrics.swift` by `scripts/generate-font-metrics.py`).
///
/// A string's width is the sum of the advances of its grapheme clusters, times the font size over units per em; no
/// kerning. A cluster measures as its first scalar's advance plus the advances of the other scalars the font maps
/// (combining marks; a zero-width joiner or variation selector the font lacks adds nothing). A first scalar the
/// font lacks measures one em when it is East Asian wide or an emoji (what a fallback font draws), else the
/// font's average letter advance. Control characters (a newline in a single line) measure as a space.
///
/// Every operation is linear in the length of its input and stops measuring as soon as the answer is known.
public struct TextMeasurer: Sendable, Hashable {
    /// The font family front ends must draw with for the measurements to hold.
    public let fontFamily: String
    private let metrics: Metrics

    private enum Metrics: Sendable, Hashable { case dejaVuSans }

    /// DejaVu Sans (regular) and DejaVu Sans Bold.
    public static let dejaVuSans = TextMeasurer(fontFamily: "DejaVu Sans", metrics: .dejaVuSans)

    /// The truncation mark.
    public static let ellipsis = "…"

    // MARK: Measuring

    /// The width of `text` in points, in one line.
    public func width(of text: String, font: ScreenFont) -> Double {
        let table = Self.table(font.weight)
        var units = 0.0
        for character in text { units += table.advance(of: character) }
        return units * Self.scale(font)
    }

    // MARK: Fitting

    /// The variant CarPlay shows in `width` points: among the variants that fit, the longest by measured width (the
    /// first of equals); when none fits, the shortest truncated with "…". Empty variants are skipped unless all are
    /// empty. Nil for no variants; "" for a negative or non-finite width.
    public func fit(_ variants: [String], width: Double, font: ScreenFont) -> String? {
        guard !variants.isEmpty else { return nil }
        guard width.isFinite, width >= 0 else { return "" }
        let candidates = variants.filter { !$0.isEmpty }
        guard !candidates.isEmpty else { return "" }
        let table = Self.table(font.weight)
        let limit = Self.limit(width, font)
        var best: (text: String, units: Double)?
        for variant in candidates {
            let units = table.units(of: variant, limit: limit)
            if units <= limit, units > best?.units ?? -1 { best = (variant, units) }
        }
        if let best { return best.text }
        // None fits: truncate the shortest.
        var shortest: (text: String, units: Double)?
        for variant in candidates {
            let units = table.units(of: variant, limit: shortest?.units ?? .infinity)
            if units < shortest?.units ?? .infinity { shortest = (variant, units) }
        }
        return truncate(shortest?.text ?? candidates[0], width: width, font: font)
    }

    /// `text` if it fits in `width` points, else its longest prefix of whole grapheme clusters that fits followed by
    /// "…" (trailing spaces before the "…" dropped). "" when not even "…" fits or the width is negative or not
    /// finite. Never wider than `width`.
    public func truncate(_ text: String, width: Double, font: ScreenFont) -> String {
        guard width.isFinite, width >= 0 else { return "" }
        let table = Self.table(font.weight)
        let limit = Self.limit(width, font)
        let ellipsis = table.advance(of: Character(Self.ellipsis))
        var units = 0.0
        // The end of the longest prefix that still leaves room for the ellipsis.
        var cut = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            units += table.advance(of: character)
            if units > limit {
                guard ellipsis <= limit else { return "" }
                var prefix = text[..<cut]
                while let last = prefix.last, last.isWhitespace { prefix = prefix.dropLast() }
                return String(prefix) + Self.ellipsis
            }
            index = text.index(after: index)
            if units + ellipsis <= limit { cut = index }
        }
        return text
    }

    /// `text` word-wrapped into lines of at most `width` points: words move to the next line whole, a word longer
    /// than a line is broken between grapheme clusters, a newline starts a new line, runs of spaces collapse.
    /// With `maximumLines` > 0, when text remains after the last line, that line ends in "…": it is the rest of
    /// the paragraph truncated (as UIKit truncates a label's last line), or the line and "…" before a newline.
    /// 0 or less means no limit. [] for a negative or non-finite width or a text of only spaces. No line is wider
    /// than `width`; where not even one cluster fits, wrapping stops with what it has.
    public func wrap(_ text: String, width: Double, font: ScreenFont, maximumLines: Int) -> [String] {
        guard width.isFinite, width >= 0 else { return [] }
        let table = Self.table(font.weight)
        let limit = Self.limit(width, font)
        let space = table.advance(of: " ")
        let maximum = maximumLines > 0 ? maximumLines : Int.max

        var lines: [String] = []
        var line = ""
        var lineUnits = 0.0

        func finished() -> [String] {
            while let last = lines.last, last.isEmpty { lines.removeLast() }
            return lines
        }
        /// The last line: `prefix` followed by the rest of the paragraph from `start`, truncated.
        func truncatingRest(prefix: String, from start: String.Index) -> [String] {
            let end = text[start...].firstIndex(where: \.isNewline) ?? text.endIndex
            let rest = text[start..<end].split(whereSeparator: \.isWhitespace).joined(separator: " ")
            lines.append(truncate(prefix.isEmpty ? rest : prefix + " " + rest, width: width, font: font))
            return finished()
        }

        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isNewline {
                index = text.index(after: index)
                if lines.count + 1 >= maximum {
                    let more = text[index...].contains { !$0.isWhitespace }
                    lines.append(more ? appendingEllipsis(to: line, limit: limit, table: table) : line)
                    return finished()
                }
                lines.append(line)
                (line, lineUnits) = ("", 0)
                continue
            }
            if character.isWhitespace {
                index = text.index(after: index)
                continue
            }
            // A word: up to the next whitespace.
            let wordStart = index
            var wordEnd = index
            var wordUnits = 0.0
            while wordEnd < text.endIndex, !text[wordEnd].isWhitespace {
                wordUnits += table.advance(of: text[wordEnd])
                wordEnd = text.index(after: wordEnd)
            }
            let gap = line.isEmpty ? 0 : space
            if lineUnits + gap + wordUnits <= limit {
                if !line.isEmpty { line += " " }
                line += text[wordStart..<wordEnd]
                lineUnits += gap + wordUnits
                index = wordEnd
                continue
            }
            // The word does not fit on this line: it starts the next one.
            if !line.isEmpty {
                if lines.count + 1 >= maximum { return truncatingRest(prefix: line, from: wordStart) }
                lines.append(line)
                (line, lineUnits) = ("", 0)
                if wordUnits <= limit {
                    line = String(text[wordStart..<wordEnd])
                    lineUnits = wordUnits
                    index = wordEnd
                    continue
                }
            }
            // A word longer than a whole line: break it between clusters.
            var piece = wordStart
            while true {
                var end = piece
                var units = 0.0
                while end < wordEnd {
                    let advance = table.advance(of: text[end])
                    if units + advance > limit { break }
                    units += advance
                    end = text.index(after: end)
                }
                if end == wordEnd {
                    (line, lineUnits) = (String(text[piece..<wordEnd]), units)
                    break
                }
                // The last line, or not even one cluster fits: the rest is truncated.
                if end == piece || lines.count + 1 >= maximum { return truncatingRest(prefix: "", from: piece) }
                lines.append(String(text[piece..<end]))
                piece = end
            }
            index = wordEnd
        }
        lines.append(line)
        return finished()
    }

    /// `line` followed by "…", dropping clusters from its end until it fits in `limit` font units; "" when not
    /// even "…" fits.
    private func appendingEllipsis(to line: String, limit: Double, table: Table) -> String {
        let ellipsis = table.advance(of: Character(Self.ellipsis))
        guard ellipsis <= limit else { return "" }
        var units = ellipsis
        var cut = line.startIndex
        var index = line.startIndex
        while index < line.endIndex {
            units += table.advance(of: line[index])
            if units > limit { break }
            index = line.index(after: index)
            cut = index
        }
        var prefix = line[..<cut]
        while let last = prefix.last, last.isWhitespace { prefix = prefix.dropLast() }
        return String(prefix) + Self.ellipsis
    }

    // MARK: Tables

    private static func scale(_ font: ScreenFont) -> Double {
        let size = font.size.isFinite ? max(0, font.size) : 0
        return size / DejaVuMetrics.unitsPerEm
    }

    /// The most font units that fit in `width` points: the largest whole number `u` with `u × scale ≤ width`
    /// (every advance is a whole number of units, so comparing sums of units with it is exact); infinite for a
    /// font of size 0.
    private static func limit(_ width: Double, _ font: ScreenFont) -> Double {
        let scale = scale(font)
        guard scale > 0 else { return .infinity }
        var units = (width / scale).rounded(.down)
        guard units < 1e15 else { return units }  // past exact whole numbers; no text is that wide
        while units > 0, units * scale > width { units -= 1 }
        while (units + 1) * scale <= width { units += 1 }
        return units
    }

    private static func table(_ weight: ScreenFont.Weight) -> Table {
        switch weight {
        case .regular: regularTable
        case .bold: boldTable
        }
    }

    private static let regularTable = Table(DejaVuMetrics.regular)
    private static let boldTable = Table(DejaVuMetrics.bold)

    /// Advances of the Basic Multilingual Plane, indexed by code point, for constant-time look-ups.
    private struct Table: Sendable {
        let advances: [UInt16]
        /// A character the font lacks that is not wide: the average advance of the ASCII letters.
        let fallback: Double
        let space: Double

        init(_ ranges: [(start: UInt32, advances: [UInt16])]) {
            var advances = [UInt16](repeating: DejaVuMetrics.missing, count: 0x10000)
            for range in ranges {
                for (offset, advance) in range.advances.enumerated() { advances[Int(range.start) + offset] = advance }
            }
            self.advances = advances
            let letters = (0x41...0x5A).map { Double(advances[$0]) } + (0x61...0x7A).map { Double(advances[$0]) }
            fallback = (letters.reduce(0, +) / Double(letters.count)).rounded()
            space = Double(advances[0x20])
        }

        /// The advance of one scalar in font units, or nil when the font lacks it.
        @inline(__always) func mapped(_ scalar: Unicode.Scalar) -> Double? {
            let value = Int(scalar.value)
            guard value < 0x10000 else { return nil }
            let advance = advances[value]
            return advance == DejaVuMetrics.missing ? nil : Double(advance)
        }

        /// The advance of a grapheme cluster in font units.
        func advance(of character: Character) -> Double {
            var scalars = character.unicodeScalars.makeIterator()
            guard let first = scalars.next() else { return 0 }
            var units: Double
            if let advance = mapped(first) {
                units = advance
            } else if first.properties.generalCategory == .control {
                units = space
            } else if Self.isWide(first) {
                return DejaVuMetrics.unitsPerEm  // a fallback font draws the whole cluster (emoji sequences, flags)
            } else {
                units = fallback
            }
            while let scalar = scalars.next() { units += mapped(scalar) ?? 0 }
            return units
        }

        /// The width of `text` in font units, stopping once it exceeds `limit` (the result is then > limit).
        func units(of text: String, limit: Double) -> Double {
            var units = 0.0
            for character in text {
                units += advance(of: character)
                if units > limit { return units }
            }
            return units
        }

        /// East Asian wide and full-width characters and emoji: one em in a fallback font.
        static func isWide(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
                0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
                0x1F000...0x1FAFF, 0x20000...0x3FFFD:
                true
            default:
                scalar.properties.isEmojiPresentation
            }
        }
    }
}

extension StringProtocol {
    /// Whether the text shows nothing: empty, or only white space and line breaks (as Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines).isEmpty`, without bridging to Foundation for every row).
    var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
