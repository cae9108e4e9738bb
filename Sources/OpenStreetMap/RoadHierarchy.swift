import Foundation

/// A contraction hierarchy of a road graph's vertices, for the A* estimate of `RoadRouter` on city-sized maps: the
/// exact time between two vertices in a lower-bound graph, where an arc between two vertices takes the least time of
/// the edges between them and turns, traffic signals, restrictions and penalties cost nothing. Its times never exceed
/// a route's cost, so A* stays exact, and they are tight where a straight line at the fastest speed is not (a grid of
/// 30 km/h streets estimated at a primary road's speed): the search looks at little beyond the routes it may take
/// ("CH-potentials", Strasser and Zeitz, 2021). Decision (docs/DECISIONS.md, "A router for cities").
///
/// Built by contracting the vertices one by one (least edge difference first, with lazy updates), adding a shortcut
/// between two neighbours of a contracted vertex unless a witness search finds a way around it at most as long. Kept
/// as the upward arcs of every vertex, out and in, each set in one flat array indexed by vertex (compressed rows),
/// with times rounded down to `Float`.
public final class RoadHierarchy: Sendable {
    /// The vertex count of the graph it was built from.
    public let vertexCount: Int
    /// Arcs v → x to higher-ranked x: `upHead[upStart[v]..<upStart[v + 1]]`, with their times.
    let upStart: [Int32]
    let upHead: [Int32]
    let upTime: [Float]
    /// The contracted vertex a shortcut passes (-1 for an arc of the graph), per arc.
    let upMiddle: [Int32]
    /// Arcs x → v from higher-ranked x, filed under v: `downHead[downStart[v]..<downStart[v + 1]]` holds x.
    let downStart: [Int32]
    let downHead: [Int32]
    let downTime: [Float]
    let downMiddle: [Int32]
    /// How many of the arcs are shortcuts (arcs between vertices no edge of the graph joins; a shortcut that only
    /// lowers the time of an arc already there is not counted).
    public let shortcutCount: Int

    /// Graphs of at least this many vertices build the hierarchy their routers share (`.automatic`) on a thread of
    /// its own, so the map is ready to serve at once (the routers estimate by straight lines meanwhile); smaller ones
    /// build it when their first router is made (Monaco's 15,700 vertices: about 50 ms in a release build).
    public static let backgroundVertexCount = 100_000

    /// The hierarchy of `graph`'s vertices.
    public convenience init(graph: RoadGraph) {
        var contraction = Contraction(vertexCount: graph.vertices.count)
        for edge in graph.edges where edge.from != edge.to {
            contraction.addArc(from: edge.from, to: edge.to, time: edge.duration)
        }
        contraction.contractAll()
        self.init(contraction: contraction)
    }

    private init(contraction: Contraction) {
        vertexCount = contraction.outgoing.vertexCount
        (upStart, upHead, upTime, upMiddle) = Self.flatten(contraction.up, vertexCount: vertexCount)
        (downStart, downHead, downTime, downMiddle) = Self.flatten(contraction.down, vertexCount: vertexCount)
        shortcutCount = contraction.shortcuts
    }

    /// The arcs filed under their vertex (a counting sort).
    private static func flatten(
        _ arcs: [Contraction.FiledArc], vertexCount: Int
    ) -> ([Int32], [Int32], [Float], [Int32]) {
        var start = [Int32](repeating: 0, count: vertexCount + 1)
        for arc in arcs { start[Int(arc.vertex) + 1] += 1 }
        for index in 0..<vertexCount { start[index + 1] += start[index] }
        var next = start
        var head = [Int32](repeating: 0, count: arcs.count)
        var time = [Float](repeating: 0, count: arcs.count)
        var middle = [Int32](repeating: -1, count: arcs.count)
        for arc in arcs {
            let position = Int(next[Int(arc.vertex)])
            next[Int(arc.vertex)] += 1
            head[position] = arc.arc.node
            time[position] = arc.arc.time
            middle[position] = arc.arc.middle
        }
        return (start, head, time, middle)
    }

