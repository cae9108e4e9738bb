import ActivityKit
import Foundation

/// Park's Live Activity: the car park (fixed) and the time bought (it changes when the driver extends it).
struct ParkingActivityAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        /// When the session started and when the time bought runs out.
        var started: Date
        var ends: Date
        /// Whether more time can be bought (the activity's Extend button shows).
        var canExtend: Bool
    }

    var carPark: String
}
