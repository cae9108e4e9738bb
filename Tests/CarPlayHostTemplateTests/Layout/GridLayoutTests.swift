import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("GridLayout")
struct GridLayoutTests {
    typealias Kit = TemplateLayoutKit

    private func button(
        _ titles: [String], image: UIImage = UIImage(systemName: "star")!, unread: Bool? = nil, enabled: Bool = true
    ) -> GridButtonSnapshot {
        let button = CPGridButton(
            titleVariants: titles, image: image,
            messageConfiguration: unread.map { CPMessageGridItemConfiguration(conversationIdentifier: "c", unread: $0) }
        )
        button.isEnabled = enabled
        return GridButtonSnapshot(button)
    }

    private func grid(_ count: Int) -> GridTemplateSnapshot {
        GridTemplateSnapshot(title: "Grid", buttons: (0..<count).map { button(["Button \($0)"]) })
    }

    private func layout(
        _ grid: GridTemplateSnapshot, _ display: DisplayConfiguration = .standard, pending: Set<ElementID> = []
    ) -> ScreenNode {
        GridLayout.layout(grid, in: Kit.contentFrame(display), context: Kit.context(display, pending: pending))
    }

    @Test func rowsAreBalanced() {
        expectEqual((0...8).map(GridLayout.rowCounts), [[], [1], [2], [3], [4], [3, 2], [3, 3], [4, 3], [4, 4]])
    }

    @Test(arguments: TemplateLayoutKit.allDisplays)
    func oneToEightButtons(_ display: DisplayConfiguration) {
        let frame = Kit.contentFrame(display)
        for count in 1...8 {
            let content = layout(grid(count), display)
            Kit.checkGeometry(content, in: frame)
            let buttons = content.children
            expectTrue(buttons.count == count && buttons.allSatisfy { $0.role == .gridButton && $0.isFocusable })
            let titles: [String?] = (0..<count).map { "Button \($0)" }
            expectEqual(buttons.map(\.text), titles)
            // Buttons grouped by their row, in order, as rowCounts says.
            let rows = Dictionary(grouping: buttons, by: { $0.content.row ?? -1 })
            let expected = GridLayout.rowCounts(count)
            expectEqual(expected, [[1], [2], [3], [4], [3, 2], [3, 3], [4, 3], [4, 4]][count - 1])
            expectEqual(rows.keys.sorted(), Array(0..<expected.count))
            for (index, rowCount) in expected.enumerated() {
                let row = rows[index] ?? []
                expectEqual(row.count, rowCount)
                expectEqual(Set(row.map(\.frame.minY)).count, 1)
                expectEqual(row.map { $0.content.column }, (0..<rowCount).map { Optional($0) })
                // Each row is centred.
                if let first = row.first, let last = row.last {
                    expectLess(abs((first.frame.minX + last.frame.maxX) / 2 - frame.midX), 0.5)
                }
            }
            if expected.count == 2 {
                expectTrue(rows[1]![0].frame.minY > rows[0]![0].frame.maxY - 0.01)
            }
            expectEqual(content.focusOrder, buttons.compactMap(\.id))
        }
    }

    @Test func imageIsAtMostFortyPoints() throws {
        let wide = GridTemplateSnapshot(title: "", buttons: [button(["Wide"], image: UIImage(systemName: "car")!)])
        var snapshot = wide
        var variant = snapshot.buttons[0].image.light
        variant.source = .named("wide")
        variant.width = 200
        variant.height = 100
        variant.isTemplate = false
        snapshot.buttons[0].image = ImageSnapshot(light: variant, dark: nil)
        for display in Kit.displays {
            let image = try require(layout(snapshot, display).children.first?.image)
            expectEqual(image.size, Size(width: 40, height: 20))
        }
    }

