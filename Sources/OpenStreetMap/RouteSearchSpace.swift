import Foundation

/// The per-edge state of a router's searches — the cost so far, the edge before, a route request's penalties (made
/// when first needed) —
/// kept from query to query, so that a query neither allocates nor clears arrays the size of the whole graph
/// (issue 21: three per query). An entry counts only when stamped with the current search's (or request's)
/// generation; the stamps are cleared once every 2³² generations.
///
/// Above `sparseAbove` edges the cost and edge before live in a table of the edges a search reached
/// (`SparseEdgeTable`): a search with a hierarchy's estimate reaches few of a large graph's edges, and 16 bytes for
/// every edge would be kept for them (64 MB on the 1 M-node grid, whose resident memory after a route went from 409
/// to 348 MB; its 80 km route took 4–6 ms p50 over two runs, 4–5 before).
final class RouteSearchSpace {
    /// The most edges a graph has for its spaces to keep their state per edge.
    static let sparseAbove = 1 << 20
    // Buffers of their own rather than arrays: a class's array properties are checked for exclusive access on every
    // read and write, a fifth of a route's time.
    private let cost: UnsafeMutableBufferPointer<Double>
    private let previous: UnsafeMutableBufferPointer<Int32>
    private let searchStamps: UnsafeMutableBufferPointer<UInt32>
    /// A request's penalties, made when a request first penalises an edge (alternatives by penalties): 12 bytes an
    /// edge that a router never finding alternatives that way never holds.
    @exclusivity(unchecked) private var penalties: Penalties?
    private let edgeCount: Int
    /// The reached edges' cost and edge before, for a large graph (nil: per edge, in the buffers above).
    private let sparse: SparseEdgeTable?
    private var search: UInt32 = 0
    private var request: UInt32 = 0
    /// The hierarchy's estimate, made when a search first uses a hierarchy (its arrays are the size of the vertices).
    private var hierarchyPotential: HierarchyPotential?

    /// A space for a graph of `edges` edges, keeping its searches' state per edge or (`sparse`) per edge reached.
    init(edges: Int, sparse: Bool = false) {
        edgeCount = edges
        let perEdge = sparse ? 0 : edges
        self.sparse = sparse ? SparseEdgeTable() : nil
        cost = .allocate(capacity: perEdge)
        cost.initialize(repeating: 0)
        previous = .allocate(capacity: perEdge)
        previous.initialize(repeating: -1)
        searchStamps = .allocate(capacity: perEdge)
        searchStamps.initialize(repeating: 0)
    }

    deinit {
        cost.deallocate()
        previous.deallocate()
        searchStamps.deallocate()
        penalties?.values.deallocate()
        penalties?.stamps.deallocate()
    }

    /// Each edge's penalty factor, counting only when stamped with the current request's generation.
    private struct Penalties {
        let values: UnsafeMutableBufferPointer<Double>
        let stamps: UnsafeMutableBufferPointer<UInt32>
    }

    /// The estimate of `hierarchy` for this space's searches.
    func potential(of hierarchy: RoadHierarchy) -> HierarchyPotential {
        if let hierarchyPotential, hierarchyPotential.belongs(to: hierarchy) { return hierarchyPotential }
        let made = HierarchyPotential(hierarchy: hierarchy)
        hierarchyPotential = made
        return made
    }

    /// Starts a route request: every edge's penalty is 1 again.
    func beginRequest() {
        request &+= 1
        if request == 0 {
            penalties?.stamps.update(repeating: 0)
            request = 1
        }
    }

    /// How many edges the current (or last) search settled.
    var settled = 0

    /// Starts a search: every edge is unreached again.
    func beginSearch() {
        sparse?.clear()
        search &+= 1
        if search == 0 {
            searchStamps.update(repeating: 0)
            search = 1
        }
    }

    /// The cheapest cost found to the end of `edge` in this search (infinity while unreached).
    @inline(__always) func cost(_ edge: Int) -> Double {
        if let sparse { return sparse.entry(edge)?.cost ?? .infinity }
        return searchStamps[edge] == search ? cost[edge] : .infinity
    }

    /// The edge before `edge` on its cheapest way in this search (-1 for a first edge or an unreached one).
    @inline(__always) func previous(_ edge: Int) -> Int32 {
        if let sparse { return sparse.entry(edge)?.previous ?? -1 }
        return searchStamps[edge] == search ? previous[edge] : -1
    }

    /// Records the cheapest way to `edge` found so far.
    @inline(__always) func reach(_ edge: Int, cost value: Double, from before: Int32) {
        if let sparse { return sparse.set(edge, cost: value, previous: before) }
        searchStamps[edge] = search
        cost[edge] = value
        previous[edge] = before
    }

    /// The factor `edge`'s time counts with in this request (1 unless penalised).
    @inline(__always) func penalty(_ edge: Int) -> Double {
        guard let penalties, penalties.stamps[edge] == request else { return 1 }
        return penalties.values[edge]
    }

    /// Whether a request has penalised an edge yet (the penalties are made then).
    var hasPenalties: Bool { penalties != nil }

    /// Sets the factor `edge`'s time counts with for the rest of this request.
    func setPenalty(_ edge: Int, _ value: Double) {
        let table: Penalties
        if let penalties {
            table = penalties
        } else {
            let values = UnsafeMutableBufferPointer<Double>.allocate(capacity: edgeCount)
            values.initialize(repeating: 1)
            let stamps = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: edgeCount)
            stamps.initialize(repeating: 0)
            table = Penalties(values: values, stamps: stamps)
            penalties = table
        }
        table.stamps[edge] = request
        table.values[edge] = value
    }
}

/// The search spaces of one graph's router and its copies: a query takes a free one (or makes one) and gives it back
/// after, so concurrent queries each have their own. At most `keptFree` are kept between queries.
final class RouteSearchSpaces: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [RouteSearchSpace] = []
    private let edges: Int
    private let sparse: Bool
    static let keptFree = 2

    init(edges: Int, sparse: Bool = false) {
        self.edges = edges
        self.sparse = sparse
    }

    /// Runs `body` with a space of its own.
    func withSpace<Result>(_ body: (RouteSearchSpace) -> Result) -> Result {
        let space = lock.withLock { free.popLast() } ?? RouteSearchSpace(edges: edges, sparse: sparse)
        defer { lock.withLock { if free.count < Self.keptFree { free.append(space) } } }
        return body(space)
    }
}
