import Expectations
import Testing
@testable import CarPlayHost

@Suite struct AppCategoryTests {
    /// Spec §3.1, written out independently: category, key, display name, first iOS release.
    static let expected: [(AppCategory, String, String, OSVersion)] = [
        (.audio, "com.apple.developer.carplay-audio", "Audio", "14"),
        (.communication, "com.apple.developer.carplay-communication", "Communication", "14"),
        (.evCharging, "com.apple.developer.carplay-charging", "EV Charging", "14"),
        (.fueling, "com.apple.developer.carplay-fueling", "Fueling", "16"),
        (.navigation, "com.apple.developer.carplay-maps", "Navigation", "12"),
        (.parking, "com.apple.developer.carplay-parking", "Parking", "14"),
        (.publicSafety, "com.apple.developer.carplay-public-safety", "Public Safety", "14"),
        (.quickFoodOrdering, "com.apple.developer.carplay-quick-ordering", "Quick Food Ordering", "14"),
        (.drivingTask, "com.apple.developer.carplay-driving-task", "Driving Task", "16"),
        (
            .voiceConversational, "com.apple.developer.carplay-voice-based-conversation", "Voice-Based Conversational",
            "26.4"
        ),
    ]

    @Test func everyCategoryIsListed() {
        expectEqual(Set(Self.expected.map(\.0)), Set(AppCategory.allCases))
        expectEqual(AppCategory.allCases.count, 10)
    }

    @Test(arguments: expected)
    func row(category: AppCategory, key: String, displayName: String, since: OSVersion) {
        expectEqual(category.entitlementKey, key)
        expectEqual(category.displayName, displayName)
        expectEqual(category.minimumOSVersion, since)
        expectEqual(AppCategory(entitlementKey: key), category)
    }

    @Test func legacyKeys() {
        expectEqual(AppCategory(entitlementKey: "com.apple.developer.playable-content"), .audio)
        expectEqual(AppCategory(entitlementKey: "com.apple.developer.carplay-messaging"), .communication)
        expectEqual(AppCategory(entitlementKey: "com.apple.developer.carplay-calling"), .communication)
        expectEqual(AppCategory(entitlementKey: "com.apple.developer.carplay-video"), nil)
        expectEqual(AppCategory(entitlementKey: "com.apple.developer.carplay-audioo"), nil)
        expectEqual(AppCategory(entitlementKey: "aps-environment"), nil)
    }

    @Test func rawValuesAreStable() {
        expectEqual(
            AppCategory.allCases.map(\.rawValue),
            [
                "audio", "communication", "evCharging", "fueling", "navigation", "parking", "publicSafety",
                "quickFoodOrdering", "drivingTask", "voiceConversational",
            ])
    }
}
