import CoreLocation
import Foundation

/// The drive so far, from the car's positions: distance, driving time and average speed. The screen shows it at
/// most every `refreshInterval` of the positions' own time (the guide: no periodic refresh more often than every
/// 10 seconds).
struct TripLog {
    /// How often the screen may show a new trip log.
    static let refreshInterval: TimeInterval = 10

    private(set) var metres: CLLocationDistance = 0
    private(set) var started: Date?
    private(set) var latest: CLLocation?
    /// When the screen last showed it.
    private var shownAt: Date?

    /// Adds the car's new positions; true when the screen should show the log again.
    mutating func add(_ locations: [CLLocation]) -> Bool {
        for location in locations {
            if let latest { metres += location.distance(from: latest) }
            if started == nil { started = location.timestamp }
            latest = location
        }
        guard let now = latest?.timestamp else { return false }
        if let shownAt, now.timeIntervalSince(shownAt) < Self.refreshInterval { return false }
        shownAt = now
        return true
    }

    /// Seconds since the first position.
    var seconds: TimeInterval {
        guard let started, let latest else { return 0 }
        return max(0, latest.timestamp.timeIntervalSince(started))
    }

    /// "3.4 km".
    var distance: String {
        metres < 1000 ? "\(Int(metres.rounded())) m" : String(format: "%.1f km", metres / 1000)
    }

    /// "12 min".
    var time: String { "\(Int((seconds / 60).rounded(.down))) min" }

    /// "42 km/h", or "—" before a minute of driving.
    var averageSpeed: String {
        seconds >= 60 ? "\(Int((metres / seconds * 3.6).rounded())) km/h" : "—"
    }
}
