import CarPlayHost
import Foundation

/// The files of a new CarPlay app package (`carplay init`): the package manifest, the app module (code written as
/// for iOS, and its resources: Info.plist, entitlements, icon), the car executable and the tests.
struct AppTemplate {
    /// The categories with an app template, in the order `--help` lists them.
    static let categories: [AppCategory] = [
        .audio, .navigation, .communication, .evCharging, .fueling, .parking, .quickFoodOrdering, .drivingTask,
        .publicSafety, .voiceConversational,
    ]
    /// Module names the app may not take: the frameworks and swift-carplay's own modules.
    static let reservedModuleNames: Set<String> = [
        "CarPlay", "UIKit", "MapKit", "CoreLocation", "CoreGraphics", "CoreMedia", "QuartzCore", "MediaPlayer",
        "AVFAudio", "AVFoundation", "Foundation", "Swift", "Testing", "CarPlayHost", "CarPlayScreen", "CarPlayTesting",
        "CarPlaySimulator", "OpenStreetMap", "Music", "Drive", "Faulty",
    ]

    /// Where the package finds swift-carplay.
    struct Dependency {
        var location: String
        init(_ location: String) { self.location = location }

        var isURL: Bool { location.contains("://") || location.hasPrefix("git@") }

        /// The package's identity, which `.product(name:package:)` names: the last path component, without `.git`.
        var identity: String {
            var last = location
            while last.hasSuffix("/") { last.removeLast() }
            last = String(last.split(separator: "/").last ?? Substring(last))
            if last.hasSuffix(".git") { last.removeLast(4) }
            return last.lowercased()
        }

        var declaration: String {
            isURL ? ".package(url: \(literal(location)), branch: \"main\")" : ".package(path: \(literal(location)))"
        }
    }

    var name: String
    var category: AppCategory
    var bundleIdentifier: String
    var dependency: Dependency

    /// Every file, by its path in the package.
    var files: [(String, String)] {
        [
            ("Package.swift", packageManifest),
            (".gitignore", ".build/\n.swiftpm/\nPackage.resolved\n"),
            ("README.md", readme),
            ("Sources/\(name)/CarPlaySceneDelegate.swift", sceneDelegate),
            ("Sources/\(name)/Resources/Info.plist", infoPlist),
            ("Sources/\(name)/Resources/\(name).entitlements", entitlements),
            ("Sources/\(name)/Resources/AppIcon.svg", icon),
            ("Sources/\(name)Car/main.swift", carMain),
            ("Tests/\(name)Tests/\(name)Tests.swift", tests),
        ]
    }

    var packageManifest: String {
        let package = literal(dependency.identity)
        return """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: \(literal(name)),
                platforms: [.macOS(.v14)],
                dependencies: [
                    \(dependency.declaration)
                ],
                targets: [
                    // The app, written as for iOS; its Resources hold the Info.plist, entitlements and icon.
                    .target(
                        name: \(literal(name)),
                        dependencies: [.product(name: "CarPlay", package: \(package))],
                        resources: [.copy("Resources")]),
                    // `swift run \(name)Car`: the browser car with the app installed.
                    .executableTarget(
                        name: \(literal(name + "Car")),
                        dependencies: [\(literal(name)), .product(name: "CarPlaySimulator", package: \(package))]),
                    // `swift test`: the app in a headless car.
                    .testTarget(
                        name: \(literal(name + "Tests")),
                        dependencies: [
                            \(literal(name)), .product(name: "CarPlay", package: \(package)),
                            .product(name: "CarPlayTesting", package: \(package)),
                        ]),
                ]
            )

            """
    }

    var carMain: String {
        """
        import CarPlaySimulator
        import \(name)  // links the app's scene delegate class, which the car makes from the Info.plist's name

        // The browser car with \(name) installed; it takes carplay simulate's options (--port, --map, --locale...).
        await CarSimulator.main(appModules: [\(literal(name))])

        """
    }

    var infoPlist: String {
        var extra = ""
        if category == .audio {
            extra = "\n\t<key>UIBackgroundModes</key>\n\t<array>\n\t\t<string>audio</string>\n\t</array>"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleDevelopmentRegion</key>
            \t<string>en</string>
            \t<key>CFBundleDisplayName</key>
            \t<string>\(xml(name))</string>
            \t<key>CFBundleIdentifier</key>
            \t<string>\(xml(bundleIdentifier))</string>
            \t<key>CFBundleName</key>
            \t<string>\(xml(name))</string>
            \t<key>CFBundlePackageType</key>
            \t<string>APPL</string>
            \t<key>CFBundleShortVersionString</key>
            \t<string>1.0</string>
            \t<key>CFBundleVersion</key>
            \t<string>1</string>
            \t<key>UIApplicationSceneManifest</key>
            \t<dict>
            \t\t<key>UIApplicationSupportsMultipleScenes</key>
            \t\t<true/>
            \t\t<key>UISceneConfigurations</key>
            \t\t<dict>
            \t\t\t<key>CPTemplateApplicationSceneSessionRoleApplication</key>
            \t\t\t<array>
            \t\t\t\t<dict>
            \t\t\t\t\t<key>UISceneClassName</key>
            \t\t\t\t\t<string>CPTemplateApplicationScene</string>
            \t\t\t\t\t<key>UISceneConfigurationName</key>
            \t\t\t\t\t<string>CarPlay</string>
            \t\t\t\t\t<key>UISceneDelegateClassName</key>
            \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).CarPlaySceneDelegate</string>
            \t\t\t\t</dict>
            \t\t\t</array>
            \t\t</dict>
            \t</dict>\(extra)
            </dict>
            </plist>

            """
    }

    var entitlements: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>\(category.entitlementKey)</key>
        \t<true/>
        </dict>
        </plist>

        """
    }

    /// A rounded square in the category's colour with the app's initial.
    var icon: String {
        let colour =
            switch category {
            case .audio: "#FF2D55"
            case .navigation, .evCharging: "#34C759"
            case .fueling, .quickFoodOrdering: "#FF9500"
            case .publicSafety: "#FF3B30"
            default: "#007AFF"
            }
        return String(decoding: InstalledApp.initialIcon(for: name, color: colour).data, as: UTF8.self) + "\n"
    }

    var readme: String {
        let run = "swift run \(name)Car"
        let test = "swift test".padding(toLength: run.count, withPad: " ", startingAt: 0)
        return """
            # \(name)

            A CarPlay \(category.displayName.lowercased()) app written as for iOS, with
            [swift-carplay](\(dependency.location)).

            ```sh
            \(run)   # the browser car with \(name) installed: open the printed URL (--port 0: a free port)
            \(test)   # \(name) in a headless car (TestCar)
            ```

            - `Sources/\(name)/CarPlaySceneDelegate.swift`: the app's CarPlay scene, as on iOS.
            - `Sources/\(name)/Resources`: its `Info.plist` (the scene manifest names the delegate class), its
              `\(name).entitlements` (`\(category.entitlementKey)`) and its icon.
            - `Sources/\(name)Car/main.swift`: the car executable. Rebuild and run it again after a change; an open page
              reconnects by itself.
            - `Tests/\(name)Tests`: the app's tests in `TestCar`, which enforces CarPlay's rules for its category.

            """
    }
}

/// `text` as a Swift string literal.
func literal(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

/// `text` escaped for XML character data.
func xml(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;")
}
