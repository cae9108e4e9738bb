import CarPlayHost
@testable import CarPlaySimulator
import CarPlayTestSupport
import Expectations
import Foundation
import Testing

/// The server's way into the hub: each connection's message is carried out before its `submit` returns, and
/// messages submitted together are carried out together.
@MainActor @Suite struct InboundBatcherTests {
    @Test func everyMessageIsCarriedOutBeforeItsSubmitReturns() async throws {
        let hub = SimulatorHub(system: try Apps.car())
        let acks = Box<Set<Int>>([])
        let client = hub.connect(deliver: { text in
            if let ack = try? JSONValue.parse(Data(text.utf8)), ack["type"] == "ack",
                let id = ack["inReplyTo"]?.intValue
            {
                acks.value.insert(id)
            }
        })
        let batcher = InboundBatcher(hub: hub)
        await batcher.submit(#"{"type":"launch","app":"\#(Apps.playerID)","id":0}"#, from: client)
        expectEqual(acks.value, [0])
        let before = hub.seq
        await withTaskGroup(of: Void.self) { group in
            for id in 1...50 {
                group.addTask {
                    await batcher.submit(#"{"type":"input","action":"knobRotate","steps":1,"id":\#(id)}"#, from: client)
                    // Answered before submit returned.
                    let answered = await MainActor.run { acks.value.contains(id) }
                    expectTrue(answered)
                }
            }
        }
        expectEqual(acks.value, Set(0...50))
        expectEqual(batcher.pendingCount, 0)
        // Fifty inputs, at most fifty diffs (fewer when they came in together).
        expectTrue(hub.seq > before && hub.seq <= before + 50)
    }
}
