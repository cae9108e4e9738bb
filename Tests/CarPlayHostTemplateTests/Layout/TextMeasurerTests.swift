import Expectations
import Foundation
import Testing

@testable import CarPlayHost

/// At 2048 points a width in points equals the advance in DejaVu's font units (unitsPerEm 2048).
private let unitsRegular = ScreenFont(size: 2048)
private let unitsBold = ScreenFont(size: 2048, weight: .bold)
private let row = ScreenFont(size: 15)
private let text = TextMeasurer.dejaVuSans

@Suite struct TextMeasurerWidthTests {
    @Test func advancesAreDejaVuSans() {
        // Values read from DejaVuSans.ttf / DejaVuSans-Bold.ttf 2.37 (hmtx).
        expectEqual(text.width(of: "M", font: unitsRegular), 1767)
        expectEqual(text.width(of: "M", font: unitsBold), 2038)
        expectEqual(text.width(of: " ", font: unitsRegular), 651)
        expectEqual(text.width(of: "?", font: unitsRegular), 1087)
        expectEqual(text.width(of: "Hello", font: unitsRegular), 1540 + 1260 + 569 + 569 + 1253)
        expectEqual(text.width(of: "…", font: unitsRegular), 2048)
        expectEqual(text.width(of: "Ж", font: unitsRegular), 2206)  // Cyrillic
        expectEqual(text.width(of: "λ", font: unitsRegular), 1212)  // Greek
        expectEqual(text.width(of: "€", font: unitsRegular), 1303)  // currency
        expectEqual(text.width(of: "→", font: unitsRegular), 1716)  // arrows
        expectEqual(text.width(of: "", font: unitsRegular), 0)
    }

    @Test func widthScalesWithSize() {
        expectLess(abs(text.width(of: "M", font: row) - 1767.0 * 15 / 2048), 1e-9)
        expectEqual(text.width(of: "Hello", font: ScreenFont(size: 30)), 2 * text.width(of: "Hello", font: row))
        expectEqual(text.width(of: "Hello", font: ScreenFont(size: .nan)), 0)
        expectEqual(text.width(of: "Hello", font: ScreenFont(size: -5)), 0)
    }

    @Test func boldIsWider() {
        let sample = "The Quick Brown Fox — 42 km"
        expectGreater(
            text.width(of: sample, font: ScreenFont(size: 15, weight: .bold)), text.width(of: sample, font: row))
    }

    @Test func charactersTheFontLacks() {
        // East Asian wide characters and emoji: one em, whatever fallback font draws them.
        expectEqual(text.width(of: "中", font: unitsRegular), 2048)
        expectEqual(text.width(of: "😀", font: unitsRegular), 2048)
        // A zero-width-joiner sequence and a flag are one cluster: one em, not one per scalar.
        expectEqual(text.width(of: "👨‍👩‍👧", font: unitsRegular), 2048)
        expectEqual(text.width(of: "🇫🇷", font: unitsRegular), 2048)
        // Another script DejaVu Sans lacks (Thai): the average advance of the ASCII letters.
        expectEqual(text.width(of: "ก", font: unitsRegular), 1266)
        // A combining mark adds its own advance (zero in DejaVu), so é decomposed measures like é.
        expectEqual(text.width(of: "e\u{301}", font: unitsRegular), text.width(of: "é", font: unitsRegular))
        // A newline in a single line measures as a space.
        expectEqual(text.width(of: "a\nb", font: unitsRegular), text.width(of: "a b", font: unitsRegular))
    }
}

@Suite struct TextMeasurerFitTests {
    let variants = ["Wolfgang Amadeus Mozart", "W. A. Mozart", "Mozart"]
    func w(_ s: String) -> Double { text.width(of: s, font: row) }

    @Test func theLongestVariantThatFitsWins() {
        expectEqual(text.fit(variants, width: 1000, font: row), "Wolfgang Amadeus Mozart")
        expectEqual(text.fit(variants, width: w("Wolfgang Amadeus Mozart"), font: row), "Wolfgang Amadeus Mozart")
        expectEqual(text.fit(variants, width: w("Wolfgang Amadeus Mozart") - 0.01, font: row), "W. A. Mozart")
        expectEqual(text.fit(variants, width: w("W. A. Mozart"), font: row), "W. A. Mozart")
        expectEqual(text.fit(variants, width: w("W. A. Mozart") - 0.01, font: row), "Mozart")
        expectEqual(text.fit(variants, width: w("Mozart"), font: row), "Mozart")
        // By measured width, not by array order.
        expectEqual(text.fit(variants.reversed(), width: 1000, font: row), "Wolfgang Amadeus Mozart")
        expectEqual(
            text.fit(["Mozart", "Wolfgang Amadeus Mozart", "W. A. Mozart"], width: 100, font: row), "W. A. Mozart")
        // Measured, not counted: 6 wide letters are wider than 8 narrow ones.
        expectEqual(text.fit(["WWWWWW", "iiiiiiii"], width: 1000, font: row), "WWWWWW")
    }