    @Test func longestVariantThatFitsIsNarrowerOnTheMinimumDisplay() throws {
        // Find the button width on each display, then build variants that fit one and not the other.
        let standardWidth = try require(layout(grid(8), .standard).children.first?.frame.width)
        let minimumWidth = try require(layout(grid(8), .minimum).children.first?.frame.width)
        expectLess(minimumWidth, standardWidth)
        let context = Kit.context()
        var long = "Favourites"
        while context.text.width(of: long + "i", font: Theme.rowDetail) <= standardWidth - 6 { long += "i" }
        expectTrue(context.text.width(of: long, font: Theme.rowDetail) > minimumWidth - 6)
        let variants = [long, "Short"]
        let snapshot = GridTemplateSnapshot(title: "", buttons: (0..<8).map { _ in button(variants) })
        for appearance in DisplayConfiguration.Appearance.allCases {
            expectTrue(layout(snapshot, .standard.with(appearance: appearance)).children.allSatisfy { $0.text == long })
            expectTrue(
                layout(snapshot, .minimum.with(appearance: appearance)).children.allSatisfy { $0.text == "Short" })
        }
    }

    @Test func disabledButtons() throws {
        let snapshot = GridTemplateSnapshot(title: "", buttons: [button(["On"]), button(["Off"], enabled: false)])
        for display in Kit.displays {
            let content = layout(snapshot, display)
            let off = try require(content.children.last)
            expectTrue(!off.isEnabled && off.foreground == Kit.context(display).theme.disabledLabel)
            expectEqual(content.children[0].foreground, Kit.context(display).theme.label)
            expectEqual(content.focusOrder, [content.children[0].id!])
        }
    }

    @Test func messageConfigurationUnreadDot() throws {
        let snapshot = GridTemplateSnapshot(
            title: "", buttons: [button(["New"], unread: true), button(["Read"], unread: false), button(["Plain"])])
        let buttons = layout(snapshot).children
        expectEqual(buttons.map { $0.content.unread }, [true, false, nil])
        let dot = try require(buttons[0].children.first { $0.role == .unreadIndicator })
        expectTrue(buttons[0].frame.contains(dot.frame.center))
        expectTrue(!buttons[1].children.contains { $0.role == .unreadIndicator })
        expectTrue(!buttons[2].children.contains { $0.role == .unreadIndicator })
    }

    @Test func spinnerWhileTheHandlerRuns() {
        let snapshot = grid(3)
        let pending = snapshot.buttons[1].id
        let buttons = layout(snapshot, pending: [pending]).children
        expectEqual(buttons.map { $0.children.contains { $0.role == .spinner } }, [false, true, false])
    }

    @Test(arguments: TemplateLayoutKit.displays)
    func badInput(_ display: DisplayConfiguration) throws {
        var zero = button([])
        zero.image.light.width = 0
        zero.image.light.height = 0
        zero.image.light.source = .named("zero")
        let huge = Kit.long(10_000)
        let snapshot = GridTemplateSnapshot(title: huge, buttons: [zero, button(["", huge]), button([huge, ""])])
        let context = Kit.context(display)
        let content = GridLayout.layout(snapshot, in: Kit.contentFrame(display), context: context)
        Kit.checkGeometry(content, in: Kit.contentFrame(display))
        expectEqual(content.children[0].text, nil)
        expectEqual(content.children[0].image?.isMissing, true)
        for node in content.children.dropFirst() {
            let text = try require(node.text)
            expectTrue(text.hasSuffix("…") && context.text.width(of: text, font: Theme.rowDetail) <= node.frame.width)
        }
        // No buttons: an empty content area.
        expectTrue(
            GridLayout.layout(
                GridTemplateSnapshot(title: "", buttons: []), in: Kit.contentFrame(display), context: context
            ).children.isEmpty)
        // A degenerate frame does not crash and gives finite frames.
        let tiny = GridLayout.layout(grid(8), in: Rect(x: 0, y: 0, width: 10, height: 10), context: context)
        expectTrue(tiny.children.allSatisfy { $0.frame.width >= 0 && $0.frame.height >= 0 && $0.frame.x.isFinite })
    }
}
