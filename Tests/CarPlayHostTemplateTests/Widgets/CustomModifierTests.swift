@testable import CarPlayHost
import Expectations
import Foundation
import SwiftUI
import Testing

/// An app's own modifier: a title style that reads the colour scheme.
struct TitleStyle: ViewModifier {
    @Environment(\.colorScheme) var scheme
    func body(content: Content) -> some View {
        content
            .font(.headline)
            .foregroundStyle(scheme == .dark ? Color.yellow : Color.blue)
            .padding(4)
    }
}

/// A badge in the corner of a view, as widgets draw counts.
struct Badge: ViewModifier {
    let count: Int
    func body(content: Content) -> some View {
        content.overlay(alignment: .topTrailing) {
            Text("\(count)").font(.caption2)
        }
    }
}

/// Custom `ViewModifier`s and overlays as the car resolves and lays them out.
@MainActor @Suite struct CustomModifierTests {
    func card(_ view: some View, scheme: ColorScheme = .light) -> ScreenNode {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let widget = DashboardWidget(
            id: "app/kind", kind: .widget, bundleIdentifier: "app", appName: "App",
            view: _ViewResolver.resolve(view, in: environment), isInteractive: true, showsContainerBackground: false,
            hasContentMargins: true)
        let context = LayoutContext(display: .standard, rules: Rules(category: nil), now: Date())
        return DashboardWidgetLayout.card(widget, frame: Rect(x: 0, y: 0, width: 170, height: 170), context: context)
    }

    @Test func anAppsModifierWrapsItsContentAndReadsTheEnvironmentItIsAppliedIn() throws {
        let light = try require(card(Text("Trip").modifier(TitleStyle())).drawing.first { $0.text == "Trip" })
        let dark = try require(
            card(Text("Trip").modifier(TitleStyle()), scheme: .dark).drawing.first { $0.text == "Trip" })
        expectEqual(light.font, ScreenFont(size: 17, weight: .bold), "the headline font")
        expectTrue(light.color == "#007AFF" && dark.color == "#FFD60A", "blue in light, yellow in dark")
        let leading = card(
            VStack(alignment: .leading, spacing: 0) {
                Text("A")
                Text("Trip").modifier(TitleStyle())
            }
            .frame(maxWidth: .infinity, alignment: .leading))
        let a = try require(leading.drawing.first { $0.text == "A" })
        let trip = try require(leading.drawing.first { $0.text == "Trip" })
        expectTrue(trip.frame.minX == a.frame.minX + 4 && trip.frame.minY == a.frame.maxY + 4, "its padding")
    }

    @Test func anOverlayIsDrawnInFrontAlignedInTheViewWithoutGrowingIt() throws {
        let base = card(Color.green.frame(width: 80, height: 60))
        let badged = card(Color.green.frame(width: 80, height: 60).modifier(Badge(count: 3)))
        let box = try require(base.drawing.first { $0.kind == .fill })
        expectEqual(badged.drawing.first { $0.kind == .fill }?.frame, box.frame, "the view keeps its size and place")
        let badge = try require(badged.drawing.last)
        expectEqual(badge.text, "3", "drawn after (in front of) the view")
        expectTrue(abs(badge.frame.maxX - box.frame.maxX) < 0.01 && abs(badge.frame.minY - box.frame.minY) < 0.01)
        let tinted = card(Text("x").overlay(Color.black.opacity(0.5)))
        expectEqual(tinted.drawing.last?.kind, .fill, "a style fills the view in front")
    }
}
