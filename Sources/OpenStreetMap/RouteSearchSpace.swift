import Foundation

/// The per-edge state of a router's searches — the cost so far, the edge before, a route request's penalties —
/// kept from query to query, so that a query neither allocates nor clears arrays the size of the whole graph
/// (issue 21: three per query). An entry counts only when stamped with the current search's (or request's)
/// generation; the stamps are cleared once every 2³² generations.
final class RouteSearchSpace {
    private var cost: [Double]
    private var previous: [Int32]
    private var searchStamps: [UInt32]
    private var penalties: [Double]
    private var requestStamps: [UInt32]
    private var search: UInt32 = 0
    private var request: UInt32 = 0

    /// A space for a graph of `edges` edges.
    init(edges: Int) {
        cost = Array(repeating: 0, count: edges)
        previous = Array(repeating: -1, count: edges)
        searchStamps = Array(repeating: 0, count: edges)
        penalties = Array(repeating: 1, count: edges)
        requestStamps = Array(repeating: 0, count: edges)
    }

    /// Starts a route request: every edge's penalty is 1 again.
    func beginRequest() {
        request &+= 1
        if request == 0 {
            requestStamps.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            request = 1
        }
    }

    /// Starts a search: every edge is unreached again.
    func beginSearch() {
        search &+= 1
        if search == 0 {
            searchStamps.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            search = 1
        }
    }

    /// The cheapest cost found to the end of `edge` in this search (infinity while unreached).
    @inline(__always) func cost(_ edge: Int) -> Double { searchStamps[edge] == search ? cost[edge] : .infinity }

    /// The edge before `edge` on its cheapest way in this search (-1 for a first edge or an unreached one).
    @inline(__always) func previous(_ edge: Int) -> Int32 { searchStamps[edge] == search ? previous[edge] : -1 }

    /// Records the cheapest way to `edge` found so far.
    @inline(__always) func reach(_ edge: Int, cost value: Double, from before: Int32) {
        searchStamps[edge] = search
        cost[edge] = value
        previous[edge] = before
    }

    /// The factor `edge`'s time counts with in this request (1 unless penalised).
    @inline(__always) func penalty(_ edge: Int) -> Double { requestStamps[edge] == request ? penalties[edge] : 1 }

    /// Sets the factor `edge`'s time counts with for the rest of this request.
    func setPenalty(_ edge: Int, _ value: Double) {
        requestStamps[edge] = request
        penalties[edge] = value
    }
}

/// The search spaces of one graph's router and its copies: a query takes a free one (or makes one) and gives it back
/// after, so concurrent queries each have their own. At most `keptFree` are kept between queries.
final class RouteSearchSpaces: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [RouteSearchSpace] = []
    private let edges: Int
    static let keptFree = 2

    init(edges: Int) { self.edges = edges }

    /// Runs `body` with a space of its own.
    func withSpace<Result>(_ body: (RouteSearchSpace) -> Result) -> Result {
        let space = lock.withLock { free.popLast() } ?? RouteSearchSpace(edges: edges)
        defer { lock.withLock { if free.count < Self.keptFree { free.append(space) } } }
        return body(space)
    }
}
