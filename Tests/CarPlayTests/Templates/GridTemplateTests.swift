@_spi(CarPlayHost) import CarPlayTestSupport
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
        #expect(grid.gridButtons.count == 10)
        #expect(grid.gridButtons.map { $0.titleVariants } == buttons.map { $0.titleVariants })
        #expect(grid.title == "Grid")
    }

    @Test func nilTitleReadsAsEmpty() {
        #expect(CPGridTemplate(title: nil, gridButtons: []).title == "")
    }

    @Test func constants() {
        #expect(CPGridTemplateMaximumItems == 8)
        #expect(CPGridTemplate.maximumGridButtonImageSize == CGSize(width: 40, height: 40))
    }

    @Test func updatesNotifyTheHost() async {
        let grid = CPGridTemplate(title: "A", gridButtons: [button("1")])
        let recorder = ChangeRecorder()
        recorder.observe(grid)

        grid.updateGridButtons([button("2"), button("3")])
        #expect(grid.gridButtons.map { $0.titleVariants } == [["2"], ["3"]])
        #expect((await recorder.settled()).filter { $0 == grid._elementID }.count == 1)

        grid.updateTitle("B")
        #expect(grid.title == "B")
        #expect((await recorder.settled()).filter { $0 == grid._elementID }.count == 2)

        grid.leadingNavigationBarButtons = [CPBarButton(title: "L")]
        grid.trailingNavigationBarButtons = [CPBarButton(title: "T")]
        grid.backButton = CPBarButton(title: "Back")
        #expect((await recorder.settled()).filter { $0 == grid._elementID }.count == 5)
    }

    @Test func barButtonProviding() {
        let grid = CPGridTemplate(title: "A", gridButtons: [])
        let provider: any CPBarButtonProviding = grid
        #expect(provider.leadingNavigationBarButtons.isEmpty)
        #expect(provider.trailingNavigationBarButtons.isEmpty)
        #expect(provider.backButton == nil)
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
        #expect(templates.allSatisfy { $0 is any CPBarButtonProviding })
        let others: [CPTemplate] = [
            CPAlertTemplate(titleVariants: ["A"], actions: []), CPTabBarTemplate(templates: []), CPSearchTemplate(),
            CPActionSheetTemplate(title: nil, message: nil, actions: []), CPNowPlayingTemplate.shared,
        ]
        #expect(!others.contains { $0 is any CPBarButtonProviding })
    }

    @Test func description() {
        let grid = CPGridTemplate(title: "Favourites", gridButtons: [button("Home")])
        #expect(grid.description.hasPrefix("<CPGridTemplate: 0x"))
        #expect(grid.description.contains("identifier: \(grid._elementID.rawValue)"))
        expectMainActorDescription(grid.description, contains: "title: Favourites")
    }
}
