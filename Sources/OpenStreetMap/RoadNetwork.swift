/// Which roads belong to the network a car can drive both into and out of: the strongly connected components of the
/// road graph (vertices joined by directed edges, one-ways respected), found once when the graph is built. Routes
/// start and end only on the network's roads, as real engines snap: a car park's loop or a one-way stub cut off at
/// the extract's edge is not a place a route can begin or end.
///
/// The network is the largest component and every other component of at least `minimumSize` vertices (OSRM's bound for
/// "tiny" components), so an extract holding two unconnected towns routes within each. Decision (docs/DECISIONS.md).
struct RoadNetwork: Sendable {
    /// A component of fewer vertices is left out unless it is the largest.
    static let minimumSize = 1_000

    /// The component of each vertex (an index into `sizes`).
    private(set) var component: [Int32]
    /// The vertex count of each component.
    private(set) var sizes: [Int]

    /// Whether a vertex's component is part of the network.
    private var included: [Bool]

    /// The components of the graph whose vertex `v`'s outgoing edges go to `targets[start[v]..<start[v + 1]]`:
    /// Tarjan's algorithm, iterative (a long road would overflow the stack of a recursive one).
    init(vertexCount: Int, start: [Int32], targets: [Int32]) {
        let unvisited: Int32 = -1
        var index = [Int32](repeating: unvisited, count: vertexCount)
        var lowLink = [Int32](repeating: 0, count: vertexCount)
        var onStack = [Bool](repeating: false, count: vertexCount)
        var stack: [Int32] = []
        component = [Int32](repeating: -1, count: vertexCount)
        sizes = []
        var counter: Int32 = 0
        // The depth-first path: each vertex with the position of the next outgoing edge to look at.
        var path: [(vertex: Int32, next: Int)] = []
        for root in 0..<vertexCount where index[root] == unvisited {
            path.append((Int32(root), Int(start[root])))
            index[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(Int32(root))
            onStack[root] = true
            while let (vertex, next) = path.last {
                let v = Int(vertex)
                if next < Int(start[v + 1]) {
                    path[path.count - 1].next += 1
                    let w = Int(targets[next])
                    if index[w] == unvisited {
                        index[w] = counter
                        lowLink[w] = counter
                        counter += 1
                        stack.append(Int32(w))
                        onStack[w] = true
                        path.append((Int32(w), Int(start[w])))
                    } else if onStack[w] {
                        lowLink[v] = min(lowLink[v], index[w])
                    }
                    continue
                }
                path.removeLast()
                if let parent = path.last { lowLink[Int(parent.vertex)] = min(lowLink[Int(parent.vertex)], lowLink[v]) }
                guard lowLink[v] == index[v] else { continue }
                let id = Int32(sizes.count)
                var size = 0
                while let member = stack.popLast() {
                    onStack[Int(member)] = false
                    component[Int(member)] = id
                    size += 1
                    if member == vertex { break }
                }
                sizes.append(size)
            }
        }
        let largest = sizes.max() ?? 0
        let kept = sizes.map { $0 >= min(largest, Self.minimumSize) }
        included = component.map { kept[Int($0)] }
    }

    /// The strongly connected component both ends of `edge` lie in (any component, on the network or not), nil when
    /// they lie in different ones (the edge joins them one way only).
    func component(of edge: RoadGraph.Edge) -> Int32? {
        component[Int(edge.from)] == component[Int(edge.to)] ? component[Int(edge.from)] : nil
    }

    /// Whether a vertex lies on the network.
    func contains(_ vertex: Int32) -> Bool { included[Int(vertex)] }

    /// Whether a car can drive from `from` to `to` along an edge and on from there to anywhere of the network and
    /// back: both vertices in one component of the network.
    func contains(from: Int32, to: Int32) -> Bool {
        included[Int(from)] && component[Int(from)] == component[Int(to)]
    }
}
