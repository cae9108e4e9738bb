import Foundation

extension InstalledApp {
    /// Installs the app that a Swift package module holds: the module's resource bundle (SwiftPM's
    /// `<package>_<module>.resources`, built from the module's `Resources` folder with its `Info.plist`, one
    /// `*.entitlements` file and an optional `AppIcon.png` or `AppIcon.svg`), and the scene delegate classes its
    /// manifest names, found in the linked module (`$(PRODUCT_MODULE_NAME)` becomes `module`).
    ///
    /// The bundle is looked for where SwiftPM puts it: beside the running executable (a `carplay simulate`-style
    /// tool or the test runner). When packages share a build folder and two bundles hold the module's name, the one
    /// built last is taken.
    @MainActor
    public init(module: String, searching directories: [URL]? = nil) throws(InstalledAppError) {
        let places = directories ?? Self.resourceBundlePlaces
        guard let directory = Self.resourceBundle(of: module, in: places) else {
            throw .noResourceBundle(module, searched: places.map(\.path))
        }
        try self.init(directory: directory, moduleName: module)
    }

    /// Where SwiftPM puts resource bundles for the running executable: its folder (symbolic links resolved) and
    /// Foundation's main bundle.
    public static var resourceBundlePlaces: [URL] {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
            .deletingLastPathComponent()
        var places: [URL] = []
        for place in [executable, Bundle.main.resourceURL, Bundle.main.bundleURL].compactMap({ $0 })
        where !places.contains(place.standardizedFileURL) {
            places.append(place.standardizedFileURL)
        }
        return places
    }

    /// The newest `*_<module>.resources` folder (or `<module>.resources`) in the first of `places` that has one.
    static func resourceBundle(of module: String, in places: [URL]) -> URL? {
        let suffix = "_\(module).resources"
        for place in places {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: place.path)) ?? []
            let bundles = names.filter { $0.hasSuffix(suffix) || $0 == "\(module).resources" }
                .map { place.appendingPathComponent($0) }
            let newest = bundles.max { modified($0) < modified($1) }
            if let newest { return newest }
        }
        return nil
    }

    private static func modified(_ url: URL) -> Date {
        (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate ?? .distantPast
    }
}
