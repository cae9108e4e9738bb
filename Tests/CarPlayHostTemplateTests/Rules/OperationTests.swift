import Expectations
import Testing
@testable import CarPlayHost

/// Expected classes per operation on iOS 26.4, written out per category (sorted by class name).
private let expected: [AppCategory: [TemplateOperationKind: [TemplateKind]]] = [
    .audio: [
        .present: [.actionSheet, .alert],
        .push: [.grid, .list, .nowPlaying],
        .setRoot: [.grid, .list, .nowPlaying, .tabBar],
        .tabRoot: [.grid, .list],
    ],
    .communication: [
        .present: [.actionSheet, .alert],
        .push: [.contact, .grid, .information, .list, .nowPlaying],
        .setRoot: [.contact, .grid, .information, .list, .nowPlaying, .tabBar],
        .tabRoot: [.grid, .information, .list],
    ],
    .drivingTask: [
        .present: [.actionSheet, .alert, .voiceControl],
        .push: [.grid, .information, .list, .pointOfInterest],
        .setRoot: [.grid, .information, .list, .pointOfInterest, .tabBar],
        .tabRoot: [.grid, .information, .list],
    ],
    .voiceConversational: [
        .present: [.actionSheet, .alert, .voiceControl],
        .push: [.grid, .information, .list, .pointOfInterest],
        .setRoot: [.grid, .information, .list, .pointOfInterest, .tabBar],
        .tabRoot: [.grid, .information, .list],
    ],
    .evCharging: [
        .present: [.actionSheet, .alert],
        .push: [.grid, .information, .list, .pointOfInterest],
        .setRoot: [.grid, .information, .list, .pointOfInterest, .tabBar],
        .tabRoot: [.grid, .information, .list, .pointOfInterest],
    ],
    .fueling: [
        .present: [.actionSheet, .alert],
        .push: [.grid, .information, .list, .pointOfInterest],
        .setRoot: [.grid, .information, .list, .pointOfInterest, .tabBar],
        .tabRoot: [.grid, .information, .list],
    ],
    .parking: [
        .present: [.actionSheet, .alert],
        .push: [.grid, .information, .list, .pointOfInterest],
        .setRoot: [.grid, .information, .list, .pointOfInterest, .tabBar],
        .tabRoot: [.grid, .information, .list, .pointOfInterest],
    ],
    .quickFoodOrdering: [
        .present: [.actionSheet, .alert],
        .push: [.grid, .information, .list, .pointOfInterest],
        .setRoot: [.grid, .information, .list, .pointOfInterest, .tabBar],
        .tabRoot: [.grid, .information, .list, .pointOfInterest],
    ],
    .publicSafety: [
        .present: [.actionSheet, .alert],
        .push: [.contact, .grid, .information, .list, .nowPlaying, .pointOfInterest],
        .setRoot: [.contact, .grid, .information, .list, .nowPlaying, .pointOfInterest, .tabBar],
        .tabRoot: [.grid, .information, .list],
    ],
    .navigation: [
        .present: [.actionSheet, .alert, .voiceControl],
        .push: [.contact, .grid, .information, .list, .map, .search],
        .setRoot: [.contact, .grid, .information, .list, .map, .search, .tabBar],
        .tabRoot: [.grid, .information, .list],
    ],
]

@Suite struct OperationTests {
    @Test(arguments: AppCategory.allCases, TemplateOperationKind.allCases)
    func allowedClasses(category: AppCategory, operation: TemplateOperationKind) {
        let rules = Rules(category: category, osVersion: .iOS26_4)
        expectEqual(rules.allowedClasses(for: operation), expected[category]?[operation])
        for kind in TemplateKind.allCases {
            expectEqual(rules.allows(kind, for: operation), (expected[category]?[operation]?.contains(kind) == true))
        }
    }

    @Test(arguments: TemplateOperationKind.allCases)
    func noCategory(operation: TemplateOperationKind) {
        let rules = Rules(category: nil)
        expectTrue(rules.allowedClasses(for: operation).isEmpty)
        expectEqual(rules.allowedClassesForMessage(operation), nil)
    }

    @Test func messageListIsEmptyNotNullWhenTheCategoryExists() {
        expectEqual(Rules(category: .audio).allowedClassesForMessage(.present), [.actionSheet, .alert])
        expectEqual(Rules(category: .voiceConversational, osVersion: .iOS26_3).allowedClassesForMessage(.setRoot), [])
    }

    @Test func versionGatesReachOperations() {
        expectEqual(Rules(category: .audio, osVersion: .iOS16).allowedClasses(for: .present), [.alert])
        expectEqual(
            Rules(category: .drivingTask, osVersion: .iOS26_3).allowedClasses(for: .present), [.actionSheet, .alert])
        expectEqual(
            Rules(category: .navigation, osVersion: .iOS13).allowedClasses(for: .setRoot),
            [
                .grid, .list, .map, .search,
            ])
        expectEqual(Rules(category: .navigation, osVersion: .iOS13).allowedClasses(for: .tabRoot), [])
    }

    @Test func tabBarIsRootOnlyAndModalKindsArePresentedOnly() {
        for category in AppCategory.allCases {
            let rules = Rules(category: category)
            expectTrue(!rules.allows(.tabBar, for: .push))
            expectTrue(!rules.allows(.tabBar, for: .present))
            expectTrue(!rules.allows(.tabBar, for: .tabRoot))
            for modal in [TemplateKind.alert, .actionSheet, .voiceControl] {
                expectTrue(!rules.allows(modal, for: .push))
                expectTrue(!rules.allows(modal, for: .setRoot))
                expectTrue(!rules.allows(modal, for: .tabRoot))
            }
        }
    }
}
