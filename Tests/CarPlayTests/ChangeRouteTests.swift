import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import CarPlayTestSupport

/// Where an object's change notices go: the host whose app code made it and the hosts that observe it, nobody else.
@MainActor @Suite struct ChangeRouteTests {
    private func settle() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
    }

    @Test func anObjectReportsToTheHostWhoseCodeMadeIt() async {
        let (maker, other) = (FakeHost(), FakeHost())
        let item = CPHostBridge.withEnvironment(maker) { CPListItem(text: "A", detailText: nil) }
        _ = CPHostBridge.withEnvironment(other) { CPListItem(text: "B", detailText: nil) }
        item.setText("A2")
        expectEqual(maker.objectChanges, [item._elementID])
        expectTrue(other.objectChanges.isEmpty)
    }

    @Test func anObjectMadeOutsideAnyHostReportsToNoOneUntilObserved() async {
        let host = FakeHost()
        let item = CPListItem(text: "A", detailText: nil)
        item.setText("unheard")
        let recorder = ChangeRecorder()
        recorder.observe(item)
        recorder.observe(item)
        item.setText("heard once")
        expectEqual(await recorder.settled(), [item._elementID])
        expectTrue(host.objectChanges.isEmpty)
        CPHostBridge.stopRoutingChanges(of: item, to: recorder)
        item.setText("unheard again")
        expectEqual(await recorder.settled(), [item._elementID])
    }

    @Test func changesOnAnotherThreadArriveOnTheMainActor() async {
        let host = FakeHost()
        // A class the framework does not isolate to the main actor, changed from another thread.
        let state = CPHostBridge.withEnvironment(host) {
            CPVoiceControlState(identifier: "a", titleVariants: ["A"], image: nil, repeats: false)
        }
        nonisolated(unsafe) let changing = state
        await Task.detached { changing.actionButtons = [] }.value
        await settle()
        expectEqual(host.objectChanges, [state._elementID])
    }

    @Test func anObserverGoneHearsNothingAndHoldsNothing() async {
        let item = CPListItem(text: "A", detailText: nil)
        weak var gone: ChangeRecorder?
        do {
            let recorder = ChangeRecorder()
            recorder.observe(item)
            gone = recorder
        }
        expectEqual(gone, nil)
        item.setText("B")
        await settle()
    }

    @Test func idsFromStringsRouteNothing() {
        let host = FakeHost()
        let id = CPHostBridge.withEnvironment(host) { CPElementID("named") }
        CPHostBridge.didChange(id)
        CPHostBridge.routeChanges(of: id, to: host)
        CPHostBridge.didChange(id)
        expectTrue(host.objectChanges.isEmpty)
        expectEqual(id, CPElementID("named"))
    }
}
