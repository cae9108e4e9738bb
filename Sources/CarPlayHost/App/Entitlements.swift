import Foundation

/// The CarPlay part of an app's entitlements: which category the app holds, if any.
///
/// Built from a real entitlements property list (XML or binary) or in code. Only keys that grant a CarPlay
/// category are read; other keys (`aps-environment`, app groups…) are ignored. A key that starts with
/// `com.apple.developer.carplay-` but grants nothing known (a typo such as `carplay-audioo`, or iOS 27's
/// `carplay-video`) is listed in `unknownCarPlayKeys` and is not an error by itself.
public struct Entitlements: Sendable, Hashable {
    /// The prefix shared by CarPlay entitlement keys.
    public static let carPlayKeyPrefix = "com.apple.developer.carplay-"

    /// The category keys (current and legacy) found, with their values.
    public let carPlayKeys: [String: Bool]
    /// Keys that look like CarPlay entitlements but grant no known category, sorted.
    public let unknownCarPlayKeys: [String]
    /// The app's CarPlay category; nil when no category key is true (CarPlay does not show the app). An app holding
    /// both the EV charging and the fueling entitlements is an EV charging app (`EntitlementRules`).
    public let category: AppCategory?
    /// Every category the app holds an entitlement of: one, or EV charging and fueling together.
    public let categories: Set<AppCategory>
    /// The app's default data protection class (`com.apple.developer.default-data-protection`:
    /// "NSFileProtectionComplete" is class A, "NSFileProtectionCompleteUnlessOpen" class B); nil: the system's
    /// default (class C).
    public var dataProtection: String?

    /// Entitlements written in code, e.g. `["com.apple.developer.carplay-audio": true]`.
    /// Throws `AppBundleError.multipleCategories` when keys of two categories are true (but EV charging and fueling,
    /// which may be combined).
    public init(_ values: [String: Bool], fileName: String = "App.entitlements") throws(AppBundleError) {
        try self.init(checked: values.mapValues { $0 as Any }, file: fileName)
    }

    /// The entitlements of an app of `category` (no entitlements at all for nil).
    public init(category: AppCategory?) {
        carPlayKeys = category.map { [$0.entitlementKey: true] } ?? [:]
        unknownCarPlayKeys = []
        self.category = category
        categories = category.map { [$0] } ?? []
    }

    /// Reads an entitlements property list (XML or binary).
    public init(plistData data: Data, fileName: String = "App.entitlements") throws(AppBundleError) {
        try self.init(checked: PropertyListReader.rootDictionary(data: data, file: fileName), file: fileName)
    }

    /// Reads the entitlements file at `url`; messages name it by its last path component.
    public init(contentsOf url: URL) throws(AppBundleError) {
        let file = url.lastPathComponent
        try self.init(checked: PropertyListReader.rootDictionary(contentsOf: url, file: file), file: file)
    }

    /// The entitlement naming the default data protection class.
    public static let dataProtectionKey = "com.apple.developer.default-data-protection"

    private init(checked values: [String: Any], file: String) throws(AppBundleError) {
        var known: [String: Bool] = [:]
        var unknown: [String] = []
        for (key, value) in values {
            if AppCategory(entitlementKey: key) != nil {
                guard let flag = PropertyListReader.boolean(value) else {
                    throw .nonBooleanEntitlement(file: file, key: key, found: PropertyListReader.typeName(value))
                }
                known[key] = flag
            } else if key.hasPrefix(Entitlements.carPlayKeyPrefix) {
                unknown.append(key)
            }
        }
        let grantingKeys = known.filter(\.value).keys.sorted()
        let categories = Set(grantingKeys.compactMap { AppCategory(entitlementKey: $0) })
        guard EntitlementRules.mayHold(categories) else {
            throw .multipleCategories(file: file, keys: grantingKeys)
        }
        carPlayKeys = known
        dataProtection = values[Self.dataProtectionKey] as? String
        unknownCarPlayKeys = unknown.sorted()
        self.categories = categories
        category = EntitlementRules.primaryCategory(of: categories)
    }
}
