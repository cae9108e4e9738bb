import Foundation
import MapKit

/// A parking session: where, and how much time the driver bought at the sample tariff.
struct ParkingSession {
    /// The sample tariff (made up: Monaco's car parks publish their own): euros per hour, bought in 30-minute steps,
    /// at most 4 hours.
    static let euroPerHour = 2.40
    static let firstMinutes = 60
    static let extensionMinutes = 30
    static let longestStay = 240
    /// How long before the end the reminder comes.
    static let reminderLead = 10

    let carPark: MKMapItem
    /// When the session started.
    let started: Date
    /// Minutes bought so far.
    private(set) var minutes = Self.firstMinutes

    init(at carPark: MKMapItem, started: Date) {
        self.carPark = carPark
        self.started = started
    }

    /// When the time bought runs out.
    var ends: Date { started.addingTimeInterval(TimeInterval(minutes * 60)) }

    var name: String { carPark.name ?? "Car park" }
    var canExtend: Bool { minutes + Self.extensionMinutes <= Self.longestStay }

    mutating func extend() {
        guard canExtend else { return }
        minutes += Self.extensionMinutes
    }

    /// "1 h 30 min".
    var timeBought: String { Self.duration(minutes) }
    /// "€3.60".
    var cost: String { "€" + String(format: "%.2f", Double(minutes) / 60 * Self.euroPerHour) }

    static func duration(_ minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        switch (hours, rest) {
        case (0, _): return "\(rest) min"
        case (_, 0): return "\(hours) h"
        default: return "\(hours) h \(rest) min"
        }
    }

    /// "Sample tariff: €2.40 per hour, up to 4 h".
    static var tariff: String {
        "Sample tariff: €" + String(format: "%.2f", euroPerHour) + " per hour, up to " + duration(longestStay)
    }
}
