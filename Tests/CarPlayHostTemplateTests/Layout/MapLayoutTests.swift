import CarPlayTestSupport
import Expectations
import Foundation
import Testing

@_spi(AppCode) @testable import CarPlayHost
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

/// The map template's overlay as the host lays it out on every display preset: the map buttons' column, the panning
/// interface's arrows, the trip estimates panel and the guidance card's images (what the browser car drew wrong:
/// buttons under the navigation bar, glyphs larger than their buttons, the up arrow on the guidance card, estimates
/// running into each other, black arrows on the dark card).
@MainActor @Suite(.serialized) struct MapLayoutTests {
    /// A car running the test navigator with four map buttons (50-point symbols, as `UIImage(systemName:)` gives
    /// them), guiding, with trip estimates whose arrival time is the longest the 12-hour clock writes.
    func guidingCar(display: String, panning: Bool = false) throws -> (CarSystem, CarSession, NavigatorDelegate) {
        let (system, session, app) = try require(Apps.navigatorCar(display: display))
        session.runAsApp {
            app.mapTemplate.mapButtons = [
                "arrow.up.and.down.and.arrow.left.and.right", "plus.magnifyingglass", "minus.magnifyingglass",
                "location",
            ].map { symbol in
                let button = CPMapButton { _ in }
                button.image = UIImage(systemName: symbol)
                return button
            }
            app.guide()
            if let trip = app.navigationSession?.trip {
                // 23 h 50 min from noon: "11:50 AM" tomorrow, the widest arrival time.
                app.mapTemplate.updateEstimates(
                    CPTravelEstimates(
                        distanceRemaining: Measurement(value: 12_300, unit: .meters), timeRemaining: 85_800),
                    for: trip)
            }
            if panning { app.mapTemplate.showPanningInterface(animated: false) }
        }
        session.takeInChanges()
        return (system, session, app)
    }

    func nodes(_ screen: Screen, _ role: ScreenRole) -> [ScreenNode] { screen.root.all { $0.role == role } }

    @Test(arguments: DisplayConfiguration.presets.map(\.id))
    func theMapButtonsStayBelowTheNavigationBarAndHoldTheirImages(display: String) throws {
        let (system, _, _) = try guidingCar(display: display)
        let screen = system.currentScreen()
        let map = try require(nodes(screen, .mapTemplate).first)
        let bar = try require(nodes(screen, .navigationBar).first)
        let buttons = nodes(screen, .mapButton)
        expectEqual(buttons.count, 4)
        for (index, button) in buttons.enumerated() {
            expectGreaterOrEqual(
                button.frame.minY, bar.frame.maxY, "button \(index) \(button.frame) is under the bar \(bar.frame)")
            expectLessOrEqual(button.frame.maxY, map.frame.maxY)
            expectGreaterOrEqual(button.frame.width, 32)
            let image = try require(button.image)
            expectTrue(image.size.width <= button.frame.width * 0.71 && image.size.height <= button.frame.height * 0.71)
            if index > 0 { expectTrue(!buttons[index - 1].frame.intersects(button.frame)) }
        }
    }

    @Test(arguments: DisplayConfiguration.presets.flatMap { [$0.id, $0.id + "-rhd"] })
    func thePanArrowsLeaveTheCardTheButtonsAndEachOtherClear(display: String) throws {
        let (system, _, _) = try guidingCar(display: display, panning: true)
        let screen = system.currentScreen()
        let map = try require(nodes(screen, .mapTemplate).first)
        let arrows = nodes(screen, .panButton)
        expectEqual(arrows.count, 4)
        let card = try require(nodes(screen, .guidanceCard).first)
        var others: [Rect] = [card.frame]
        others += nodes(screen, .tripEstimates).map(\.frame)
        others += nodes(screen, .mapButton).map(\.frame)
        others += nodes(screen, .navigationBar).map(\.frame)
        for arrow in arrows {
            let name = arrow.content.direction?.rawValue ?? "?"
            expectTrue(map.frame.contains(arrow.frame), "\(name) \(arrow.frame) leaves the map \(map.frame)")
            for other in others {
                expectTrue(!arrow.frame.intersects(other), "\(name) \(arrow.frame) covers \(other)")
            }
            for next in arrows where next.id != arrow.id {
                expectTrue(!arrow.frame.intersects(next.frame), "\(name) \(arrow.frame) covers \(next.frame)")
            }
        }
    }

    @Test(arguments: DisplayConfiguration.presets.map(\.id))
    func theTripEstimatesFitTheirPanelSideBySide(display: String) throws {
        let (system, _, _) = try guidingCar(display: display)
        let screen = system.currentScreen()
        let panel = try require(nodes(screen, .tripEstimates).first)
        // Three numbers side by side, each over its label ("arrival", the time's and the distance's units).
        let texts = panel.children.filter { $0.content.field != nil }
        let labels = panel.children.filter { $0.content.field == nil }
        expectEqual(texts.map { $0.content.field }, [.arrival, .time, .distance])
        expectEqual(texts.first?.text, "11:50 AM")
        // A trip of over an hour: hours and minutes over the hour's unit.
        expectEqual(labels.map(\.text), ["arrival", "hr", "km"])
        expectEqual(texts[1].text?.contains(/^\d+:\d\d$/), true, "\(texts[1].text ?? "")")
        for (index, text) in texts.enumerated() {
            let font = try require(text.font)
            let width = TextMeasurer.dejaVuSans.width(of: text.text ?? "", font: font)
            expectTrue(width <= text.frame.width + 0.01, "\(text.text ?? "") (\(width)) overflows \(text.frame)")
            expectTrue(panel.frame.contains(text.frame) && panel.frame.contains(labels[index].frame))
            expectTrue(labels[index].frame.minY == text.frame.maxY && labels[index].frame.minX == text.frame.minX)
            if index > 0 { expectTrue(texts[index - 1].frame.maxX <= text.frame.minX + 0.01) }
            expectEqual(text.text?.hasSuffix("…"), false, "\(text.text ?? "") is cut short")
        }
    }

