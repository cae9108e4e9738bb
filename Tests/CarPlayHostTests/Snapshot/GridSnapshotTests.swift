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
        #expect(snapshot.title == "Grid")
        #expect(snapshot.buttons.count == 9)
        #expect(snapshot.buttons.map(\.id) == buttons.map { ElementID(of: $0) })
        #expect(snapshot.buttons[0].titleVariants == ["B0", "b"])
        #expect(snapshot.buttons[1].isEnabled == false)
        #expect(snapshot.navigationBar.back?.id == ElementID(of: back))
        #expect(snapshot.navigationBar.back?.title == "Back")
        #expect(snapshot.navigationBar.trailing.count == 1)
        #expect(snapshot.navigationBar.leading.isEmpty)

        let template = try #require(TemplateSnapshot(grid))
        #expect(template.kind == .grid)
        #expect(template.id == ElementID(of: grid))
        guard case .grid(let content) = template.content else { Issue.record("not a grid"); return }
        #expect(content == snapshot)

        let decoded = try JSONDecoder().decode(TemplateSnapshot.self, from: JSONEncoder().encode(template))
        #expect(decoded == template)
    }
}
