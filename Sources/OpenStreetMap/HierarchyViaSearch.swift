import Foundation

/// Via vertices for alternative routes, found on a `RoadHierarchy` ("Alternative Routes in Road Networks", Abraham,
/// Delling, Goldberg and Werneck, 2013, the X-CHV variant): a search up the hierarchy from the route's start and one
/// up from its end meet at many vertices; each is the top of a way start → vertex → end in the lower-bound graph.
/// Those at most `stretch` longer than the shortest are unpacked into the graph's vertices and ranked by length and by
/// how much they share with the routes already chosen; the router then drives to the best candidates and on
/// (`RoadRouter+Alternatives.swift`). Both searches look at the hierarchy's small upward search spaces only.
struct HierarchyViaSearch {
    /// A vertex reached by one of the two searches: its time from the start (or to the end), the vertex it was reached
    /// from (-1 for a start or an end) and the arc's middle (-1 for an arc of the graph).
    private struct Reached {
        var time: Double
        var from: Int32
        var middle: Int32
    }

    /// A way through a via vertex: its lower-bound time and the graph's vertices along it, start to end.
    struct Candidate {
        var via: Int32
        var time: Double
        var vertices: [Int32]
    }

    let hierarchy: RoadHierarchy
    private var forward: [Int32: Reached] = [:]
    private var backward: [Int32: Reached] = [:]
    /// The arcs unpacked so far, by tail and head.
    private var unpacked: [Int64: [Int32]] = [:]

    /// Runs both searches: up from `starts` (each with the time it begins at) and up, against the arcs, from `ends`.
    init(hierarchy: RoadHierarchy, starts: [(vertex: Int32, time: Double)], ends: [Int32]) {
        self.hierarchy = hierarchy
        forward = Self.search(from: starts) { vertex in
            let v = Int(vertex)
            return (Int(hierarchy.upStart[v])..<Int(hierarchy.upStart[v + 1])).lazy.map {
                (hierarchy.upHead[$0], hierarchy.upTime[$0], hierarchy.upMiddle[$0])
            }
        }
        backward = Self.search(from: ends.map { ($0, 0) }) { vertex in
            let v = Int(vertex)
            return (Int(hierarchy.downStart[v])..<Int(hierarchy.downStart[v + 1])).lazy.map {
                (hierarchy.downHead[$0], hierarchy.downTime[$0], hierarchy.downMiddle[$0])
            }
        }
    }

    /// A Dijkstra search over the arcs `arcs` gives (each: the vertex it leads to, its time, its middle), with no
    /// stopping criterion: the hierarchy's search spaces are small.
    private static func search<Arcs: Sequence>(
        from sources: [(vertex: Int32, time: Double)], arcs: (Int32) -> Arcs
    ) -> [Int32: Reached] where Arcs.Element == (Int32, Float, Int32) {
        var reached: [Int32: Reached] = [:]
        var queue = MinHeap<Int32>()
        for source in sources where source.time < (reached[source.vertex]?.time ?? .infinity) {
            reached[source.vertex] = Reached(time: source.time, from: -1, middle: -1)
            queue.push(source.vertex, priority: source.time)
        }
        while let (vertex, time) = queue.pop() {
            guard time <= reached[vertex]?.time ?? .infinity else { continue }
            for (head, arcTime, middle) in arcs(vertex) {
                let total = time + Double(arcTime)
                if total < reached[head]?.time ?? .infinity {
                    reached[head] = Reached(time: total, from: vertex, middle: middle)
                    queue.push(head, priority: total)
                }
            }
        }
        return reached
    }

    /// The least lower-bound time from the starts to the ends (infinity when the searches do not meet).
    var shortest: Double {
        var best = Double.infinity
        for (vertex, there) in forward {
            if let back = backward[vertex] { best = min(best, there.time + back.time) }
        }
        return best
    }

    /// A via vertex and the lower-bound time of the way through it.
    struct Meeting {
        var via: Int32
        var time: Double
    }

