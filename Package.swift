// swift-tools-version:6.0
import PackageDescription

/// Stand-ins for the Apple frameworks CarPlay code imports (`import UIKit`, `import MediaPlayer`...), one module
/// each, named as on iOS and depending on each other as Apple's do. `CarPlay` depends on them, never the reverse.
let frameworks = [
    "CoreGraphics", "CoreMedia", "QuartzCore", "UIKit", "CoreLocation", "Contacts", "MapKit", "MediaPlayer",
    "AVFAudio", "AVFoundation", "Intents", "CallKit", "PushKit", "UserNotifications", "AppIntents", "SwiftUI",
    "WidgetKit",
    "ActivityKit",
]

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "swift-carplay",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "CarPlay", targets: ["CarPlay"] + frameworks),
        .library(name: "CarPlayScreen", targets: ["CarPlayScreen"]),
        .library(name: "CarPlayHost", targets: ["CarPlayHost"]),
        .library(name: "CarPlayTesting", targets: ["CarPlayTesting"]),
        .library(name: "CarPlaySimulator", targets: ["CarPlaySimulator"]),
        .library(name: "OpenStreetMap", targets: ["OpenStreetMap"]),
        .executable(name: "carplay", targets: ["carplay"]),
        // The Drive sample as a library, for the benchmarks only (Benchmarks/: the Clock benchmark's guiding minute).
        .library(name: "DriveSample", targets: ["Drive"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Already in the graph through Hummingbird; named for what the simulator and its tests use of it directly.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
    ],
    targets: [
        // The system's zlib (OpenStreetMap PBF blobs are zlib-compressed).
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // OpenStreetMap data: the PBF reader, with the Monaco extract as a resource. No CarPlay knowledge.
        .target(
            name: "OpenStreetMap", dependencies: ["CZlib"],
            resources: [.copy("Resources/monaco.osm.pbf"), .copy("Resources/ATTRIBUTION.md")], swiftSettings: strict),
        // How the stand-in frameworks reach the car: the host's service interface (SPI) and helpers they share (package).
        .target(name: "_PlatformHost", swiftSettings: strict),
        // CoreGraphics and UIKit have Swift Testing cross-import overlays; see Sources/Shims/_Testing_UIKit.
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"], swiftSettings: strict),
        .target(name: "CoreMedia", swiftSettings: strict),
        // Core Animation's layer (`CALayer`), which UIKit re-exports as on iOS.
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"], swiftSettings: strict),
        // SiriKit's intents (messaging first), which UIKit's app delegate hands handlers for; Foundation's
        // `NSUserActivity` lives here too (swift-corelibs-foundation lacks it) and UIKit re-exports it.
        .target(name: "Intents", dependencies: ["UserNotifications"], swiftSettings: strict),
        // Local and remote notifications through the car's notification service (banners in CarPlay, on its clock).
        .target(name: "UserNotifications", dependencies: ["_PlatformHost"], swiftSettings: strict),
        .target(
            name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore", "Intents", "_PlatformHost", "_Testing_UIKit"],
            swiftSettings: strict),
        .target(name: "CoreLocation", dependencies: ["_PlatformHost"], swiftSettings: strict),
        // Postal addresses (`MKPlacemark.postalAddress`), as on iOS.
        .target(name: "Contacts", swiftSettings: strict),
        // MapKit draws with UIKit (`MKMapView` is a `UIView`, renderers take `UIColor`s), as on iOS.
        .target(
            name: "MapKit", dependencies: ["CoreLocation", "Contacts", "UIKit", "_PlatformHost"], swiftSettings: strict),
        .target(name: "MediaPlayer", dependencies: ["UIKit", "_PlatformHost"], swiftSettings: strict),
        .target(name: "AVFAudio", dependencies: ["_PlatformHost"], swiftSettings: strict),
        .target(name: "AVFoundation", dependencies: ["AVFAudio", "CoreMedia"], swiftSettings: strict),
        // Calls through the car's call service, as iOS's callservicesd; the audio session the car activates for them.
        .target(name: "CallKit", dependencies: ["AVFAudio", "_PlatformHost"], swiftSettings: strict),
        // VoIP pushes from the car's phone network (an incoming call), as Apple's push service delivers them.
        .target(name: "PushKit", dependencies: ["_PlatformHost"], swiftSettings: strict),
        // App Intents: the actions widgets' and Live Activities' buttons and toggles perform, and the intents that
        // configure widgets.
        .target(name: "AppIntents", swiftSettings: strict),
        // The SwiftUI subset widgets and Live Activities are written with: views as descriptions the car resolves
        // on its clock and lays out into its Screen.
        .target(name: "SwiftUI", dependencies: ["AppIntents"], swiftSettings: strict),
        // Widgets (timelines on the car's clock, families, disfavoured locations) and Live Activities' configurations,
        // found by the car in an app's widget extension.
        .target(
            name: "WidgetKit", dependencies: ["AppIntents", "SwiftUI", "ActivityKit", "_PlatformHost"],
            swiftSettings: strict),
        // Live Activities: requested, updated and ended through the car's activity service.
        .target(name: "ActivityKit", dependencies: ["SwiftUI", "_PlatformHost"], swiftSettings: strict),
        .target(name: "_Testing_UIKit", path: "Sources/Shims/_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics", path: "Sources/Shims/_Testing_CoreGraphics"),
        .target(
            name: "CarPlay", dependencies: ["UIKit", "MapKit", "CoreLocation", "CoreMedia", "_PlatformHost"],
            swiftSettings: strict),
        // The Screen contract every front end draws (docs/SCREEN.md): the laid-out tree, its geometry, actions and JSON.
        // Foundation only; CarPlayHost makes screens and re-exports it.
        .target(name: "CarPlayScreen", swiftSettings: strict),
        .testTarget(
            name: "CarPlayScreenTests", dependencies: ["CarPlayScreen", "Expectations"], swiftSettings: strict),
        .target(
            name: "CarPlayHost",
            dependencies: [
                "CarPlayScreen", "CarPlay", "UIKit", "MapKit", "MediaPlayer", "AVFAudio", "Intents", "_PlatformHost",
                "OpenStreetMap", "AppIntents", "SwiftUI", "WidgetKit", "ActivityKit",
            ],
            swiftSettings: strict),
        .target(
            name: "CarPlayTesting",
            dependencies: [
                "CarPlayHost", "CarPlay", "OpenStreetMap", "AVFAudio", "CoreLocation", "MapKit", "Intents", "SwiftUI",
                "WidgetKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: strict),
        // Sample apps: like real apps, they depend on Apple's frameworks (our CarPlay and the stand-ins) only.
        .target(
            name: "Music", dependencies: ["CarPlay", "UIKit", "MediaPlayer", "AVFAudio", "Intents"],
            path: "Sources/Samples/Music",
            resources: [.copy("Resources")], swiftSettings: strict),
        .testTarget(
            name: "MusicTests",
            dependencies: [
                "Music", "Chat", "Expectations", "CarPlayTesting", "CarPlayHost", "CarPlay", "UIKit", "MediaPlayer",
                "AVFAudio",
                "Intents", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strict),
        .target(
            name: "CarPlaySimulator",
            dependencies: [
                "CarPlayScreen", "CarPlayHost", "CarPlay", "OpenStreetMap",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            resources: [.copy("Resources/web")], swiftSettings: strict),
        // The command-line tool; it installs the built-in sample apps (see Sources/carplay/SampleApps.swift).
        .executableTarget(
            name: "carplay",
            dependencies: [
                "CarPlaySimulator", "CarPlayHost", "Casts", "Charge", "Chat", "Drive", "Faulty", "Fuel", "Music",
                "OpenStreetMap", "Order", "Park", "TripTasks", "Weather",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict),
        // A deliberately faulty sample app (a communication app whose "Crash" row breaks the rules).
        .target(
            name: "Faulty", dependencies: ["CarPlay", "UIKit"], path: "Sources/Samples/Faulty",
            resources: [.copy("Resources")], swiftSettings: strict),
        // A messaging app: conversations as message items, Siri reading and sending through its intents.
        .target(
            name: "Chat",
            dependencies: ["CarPlay", "UIKit", "Intents", "CallKit", "PushKit", "AVFAudio", "UserNotifications"],
            path: "Sources/Samples/Chat",
            resources: [.copy("Resources")], swiftSettings: strict),
        // An EV charging app (also holding the fueling entitlement): chargers on a point-of-interest template, a
        // charging session, a notification at 80 %, Navigate handing a charger to the navigation app.
        .target(
            name: "Charge",
            dependencies: ["CarPlay", "UIKit", "MapKit", "CoreLocation", "UserNotifications", "SwiftUI", "WidgetKit"],
            path: "Sources/Samples/Charge",
            resources: [.copy("Resources")], swiftSettings: strict),
        // A fueling app: the car map's fuel stations, a pump chosen and a payment confirmed within the depth of 3.
        .target(
            name: "Fuel", dependencies: ["CarPlay", "UIKit", "MapKit", "CoreLocation"], path: "Sources/Samples/Fuel",
            resources: [.copy("Resources")], swiftSettings: strict),
        // A quick food ordering app: favourites and recent orders, the restaurant, an order the restaurant starts
        // when the car arrives.
        .target(
            name: "Order", dependencies: ["CarPlay", "UIKit", "MapKit", "CoreLocation"], path: "Sources/Samples/Order",
            resources: [.copy("Resources")], swiftSettings: strict),
        // An app that is not a CarPlay app, with a widget that shows in CarPlay (and launches nothing there).
        .target(
            name: "Weather", dependencies: ["SwiftUI", "WidgetKit"], path: "Sources/Samples/Weather",
            resources: [.copy("Resources")], swiftSettings: strict),
        // A podcast app of the legacy audio path (MPPlayableContentManager, no CarPlay scene): CarPlay draws its tabs
        // and lists from its content tree.
        .target(
            name: "Casts", dependencies: ["UIKit", "MediaPlayer", "AVFAudio"], path: "Sources/Samples/Casts",
            resources: [.copy("Resources")], swiftSettings: strict),
        // A driving task app: the toll pass and the trip log, refreshed at most every 10 seconds of the drive.
        .target(
            name: "TripTasks", dependencies: ["CarPlay", "UIKit", "CoreLocation"], path: "Sources/Samples/TripTasks",
            resources: [.copy("Resources")], swiftSettings: strict),
        // A parking app: the car map's car parks on a point-of-interest template, a parking session at a sample
        // tariff, a reminder before it ends with an alert to extend it.
        .target(
            name: "Park",
            dependencies: [
                "CarPlay", "UIKit", "MapKit", "CoreLocation", "UserNotifications", "AppIntents", "SwiftUI",
                "WidgetKit", "ActivityKit",
            ],
            path: "Sources/Samples/Park",
            resources: [.copy("Resources")], swiftSettings: strict),
        // A small navigation app: a map template over an MKMapView of Monaco with a route from MKDirections.
        .target(
            name: "Drive", dependencies: ["CarPlay", "UIKit", "MapKit", "CoreLocation", "AVFoundation"],
            path: "Sources/Samples/Drive",
            resources: [.copy("Resources")], swiftSettings: strict),
        // `expectEqual`, `expectTrue`, the comparisons and `require`: the expectations every test target uses
        // (functions, not Swift Testing's macros: docs/DECISIONS.md, "Expectations and requirements as functions").
        .target(name: "Expectations", path: "Tests/Expectations", swiftSettings: strict),
        // What the test targets share: the fake host, the change recorder, the test audio app and the apps a car installs.
        .target(
            name: "CarPlayTestSupport",
            dependencies: ["CarPlay", "CarPlayHost", "_PlatformHost", "Faulty", "UIKit", "AVFAudio", "MediaPlayer"],
            path: "Tests/CarPlayTestSupport", swiftSettings: strict),
        .testTarget(
            name: "CarPlaySimulatorTests",
            dependencies: [
                "CarPlaySimulator", "CarPlayHost", "CarPlay", "CarPlayTestSupport", "Expectations", "UIKit", "AVFAudio",
                "MediaPlayer",
                "CoreLocation", "MapKit", "OpenStreetMap", "Intents",
                // Not HummingbirdTesting/HummingbirdWSTesting: they bring AsyncHTTPClient, NIOSSL, BoringSSL and
                // NIOHTTP2 into every build (docs/DECISIONS.md).
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "CarPlayTests",
            dependencies: ["CarPlay", "_PlatformHost", "CarPlayTestSupport", "Expectations"]
                + frameworks.map { .byName(name: $0) },
            swiftSettings: strict),
        // What each stand-in framework shows on its own (`import MediaPlayer` alone: MediaPlayer's API, not CarPlay).
        .testTarget(
            name: "StandInFrameworkTests",
            dependencies: [
                "MediaPlayer", "CoreLocation", "CallKit", "PushKit", "Intents", "AVFAudio", "UserNotifications",
                "_PlatformHost", "Expectations",
            ],
            swiftSettings: strict),
        // `carplay init`'s package templates (the packages themselves are built and run by scripts/test-your-app).
        .testTarget(
            name: "CarPlayCommandTests", dependencies: ["carplay", "CarPlayHost", "Expectations"], swiftSettings: strict
        ),
        .testTarget(
            name: "OpenStreetMapTests", dependencies: ["OpenStreetMap", "CZlib", "Expectations"], swiftSettings: strict),
        // The car system's tests (Tests/CarPlayHostTests/System) install the Faulty sample and a test audio app.
        .testTarget(
            name: "CarPlayHostTests",
            dependencies: [
                "CarPlayHost", "CarPlay", "_PlatformHost", "CarPlayTestSupport", "Expectations", "OpenStreetMap",
            ]
                + frameworks.map { .byName(name: $0) },
            resources: [.copy("Fixtures")], swiftSettings: strict),
        // The host's templates and widgets on their own: snapshots, rules, layout, text rendering. A module apart from
        // CarPlayHostTests so the two compile side by side (docs/DECISIONS.md, "Two test modules for the host").
        .testTarget(
            name: "CarPlayHostTemplateTests",
            dependencies: ["CarPlayHost", "CarPlay", "_PlatformHost", "CarPlayTestSupport", "Expectations"]
                + frameworks.map { .byName(name: $0) },
            swiftSettings: strict),
        .testTarget(
            name: "CarPlayTestingTests",
            dependencies: [
                "CarPlayTesting", "CarPlay", "CarPlayHost", "CarPlayTestSupport", "Expectations", "Casts", "Charge",
                "Chat", "Drive",
                "Fuel", "Order", "Park", "TripTasks", "Weather",
                "OpenStreetMap",
            ]
                + frameworks.map { .byName(name: $0) },
            exclude: ["__Snapshots__", "Screens/__Snapshots__", "Navigation/__Snapshots__"],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
