import Foundation
@_spi(CarPlayHost) import CarPlay

/// An app installed on the phone, as the car system sees it: its bundle (Info.plist and entitlements), its icon,
/// and how to make its scene delegates (UIKit instantiates the classes the manifest names): the CarPlay scene's, and
/// a navigation app's CarPlay Dashboard and instrument cluster scenes' when its manifest declares those roles.
public struct InstalledApp: Sendable {
    /// An app icon: encoded bytes and their MIME type.
    public struct Icon: Sendable, Hashable {
        public var data: Data
        public var contentType: String
        public init(data: Data, contentType: String? = nil) {
            self.data = data
            self.contentType = contentType ?? ImageStore.contentType(of: data)
        }
    }

    public var bundle: AppBundle
    public var icon: Icon?
    /// Makes a new instance of the app's CarPlay scene delegate (nil when it cannot).
    public var makeSceneDelegate: @MainActor @Sendable () -> (any CPTemplateApplicationSceneDelegate)?
    /// Makes a new instance of the app's CarPlay Dashboard scene delegate; nil when the manifest has no Dashboard
    /// scene (`CPTemplateApplicationDashboardSceneSessionRoleApplication`).
    public var makeDashboardSceneDelegate:
        (@MainActor @Sendable () -> (any CPTemplateApplicationDashboardSceneDelegate)?)?
    /// Makes a new instance of the app's instrument cluster scene delegate; nil when the manifest has no cluster
    /// scene (`CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication`).
    public var makeClusterSceneDelegate:
        (@MainActor @Sendable () -> (any CPTemplateApplicationInstrumentClusterSceneDelegate)?)?

    /// The `Widget` or `WidgetBundle` type of the app's widget extension ("Module.Type"), which the car loads for its
    /// widgets and Live Activities; nil: the app has none. Read from a `*.appex` folder's Info.plist whose
    /// `NSExtension` has the point identifier `com.apple.widgetkit-extension`: its `NSExtensionPrincipalClass`
    /// (`$(PRODUCT_MODULE_NAME)` expanded), standing in for the extension's `@main` type.
    public var widgetExtension: String?
    /// The folder the app was read from (its bundle's resources: the images its widgets name); nil for an app made in
    /// code.
    public var resourceDirectory: URL?

    /// The app's delegate (`UIApplicationDelegate`), made once when the app first connects; nil for an app without
    /// one.
    package var applicationDelegate: ApplicationDelegateHolder?

    /// The bundle identifier.
    public var id: String { bundle.bundleIdentifier }

    public init(
        bundle: AppBundle, icon: Icon? = nil,
        makeDashboardSceneDelegate: (
            @MainActor @Sendable () -> (any CPTemplateApplicationDashboardSceneDelegate)?
        )? = nil,
        makeClusterSceneDelegate: (
            @MainActor @Sendable () -> (any CPTemplateApplicationInstrumentClusterSceneDelegate)?
        )? = nil,
        makeSceneDelegate: @escaping @MainActor @Sendable () -> (any CPTemplateApplicationSceneDelegate)?
    ) {
        self.bundle = bundle
        self.icon = icon
        self.makeSceneDelegate = makeSceneDelegate
        self.makeDashboardSceneDelegate = makeDashboardSceneDelegate
        self.makeClusterSceneDelegate = makeClusterSceneDelegate
    }

