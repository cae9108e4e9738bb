import Foundation

/// The `highway` values a car may drive, with the speed assumed where a road has no `maxspeed`.
public enum RoadClass: String, Hashable, Sendable, CaseIterable {
    case motorway, trunk, primary, secondary, tertiary, unclassified, residential
    case motorwayLink = "motorway_link", trunkLink = "trunk_link", primaryLink = "primary_link"
    case secondaryLink = "secondary_link", tertiaryLink = "tertiary_link"
    case livingStreet = "living_street", service, road, track

    /// km/h where the road has no `maxspeed`. Decision (docs/DECISIONS.md): typical limits of a European city.
    public var defaultSpeed: Double {
        switch self {
        case .motorway: 110
        case .trunk: 90
        case .motorwayLink, .trunkLink: 60
        case .primary, .secondary, .primaryLink, .secondaryLink: 50
        case .tertiary, .tertiaryLink: 45
        case .unclassified: 40
        case .residential, .road: 30
        case .service, .track: 20
        case .livingStreet: 10
        }
    }

    /// km/h cars travel at on a road of the class without `maxspeed`, for choosing routes and estimating their time:
    /// OSRM's car profile's figures (`car.lua`, BSD-2-Clause), a city's traffic rather than its limits. Decision
    /// (docs/DECISIONS.md, issue 21).
    public var travelSpeed: Double {
        switch self {
        case .motorway: 90
        case .motorwayLink: 45
        case .trunk: 85
        case .trunkLink: 40
        case .primary: 65
        case .primaryLink: 30
        case .secondary: 55
        case .secondaryLink: 25
        case .tertiary: 40
        case .tertiaryLink: 20
        case .unclassified, .residential, .road: 25
        case .service: 15
        case .livingStreet: 10
        case .track: 5
        }
    }

    /// The share of a road's `maxspeed` cars travel at (OSRM's car profile: 0.8).
    static let travelShareOfLimit = 0.8

    /// km/h cars travel at on `service` roads of these kinds (`service=*`): walking pace (OSRM's car profile).
    static let slowServiceKinds: Set<String> = [
        "alley", "parking", "parking_aisle", "driveway", "drive-through", "drive-thru",
    ]
    static let slowServiceSpeed = 5.0

    /// The importance of the class, higher for bigger roads (forks and names prefer them).
    public var rank: Int {
        switch self {
        case .motorway: 10
        case .trunk: 9
        case .primary: 8
        case .secondary: 7
        case .tertiary: 6
        case .motorwayLink, .trunkLink, .primaryLink, .secondaryLink, .tertiaryLink: 5
        case .unclassified: 4
        case .residential, .road: 3
        case .livingStreet: 2
        case .service, .track: 1
        }
    }

    /// Whether a driver counting a roundabout's exits passes a road of the class without counting it (service roads,
    /// tracks, roads of no known class), as OSRM's guidance ignores them (`may_be_ignored` in its car profile), unless
    /// the roundabout is such a road itself.
    public var isUncountedExit: Bool {
        switch self {
        case .service, .track, .road: true
        default: false
        }
    }

    /// Whether the class is a ramp or connector (`*_link`).
    public var isLink: Bool { rawValue.hasSuffix("_link") }

    /// A `maxspeed` value in km/h: a number ("50"), a number in mph ("30 mph"), "none" (no limit: 130 here), or a
    /// country's implicit limit ("FR:urban", "DE:rural", "FR:motorway"…). Nil when it cannot be read.
    public static func speed(maxspeed: String?) -> Double? {
        guard let text = maxspeed?.trimmingCharacters(in: .whitespaces).lowercased(), !text.isEmpty else { return nil }
        if text == "none" { return 130 }
        // A limit is a positive, finite number: a map's "-5 mph" or "inf" would make a road's time negative or nil.
        if text.hasSuffix("mph"), let value = Double(text.dropLast(3).trimmingCharacters(in: .whitespaces)),
            value.isFinite, value > 0
        {
            return value * 1.609_344
        }
        if let value = Double(text), value.isFinite, value > 0 { return value }
        if let colon = text.firstIndex(of: ":") {
            switch text[text.index(after: colon)...] {
            case "urban": return 50
            case "zone30": return 30
            case "rural": return 80
            case "trunk": return 110
            case "motorway": return 130
            case "living_street": return 10
            default: return nil
            }
        }
        return nil
    }
}