    /// `time` as a `Float` no larger than it (a lower bound must stay one).
    static func roundedDown(_ time: Double) -> Float {
        let rounded = Float(time)
        return Double(rounded) > time ? rounded.nextDown : rounded
    }

    /// How many arcs the hierarchy holds, up and down.
    public var arcCount: Int { upHead.count + downHead.count }
}

/// The contraction's working graph: each remaining vertex's arcs in and out, with the state the order needs.
private struct Contraction {
    typealias Arc = HierarchyArc

    /// An upward arc of a contracted vertex.
    struct FiledArc {
        var vertex: Int32
        var arc: Arc
    }

    typealias Shortcut = (from: Int32, to: Int32, time: Double, middle: Int32)

    var outgoing: ArcLists
    var incoming: ArcLists
    /// Each contracted vertex's arcs to the vertices contracted after it (its upward arcs), out and in.
    var up: [FiledArc] = []
    var down: [FiledArc] = []
    /// How many of a vertex's neighbours were contracted, and how deep below it the hierarchy reaches.
    var deletedNeighbours: [Int32]
    var level: [Int32]
    var shortcuts = 0
    var witness: WitnessSearch

    /// A witness search gives up after settling this many vertices (then the shortcut is added: never wrong, at
    /// worst one arc more).
    static let settleLimit = 600

    init(vertexCount: Int) {
        outgoing = ArcLists(vertexCount: vertexCount)
        incoming = ArcLists(vertexCount: vertexCount)
        deletedNeighbours = Array(repeating: 0, count: vertexCount)
        level = Array(repeating: 0, count: vertexCount)
        witness = WitnessSearch(vertexCount: vertexCount)
    }

    /// Adds the arc from → to (through the contracted vertex `middle`, -1 for an edge of the graph), or lowers the
    /// time of the one there; true when it added an arc.
    @discardableResult
    mutating func addArc(from: Int32, to: Int32, time exactTime: Double, middle: Int32 = -1) -> Bool {
        let time = RoadHierarchy.roundedDown(exactTime)
        if let position = outgoing.position(of: to, from: Int(from)) {
            guard time < outgoing.pool[position].time else { return false }
            outgoing.lower(at: position, to: time, middle: middle)
            if let back = incoming.position(of: from, from: Int(to)) {
                incoming.lower(at: back, to: time, middle: middle)
            }
            return false
        }
        outgoing.append(Arc(node: to, time: time, middle: middle), to: Int(from))
        incoming.append(Arc(node: from, time: time, middle: middle), to: Int(to))
        return true
    }

    /// The shortcuts contracting `vertex` needs: for each way u → vertex → x with no way from u to x around it at most
    /// as long.
    mutating func shortcuts(of vertex: Int32) -> [Shortcut] {
        var needed: [Shortcut] = []
        let outs = outgoing.arcs(of: Int(vertex))
        guard !outs.isEmpty else { return needed }
        let longestOut = Double(outs.reduce(0) { max($0, $1.time) })
        for arcIn in incoming.arcs(of: Int(vertex)) {
            let source = arcIn.node
            witness.run(
                from: source, avoiding: vertex, limit: Double(arcIn.time) + longestOut, settleLimit: Self.settleLimit,
                targets: outs, graph: outgoing)
            for arcOut in outs where arcOut.node != source {
                let via = Double(arcIn.time) + Double(arcOut.time)
                if witness.distance(to: arcOut.node) > via {
                    needed.append((source, arcOut.node, via, vertex))
                }
            }
        }
        return needed
    }

    /// The arcs the vertex's shortcuts would add less the arcs its contraction removes, twice, with how many of its
    /// neighbours were contracted and how deep below it the hierarchy reaches (both spread the contraction evenly:
    /// shallow hierarchies answer faster).
    func priority(of vertex: Int32, shortcuts: [Shortcut]) -> Double {
        let v = Int(vertex)
        let removed = incoming.count(of: v) + outgoing.count(of: v)
        return 2 * Double(shortcuts.count - removed) + Double(deletedNeighbours[v]) + Double(level[v])
    }

