@testable import CarPlayHost
import Expectations
import Foundation
import SwiftUI
import Testing

/// Widgets' views are laid out as SwiftUI lays them out in outline: proposals, flexible stacks, spacers, frames,
/// padding, text wrapping and the container background.
@MainActor @Suite struct WidgetViewLayoutTests {
    func card(_ view: some View, background removable: Bool = true, side: Double = 170) -> ScreenNode {
        var environment = EnvironmentValues()
        environment.showsWidgetContainerBackground = !removable
        let widget = DashboardWidget(
            id: "app/kind", kind: .widget, bundleIdentifier: "app", appName: "App",
            view: _ViewResolver.resolve(view, in: environment), isInteractive: true,
            showsContainerBackground: !removable, hasContentMargins: true)
        let context = LayoutContext(display: .standard, rules: Rules(category: nil), now: Date())
        return DashboardWidgetLayout.card(widget, frame: Rect(x: 0, y: 0, width: side, height: side), context: context)
    }

    func item(_ node: ScreenNode, text: String) -> ScreenDrawItem? { node.drawing.first { $0.text == text } }

    @Test func aSpacerPushesAnHStacksChildrenToTheEdgesInsideTheMargins() throws {
        let node = card(
            HStack {
                Text("L"); Spacer(); Text("R")
            })
        let margin = WidgetRules.contentMargin(side: 170)
        let left = try require(item(node, text: "L"))
        let right = try require(item(node, text: "R"))
        expectEqual(left.frame.minX, margin)
        expectLess(abs(right.frame.maxX - (170 - margin)), 0.01)
        expectTrue(abs(left.frame.midY - 85) < 1 && abs(right.frame.midY - 85) < 1, "centred in the widget")
    }

    @Test func aLeadingVStackInAnInfiniteFrameStartsAtTheLeadingMargin() throws {
        let view = VStack(alignment: .leading, spacing: 4) {
            Text("Title").font(.headline)
            Text("A longer line")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        let node = card(view)
        let margin = WidgetRules.contentMargin(side: 170)
        expectEqual(item(node, text: "Title")?.frame.minX, margin)
        expectEqual(item(node, text: "A longer line")?.frame.minX, margin)
        let title = try require(item(node, text: "Title"))
        expectEqual(title.font, ScreenFont(size: 17, weight: .bold), "the headline is semibold: the car's bold")
    }

    @Test func textWrapsToItsWidthAndStopsAtItsLineLimit() {
        let long = "one two three four five six seven eight nine ten eleven twelve"
        let wrapped = card(Text(long))
        let lines = wrapped.drawing.filter { $0.kind == .text }
        expectTrue(lines.count > 1 && lines.allSatisfy { $0.frame.width <= 170 })
        let limited = card(Text(long).lineLimit(1))
        expectEqual(limited.drawing.filter { $0.kind == .text }.count, 1)
    }

    @Test func aRemovableBackgroundIsLeftOutAndAFixedOneFillsTheWholeWidget() throws {
        let view = Text("x").containerBackground(Color.green, for: .widget)
        expectTrue(card(view, background: true).drawing.allSatisfy { $0.kind != .fill })
        let fixed = card(view, background: false)
        let fill = try require(fixed.drawing.first { $0.kind == .fill })
        expectEqual(fill.frame, Rect(x: 0, y: 0, width: 170, height: 170), "behind the whole widget, margins too")
        expectLess(fixed.drawing.firstIndex { $0.kind == .fill }!, fixed.drawing.firstIndex { $0.kind == .text }!)
    }

    @Test func aContainerRelativeShapeIsConcentricWithTheWidgetsCorners() throws {
        let node = card(ContainerRelativeShape().fill(Color.blue))
        let fill = try require(node.drawing.first { $0.kind == .fill })
        let margin = WidgetRules.contentMargin(side: 170)
        expectEqual(fill.frame, Rect(x: margin, y: margin, width: 170 - 2 * margin, height: 170 - 2 * margin))
        expectEqual(fill.cornerRadius, WidgetRules.cornerRadius - margin)
    }

    @Test func paddingAndFixedFramesTakeTheirRoom() throws {
        let node = card(
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20)
                Text("x").padding(.leading, 10)
            })
        let square = try require(node.drawing.first { $0.kind == .fill })
        let text = try require(item(node, text: "x"))
        expectTrue(square.frame.width == 20 && square.frame.height == 20)
        expectLess(abs(text.frame.minX - (square.frame.maxX + 10)), 0.01)
    }

    @Test func linksBecomeTappableNodesWithTheirURLs() throws {
        let node = card(
            VStack {
                Link(destination: URL(string: "app://one")!) { Text("One") }
                Link(destination: URL(string: "app://two")!) { Text("Two") }
            }.widgetURL(URL(string: "app://all")))
        expectTrue(node.content.url == "app://all" && node.action == .select(node.id!))
        let links = node.children.filter { $0.role == .widgetLink }
        expectEqual(links.map(\.content.url), ["app://one", "app://two"])
        expectTrue(links.allSatisfy { $0.action == .select($0.id!) })
        let one = try require(item(node, text: "One"))
        expectTrue(links[0].frame.contains(Rect(x: one.frame.midX, y: one.frame.midY, width: 0, height: 0)))
    }
}
