import Foundation

/// An app as iOS sees it before launching it in the car: its Info.plist scene manifest and its entitlements.
public struct AppBundle: Sendable, Hashable {
    /// The name shown under the app's icon: `CFBundleDisplayName`, else `CFBundleName`, else the bundle
    /// identifier, else "App".
    public var name: String
    /// `CFBundleIdentifier` (empty when the Info.plist has none).
    public var bundleIdentifier: String
    /// `UIApplicationSceneManifest` (empty when the Info.plist has none).
    public var manifest: SceneManifest
    /// Whether the Info.plist has `UIApplicationSceneManifest`. Without one the app connects to CarPlay through its
    /// app delegate (`CPApplicationDelegate`, iOS 12), which only an installed app's code can tell
    /// (`InstalledApp`).
    public var declaresSceneManifest = true
    /// The CarPlay entitlements.
    public var entitlements: Entitlements
    /// `CPSupportsDashboardNavigationScene`.
    public var supportsDashboardNavigationScene: Bool
    /// `CPSupportsInstrumentClusterNavigationScene`.
    public var supportsInstrumentClusterNavigationScene: Bool
    /// The URL schemes the app opens (`CFBundleURLTypes`), lower-cased: `UIApplication.open` of such a URL
    /// launches it.
    public var urlSchemes: [String] = []
    /// The intents the app handles itself, by class name (`INIntentsSupported`): Siri asks its app delegate's
    /// `application(_:handlerFor:)` for these only. Nil for an app made in code (no Info.plist): its delegate is
    /// asked for any intent.
    public var intentsSupported: Set<String>?
    /// `UIBrowsableContentSupportsSectionedBrowsing`: a legacy audio app's root items show as tabs.
    public var supportsSectionedBrowsing = false

    /// The app's CarPlay category; nil when CarPlay does not show the app.
    public var category: AppCategory? { entitlements.category }

    /// The first configuration of the CarPlay role, the one iOS uses to create the car scene.
    public var carPlaySceneConfiguration: SceneConfiguration? {
        manifest.configurations(for: .carTemplateApplication).first
    }

    /// The rules CarPlay applies to this app on `osVersion`.
    public func rules(osVersion: OSVersion = .latest) -> Rules {
        Rules(category: category, osVersion: osVersion)
    }

    /// Reads an app from its Info.plist and entitlements files (XML or binary property lists).
    public init(infoPlist: URL, entitlements: URL) throws(AppBundleError) {
        let info = try InfoPlist(contentsOf: infoPlist)
        try self.init(
            info: info, entitlements: Entitlements(contentsOf: entitlements), infoPlistName: infoPlist.lastPathComponent
        )
    }

    /// Reads an app from the contents of its Info.plist and entitlements; the names are used in error messages.
    public init(
        infoPlistData: Data, entitlementsData: Data, infoPlistName: String = "Info.plist",
        entitlementsName: String = "App.entitlements"
    ) throws(AppBundleError) {
        let info = try InfoPlist(plistData: infoPlistData, fileName: infoPlistName)
        try self.init(
            info: info, entitlements: Entitlements(plistData: entitlementsData, fileName: entitlementsName),
            infoPlistName: infoPlistName)
    }

    /// Combines a parsed Info.plist and entitlements. The manifest may lack the CarPlay scene role: an app delegate
    /// can provide the configuration in code (`application(_:configurationForConnecting:options:)`) or adopt
    /// `CPApplicationDelegate`; `InstalledApp` refuses an app that has neither.
    public init(info: InfoPlist, entitlements: Entitlements, infoPlistName: String = "Info.plist")
        throws(AppBundleError)
    {
        let identifier = info.bundleIdentifier ?? ""
        name = info.displayName ?? (identifier.isEmpty ? "App" : identifier)
        bundleIdentifier = identifier
        manifest = info.sceneManifest
        declaresSceneManifest = info.declaresSceneManifest
        self.entitlements = entitlements
        supportsDashboardNavigationScene = info.supportsDashboardNavigationScene
        supportsInstrumentClusterNavigationScene = info.supportsInstrumentClusterNavigationScene
        urlSchemes = info.urlSchemes
        intentsSupported = Set(info.intentsSupported)
        supportsSectionedBrowsing = info.supportsSectionedBrowsing
    }