    mutating func contractAll() {
        var queue = MinHeap<Int32>()
        for vertex in 0..<outgoing.vertexCount {
            let found = shortcuts(of: Int32(vertex))
            queue.push(Int32(vertex), priority: priority(of: Int32(vertex), shortcuts: found))
        }
        while let (vertex, _) = queue.pop() {
            let needed = shortcuts(of: vertex)
            let current = priority(of: vertex, shortcuts: needed)
            // Lazy update: the vertex's neighbourhood changed since it was queued; if it is no longer the least,
            // queue it again at its new priority.
            if let next = queue.peekPriority, current > next {
                queue.push(vertex, priority: current)
                continue
            }
            contract(vertex, shortcuts: needed)
        }
    }

    mutating func contract(_ vertex: Int32, shortcuts needed: [Shortcut]) {
        let v = Int(vertex)
        let outs = outgoing.arcs(of: v)
        let ins = incoming.arcs(of: v)
        up += outs.lazy.map { FiledArc(vertex: vertex, arc: $0) }
        down += ins.lazy.map { FiledArc(vertex: vertex, arc: $0) }
        for arc in outs {
            let x = Int(arc.node)
            incoming.remove(vertex, from: x)
            deletedNeighbours[x] += 1
            level[x] = max(level[x], level[v] + 1)
        }
        for arc in ins {
            let u = Int(arc.node)
            outgoing.remove(vertex, from: u)
            deletedNeighbours[u] += 1
            level[u] = max(level[u], level[v] + 1)
        }
        outgoing.removeAll(of: v)
        incoming.removeAll(of: v)
        for shortcut in needed {
            if addArc(from: shortcut.from, to: shortcut.to, time: shortcut.time, middle: shortcut.middle) {
                shortcuts += 1
            }
        }
    }
}

/// A Dijkstra search of the remaining graph bounded by time and settled vertices, its arrays kept between searches.
private struct WitnessSearch {
    private var distances: [Double]
    private var stamps: [UInt32]
    /// The search's targets are stamped with the search's stamp (an array of their own: a target may be reached).
    private var targetStamps: [UInt32]
    private var stamp: UInt32 = 0
    private var queue = MinHeap<Int32>()

    init(vertexCount: Int) {
        distances = Array(repeating: 0, count: vertexCount)
        stamps = Array(repeating: 0, count: vertexCount)
        targetStamps = Array(repeating: 0, count: vertexCount)
    }

    func distance(to vertex: Int32) -> Double {
        stamps[Int(vertex)] == stamp ? distances[Int(vertex)] : .infinity
    }

    /// Searches from `source` without passing `avoided`, until every target is settled, the times exceed `limit` or
    /// `settleLimit` vertices are settled.
    mutating func run(
        from source: Int32, avoiding avoided: Int32, limit: Double, settleLimit: Int, targets: [Contraction.Arc],
        graph: ArcLists
    ) {
        stamp &+= 1
        if stamp == 0 {
            stamps.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            targetStamps.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            stamp = 1
        }
        var unsettledTargets = 0
        for target in targets where target.node != source && targetStamps[Int(target.node)] != stamp {
            targetStamps[Int(target.node)] = stamp
            unsettledTargets += 1
        }
        queue.removeAll()
        stamps[Int(source)] = stamp
        distances[Int(source)] = 0
        queue.push(source, priority: 0)
        var settled = 0
        while unsettledTargets > 0, let (vertex, reached) = queue.pop() {
            guard reached <= distances[Int(vertex)] else { continue }
            guard reached <= limit, settled < settleLimit else { break }
            settled += 1
            if targetStamps[Int(vertex)] == stamp { unsettledTargets -= 1 }
            for position in graph.range(of: Int(vertex)) {
                let arc = graph.pool[position]
                guard arc.node != avoided else { continue }
                let total = reached + Double(arc.time)
                if total < distance(to: arc.node) {
                    stamps[Int(arc.node)] = stamp
                    distances[Int(arc.node)] = total
                    queue.push(arc.node, priority: total)
                }
            }
        }
    }
}
