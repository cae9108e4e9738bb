import Expectations
import Foundation
import Testing
@testable import CarPlayHost

private let appArea = Rect(x: 52, y: 0, width: 348, height: 240)
private let templateID: ElementID = "search"

private func context(_ display: DisplayConfiguration, pending: Set<ElementID> = []) -> LayoutContext {
    LayoutContext(
        display: display, rules: Rules(category: .navigation), now: Date(timeIntervalSince1970: 0),
        pendingHandlers: pending)
}

private let results = SearchTemplateSnapshot(
    searchText: "cof",
    results: [
        ListRowSnapshot(id: "r1", text: "Coffee Shop", detailText: "0.3 mi"),
        ListRowSnapshot(id: "r2", text: "Coffee Roasters"),
        ListRowSnapshot(id: "r3", text: "Closed Café", isEnabled: false),
    ],
    hasDelegate: true)

@Suite("SearchLayout")
struct SearchLayoutTests {
    @Test func fieldResultsAndKeyboard() throws {
        let node = SearchLayout.layout(results, templateID: templateID, in: appArea, context: context(.standard))
        let field = try require(node.first { $0.role == .searchField })
        expectEqual(field.text, "cof")
        expectEqual(field.content.searchField?.keyboard, .shown)
        let cancel = try require(node.first { $0.content.field == .cancel })
        expectEqual(cancel.id, ElementID("search" + ScreenLayout.backSuffix))
        expectEqual(cancel.text, "Cancel")

        let rows = node.all { $0.role == .searchResult }
        expectEqual(rows.map(\.id), ["r1", "r2", "r3"])
        expectEqual(rows[0].detailText, "0.3 mi")
        expectEqual(rows[2].isEnabled, false)
        let scroll = try require(node.first { $0.role == .scrollView })
        expectEqual(scroll.id, "search/results")
        expectEqual(scroll.contentHeight, Theme.rowHeightWithDetail + 2 * Theme.rowHeight)

        let keyboard = try require(node.first { $0.role == .keyboard })
        expectEqual(keyboard.content.keyboard, .touch)
        let keys = keyboard.all { $0.role == .key }
        expectTrue(keys.contains { $0.id == "search/key/q" && $0.text == "q" })
        expectTrue(keys.contains { $0.id == "search/key/ " && $0.content.key == .space })
        expectTrue(keys.contains { $0.id == ElementID("search" + SearchLayout.keySeparator + SearchLayout.deleteKey) })
        expectEqual(keys.count, 26 + 10 + 2)
        // Keyboard and results do not overlap.
        expectTrue(!keyboard.frame.intersects(scroll.frame))
        expectTrue(keys.allSatisfy { $0.isFocusable && keyboard.frame.contains($0.frame.center) })
    }

    /// Beside the keyboard a title too long for the narrow column wraps to two lines (the row a line taller, then
    /// "…"); with the keyboard hidden the results take the width and keep one line.
    @Test func longTitlesBesideTheKeyboardWrapToTwoLines() throws {
        let long = SearchTemplateSnapshot(
            searchText: "casino",
            results: [
                ListRowSnapshot(id: "r1", text: "Casino de Monte Carlo", detailText: "Place du Casino · 1.2 km"),
                ListRowSnapshot(id: "r2", text: "Casino"),
                ListRowSnapshot(
                    id: "r3", text: "Café de Paris Monte-Carlo, brasserie and terrace on the square"),
            ],
            hasDelegate: true)
        let node = SearchLayout.layout(long, templateID: templateID, in: appArea, context: context(.standard))
        let rows = node.all { $0.role == .searchResult }
        expectTrue(rows[0].text == "Casino de Monte\nCarlo" && rows[0].content.lines == 2)
        expectEqual(rows[0].frame.height, Theme.rowHeightWithDetail + ScreenDrawing.lineHeight(Theme.rowText.size))
        expectTrue(rows[1].text == "Casino" && rows[1].content.lines == nil && rows[1].frame.height == Theme.rowHeight)
        expectTrue(rows[2].text?.split(separator: "\n").count == 2 && rows[2].text?.hasSuffix("…") == true)
        // Drawn a line under the other, the detail under both.
        let lines = ScreenDrawing.drawn(rows[0], context: context(.standard)).drawing.filter { $0.kind == .text }
        expectEqual(lines.prefix(2).map(\.text), ["Casino de Monte", "Carlo"])
        expectTrue(lines.count == 3 && lines[2].style == .detail && lines[2].text?.hasPrefix("Place du Casino") == true)
        expectTrue(lines[0].frame.maxY <= lines[1].frame.minY && lines[1].frame.maxY <= lines[2].frame.minY)
        // The keyboard hidden: one line.
        var limited = DisplayConfiguration.standard
        limited.limitsKeyboard = true
        let wide = SearchLayout.layout(long, templateID: templateID, in: appArea, context: context(limited))
        expectTrue(wide.all { $0.role == .searchResult }.allSatisfy { $0.content.lines == nil })
    }

    @Test func keyboardHiddenWhenLimited() throws {
        let node = SearchLayout.layout(
            results, templateID: templateID, in: appArea, context: context(.standard.limited()))
        expectEqual(node.first { $0.role == .keyboard }, nil)
        expectTrue(node.all { $0.role == .key }.isEmpty)
        expectEqual(node.first { $0.role == .searchField }?.content.searchField?.keyboard, .limited)
        // The results take the whole width.
        let scroll = try require(node.first { $0.role == .scrollView })
        expectEqual(scroll.frame.width, appArea.width)
        expectEqual(node.focusOrder, [ElementID("search/back"), "r1", "r2"])
    }

    @Test func rotaryKeyboardWithoutTouch() {
        var knobOnly = DisplayConfiguration.standard
        knobOnly.inputDevices = [.knob]
        let node = SearchLayout.layout(results, templateID: templateID, in: appArea, context: context(knobOnly))
        expectEqual(node.first { $0.role == .keyboard }?.content.keyboard, .rotary)
        let letters = node.all { $0.role == .key }.compactMap(\.text).prefix(3)
        expectEqual(Array(letters), ["a", "b", "c"])
    }

    @Test func emptySearchShowsThePromptAndNoResultsAfterTyping() {
        let empty = SearchLayout.layout(
            SearchTemplateSnapshot(), templateID: templateID, in: appArea, context: context(.standard))
        expectEqual(empty.first { $0.role == .searchField }?.text, "Search")
        expectEqual(empty.first { $0.role == .searchField }?.content.searchField?.prompt, true)
        expectEqual(empty.first { $0.role == .emptyView }, nil)
        let none = SearchLayout.layout(
            SearchTemplateSnapshot(searchText: "zzz"), templateID: templateID, in: appArea, context: context(.standard))
        expectEqual(none.first { $0.role == .emptyView }?.text, "No Results")
    }

    @Test func longSearchTextKeepsItsEnd() throws {
        let long = SearchTemplateSnapshot(searchText: String(repeating: "abc ", count: 40) + "END")
        let node = SearchLayout.layout(long, templateID: templateID, in: appArea, context: context(.minimum))
        let text = try require(node.first { $0.role == .searchField }?.text)
        expectTrue(text.hasPrefix("…"))
        expectTrue(text.hasSuffix("END"))
    }

    @Test func pendingResultShowsSpinner() {
        let node = SearchLayout.layout(
            results, templateID: templateID, in: appArea, context: context(.standard, pending: ["r2"]))
        expectEqual(node.first { $0.id == "r2" }?.children.first?.role, .spinner)
    }
}
