import Foundation
import UIKit

/// What Charge shares with its widget: the charging session under way. On iOS an app and its widget extension
/// share it through an App Group's container; here the extension runs beside the app, and the store is one per
/// phone (per `UIApplication`), so two cars in one process (tests) keep theirs apart.
@MainActor
final class ChargeStatus {
    /// A session: where, since when, and how long the charger takes to 80 %.
    struct Session: Equatable, Sendable {
        var charger: String
        var started: Date
        var minutesTo80Percent: Int
    }

    /// The battery's level when the driver plugs in, and where the session stops (the notification's 80 %).
    nonisolated static let startLevel = 20
    nonisolated static let targetLevel = 80

    var session: Session?

    private static var stores: [(application: Weak, status: ChargeStatus)] = []

    private final class Weak {
        weak var application: UIApplication?
        init(_ application: UIApplication) { self.application = application }
    }

    /// The store of the phone the running code belongs to.
    static var shared: ChargeStatus {
        let application = UIApplication.shared
        stores.removeAll { $0.application.application == nil }
        if let found = stores.first(where: { $0.application.application === application }) { return found.status }
        let status = ChargeStatus()
        stores.append((Weak(application), status))
        return status
    }

    /// The battery's level at `date` in a session: from 20 % at the start to 80 % when the charger's time is up,
    /// evenly.
    nonisolated static func level(of session: Session, at date: Date) -> Int {
        let total = Double(session.minutesTo80Percent * 60)
        let done = total > 0 ? min(1, max(0, date.timeIntervalSince(session.started) / total)) : 1
        return startLevel + Int((Double(targetLevel - startLevel) * done).rounded(.down))
    }
}
