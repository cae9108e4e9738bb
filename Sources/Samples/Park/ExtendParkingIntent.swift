import AppIntents
import UIKit

/// More time from the Live Activity's button: the session's end moves by 30 minutes (as from the reminder's alert),
/// the activity shows the new end with an alert.
struct ExtendParkingIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Extend Parking"
    static let description: IntentDescription? = "Buys 30 more minutes at the car park."

    /// Why the time could not be extended.
    enum Failure: Error, CustomStringConvertible {
        case noSession, longestStay
        var description: String {
            switch self {
            case .noSession: "No parking session is under way"
            case .longestStay: "The session is at the longest stay"
            }
        }
    }

    @MainActor func perform() async throws -> some IntentResult {
        guard let scene = (UIApplication.shared.delegate as? AppDelegate)?.carPlayScene, scene.hasSession else {
            throw Failure.noSession
        }
        guard scene.extend() else { throw Failure.longestStay }
        return .result()
    }
}
