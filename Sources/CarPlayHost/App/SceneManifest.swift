import Foundation

/// A scene session role of `UIApplicationSceneManifest › UISceneConfigurations`.
///
/// Roles this package does not know (another UIKit role, or a misspelt CarPlay role) are kept as `.other` so that
/// a reader of the manifest sees them; only the CarPlay roles are validated.
public enum SceneRole: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    /// `CPTemplateApplicationSceneSessionRoleApplication`: the CarPlay scene on the car's main display.
    case carTemplateApplication
    /// `CPTemplateApplicationDashboardSceneSessionRoleApplication`: a navigation app's CarPlay Dashboard scene.
    case carDashboard
    /// `CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication`: a navigation app's cluster scene.
    case carInstrumentCluster
    /// `UIWindowSceneSessionRoleApplication`: the app's scene on the phone.
    case windowApplication
    /// Any other role, kept verbatim.
    case other(String)

    /// The roles this package knows, in manifest order of importance.
    public static let known: [SceneRole] = [
        .carTemplateApplication, .carDashboard, .carInstrumentCluster, .windowApplication,
    ]

    public init(rawValue: String) {
        self = SceneRole.known.first { $0.rawValue == rawValue } ?? .other(rawValue)
    }

    /// The role's name as it appears in Info.plist.
    public var rawValue: String {
        switch self {
        case .carTemplateApplication: "CPTemplateApplicationSceneSessionRoleApplication"
        case .carDashboard: "CPTemplateApplicationDashboardSceneSessionRoleApplication"
        case .carInstrumentCluster: "CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication"
        case .windowApplication: "UIWindowSceneSessionRoleApplication"
        case .other(let name): name
        }
    }

    /// The scene class a configuration of this role must name; nil for non-CarPlay roles.
    public var requiredSceneClassName: String? {
        switch self {
        case .carTemplateApplication: "CPTemplateApplicationScene"
        case .carDashboard: "CPTemplateApplicationDashboardScene"
        case .carInstrumentCluster: "CPTemplateApplicationInstrumentClusterScene"
        case .windowApplication, .other: nil
        }
    }

    public var description: String { rawValue }
}

/// One entry of a scene role's array in the manifest.
public struct SceneConfiguration: Hashable, Sendable {
    /// `UISceneConfigurationName`.
    public var name: String?
    /// `UISceneClassName`.
    public var sceneClassName: String?
    /// `UISceneDelegateClassName`.
    public var delegateClassName: String?

    /// A configuration from its three names.
    public init(name: String? = nil, sceneClassName: String? = nil, delegateClassName: String? = nil) {
        self.name = name
        self.sceneClassName = sceneClassName
        self.delegateClassName = delegateClassName
    }
}

/// `UIApplicationSceneManifest` of an Info.plist.
public struct SceneManifest: Hashable, Sendable {
    /// `UIApplicationSupportsMultipleScenes` (false when absent).
    public var supportsMultipleScenes: Bool
    /// `UISceneConfigurations`: the configurations of each role, in file order.
    public var configurations: [SceneRole: [SceneConfiguration]]
    /// Whether the manifest holds `CPInstrumentClusterNavigationSceneOptions` (iOS 26.2; an empty dictionary): CarPlay
    /// then creates the instrument cluster scene only on iOS 26.2 or later.
    public var hasInstrumentClusterNavigationSceneOptions: Bool

    /// A manifest written in code.
    public init(
        supportsMultipleScenes: Bool = false, configurations: [SceneRole: [SceneConfiguration]] = [:],
        hasInstrumentClusterNavigationSceneOptions: Bool = false
    ) {
        self.supportsMultipleScenes = supportsMultipleScenes
        self.configurations = configurations
        self.hasInstrumentClusterNavigationSceneOptions = hasInstrumentClusterNavigationSceneOptions
    }

    /// The configurations of `role` (empty when the role is absent).
    public func configurations(for role: SceneRole) -> [SceneConfiguration] {
        configurations[role] ?? []
    }

