@testable import CarPlaySimulator
import Expectations
import NIOCore
import Testing

/// The server's count of refused connections that wait for their clients to close (their 503 written, their request
/// read and dropped): bounded, so a flood of connections over the cap holds few descriptors.
@Suite struct ConnectionRegistryTests {
    @Test func refusedConnectionsWaitingToCloseAreBounded() {
        let registry = ConnectionRegistry(maximumConnections: 4, headerTimeout: .seconds(1), idleTimeout: .seconds(1))
        let limit = ConnectionRegistry.maximumRefusing
        expectTrue((0..<limit).allSatisfy { _ in registry.beginRefusing() })
        expectEqual(registry.refusingCount, limit)
        expectTrue(!registry.beginRefusing(), "one more is closed at once")
        registry.endRefusing()
        expectEqual(registry.refusingCount, limit - 1)
        expectTrue(registry.beginRefusing(), "a place freed is taken again")
        for _ in 0..<limit { registry.endRefusing() }
        expectEqual(registry.refusingCount, 0)
    }
}