    /// An app written in code, with one CarPlay scene configuration named "CarPlay" whose delegate class is
    /// `sceneDelegateClassName`.
    public init(name: String, bundleIdentifier: String, category: AppCategory?, sceneDelegateClassName: String? = nil) {
        self.name = name
        self.bundleIdentifier = bundleIdentifier
        manifest = SceneManifest(
            supportsMultipleScenes: true,
            configurations: [
                .carTemplateApplication: [
                    SceneConfiguration(
                        name: "CarPlay", sceneClassName: "CPTemplateApplicationScene",
                        delegateClassName: sceneDelegateClassName)
                ]
            ])
        entitlements = Entitlements(category: category)
        supportsDashboardNavigationScene = false
        supportsInstrumentClusterNavigationScene = false
    }
}

/// Why an app's Info.plist or entitlements cannot be used. Every message starts with the file name and names the
/// key at fault.
public enum AppBundleError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// No file at `path`.
    case fileNotFound(file: String, path: String)
    /// The file exists but could not be read.
    case fileUnreadable(file: String, reason: String)
    /// The file is not a property list; `reason` is Foundation's parse message.
    case malformedPropertyList(file: String, reason: String)
    /// The root object is not a dictionary.
    case rootNotDictionary(file: String, found: String)
    /// A required key is absent (`key` is the full key path).
    case missingKey(file: String, key: String)
    /// A value has the wrong type.
    case wrongType(file: String, key: String, expected: String, found: String)
    /// A CarPlay scene configuration names another scene class (or none).
    case wrongSceneClass(file: String, key: String, expected: String, found: String?)
    /// A CarPlay scene configuration has no `UISceneDelegateClassName`.
    case missingSceneDelegateClass(file: String, key: String)
    /// Keys of more than one CarPlay category are true; an app may hold only one CarPlay entitlement (but EV
    /// charging and fueling, which may be combined).
    case multipleCategories(file: String, keys: [String])
    /// A CarPlay entitlement is not a Boolean.
    case nonBooleanEntitlement(file: String, key: String, found: String)

    /// The file the error is about.
    public var file: String {
        switch self {
        case .fileNotFound(let file, _), .fileUnreadable(let file, _), .malformedPropertyList(let file, _),
            .rootNotDictionary(let file, _), .missingKey(let file, _), .wrongType(let file, _, _, _),
            .wrongSceneClass(let file, _, _, _), .missingSceneDelegateClass(let file, _),
            .multipleCategories(let file, _), .nonBooleanEntitlement(let file, _, _):
            file
        }
    }

    public var description: String {
        switch self {
        case .fileNotFound(let file, let path):
            "\(file): file not found at \(path)"
        case .fileUnreadable(let file, let reason):
            "\(file): file cannot be read: \(reason)"
        case .malformedPropertyList(let file, let reason):
            "\(file): not a valid property list: \(reason)"
        case .rootNotDictionary(let file, let found):
            "\(file): the root object must be a Dictionary, found \(found)"
        case .missingKey(let file, let key):
            "\(file): \(key) is missing"
        case .wrongType(let file, let key, let expected, let found):
            "\(file): \(key) must be \(Self.article(expected)) \(expected), found \(found)"
        case .wrongSceneClass(let file, let key, let expected, let found?):
            "\(file): \(key) must be \(expected), found \(found)"
        case .wrongSceneClass(let file, let key, let expected, nil):
            "\(file): \(key) is missing; it must be \(expected)"
        case .missingSceneDelegateClass(let file, let key):
            "\(file): \(key) is missing; CarPlay needs the scene delegate's class name"
        case .multipleCategories(let file, let keys):
            "\(file): an app may hold only one CarPlay entitlement (EV charging and fueling may be combined), found "
                + keys.joined(separator: ", ")
        case .nonBooleanEntitlement(let file, let key, let found):
            "\(file): \(key) must be a Boolean, found \(found)"
        }
    }

    private static func article(_ word: String) -> String {
        word.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
    }
}
