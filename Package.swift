// swift-tools-version:6.0
import PackageDescription

/// Modules that stand in for Apple frameworks CarPlay code imports (`import UIKit`, `import MapKit`...).
/// Each one re-exports `CarPlay`, where the stand-in types live (Sources/CarPlay/Platform).
let shims = ["UIKit", "MapKit", "CoreLocation", "CoreMedia", "CoreGraphics", "MediaPlayer", "AVFAudio", "AVFoundation"]

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "swift-carplay",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "CarPlay", targets: ["CarPlay"] + shims),
        .library(name: "CarPlayHost", targets: ["CarPlayHost"]),
        .library(name: "CarPlayTesting", targets: ["CarPlayTesting"]),
        .library(name: "CarPlaySimulator", targets: ["CarPlaySimulator"]),
        .executable(name: "carplay", targets: ["carplay"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "CarPlay", swiftSettings: strict),
        .target(name: "CarPlayHost", dependencies: ["CarPlay"], swiftSettings: strict),
        .target(
            name: "CarPlayTesting",
            dependencies: [
                "CarPlayHost", "CarPlay", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: strict),
        // Sample apps: like real apps, they depend on Apple's frameworks (our CarPlay and its shims) only.
        .target(
            name: "Music", dependencies: ["CarPlay", "UIKit", "MediaPlayer", "AVFAudio"], path: "Sources/Samples/Music",
            resources: [.copy("Resources")], swiftSettings: strict),
        .testTarget(
            name: "MusicTests",
            dependencies: [
                "Music", "CarPlayTesting", "CarPlayHost", "CarPlay", "UIKit", "MediaPlayer", "AVFAudio",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strict),
        .target(
            name: "CarPlaySimulator",
            dependencies: [
                "CarPlayHost", "CarPlay",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ],
            resources: [.copy("Resources/web")], swiftSettings: strict),
        // The command-line tool; it installs the built-in sample apps (see Sources/carplay/SampleApps.swift).
        .executableTarget(
            name: "carplay",
            dependencies: [
                "CarPlaySimulator", "CarPlayHost", "Faulty", "Music",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict),
        // A deliberately faulty sample app (a communication app whose "Crash" row breaks the rules).
        .target(
            name: "Faulty", dependencies: ["CarPlay", "UIKit"], path: "Sources/Samples/Faulty",
            resources: [.copy("Resources")], swiftSettings: strict),
        .testTarget(
            name: "CarPlaySimulatorTests",
            dependencies: [
                "CarPlaySimulator", "CarPlayHost", "CarPlay", "Faulty", "UIKit", "AVFAudio", "MediaPlayer",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
            ],
            swiftSettings: strict),
        .testTarget(name: "CarPlayTests", dependencies: ["CarPlay"] + shims.map { .byName(name: $0) }, swiftSettings: strict),
        // The car system's tests (Tests/CarPlayHostTests/System) install the Faulty sample and a test audio app.
        .testTarget(
            name: "CarPlayHostTests",
            dependencies: ["CarPlayHost", "CarPlay", "Faulty", "UIKit", "AVFAudio", "MediaPlayer"],
            resources: [.copy("Fixtures")], swiftSettings: strict),
        .testTarget(
            name: "CarPlayTestingTests",
            dependencies: ["CarPlayTesting", "CarPlay", "CarPlayHost"] + shims.map { .byName(name: $0) },
            exclude: ["__Snapshots__", "Screens/__Snapshots__"],
            swiftSettings: strict
        ),
    ] + shims.map { shim in
        // UIKit and CoreGraphics have Swift Testing cross-import overlays; see Sources/Shims/_Testing_UIKit.
        let overlay = ["UIKit", "CoreGraphics"].contains(shim) ? ["_Testing_\(shim)"] : []
        return .target(
            name: shim, dependencies: ["CarPlay"] + overlay.map { .byName(name: $0) }, path: "Sources/Shims/\(shim)")
    } + ["UIKit", "CoreGraphics"].map { .target(name: "_Testing_\($0)", path: "Sources/Shims/_Testing_\($0)") },
    swiftLanguageModes: [.v6]
)
