import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("GridTemplateSnapshot")
struct GridSnapshotTests {
    @Test func copiesTitleButtonsAndBarButtons() throws {
        let buttons = (0..<9).map { CPGridButton(titleVariants: ["B\($0)", "b"], image: UIImage(systemName: "star")!) }
        buttons[1].isEnabled = false
        let grid = CPGridTemplate(title: "Grid", gridButtons: buttons)
        let back = CPBarButton(title: "Back")
        grid.backButton = back
        grid.trailingNavigationBarButtons = [CPBarButton(image: UIImage(systemName: "gear")!)]

        let snapshot = GridTemplateSnapshot(grid)
        expectEqual(snapshot.title, "Grid")
        expectEqual(snapshot.buttons.count, 9)
        expectEqual(snapshot.buttons.map(\.id), buttons.map { ElementID(of: $0) })
        expectEqual(snapshot.buttons[0].titleVariants, ["B0", "b"])
        expectEqual(snapshot.buttons[1].isEnabled, false)
        expectEqual(snapshot.navigationBar.back?.id, ElementID(of: back))
        expectEqual(snapshot.navigationBar.back?.title, "Back")
        expectEqual(snapshot.navigationBar.trailing.count, 1)
        expectTrue(snapshot.navigationBar.leading.isEmpty)

        let template = try require(TemplateSnapshot(grid))
        expectEqual(template.kind, .grid)
        expectEqual(template.id, ElementID(of: grid))
        guard case .grid(let content) = template.content else { Issue.record("not a grid"); return }
        expectEqual(content, snapshot)

        let decoded = try JSONDecoder().decode(TemplateSnapshot.self, from: JSONEncoder().encode(template))
        expectEqual(decoded, template)
    }
}