    /// A dark card over a dark map has a light hairline along its edge (over its children); over a light map none.
    @Test func cardsOverADarkMapHaveALightEdge() throws {
        let (system, _, _) = try guidingCar(display: "standard")
        func edges(_ role: ScreenRole) throws -> [ScreenDrawItem] {
            try require(nodes(system.currentScreen(), role).first).drawing.filter { $0.shape == .border }
        }
        expectTrue(try edges(.guidanceCard).isEmpty && edges(.tripEstimates).isEmpty)
        system.setMapAppearance(.dark)
        for role in [ScreenRole.guidanceCard, .tripEstimates] {
            let card = try require(nodes(system.currentScreen(), role).first)
            let edge = try require(try edges(role).first)
            expectTrue(edge.fill == Theme.cardEdgeOverDarkMap && edge.frame == card.frame && edge.lineWidth == 1)
            expectEqual(edge.cornerRadius, card.content.corner)
        }
    }

    @Test func theCardsManeuverSymbolsTakeTheCardsStyleNotTheDisplays() throws {
        let (system, session, app) = try guidingCar(display: "standard")
        expectEqual(system.display.appearance, .light)
        // Drive's symbols: black registered for light, white for dark (a UIImageAsset).
        let symbol = LightAndDarkSymbol.named
        session.runAsApp {
            let first = CPManeuver()
            first.instructionVariants = ["Turn left onto Avenue de Suffren"]
            first.symbolImage = symbol("arrow.turn.up.left")
            let second = CPManeuver()
            second.instructionVariants = ["Turn right onto Quai Branly"]
            second.symbolImage = symbol("arrow.turn.up.right")
            app.navigationSession?.upcomingManeuvers = [first, second]
        }
        session.takeInChanges()
        let screen = system.currentScreen()
        let card = try require(nodes(screen, .guidanceCard).first)
        expectEqual(card.foreground, "#FFFFFF", "the system's card is dark with white text")
        let images = card.all { $0.role == .image }.compactMap(\.image)
        expectEqual(images.count, 2)
        expectEqual(images.map(\.tint), ["#FFFFFF", "#FFFFFF"], "the dark variants on the dark card")
        // A white card (the app's colour, over the dark map of a dark display) takes the light variants.
        system.setAppearance(.dark)
        session.runAsApp { app.mapTemplate.guidanceBackgroundColor = .white }
        session.takeInChanges()
        let light = try require(nodes(system.currentScreen(), .guidanceCard).first)
        expectEqual(light.foreground, "#000000")
        expectEqual(light.all { $0.role == .image }.compactMap(\.image?.tint), ["#000000", "#000000"])
    }

    @Test func theSymbolsOfDrivesManeuversAndAlertsAreDrawn() {
        for name in [
            "mappin.circle", "arrow.triangle.turn.up.right.circle", "arrow.turn.left.down", "arrow.turn.right.down",
            "arrow.up.left", "arrow.up.right", "arrow.uturn.left", "arrow.turn.up.left", "arrow.turn.up.right",
            "arrow.up", "camera.fill", "parkingsign.circle", "fuelpump", "bed.double", "star.fill",
        ] {
            expectTrue(SymbolSet.contains(name), "\(name) is drawn as the missing-image glyph")
        }
    }
}

@Suite struct MultitouchPresetTests {
    @Test func oneWidescreenPresetHasAMultitouchScreenTheSeedsOnesDoNot() throws {
        let multitouch = DisplayConfiguration.presets.filter { $0.inputDevices.contains(.multitouch) }
        expectEqual(multitouch.map(\.id), ["widescreen-multitouch"])
        let preset = try require(DisplayConfiguration.preset("widescreen-multitouch-rhd"))
        expectTrue(preset.inputDevices == [.touch, .knob, .multitouch] && preset.drivingSide == .rightHandDrive)
        expectTrue(preset.size == DisplayConfiguration.highResolution.size && preset.scale == 3)
    }

    /// The card's instruction on two lines: the first variant that fits whole (at most two lines, not cut short),
    /// else the last variant, wrapped and cut short.
    @Test func theCardTakesTheFirstInstructionVariantThatFitsWhole() throws {
        let context = LayoutContext(display: .standard, rules: Rules(category: .navigation), now: Date())
        func text(_ variants: [String]) -> String? {
            let maneuver = CPManeuver()
            maneuver.instructionVariants = variants
            return MapLayout.instructionText(
                ManeuverSnapshot(maneuver).guidanceInstructions, width: 200, font: MapLayout.instructionFont,
                lines: 2, context: context)?.text
        }
        let long =
            "Take the second exit at the roundabout onto Boulevard Princesse Charlotte towards Beausoleil and Menton"
        let twoLines = text(["Turn left onto Rue Grimaldi", "Turn left"])
        expectEqual(twoLines, "Turn left onto Rue\nGrimaldi", "two lines fit")
        expectEqual(text([long, "Second exit", "Exit"]), "Second exit")
        let cut = try require(text([long, long + " again"]))
        expectTrue(cut.hasSuffix("…") && cut.hasPrefix("Take the second exit"), "the last variant, cut short: \(cut)")
        expectEqual(cut.split(separator: "\n").count, 2)
        expectEqual(text([]), nil)
    }
}
