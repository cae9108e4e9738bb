import Foundation

/// A router's hierarchy: none, given, or being built on a thread of its own (nil until it is ready).
final class HierarchySlot: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: RoadHierarchy?
    private var building = false

    init(_ hierarchy: RoadHierarchy?) { value = hierarchy }

    init(building graph: RoadGraph) {
        building = true
        Thread.detachNewThread { [self] in
            let built = RoadHierarchy(graph: graph)
            // The contraction's temporaries (about 75 MB on the 1 M-node grid) go back to the system.
            FreedMemory.release()
            condition.withLock {
                value = built
                building = false
                condition.broadcast()
            }
        }
    }

    var hierarchy: RoadHierarchy? { condition.withLock { value } }

    /// The hierarchy once the one being built is ready (at once when none is being built).
    func waitUntilBuilt() -> RoadHierarchy? {
        condition.withLock {
            while building { condition.wait() }
            return value
        }
    }
}

/// The hierarchy a graph's routers share when made with `.automatic`: made once, when the first of them asks, at once
/// for a graph below `RoadHierarchy.backgroundVertexCount` vertices, else on a thread of its own.
final class SharedHierarchy: @unchecked Sendable {
    private let lock = NSLock()
    private var slot: HierarchySlot?

    func slot(for graph: RoadGraph) -> HierarchySlot {
        lock.withLock {
            if let slot { return slot }
            let made =
                graph.vertices.count >= RoadHierarchy.backgroundVertexCount
                ? HierarchySlot(building: graph) : HierarchySlot(RoadHierarchy(graph: graph))
            slot = made
            return made
        }
    }
}
