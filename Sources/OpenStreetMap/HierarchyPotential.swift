import Foundation

/// The A* estimate a `RoadHierarchy` gives one search: the lower-bound time from any vertex to the nearest of the
/// search's targets. A backward search up the hierarchy from the targets runs once per search; a vertex's time is then
/// the least of its own backward time and, for each upward arc, the arc's time plus the time of the vertex it leads to
/// (the hierarchy's up-down paths hold every shortest way), worked out when first asked for and kept for the search.
/// Its arrays are kept between searches, each entry stamped with the search it belongs to.
final class HierarchyPotential {
    private let hierarchy: RoadHierarchy
    // Buffers of their own, not array properties (checked for exclusive access on every use), as `RouteSearchSpace`.
    private let backward: UnsafeMutableBufferPointer<Double>
    private let backwardStamps: UnsafeMutableBufferPointer<UInt32>
    private let potential: UnsafeMutableBufferPointer<Double>
    private let potentialStamps: UnsafeMutableBufferPointer<UInt32>
    private var stamp: UInt32 = 0
    private var queue = MinHeap<Int32>()
    private var stack: [Int32] = []

    init(hierarchy: RoadHierarchy) {
        self.hierarchy = hierarchy
        backward = .allocate(capacity: hierarchy.vertexCount)
        backward.initialize(repeating: 0)
        backwardStamps = .allocate(capacity: hierarchy.vertexCount)
        backwardStamps.initialize(repeating: 0)
        potential = .allocate(capacity: hierarchy.vertexCount)
        potential.initialize(repeating: 0)
        potentialStamps = .allocate(capacity: hierarchy.vertexCount)
        potentialStamps.initialize(repeating: 0)
    }

    deinit {
        backward.deallocate()
        backwardStamps.deallocate()
        potential.deallocate()
        potentialStamps.deallocate()
    }

    /// Whether this potential belongs to `hierarchy`.
    func belongs(to hierarchy: RoadHierarchy) -> Bool { self.hierarchy === hierarchy }

    /// Starts a search towards `targets`: every vertex's estimate is unknown again.
    func begin(targets: [Int32]) {
        stamp &+= 1
        if stamp == 0 {
            backwardStamps.update(repeating: 0)
            potentialStamps.update(repeating: 0)
            stamp = 1
        }
        queue.removeAll()
        for target in targets {
            backwardStamps[Int(target)] = stamp
            backward[Int(target)] = 0
            queue.push(target, priority: 0)
        }
        // Every vertex the targets are reached from by a way down the hierarchy (no stopping criterion: the search
        // space of a hierarchy is small).
        while let (vertex, reached) = queue.pop() {
            guard reached <= backward[Int(vertex)] else { continue }
            let v = Int(vertex)
            for index in Int(hierarchy.downStart[v])..<Int(hierarchy.downStart[v + 1]) {
                let higher = hierarchy.downHead[index]
                let total = reached + Double(hierarchy.downTime[index])
                if backwardStamps[Int(higher)] != stamp || total < backward[Int(higher)] {
                    backwardStamps[Int(higher)] = stamp
                    backward[Int(higher)] = total
                    queue.push(higher, priority: total)
                }
            }
        }
    }

    /// The least time from `vertex` to a target in the lower-bound graph (infinity when none is reachable).
    func estimate(_ vertex: Int32) -> Double {
        if potentialStamps[Int(vertex)] == stamp { return potential[Int(vertex)] }
        // The stack moved out for the walk: a class's array property is checked for exclusive access on every use.
        var stack = self.stack
        self.stack = []
        defer { self.stack = stack }
        let stamp = stamp
        hierarchy.upStart.withUnsafeBufferPointer { upStart in
            hierarchy.upHead.withUnsafeBufferPointer { upHead in
                hierarchy.upTime.withUnsafeBufferPointer { upTime in
                    // Depth first up the hierarchy (acyclic: every upward arc leads to a higher rank), without
                    // recursion.
                    stack.removeAll(keepingCapacity: true)
                    stack.append(vertex)
                    while let top = stack.last {
                        let v = Int(top)
                        if potentialStamps[v] == stamp {
                            stack.removeLast()
                            continue
                        }
                        let arcs = Int(upStart[v])..<Int(upStart[v + 1])
                        var waiting = false
                        for index in arcs where potentialStamps[Int(upHead[index])] != stamp {
                            stack.append(upHead[index])
                            waiting = true
                        }
                        if waiting { continue }
                        var best = backwardStamps[v] == stamp ? backward[v] : .infinity
                        for index in arcs {
                            best = min(best, Double(upTime[index]) + potential[Int(upHead[index])])
                        }
                        potential[v] = best
                        potentialStamps[v] = stamp
                        stack.removeLast()
                    }
                }
            }
        }
        return potential[Int(vertex)]
    }
}
