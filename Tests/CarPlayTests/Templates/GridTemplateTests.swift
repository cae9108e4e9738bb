@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay

@MainActor
@Suite("CPGridTemplate")
struct GridTemplateTests {
    private func button(_ title: String) -> CPGridButton {
        CPGridButton(titleVariants: [title], image: UIImage(systemName: "star")!)
    }

    @Test func keepsEveryButtonAndTheTitle() {
        let buttons = (0..<10).map { button("B\($0)") }
        let grid = CPGridTemplate(title: "Grid", gridButtons: buttons)
        expectEqual(grid.gridButtons.count, 10)
        expectEqual(grid.gridButtons.map { $0.titleVariants }, buttons.map { $0.titleVariants })
        expectEqual(grid.title, "Grid")
    }

    @Test func nilTitleReadsAsEmpty() {
        expectEqual(CPGridTemplate(title: nil, gridButtons: []).title, "")
    }

    @Test func constants() {
        expectEqual(CPGridTemplateMaximumItems, 8)
        expectEqual(CPGridTemplate.maximumGridButtonImageSize, CGSize(width: 40, height: 40))
    }

    @Test func updatesNotifyTheHost() async {
        let grid = CPGridTemplate(title: "A", gridButtons: [button("1")])
        let recorder = ChangeRecorder()
        recorder.observe(grid)

        grid.updateGridButtons([button("2"), button("3")])
        expectEqual(grid.gridButtons.map { $0.titleVariants }, [["2"], ["3"]])
        expectEqual((await recorder.settled()).filter { $0 == grid._elementID }.count, 1)

        grid.updateTitle("B")
        expectEqual(grid.title, "B")
        expectEqual((await recorder.settled()).filter { $0 == grid._elementID }.count, 2)

        grid.leadingNavigationBarButtons = [CPBarButton(title: "L")]
        grid.trailingNavigationBarButtons = [CPBarButton(title: "T")]
        grid.backButton = CPBarButton(title: "Back")
        expectEqual((await recorder.settled()).filter { $0 == grid._elementID }.count, 5)
    }

    @Test func barButtonProviding() {
        let grid = CPGridTemplate(title: "A", gridButtons: [])
        let provider: any CPBarButtonProviding = grid
        expectTrue(provider.leadingNavigationBarButtons.isEmpty)
        expectTrue(provider.trailingNavigationBarButtons.isEmpty)
        expectEqual(provider.backButton, nil)
    }

    @Test func dynamicCastToBarButtonProviding() {
        // The host finds bar buttons by casting templates at run time (the conformance is main-actor isolated).
        let templates: [CPTemplate] = [
            CPGridTemplate(title: "G", gridButtons: []),
            CPInformationTemplate(title: "I", layout: .leading, items: [], actions: []),
            CPContactTemplate(contact: CPContact(name: "C", image: UIImage(systemName: "person")!)),
            CPVoiceControlTemplate(voiceControlStates: []),
            CPPointOfInterestTemplate(title: "P", pointsOfInterest: [], selectedIndex: NSNotFound),
        ]
        expectTrue(templates.allSatisfy { $0 is any CPBarButtonProviding })
        let others: [CPTemplate] = [
            CPAlertTemplate(titleVariants: ["A"], actions: []), CPTabBarTemplate(templates: []), CPSearchTemplate(),
            CPActionSheetTemplate(title: nil, message: nil, actions: []), CPNowPlayingTemplate.shared,
        ]
        expectTrue(!others.contains { $0 is any CPBarButtonProviding })
    }

    @Test func description() {
        let grid = CPGridTemplate(title: "Favourites", gridButtons: [button("Home")])
        expectTrue(grid.description.hasPrefix("<CPGridTemplate: 0x"))
        expectTrue(grid.description.contains("identifier: \(grid._elementID.rawValue)"))
        expectMainActorDescription(grid.description, contains: "title: Favourites")
    }
}
