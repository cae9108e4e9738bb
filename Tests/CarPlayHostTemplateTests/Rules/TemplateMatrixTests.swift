import Expectations
import Testing
@testable import CarPlayHost

/// Spec §3.2, written out independently of Rules.swift: for each template, the categories that may use it and the
/// first iOS release on which they may (the later of the category's, the class's and the matrix's own gate).
private let matrix: [TemplateKind: [AppCategory: OSVersion]] = {
    let v12: OSVersion = "12", v14: OSVersion = "14", v16: OSVersion = "16", v17: OSVersion = "17",
        v264: OSVersion = "26.4"
    let base: [AppCategory: OSVersion] = [
        .audio: v14, .communication: v14, .drivingTask: v16, .voiceConversational: v264, .evCharging: v14,
        .fueling: v16, .parking: v14, .quickFoodOrdering: v14, .publicSafety: v14, .navigation: v12,
    ]
    return [
        .actionSheet: base.merging([.audio: v17]) { _, new in new },
        .alert: base,
        .grid: base,
        .list: base,
        .tabBar: base.merging([.navigation: v14]) { _, new in new },
        .information: base.filter { $0.key != .audio }.merging([.navigation: v14]) { _, new in new },
        .pointOfInterest: base.filter {
            [
                .drivingTask, .voiceConversational, .evCharging, .fueling, .parking,
                .quickFoodOrdering, .publicSafety,
            ].contains($0.key)
        },
        .nowPlaying: [.audio: v14, .communication: v17, .publicSafety: v14],
        .contact: [.communication: v14, .publicSafety: v14, .navigation: v14],
        .map: [.navigation: v12],
        .search: [.navigation: v12],
        .voiceControl: [.drivingTask: v264, .voiceConversational: v264, .navigation: v12],
    ]
}()

private let versions: [OSVersion] = ["12", "13", "14", "15", "16", "16.4", "17", "18", "26", "26.3", "26.4"]

@Suite struct TemplateMatrixTests {
    @Test func matrixCoversEveryKind() {
        expectEqual(Set(matrix.keys), Set(TemplateKind.allCases))
    }

    @Test(arguments: AppCategory.allCases, TemplateKind.allCases)
    func cell(category: AppCategory, kind: TemplateKind) {
        let since = matrix[kind]?[category]
        for version in versions {
            let expected = since.map { version >= $0 } ?? false
            expectEqual(
                Rules(category: category, osVersion: version).allows(kind), expected,
                "\(category) \(kind) on iOS \(version)")
        }
    }

    @Test(arguments: TemplateKind.allCases)
    func noCategoryAllowsNothing(kind: TemplateKind) {
        for version in versions {
            expectTrue(!Rules(category: nil, osVersion: version).allows(kind))
        }
        expectTrue(Rules(category: nil).allowedKinds.isEmpty)
    }

    @Test func versionGatesNamedInTheBrief() {
        expectTrue(!Rules(category: .audio, osVersion: "16.7").allows(.actionSheet))
        expectTrue(Rules(category: .audio, osVersion: "17").allows(.actionSheet))
        expectTrue(!Rules(category: .communication, osVersion: "16.7").allows(.nowPlaying))
        expectTrue(Rules(category: .communication, osVersion: "17").allows(.nowPlaying))
        expectTrue(!Rules(category: .drivingTask, osVersion: "26.3").allows(.voiceControl))
        expectTrue(Rules(category: .drivingTask, osVersion: "26.4").allows(.voiceControl))
        expectTrue(!Rules(category: .voiceConversational, osVersion: "26.3").showsApp)
        expectTrue(Rules(category: .voiceConversational, osVersion: "26.4").showsApp)
        expectTrue(!Rules(category: .fueling, osVersion: "15.5").showsApp)
        expectTrue(Rules(category: .fueling, osVersion: "16").showsApp)
        expectTrue(!Rules(category: .drivingTask, osVersion: "15.5").allows(.list))
    }

    @Test func allowedKindsAreSortedByClassName() {
        let kinds = Rules(category: .navigation).allowedKinds.map(\.className)
        expectEqual(kinds, kinds.sorted())
        expectEqual(
            kinds,
            [
                "CPActionSheetTemplate", "CPAlertTemplate", "CPContactTemplate", "CPGridTemplate",
                "CPInformationTemplate",
                "CPListTemplate", "CPMapTemplate", "CPSearchTemplate", "CPTabBarTemplate", "CPVoiceControlTemplate",
            ])
    }
}

@Suite struct TemplateKindTests {
    @Test func classNames() {
        let expected: [TemplateKind: String] = [
            .actionSheet: "CPActionSheetTemplate", .alert: "CPAlertTemplate", .contact: "CPContactTemplate",
            .grid: "CPGridTemplate", .information: "CPInformationTemplate", .list: "CPListTemplate",
            .map: "CPMapTemplate", .nowPlaying: "CPNowPlayingTemplate", .pointOfInterest: "CPPointOfInterestTemplate",
            .search: "CPSearchTemplate", .tabBar: "CPTabBarTemplate", .voiceControl: "CPVoiceControlTemplate",
        ]
        expectEqual(expected.count, TemplateKind.allCases.count)
        for kind in TemplateKind.allCases {
            expectEqual(kind.className, expected[kind])
            expectEqual(TemplateKind(className: kind.className), kind)
        }
        expectEqual(TemplateKind(className: "CPTemplate"), nil)
    }

    @Test func modalKinds() {
        expectEqual(TemplateKind.allCases.filter(\.isModalOnly), [.actionSheet, .alert, .voiceControl])
    }

    @Test func selectors() {
        expectEqual(TemplateOperationKind.setRoot.selector, "setRootTemplate:animated:completion:")
        expectEqual(TemplateOperationKind.push.selector, "pushTemplate:animated:completion:")
        expectEqual(TemplateOperationKind.present.selector, "presentTemplate:animated:completion:")
        expectEqual(TemplateOperationKind.tabRoot.selector, "initWithTemplates:")
    }
}
