import CarPlay
@_spi(AppCode) import CarPlayHost
import CarPlayTestSupport
import Expectations
import Foundation
import Testing
import UIKit

/// The maneuver symbol on the Dashboard tile is drawn in the guidance card's own style: an app that gives its symbol
/// a light (black) and a dark (white) variant sees the white one on the system's dark card, whatever the car's
/// appearance, as on the main screen's guidance card.
@MainActor @Suite(.serialized) struct DashboardManeuverSymbolTests {
    /// A symbol with a black rendition for light mode and a white one for dark mode, as Drive makes its arrows.
    static func symbol() -> UIImage? { LightAndDarkSymbol.named("arrow.turn.up.left") }

    /// The tile while SceneTestApp guides with a maneuver carrying `symbol()` (and, when `dashboard`, the same symbol
    /// as its `dashboardSymbolImage`).
    func tile(appearance: DisplayConfiguration.Appearance, dashboard: Bool) throws -> Screen {
        let car = CarSystem(
            apps: [Apps.player(), try SceneTestApp.app()], clock: { ManualTime().now },
            timeZone: TimeZone(identifier: "UTC")!)
        car.setAppearance(appearance)
        try car.launch(SceneTestApp.id)
        let app = try require(SceneTestApp.map(in: car))
        car.sessions[SceneTestApp.id]?.runAsApp {
            app.guide()
            let maneuver = CPManeuver()
            maneuver.instructionVariants = ["Turn left onto Boulevard Albert 1er"]
            maneuver.symbolImage = Self.symbol()
            if dashboard { maneuver.dashboardSymbolImage = Self.symbol() }
            app.session?.upcomingManeuvers = [maneuver]
        }
        car.showDashboard()
        return try require(car.dashboardScreen())
    }

    /// The tint of the primary maneuver's symbol on the tile's guidance card, and the card's text colour.
    func symbolTint(in screen: Screen) throws -> (symbol: ScreenColor?, text: ScreenColor?) {
        let card = try require(screen.nodes(.guidanceCard).first)
        expectEqual(card.content.surface, .dashboard)
        let maneuver = try require(card.all(where: { $0.role == .maneuver }).first)
        let image = try require(maneuver.children.first { $0.role == .image }?.image)
        return (image.tint, card.foreground)
    }

    @Test(arguments: [DisplayConfiguration.Appearance.light, .dark], [false, true])
    func theTilesSymbolHasTheCardsStyle(_ appearance: DisplayConfiguration.Appearance, dashboardVariant: Bool)
        throws
    {
        let (symbol, text) = try symbolTint(in: try tile(appearance: appearance, dashboard: dashboardVariant))
        // The system's card is dark in both appearances: white text, and the symbol's white (dark) rendition.
        expectEqual(text, "#FFFFFF")
        // The tile's card is MapLayout's guidance card (`fittedGuidanceCard`, surface .dashboard): the fix is
        // MapLayout's card picking its images by the card's style (NOTES-dash2.md).
        expectEqual(symbol, "#FFFFFF", "the tile's symbol is drawn in the card's style, not the display's")
    }
}
