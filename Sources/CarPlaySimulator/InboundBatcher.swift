import Foundation

/// Hands the pages' text messages to the hub in batches: each connection submits one message at a time and waits
/// until the hub has carried it out; what the connections submitted meanwhile goes to the hub together
/// (`SimulatorHub.receive(_ batch:)`: carried out in order, published once, answered). One page alone gets its
/// message carried out after one hop to the main actor, as before; fifty busy pages share one layout and one
/// broadcast per batch instead of one each.
final class InboundBatcher: @unchecked Sendable {
    let hub: SimulatorHub
    private let lock = NSLock()
    private var pending: [(text: String, client: SimulatorHub.ClientID, done: CheckedContinuation<Void, Never>)] = []
    private var drainScheduled = false

    init(hub: SimulatorHub) {
        self.hub = hub
    }

    /// Queues a message from `client` and returns once the hub has carried it out.
    func submit(_ text: String, from client: SimulatorHub.ClientID) async {
        await withCheckedContinuation { done in
            let schedule = lock.withLock {
                pending.append((text, client, done))
                guard !drainScheduled else { return false }
                drainScheduled = true
                return true
            }
            if schedule { Task { @MainActor in self.drain() } }
        }
    }

    /// How many messages wait for the hub (tests).
    var pendingCount: Int { lock.withLock { pending.count } }

    @MainActor private func drain() {
        let batch = lock.withLock {
            let batch = pending
            pending = []
            drainScheduled = false
            return batch
        }
        hub.receive(batch.map { ($0.text, $0.client) })
        for message in batch { message.done.resume() }
    }
}
