/// The CarPlay category of an app, decided by the one CarPlay entitlement it holds.
public enum AppCategory: String, Sendable, Codable, CaseIterable, Hashable {
    case audio
    case communication
    case evCharging
    case fueling
    case navigation
    case parking
    case publicSafety
    case quickFoodOrdering
    case drivingTask
    case voiceConversational

    /// The Boolean entitlement key that grants the category.
    public var entitlementKey: String {
        switch self {
        case .audio: "com.apple.developer.carplay-audio"
        case .communication: "com.apple.developer.carplay-communication"
        case .evCharging: "com.apple.developer.carplay-charging"
        case .fueling: "com.apple.developer.carplay-fueling"
        case .navigation: "com.apple.developer.carplay-maps"
        case .parking: "com.apple.developer.carplay-parking"
        case .publicSafety: "com.apple.developer.carplay-public-safety"
        case .quickFoodOrdering: "com.apple.developer.carplay-quick-ordering"
        case .drivingTask: "com.apple.developer.carplay-driving-task"
        case .voiceConversational: "com.apple.developer.carplay-voice-based-conversation"
        }
    }

    /// Older entitlement keys that iOS still maps to the category (`playable-content`, SiriKit messaging/calling).
    public var legacyEntitlementKeys: [String] {
        switch self {
        case .audio: ["com.apple.developer.playable-content"]
        case .communication: ["com.apple.developer.carplay-messaging", "com.apple.developer.carplay-calling"]
        default: []
        }
    }

    /// The category that `key` grants, current or legacy; nil for any other key.
    public init?(entitlementKey key: String) {
        guard
            let category = AppCategory.allCases.first(where: {
                $0.entitlementKey == key || $0.legacyEntitlementKeys.contains(key)
            })
        else { return nil }
        self = category
    }

    /// The category's name as Apple's CarPlay Developer Guide writes it.
    public var displayName: String {
        switch self {
        case .audio: "Audio"
        case .communication: "Communication"
        case .evCharging: "EV Charging"
        case .fueling: "Fueling"
        case .navigation: "Navigation"
        case .parking: "Parking"
        case .publicSafety: "Public Safety"
        case .quickFoodOrdering: "Quick Food Ordering"
        case .drivingTask: "Driving Task"
        case .voiceConversational: "Voice-Based Conversational"
        }
    }

    /// The first iOS release on which CarPlay shows apps of this category.
    public var minimumOSVersion: OSVersion {
        switch self {
        case .navigation: .iOS12
        case .audio, .communication, .evCharging, .parking, .publicSafety, .quickFoodOrdering: .iOS14
        case .fueling, .drivingTask: .iOS16
        case .voiceConversational: .iOS26_4
        }
    }
}
