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
    /// CarPlay scene's class is required; the Dashboard and instrument cluster scenes' are read when the manifest
    /// declares those roles (absent: the app has no such scene), and a declared one that names no class, an unknown
    /// class or a class of the wrong kind is an error.
    @MainActor
    public init(bundle: AppBundle, icon: Icon? = nil, moduleName: String? = nil) throws(InstalledAppError) {
        guard let declared = bundle.carPlaySceneConfiguration?.delegateClassName, !declared.isEmpty else {
            throw .noSceneDelegateClass(bundle.bundleIdentifier)
        }
        let name = SceneDelegateClass<Any>.expanding(declared, moduleName: moduleName)
        let scene = try Self.resolve(
            SceneDelegateClass<any CPTemplateApplicationSceneDelegate>(named: name),
            name: name, notOfKind: InstalledAppError.notASceneDelegate)
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
        ) { scene.makeDelegate() }
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
    private static func resolve<Delegate>(
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
