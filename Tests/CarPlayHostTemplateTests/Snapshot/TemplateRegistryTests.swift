import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("TemplateRegistry")
struct TemplateRegistryTests {
    @Test func everyKindHasOneUnit() {
        let kinds = TemplateRegistry.units.map { $0.kind }
        expectEqual(kinds.count, TemplateKind.allCases.count)
        expectEqual(Set(kinds), Set(TemplateKind.allCases))
    }

    /// One app object of each class: the registry finds its unit, and the snapshot's content is that unit's.
    @Test func snapshotsEachClassWithItsUnit() throws {
        let templates: [(CPTemplate, TemplateKind)] = [
            (CPListTemplate(title: "List", sections: []), .list),
            (CPGridTemplate(title: "Grid", gridButtons: []), .grid),
            (CPTabBarTemplate(templates: []), .tabBar),
            (CPAlertTemplate(titleVariants: ["Alert"], actions: []), .alert),
            (CPActionSheetTemplate(title: "Sheet", message: nil, actions: []), .actionSheet),
            (CPInformationTemplate(title: "Info", layout: .leading, items: [], actions: []), .information),
            (CPPointOfInterestTemplate(title: "Places", pointsOfInterest: [], selectedIndex: 0), .pointOfInterest),
            (CPNowPlayingTemplate.shared, .nowPlaying),
            (CPContactTemplate(contact: CPContact(name: "Ada", image: UIImage())), .contact),
            (CPSearchTemplate(), .search),
            (CPVoiceControlTemplate(voiceControlStates: []), .voiceControl),
            (CPMapTemplate(), .map),
        ]
        expectEqual(Set(templates.map(\.1)), Set(TemplateKind.allCases))
        for (template, kind) in templates {
            expectEqual(TemplateRegistry.unit(of: template)?.kind, kind)
            expectEqual(TemplateSnapshot.kind(of: template), kind)
            let snapshot = try require(TemplateSnapshot(template))
            expectEqual(snapshot.kind, kind)
            expectEqual(type(of: snapshot.content.unit).kind, kind)
            expectEqual(snapshot.content.unit.content, snapshot.content)
        }
    }

    /// An app's own subclass is copied as the class it extends.
    @Test func subclassIsItsSuperclassKind() throws {
        final class MyList: CPListTemplate {}
        let snapshot = try require(TemplateSnapshot(MyList(title: "Mine", sections: [])))
        expectEqual(snapshot.kind, .list)
        guard case .list(let list) = snapshot.content else {
            Issue.record("not a list: \(snapshot.content)")
            return
        }
        expectEqual(list.title, "Mine")
    }
}
