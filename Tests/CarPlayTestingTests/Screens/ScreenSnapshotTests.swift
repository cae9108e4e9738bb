import CarPlay
import CarPlayHost
import CarPlayTesting
import Foundation
import SnapshotTesting
import Testing

/// What the car shows for every template and element style on every display preset, light and dark, limited and
/// not, through the whole path (app objects → host snapshot → layout → Screen).
///
/// Reference files: one per scene and display, holding the light, unlimited screen and the dark, limited one
/// (`__Snapshots__/ScreenSnapshotTests`). The text drawing has no colours; `everyCombinationIsWellFormed` checks
/// the colours and the limits of all four combinations.
@MainActor @Suite(.serialized) struct ScreenSnapshotTests {
    nonisolated static let displays: [DisplayConfiguration] = DisplayConfiguration.presets + [rightHandDrive]
    nonisolated static var rightHandDrive: DisplayConfiguration {
        var display = DisplayConfiguration.standard
        display.id = "standard-rhd"
        display.drivingSide = .rightHandDrive
        return display
    }

    static func configured(_ display: DisplayConfiguration, dark: Bool, limited: Bool) -> DisplayConfiguration {
        var display = display
        display.appearance = dark ? .dark : .light
        display.limitsLists = limited
        display.limitsKeyboard = limited
        return display
    }

    static func render(_ scene: GalleryScene, on display: DisplayConfiguration, dark: Bool, limited: Bool) -> (
        Screen, String
    ) {
        let car = scene.car(display: configured(display, dark: dark, limited: limited))
        let screen = car.screen
        return (screen, TextRenderer().render(screen))
    }

    @Test(arguments: Gallery.scenes, displays)
    func snapshot(_ scene: GalleryScene, display: DisplayConfiguration) {
        let (_, light) = Self.render(scene, on: display, dark: false, limited: false)
        let (_, dark) = Self.render(scene, on: display, dark: true, limited: true)
        assertSnapshot(
            of: light + "\n" + String(repeating: "═", count: 40) + "\n\n" + dark, as: .lines,
            named: "\(scene.name)-\(display.id)")
    }
}