    @Test func noneFitsTruncatesTheShortest() throws {
        let width = w("Mozart") - 1
        let fitted = try require(text.fit(variants, width: width, font: row))
        expectTrue(fitted.hasSuffix("…"))
        expectTrue(fitted.hasPrefix("Moz"))
        expectLessOrEqual(w(fitted), width)
    }

    @Test func emptyAndBadInput() {
        expectEqual(text.fit([], width: 100, font: row), nil)
        expectEqual(text.fit([""], width: 100, font: row), "")
        expectEqual(text.fit(["", ""], width: 0, font: row), "")
        expectEqual(text.fit(["", "Mozart"], width: 100, font: row), "Mozart")
        // An empty variant is not "the shortest" to truncate.
        expectEqual(text.fit(["", "Mozart"], width: 30, font: row)?.hasSuffix("…"), true)
        expectEqual(text.fit(variants, width: -1, font: row), "")
        expectEqual(text.fit(variants, width: .nan, font: row), "")
        expectEqual(text.fit(variants, width: .infinity, font: row), "")
        expectEqual(text.fit(variants, width: 0, font: row), "")
        // A font of size 0 measures nothing: the longest fits.
        expectEqual(text.fit(variants, width: 0, font: ScreenFont(size: 0)), "Wolfgang Amadeus Mozart")
    }
}

@Suite struct TextMeasurerTruncateTests {
    func w(_ s: String) -> Double { text.width(of: s, font: row) }

    @Test func fittingTextIsUnchanged() {
        expectEqual(text.truncate("Hello", width: w("Hello"), font: row), "Hello")
        expectEqual(text.truncate("", width: 0, font: row), "")
    }

    @Test func longTextEndsInEllipsisAndFits() {
        let long = "The quick brown fox jumps over the lazy dog"
        for width in stride(from: 0.0, through: w(long) - 0.01, by: 7.3) {
            let truncated = text.truncate(long, width: width, font: row)
            expectLessOrEqual(w(truncated), width)
            if !truncated.isEmpty {
                expectTrue(truncated.hasSuffix("…"))
                expectTrue(long.hasPrefix(String(truncated.dropLast())))
            }
        }
        // As long as possible: one more cluster would not fit.
        let truncated = text.truncate(long, width: 100, font: row)
        let kept = truncated.dropLast()
        let next = long[long.index(long.startIndex, offsetBy: kept.count)...].prefix(1)
        expectTrue(w(String(kept) + next + "…") > 100 || next == " ")
    }

    @Test func spacesBeforeTheEllipsisAreDropped() {
        let width = w("Hello …") + 0.1  // room for "Hello " and "…" but not "Hello w…"
        expectEqual(text.truncate("Hello world", width: width, font: row), "Hello…")
    }

    @Test func notEvenTheEllipsisFits() {
        expectEqual(text.truncate("Hello", width: w("…") - 0.01, font: row), "")
        expectEqual(text.truncate("Hello", width: w("…"), font: row), "…")
        expectEqual(text.truncate("Hello", width: -3, font: row), "")
        expectEqual(text.truncate("Hello", width: .nan, font: row), "")
    }

    @Test func graphemeClustersStayWhole() {
        let decomposed = String(repeating: "e\u{301}", count: 20)
        let flags = String(repeating: "🇫🇷🇩🇪", count: 10)
        for sample in [decomposed, flags] {
            let truncated = text.truncate(sample, width: 60, font: row)
            expectTrue(truncated.hasSuffix("…"))
            let kept = truncated.dropLast()
            expectTrue(sample.hasPrefix(kept))
            expectEqual(kept.unicodeScalars.count % 2, 0)  // whole clusters of two scalars
        }
    }

    /// Huge strings are handled (their speed is a benchmark's business, not a test's).
    @Test func hugeStringsAreHandled() throws {
        let huge = String(repeating: "abcdefghij", count: 10_000)  // 100k characters
        let truncated = text.truncate(huge, width: 300, font: row)
        expectTrue(truncated.hasSuffix("…"))
        expectLessOrEqual(w(truncated), 300)
        let fitted = try require(text.fit([huge, huge + "x"], width: 300, font: row))
        expectLess(fitted.count, 100)
        expectGreater(text.width(of: huge, font: unitsRegular), 0)
        let lines = text.wrap(huge + " " + huge, width: 300, font: row, maximumLines: 3)
        expectEqual(lines.count, 3)
        expectTrue(lines[2].hasSuffix("…"))
        let spaced = String(repeating: "lorem ipsum ", count: 8_500)
        expectGreater(text.wrap(spaced, width: 300, font: row, maximumLines: 0).count, 100)
    }
}

