import CarPlayHost
import Casts
import Foundation
// The sample apps' modules are linked into this tool so UIKit-style class lookup (NSClassFromString) finds their
// scene delegates.
import Charge
import Chat
import Drive
import Faulty
import Fuel
import Music
import Order
import Park
import TripTasks
import Weather

/// A built-in sample app: a module under Sources/Samples whose resources (Info.plist, *.entitlements, AppIcon)
/// are copied into its resource bundle, installed like any package's app (`InstalledApp(module:)`).
struct SampleApp: Sendable {
    /// The module name (`$(PRODUCT_MODULE_NAME)` in its Info.plist) and the short name `--apps` accepts.
    var module: String

    /// The short name for `--apps` (the module name in lower case).
    var shortName: String { module.lowercased() }
}

/// The sample apps `carplay simulate` installs (all of them without `--apps`), in home-screen order: the standard
/// display's first page holds eight, Trip Tasks and Casts are on the second.
/// Adding a sample is one line here (and its target as a dependency of `carplay` in Package.swift).
let sampleApps: [SampleApp] = [
    SampleApp(module: "Music"),
    SampleApp(module: "Faulty"),
    SampleApp(module: "Chat"),
    SampleApp(module: "Charge"),
    SampleApp(module: "Park"),
    SampleApp(module: "Fuel"),
    SampleApp(module: "Order"),
    SampleApp(module: "Drive"),
    SampleApp(module: "TripTasks"),
    SampleApp(module: "Casts"),
    // Not a CarPlay app: no icon in the car, a widget on the Dashboard.
    SampleApp(module: "Weather"),
]
