/// The coordinates of an extract's nodes by node id: where reading the extract's ways looks their points up. A way
/// may name nodes the extract does not hold (it is clipped at the extract's edge); those have no coordinate.
///
/// The extract's nodes are kept as they are (an array shares its storage) and searched by id, not hashed: files are
/// written with their nodes in ascending id order (osmium's and the planet's extracts say `Sort.Type_then_ID`), so a
/// search needs nothing but a small index of every 32nd id. A file in another order gets the nodes' positions in id
/// order (4 bytes a node). A hash table of a city's 4.5 M nodes took 201 MB for as long as the map was built; this
/// takes 1 MB, or 19 MB for a file out of order (issue 21, the load's peak).
/// An extract read with its untagged nodes packed (`PackedNodes`) is searched in the packed nodes first (most of a
/// way's nodes) when every node came in ascending id order; else in its other nodes first (a node id given twice
/// comes out of order, so it is never packed: the later node is found first).
/// Made once for all the builders of a car's map (`CarMap`).
package struct NodeCoordinates: Sendable {
    private let nodes: [OSMNode]
    private let packed: PackedNodes
    /// The id of every `blockSize`th packed node.
    private let packedBlockStarts: [Int64]
    /// Whether the packed nodes are searched first: every node of the file came in ascending id order, so no id is
    /// both packed and not.
    private let packedFirst: Bool
    /// The nodes' positions in ascending id order (the later node of an id given twice); nil where the extract's
    /// nodes are in that order already.
    private let order: [Int32]?
    /// The id of every `blockSize`th node in id order: a search finds its block here first.
    private let blockStarts: [Int64]
    private static let blockSize = 32

    /// The coordinates of `extract`'s nodes (a node id given twice: the later node's).
    package init(_ extract: OSMExtract) {
        let nodes = extract.nodes
        self.nodes = nodes
        let packed = extract.packedNodes
        self.packed = packed
        packedFirst = extract.packing && !packed.isEmpty
        packedBlockStarts = Swift.stride(from: 0, to: packed.count, by: Self.blockSize).map { packed.ids[$0] }
        var ascending = true
        for index in nodes.indices.dropFirst() where nodes[index - 1].id >= nodes[index].id {
            ascending = false
            break
        }
        var order: [Int32]?
        if !ascending {
            // (id, position) pairs sorted, then the last position of each id kept.
            var pairs = nodes.enumerated().map { (id: $0.element.id, position: Int32($0.offset)) }
            pairs.sort { $0.id < $1.id || ($0.id == $1.id && $0.position < $1.position) }
            var kept: [Int32] = []
            kept.reserveCapacity(pairs.count)
            for (index, pair) in pairs.enumerated() where index + 1 == pairs.count || pairs[index + 1].id != pair.id {
                kept.append(pair.position)
            }
            order = kept
        }
        self.order = order
        let count = order?.count ?? nodes.count
        blockStarts = Swift.stride(from: 0, to: count, by: Self.blockSize).map { rank in
            nodes[Int(order?[rank] ?? Int32(rank))].id
        }
    }

    /// How many ranks there are (`rank(of:)`): the extract's node ids, each once (an id both packed and not, in a
    /// malformed file, counts twice).
    package var count: Int { unpackedCount + packed.count }

    private var unpackedCount: Int { order?.count ?? nodes.count }

    /// The position in the extract's nodes of the node in `rank`th place by id.
    @inline(__always) private func position(atRank rank: Int) -> Int {
        if let order { return Int(order[rank]) }
        return rank
    }

    /// A number for node `id` from 0 to `count - 1` (its place by id), nil where the extract does not hold it: what a
    /// builder indexes its own per-node arrays with.
    package func rank(of id: Int64) -> Int? {
        if packedFirst, let rank = packedRank(of: id) { return rank }
        if let rank = Self.search(
            id, blockStarts: blockStarts, count: unpackedCount, id: { nodes[position(atRank: $0)].id })
        {
            return rank
        }
        return packedFirst ? nil : packedRank(of: id)
    }

    private func packedRank(of id: Int64) -> Int? {
        guard !packed.isEmpty else { return nil }
        return Self.search(id, blockStarts: packedBlockStarts, count: packed.count, id: { packed.ids[$0] })
            .map { unpackedCount + $0 }
    }

    /// The place of `id` among `count` ids in ascending order (`id(place)`), nil when it is not there: the last
    /// block starting at or before it, then the first id not below it within the block.
    private static func search(
        _ id: Int64, blockStarts: [Int64], count: Int, id idAt: (Int) -> Int64
    ) -> Int? {
        var low = 0
        var high = blockStarts.count
        while low < high {
            let middle = (low + high) / 2
            if blockStarts[middle] <= id { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        var first = (low - 1) * blockSize
        var last = min(first + blockSize, count)
        while first < last {
            let middle = (first + last) / 2
            if idAt(middle) < id { first = middle + 1 } else { last = middle }
        }
        guard first < count, idAt(first) == id else { return nil }
        return first
    }

    /// The coordinate of the node in `rank`th place (`rank(of:)`).
    package func coordinate(atRank rank: Int) -> Coordinate {
        guard rank < unpackedCount else { return packed.coordinate(at: rank - unpackedCount) }
        let node = nodes[position(atRank: rank)]
        return Coordinate(latitude: node.latitude, longitude: node.longitude)
    }

    /// The coordinate of node `id`, nil where the extract does not hold it.
    subscript(id: Int64) -> Coordinate? {
        rank(of: id).map(coordinate(atRank:))
    }

    /// The points of `way` in its order, without the nodes the extract does not hold.
    func points(of way: OSMWay) -> [Coordinate] { way.nodeIDs.compactMap { self[$0] } }
}