@Suite struct TextMeasurerWrapTests {
    func w(_ s: String) -> Double { text.width(of: s, font: row) }
    let sentence = "The quick brown fox jumps over the lazy dog"

    @Test func wrapsAtWords() {
        let width = w("The quick brown") + 0.5
        let lines = text.wrap(sentence, width: width, font: row, maximumLines: 0)
        expectEqual(lines, ["The quick brown", "fox jumps over", "the lazy dog"])
        for line in lines { expectLessOrEqual(w(line), width) }
    }

    @Test func maximumLinesTruncatesTheLastLine() {
        let width = w("The quick brown") + 0.5
        let lines = text.wrap(sentence, width: width, font: row, maximumLines: 2)
        expectEqual(lines.count, 2)
        expectEqual(lines[0], "The quick brown")
        expectTrue(lines[1].hasPrefix("fox jumps ov"))  // the rest of the text, truncated to fit
        expectTrue(lines[1].hasSuffix("…"))
        expectLessOrEqual(w(lines[1]), width)
        // Exactly enough lines: no ellipsis.
        expectEqual(
            text.wrap(sentence, width: width, font: row, maximumLines: 3),
            [
                "The quick brown", "fox jumps over", "the lazy dog",
            ])
        expectEqual(text.wrap(sentence, width: 10_000, font: row, maximumLines: 1), [sentence])
    }

    @Test func longWordsAreBroken() {
        let word = "Supercalifragilisticexpialidocious"
        let lines = text.wrap("A \(word) day", width: 80, font: row, maximumLines: 0)
        expectGreater(lines.count, 2)
        expectEqual(lines.first, "A")
        expectEqual(lines.joined().replacingOccurrences(of: " ", with: ""), "A\(word)day")
        for line in lines { expectLessOrEqual(w(line), 80) }
    }

    @Test func newlinesAndSpaces() {
        expectEqual(text.wrap("One\nTwo", width: 500, font: row, maximumLines: 0), ["One", "Two"])
        expectEqual(text.wrap("One\n\nTwo\n", width: 500, font: row, maximumLines: 0), ["One", "", "Two"])
        expectEqual(text.wrap("  One    Two  ", width: 500, font: row, maximumLines: 0), ["One Two"])
        expectEqual(text.wrap("One\nTwo\nThree", width: 500, font: row, maximumLines: 2), ["One", "Two…"])
        expectEqual(text.wrap("One\nTwo\n", width: 500, font: row, maximumLines: 2), ["One", "Two"])
    }

    @Test func noLineIsEverTooWideAndNoTextIsLost() {
        let paragraph = "Lorem ipsum dolor sit amet, consectetur adipiscing elit — Ünïcödé ΑΒΓ Жжж 中文 👨‍👩‍👧 e\u{301}tude"
        for width in stride(from: 22.0, through: 400, by: 3.7) {
            let lines = text.wrap(paragraph, width: width, font: row, maximumLines: 0)
            for line in lines { expectLessOrEqual(w(line), width, "\(line) at \(width)") }
            expectEqual(
                lines.joined().filter { !$0.isWhitespace }, paragraph.filter { !$0.isWhitespace }, "at \(width)")
            let limited = text.wrap(paragraph, width: width, font: row, maximumLines: 2)
            expectLessOrEqual(limited.count, 2)
            for line in limited { expectLessOrEqual(w(line), width, "\(line) at \(width)") }
            if lines.count > 2 { expectEqual(limited.last?.hasSuffix("…"), true, "at \(width)") }
        }
    }

    @Test func emptyAndBadInput() {
        expectEqual(text.wrap("", width: 100, font: row, maximumLines: 3), [])
        expectEqual(text.wrap("   ", width: 100, font: row, maximumLines: 3), [])
        expectEqual(text.wrap(sentence, width: -1, font: row, maximumLines: 3), [])
        expectEqual(text.wrap(sentence, width: .nan, font: row, maximumLines: 3), [])
        expectEqual(text.wrap(sentence, width: .infinity, font: row, maximumLines: 3), [])
        // Too narrow for anything: nothing, never a line wider than the width.
        expectEqual(text.wrap(sentence, width: 1, font: row, maximumLines: 0), [])
    }
}

@Suite struct LayoutContextFitTests {
    @Test func contextUsesTheMeasurer() {
        let context = LayoutContext(
            display: .standard, rules: Rules(category: nil), now: Date(timeIntervalSince1970: 0))
        expectEqual(context.fit(["Wolfgang Amadeus Mozart", "Mozart"], width: 60, font: row), "Mozart")
        expectEqual(context.fit(nil as String?, width: 60, font: row), nil)
    }
}