    /// Roles kept as `.other`, sorted by name: probably a typo when one looks like a CarPlay role.
    public var unknownRoles: [String] {
        configurations.keys.compactMap { role -> String? in
            if case .other(let name) = role { return name }
            return nil
        }.sorted()
    }

    static let manifestKey = "UIApplicationSceneManifest"
    static let multipleScenesKey = "UIApplicationSupportsMultipleScenes"
    static let configurationsKey = "UISceneConfigurations"
    static let nameKey = "UISceneConfigurationName"
    static let classNameKey = "UISceneClassName"
    static let delegateClassNameKey = "UISceneDelegateClassName"
    static let clusterOptionsKey = "CPInstrumentClusterNavigationSceneOptions"

    /// Parses the manifest dictionary (the value of `UIApplicationSceneManifest`), checking value types and the
    /// class and delegate names of the CarPlay roles.
    init(dictionary: [String: Any], file: String) throws(AppBundleError) {
        let path = SceneManifest.manifestKey
        supportsMultipleScenes =
            try PropertyListReader.optionalBoolean(
                dictionary, SceneManifest.multipleScenesKey, path: path, file: file) ?? false
        if let options = dictionary[SceneManifest.clusterOptionsKey],
            PropertyListReader.stringKeyedDictionary(options) == nil
        {
            throw .wrongType(
                file: file, key: PropertyListReader.join(path, SceneManifest.clusterOptionsKey), expected: "Dictionary",
                found: PropertyListReader.typeName(options))
        }
        hasInstrumentClusterNavigationSceneOptions = dictionary[SceneManifest.clusterOptionsKey] != nil
        let roles = try PropertyListReader.requiredDictionary(
            dictionary, SceneManifest.configurationsKey, path: path, file: file)
        let rolesPath = PropertyListReader.join(path, SceneManifest.configurationsKey)
        var configurations: [SceneRole: [SceneConfiguration]] = [:]
        for (roleName, value) in roles.sorted(by: { $0.key < $1.key }) {
            let rolePath = PropertyListReader.join(rolesPath, roleName)
            guard let entries = value as? [Any] else {
                throw .wrongType(
                    file: file, key: rolePath, expected: "Array",
                    found: PropertyListReader.typeName(value))
            }
            let role = SceneRole(rawValue: roleName)
            var parsed: [SceneConfiguration] = []
            for (index, entry) in entries.enumerated() {
                let entryPath = "\(rolePath)[\(index)]"
                guard let fields = PropertyListReader.stringKeyedDictionary(entry) else {
                    throw .wrongType(
                        file: file, key: entryPath, expected: "Dictionary",
                        found: PropertyListReader.typeName(entry))
                }
                let configuration = SceneConfiguration(
                    name: try PropertyListReader.optionalString(
                        fields, SceneManifest.nameKey, path: entryPath, file: file),
                    sceneClassName: try PropertyListReader.optionalString(
                        fields, SceneManifest.classNameKey, path: entryPath, file: file),
                    delegateClassName: try PropertyListReader.optionalString(
                        fields, SceneManifest.delegateClassNameKey, path: entryPath, file: file))
                if let required = role.requiredSceneClassName {
                    guard configuration.sceneClassName == required else {
                        throw .wrongSceneClass(
                            file: file, key: PropertyListReader.join(entryPath, SceneManifest.classNameKey),
                            expected: required, found: configuration.sceneClassName)
                    }
                    guard let delegate = configuration.delegateClassName, !delegate.isEmpty else {
                        throw .missingSceneDelegateClass(
                            file: file, key: PropertyListReader.join(entryPath, SceneManifest.delegateClassNameKey))
                    }
                }
                parsed.append(configuration)
            }
            configurations[role] = parsed
        }
        self.configurations = configurations
    }
}