    /// The via vertices whose way takes at most `stretch` times the shortest, shortest first (at most `limit`, none
    /// that `excluded`).
    func meetings(stretch: Double, limit: Int, excluding excluded: (Int32) -> Bool = { _ in false }) -> [Meeting] {
        let bound = shortest * stretch
        guard bound.isFinite else { return [] }
        var meeting: [Meeting] = []
        for (vertex, there) in forward {
            guard let back = backward[vertex], there.time + back.time <= bound, !excluded(vertex) else { continue }
            meeting.append(Meeting(via: vertex, time: there.time + back.time))
        }
        meeting.sort { $0.time < $1.time || ($0.time == $1.time && $0.via < $1.via) }
        return Array(meeting.prefix(limit))
    }

    /// `meetings(stretch:limit:)`, each with its way unpacked into the graph's vertices.
    mutating func candidates(stretch: Double, limit: Int) -> [Candidate] {
        meetings(stretch: stretch, limit: limit).compactMap { meeting in
            vertices(through: meeting.via).map { Candidate(via: meeting.via, time: meeting.time, vertices: $0) }
        }
    }

    /// The graph's vertices from a start up to `via` and down to an end, nil when an arc does not unpack. The ways
    /// through different via vertices share most of their arcs (those near the start and the end): each is unpacked
    /// once.
    mutating func vertices(through via: Int32) -> [Int32]? {
        // Appends the vertices of the arc tail → head after the tail.
        func append(_ tail: Int32, _ head: Int32, _ middle: Int32, to path: inout [Int32]) -> Bool {
            guard middle >= 0 else {
                path.append(head)
                return true
            }
            let key = Int64(tail) << 32 | Int64(UInt32(bitPattern: head))
            if let known = unpacked[key] {
                path += known
                return true
            }
            var arc: [Int32] = []
            guard hierarchy.unpack(from: tail, to: head, middle: middle, into: &arc) else { return false }
            unpacked[key] = arc
            path += arc
            return true
        }
        // Up from the start: the arcs into `via`, followed back.
        var ups: [(from: Int32, to: Int32, middle: Int32)] = []
        var vertex = via
        while let there = forward[vertex], there.from >= 0 {
            ups.append((there.from, vertex, there.middle))
            vertex = there.from
        }
        var path = [vertex]
        for arc in ups.reversed() {
            guard append(arc.from, arc.to, arc.middle, to: &path) else { return nil }
        }
        // Down to the end: each backward step's arc runs from the vertex reached to the one it was reached from.
        vertex = via
        while let there = backward[vertex], there.from >= 0 {
            guard append(vertex, there.from, there.middle, to: &path) else { return nil }
            vertex = there.from
        }
        return path
    }
}

extension RoadHierarchy {
    /// Appends the graph's vertices an arc from `tail` to `head` passes, after `tail` up to `head`: the arc itself
    /// when `middle` is -1, else the arc from `tail` down to `middle` and the one from `middle` up to `head`, each
    /// unpacked in turn. False when an arc it names is not in the hierarchy.
    func unpack(from tail: Int32, to head: Int32, middle: Int32, into path: inout [Int32]) -> Bool {
        var stack: [(tail: Int32, head: Int32, middle: Int32)] = [(tail, head, middle)]
        while let arc = stack.popLast() {
            guard arc.middle >= 0 else {
                path.append(arc.head)
                continue
            }
            let m = Int(arc.middle)
            // Filed under the middle, contracted before both ends: tail → middle among its arcs in from above,
            // middle → head among its arcs out.
            guard
                let down = (Int(downStart[m])..<Int(downStart[m + 1])).first(where: { downHead[$0] == arc.tail }),
                let up = (Int(upStart[m])..<Int(upStart[m + 1])).first(where: { upHead[$0] == arc.head })
            else { return false }
            stack.append((arc.middle, arc.head, upMiddle[up]))
            stack.append((arc.tail, arc.middle, downMiddle[down]))
        }
        return true
    }
}
