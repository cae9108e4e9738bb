import Expectations
import Foundation
import MapKit
import Testing
@_spi(CarPlayHost) import CarPlay

/// New travel estimates are announced as such (`hostObjectEstimatesDidChange`): a guiding app sends them every
/// second, and a host that tells them apart copies the estimates alone. Everything else is announced as a change.
@MainActor
@Suite("Navigation: estimates announced apart from other changes")
struct EstimatesNoticeTests {
    /// Records full change notices and estimates-only notices apart.
    final class Recorder: CPChangeObserver {
        var changes: [CPElementID] = []
        var estimates: [CPElementID] = []
        func hostObjectDidChange(_ id: CPElementID) { changes.append(id) }
        func hostObjectEstimatesDidChange(_ id: CPElementID) { estimates.append(id) }
    }

    /// An observer that does not tell the two apart.
    final class PlainRecorder: CPChangeObserver {
        var changes: [CPElementID] = []
        func hostObjectDidChange(_ id: CPElementID) { changes.append(id) }
    }

    let template = CPMapTemplate()
    let trip = CPTrip(origin: MKMapItem(), destination: MKMapItem(), routeChoices: [])
    let estimates = CPTravelEstimates(distanceRemaining: Measurement(value: 300, unit: .meters), timeRemaining: 40)

    @Test("a trip's and a maneuver's estimates are announced as estimates; the rest as changes")
    func estimatesApart() {
        let session = template.startNavigationSession(for: trip)
        let maneuver = CPManeuver()
        let recorder = Recorder()
        CPHostBridge.routeChanges(of: template, to: recorder)
        CPHostBridge.routeChanges(of: session, to: recorder)
        template.update(estimates, for: trip, with: .green)
        template.updateEstimates(estimates, for: trip)
        session.updateEstimates(estimates, for: maneuver)
        expectEqual(recorder.estimates, [template._elementID, template._elementID, session._elementID])
        expectEqual(recorder.changes, [])
        session.upcomingManeuvers = [maneuver]
        template.mapButtons = []
        expectEqual(recorder.changes, [session._elementID, template._elementID])
        expectEqual(recorder.estimates.count, 3)
        // After the trip, a session announces nothing (the car's review reads what the app tried).
        session.finishTrip()
        let after = recorder.changes.count + recorder.estimates.count
        session.updateEstimates(estimates, for: maneuver)
        expectEqual(recorder.changes.count + recorder.estimates.count, after)
        expectEqual(session._changesAfterEnd.last, "updateEstimates(_:for:)")
    }

    @Test("an observer that does not tell estimates apart hears them as changes")
    func plainObserverHearsChanges() {
        let recorder = PlainRecorder()
        CPHostBridge.routeChanges(of: template, to: recorder)
        template.update(estimates, for: trip, with: .red)
        expectEqual(recorder.changes, [template._elementID])
    }
}