    /// An app whose scene delegates are made from the classes its manifest names (`UISceneDelegateClassName`), resolved
    /// like UIKit does with `NSClassFromString`; `$(PRODUCT_MODULE_NAME)` in a name becomes `moduleName`. The
    /// Dashboard and instrument cluster scenes' classes are read when the manifest declares those roles (absent: the
    /// app has no such scene), and a declared one that names no class, an unknown class or a class of the wrong kind
    /// is an error.
    ///
    /// The app's delegate (`UIApplicationDelegate`) is the class `appDelegateClassName` names, by default the
    /// module's `AppDelegate` (the name Xcode's templates give it; an app without that class has none). As on iOS
    /// it is made and launched (`application(_:didFinishLaunchingWithOptions:)`) before the first scene connects,
    /// and each CarPlay scene connection asks it `application(_:configurationForConnecting:options:)`: a
    /// `delegateClass` it sets, or the manifest configuration it names, wins over the manifest's first CarPlay
    /// configuration. An app whose Info.plist has no `UIApplicationSceneManifest` and whose delegate adopts
    /// `CPApplicationDelegate` connects the iOS 12 way: the delegate hears
    /// `application(_:didConnectCarInterfaceController:to:)` and the other `CPApplicationDelegate` callbacks (a
    /// navigation app only, as in iOS 12).
    @MainActor
    public init(
        bundle: AppBundle, icon: Icon? = nil, moduleName: String? = nil, appDelegateClassName: String? = nil
    ) throws(InstalledAppError) {
        let appDelegate = try Self.applicationDelegate(named: appDelegateClassName, moduleName: moduleName)
        let scene = try Self.carPlaySceneClass(of: bundle, moduleName: moduleName, appDelegate: appDelegate)
        let dashboard = try Self.sceneClass(
            of: bundle, role: .carDashboard, moduleName: moduleName,
            as: (any CPTemplateApplicationDashboardSceneDelegate).self,
            notOfKind: InstalledAppError.notADashboardSceneDelegate)
        let cluster = try Self.sceneClass(
            of: bundle, role: .carInstrumentCluster, moduleName: moduleName,
            as: (any CPTemplateApplicationInstrumentClusterSceneDelegate).self,
            notOfKind: InstalledAppError.notAClusterSceneDelegate)
        var makeDashboard: (@MainActor @Sendable () -> (any CPTemplateApplicationDashboardSceneDelegate)?)?
        if let dashboard { makeDashboard = { dashboard.makeDelegate() } }
        var makeCluster: (@MainActor @Sendable () -> (any CPTemplateApplicationInstrumentClusterSceneDelegate)?)?
        if let cluster { makeCluster = { cluster.makeDelegate() } }
        self.init(
            bundle: bundle, icon: icon, makeDashboardSceneDelegate: makeDashboard, makeClusterSceneDelegate: makeCluster
        ) {
            guard let appDelegate else { return scene?.makeDelegate() }
            return Self.sceneDelegate(from: appDelegate, bundle: bundle, declared: scene, moduleName: moduleName)
        }
        applicationDelegate = appDelegate
    }

    /// The delegate class of the manifest's first configuration of `role`; nil when the manifest has none.
    @MainActor
    private static func sceneClass<Delegate>(
        of bundle: AppBundle, role: SceneRole, moduleName: String?, as: Delegate.Type,
        notOfKind: (String) -> InstalledAppError
    ) throws(InstalledAppError) -> SceneDelegateClass<Delegate>? {
        guard let configuration = bundle.manifest.configurations(for: role).first else { return nil }
        guard let declared = configuration.delegateClassName, !declared.isEmpty else {
            throw .noRoleDelegateClass(bundle.bundleIdentifier, role: role.rawValue)
        }
        let name = SceneDelegateClass<Delegate>.expanding(declared, moduleName: moduleName)
        return try resolve(SceneDelegateClass<Delegate>(named: name), name: name, notOfKind: notOfKind)
    }

    /// The class found, or the error for the miss.
    static func resolve<Delegate>(
        _ lookup: SceneDelegateClass<Delegate>, name: String, notOfKind: (String) -> InstalledAppError
    ) throws(InstalledAppError) -> SceneDelegateClass<Delegate> {
        switch lookup {
        case .found: return lookup
        case .unknownClass: throw .unknownClass(name)
        case .notAResponder, .notADelegate: throw notOfKind(name)
        }
    }

    /// Reads an app from a folder holding its `Info.plist`, one `*.entitlements` file and optionally an icon
    /// (`AppIcon.png` or `AppIcon.svg`), looked for in the folder and its subfolders.
    @MainActor
    public init(directory: URL, moduleName: String? = nil) throws(InstalledAppError) {
        let files = Self.files(in: directory)
        guard let info = files.first(where: { $0.lastPathComponent == "Info.plist" }) else {
            throw .missingFile(directory.path, "Info.plist")
        }
        guard let entitlements = files.first(where: { $0.pathExtension == "entitlements" }) else {
            throw .missingFile(directory.path, "*.entitlements")
        }
        let bundle: AppBundle
        do {
            bundle = try AppBundle(infoPlist: info, entitlements: entitlements)
        } catch {
            throw .badBundle(error.description)
        }
        let iconFile = files.first { ["AppIcon.png", "AppIcon.svg"].contains($0.lastPathComponent) }
        let icon = iconFile.flatMap { try? Data(contentsOf: $0) }.map { Icon(data: $0) }
        try self.init(bundle: bundle, icon: icon, moduleName: moduleName)
        widgetExtension = try Self.widgetExtension(in: files, moduleName: moduleName)
        resourceDirectory = directory
    }

