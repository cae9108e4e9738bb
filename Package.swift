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
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
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
        .testTarget(name: "CarPlayTests", dependencies: ["CarPlay"] + shims.map { .byName(name: $0) }, swiftSettings: strict),
        .testTarget(name: "CarPlayHostTests", dependencies: ["CarPlayHost", "CarPlay"], resources: [.copy("Fixtures")], swiftSettings: strict),
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