/// The parts of an app's Info.plist that CarPlay reads.
public struct InfoPlist: Hashable, Sendable {
    /// `CFBundleIdentifier`, verbatim (a source Info.plist may hold `$(PRODUCT_BUNDLE_IDENTIFIER)`).
    public var bundleIdentifier: String?
    /// `CFBundleDisplayName`, else `CFBundleName`.
    public var displayName: String?
    /// `UIApplicationSceneManifest` (empty when absent).
    public var sceneManifest: SceneManifest
    /// Whether the Info.plist has `UIApplicationSceneManifest`: an app without one connects to CarPlay through its
    /// app delegate (`CPApplicationDelegate`, the iOS 12 path).
    public var declaresSceneManifest = true
    /// `CPSupportsDashboardNavigationScene` (false when absent).
    public var supportsDashboardNavigationScene: Bool
    /// `CPSupportsInstrumentClusterNavigationScene` (false when absent).
    public var supportsInstrumentClusterNavigationScene: Bool
    /// The URL schemes the app opens (`CFBundleURLTypes`' `CFBundleURLSchemes`), lower-cased.
    public var urlSchemes: [String] = []
    /// `INIntentsSupported`: the intents the app handles itself (its app delegate's `application(_:handlerFor:)`),
    /// by class name; empty when absent.
    public var intentsSupported: [String] = []
    /// `UIBrowsableContentSupportsSectionedBrowsing`: an audio app of the legacy path (`MPPlayableContentManager`)
    /// shows its root items as tabs (false when absent).
    public var supportsSectionedBrowsing = false

    /// An Info.plist written in code.
    public init(
        bundleIdentifier: String?, displayName: String?, sceneManifest: SceneManifest,
        supportsDashboardNavigationScene: Bool = false, supportsInstrumentClusterNavigationScene: Bool = false
    ) {
        self.bundleIdentifier = bundleIdentifier
        self.displayName = displayName
        self.sceneManifest = sceneManifest
        self.supportsDashboardNavigationScene = supportsDashboardNavigationScene
        self.supportsInstrumentClusterNavigationScene = supportsInstrumentClusterNavigationScene
    }

    /// Reads an Info.plist (XML or binary).
    public init(plistData data: Data, fileName: String = "Info.plist") throws(AppBundleError) {
        try self.init(root: PropertyListReader.rootDictionary(data: data, file: fileName), file: fileName)
    }

    /// Reads the Info.plist at `url`; messages name it by its last path component.
    public init(contentsOf url: URL) throws(AppBundleError) {
        let file = url.lastPathComponent
        try self.init(root: PropertyListReader.rootDictionary(contentsOf: url, file: file), file: file)
    }

    private init(root: [String: Any], file: String) throws(AppBundleError) {
        bundleIdentifier = try PropertyListReader.optionalString(root, "CFBundleIdentifier", path: "", file: file)
        let display = try PropertyListReader.optionalString(root, "CFBundleDisplayName", path: "", file: file)
        let name = try PropertyListReader.optionalString(root, "CFBundleName", path: "", file: file)
        displayName = display ?? name
        supportsDashboardNavigationScene =
            try PropertyListReader.optionalBoolean(
                root, "CPSupportsDashboardNavigationScene", path: "", file: file) ?? false
        supportsInstrumentClusterNavigationScene =
            try PropertyListReader.optionalBoolean(
                root, "CPSupportsInstrumentClusterNavigationScene", path: "", file: file) ?? false
        urlSchemes = try PropertyListReader.urlSchemes(root, file: file)
        intentsSupported = try PropertyListReader.optionalStrings(root, "INIntentsSupported", file: file) ?? []
        supportsSectionedBrowsing =
            try PropertyListReader.optionalBoolean(
                root, "UIBrowsableContentSupportsSectionedBrowsing", path: "", file: file) ?? false
        if root[SceneManifest.manifestKey] == nil {
            sceneManifest = SceneManifest()
            declaresSceneManifest = false
        } else {
            let manifest = try PropertyListReader.requiredDictionary(
                root, SceneManifest.manifestKey, path: "", file: file)
            sceneManifest = try SceneManifest(dictionary: manifest, file: file)
        }
    }
}