    /// The widget extension's entry type named by an `*.appex` folder's Info.plist among `files`.
    private static func widgetExtension(in files: [URL], moduleName: String?) throws(InstalledAppError) -> String? {
        for file in files
        where file.lastPathComponent == "Info.plist" && file.deletingLastPathComponent().pathExtension == "appex" {
            let values: [String: Any]
            do {
                values = try PropertyListReader.rootDictionary(contentsOf: file, file: file.lastPathComponent)
            } catch {
                throw .badBundle(error.description)
            }
            guard let nsExtension = values["NSExtension"] as? [String: Any],
                nsExtension["NSExtensionPointIdentifier"] as? String == "com.apple.widgetkit-extension"
            else { continue }
            guard let name = nsExtension["NSExtensionPrincipalClass"] as? String, !name.isEmpty else {
                throw .badBundle(
                    "\(file.deletingLastPathComponent().lastPathComponent): a widget extension's NSExtension names no "
                        + "NSExtensionPrincipalClass (its Widget or WidgetBundle type)")
            }
            return name.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: moduleName ?? "")
        }
        return nil
    }

    /// Every regular file below `directory`, shallowest first.
    private static func files(in directory: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in enumerator
        where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            found.append(url)
        }
        return found.sorted { ($0.pathComponents.count, $0.path) < ($1.pathComponents.count, $1.path) }
    }

    /// A plain icon for apps without one: the app's initial on a rounded square of `color` (a CSS colour).
    public static func initialIcon(for name: String, color: String = "#8E8E93") -> Icon {
        let initial = name.first.map { String($0).uppercased() } ?? "?"
        let escaped = initial.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">\
            <rect width="120" height="120" rx="26" fill="\(color)"/>\
            <text x="60" y="78" font-family="DejaVu Sans, sans-serif" font-size="56" text-anchor="middle" \
            fill="#FFFFFF">\(escaped)</text></svg>
            """
        return Icon(data: Data(svg.utf8), contentType: "image/svg+xml")
    }
}

/// Why an app cannot be installed.
public enum InstalledAppError: Error, Hashable, Sendable, CustomStringConvertible {
    case noSceneDelegateClass(String)
    /// An app with a CarPlay category whose manifest has no CarPlay scene configuration and no app delegate that
    /// could provide one.
    case noCarPlayScene(String)
    /// An app with a CarPlay category, no `UIApplicationSceneManifest` and no app delegate adopting
    /// `CPApplicationDelegate`.
    case noSceneManifest(String)
    /// An app connecting through `CPApplicationDelegate` (no scene manifest) that is not a navigation app.
    case applicationDelegateNotNavigation(String, category: String)
    /// The class named as the app delegate is not a `UIResponder` adopting `UIApplicationDelegate`.
    case notAnApplicationDelegate(String)
    /// A Dashboard or instrument cluster configuration (`role`) of the app that names no delegate class.
    case noRoleDelegateClass(String, role: String)
    case unknownClass(String)
    case notASceneDelegate(String)
    case notADashboardSceneDelegate(String)
    case notAClusterSceneDelegate(String)
    case missingFile(String, String)
    case badBundle(String)
    /// No resource bundle of the module (`<package>_<module>.resources`) in the folders searched.
    case noResourceBundle(String, searched: [String])

    public var description: String {
        switch self {
        case .noSceneDelegateClass(let app): "\(app): the CarPlay scene configuration names no UISceneDelegateClassName"
        case .noCarPlayScene(let app):
            "\(app): UIApplicationSceneManifest.UISceneConfigurations has no "
                + "\(SceneRole.carTemplateApplication.rawValue) configuration and the app has no app delegate to "
                + "return one from application(_:configurationForConnecting:options:), so CarPlay cannot create the "
                + "app's scene"
        case .noSceneManifest(let app):
            "\(app): the Info.plist has no UIApplicationSceneManifest and the app has no app delegate adopting "
                + "CPApplicationDelegate, so CarPlay cannot connect the app"
        case .applicationDelegateNotNavigation(let app, let category):
            "\(app): only navigation apps connect through CPApplicationDelegate; an app of the \(category) "
                + "category needs a CarPlay scene (UIApplicationSceneManifest with a "
                + "\(SceneRole.carTemplateApplication.rawValue) configuration)"
        case .notAnApplicationDelegate(let name):
            "\(name) is not a UIResponder conforming to UIApplicationDelegate"
        case .noRoleDelegateClass(let app, let role):
            "\(app): the \(role) scene configuration names no UISceneDelegateClassName"
        case .unknownClass(let name): "no class named \(name) (is its module linked?)"
        case .notASceneDelegate(let name):
            "\(name) is not a UIResponder conforming to CPTemplateApplicationSceneDelegate"
        case .notADashboardSceneDelegate(let name):
            "\(name) is not a UIResponder conforming to CPTemplateApplicationDashboardSceneDelegate"
        case .notAClusterSceneDelegate(let name):
            "\(name) is not a UIResponder conforming to CPTemplateApplicationInstrumentClusterSceneDelegate"
        case .missingFile(let directory, let file): "\(directory): no \(file)"
        case .badBundle(let reason): reason
        case .noResourceBundle(let module, let searched):
            "\(module): no resource bundle *_\(module).resources in \(searched.joined(separator: ", ")) (does the "
                + "module declare resources: [.copy(\"Resources\")] with its Info.plist and entitlements, and is it built?)"
        }
    }
}
