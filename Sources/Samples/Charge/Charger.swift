import Foundation

/// A charging station of the sample's bundled data (`Resources/chargers.json`, made up: the Monaco extract maps no
/// charging stations).
struct Charger: Decodable, Sendable, Equatable {
    let id: String
    let name: String
    let address: String
    let latitude: Double
    let longitude: Double
    /// The connector types ("CCS", "Type 2", "CHAdeMO").
    let connectors: [String]
    let powerKW: Double
    /// Free charging points, of `total`.
    let available: Int
    let total: Int
    /// Euros per kilowatt-hour.
    let pricePerKWh: Double

    /// "3 of 4 free", "All 2 in use".
    var availability: String { available > 0 ? "\(available) of \(total) free" : "All \(total) in use" }

    /// "CCS, Type 2 · 150 kW".
    var connectorsAndPower: String {
        connectors.joined(separator: ", ") + " · " + Self.number(powerKW) + " kW"
    }

    /// "€0.49 per kWh".
    var price: String { "€" + String(format: "%.2f", pricePerKWh) + " per kWh" }

    /// How long charging a 60 kWh battery from 20 % to 80 % takes here, in minutes: at the charger's power, at most
    /// the 100 kW the car takes, with 90 % efficiency, rounded up to 5 minutes.
    var minutesTo80Percent: Int {
        let energy = 60.0 * 0.6
        let minutes = energy / (min(powerKW, 100) * 0.9) * 60
        return max(5, Int((minutes / 5).rounded(.up)) * 5)
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}

/// The bundled chargers.
enum ChargerCatalogue {
    private struct File: Decodable {
        let chargers: [Charger]
    }

    /// The app's resource folder (`Sources/Samples/Charge/Resources`, copied into the module's bundle).
    static var resourcesURL: URL {
        Bundle.module.url(forResource: "Resources", withExtension: nil)
            ?? Bundle.module.bundleURL.appendingPathComponent("Resources", isDirectory: true)
    }

    /// The chargers of `Resources/chargers.json`.
    static func bundled() throws -> [Charger] {
        let data = try Data(contentsOf: resourcesURL.appendingPathComponent("chargers.json"))
        return try JSONDecoder().decode(File.self, from: data).chargers
    }
}
