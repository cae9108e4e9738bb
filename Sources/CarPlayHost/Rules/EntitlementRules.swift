import Foundation

/// Which CarPlay entitlements an app may hold together (the Developer Guide's entitlement table): one category's,
/// except the EV charging and fueling entitlements, which "may be combined in a single app" (its footnote 1).
public enum EntitlementRules {
    /// The categories whose entitlements may be held together.
    public static let combinable: Set<AppCategory> = [.evCharging, .fueling]

    /// Whether an app may hold the entitlements of all of `categories`.
    public static func mayHold(_ categories: Set<AppCategory>) -> Bool {
        categories.count <= 1 || categories == combinable
    }

    /// The category the car treats an app holding `categories` as (nil for none): the one it holds, or EV charging
    /// for an app holding both EV charging and fueling — its templates are the same, and EV charging's limits
    /// (depth 5, a point-of-interest tab) and earlier iOS version apply (docs/DECISIONS.md, "Issue 25").
    public static func primaryCategory(of categories: Set<AppCategory>) -> AppCategory? {
        categories.count > 1 && categories.contains(.evCharging) ? .evCharging : categories.first
    }
}
