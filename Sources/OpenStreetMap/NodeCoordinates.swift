/// The coordinates of an extract's nodes by node id: where reading the extract's ways looks their points up. A way
/// may name nodes the extract does not hold (it is clipped at the extract's edge); those have no coordinate.
struct NodeCoordinates {
    private var coordinates: [Int64: Coordinate] = [:]

    /// The coordinates of `extract`'s nodes (a node id given twice: the later node's).
    init(_ extract: OSMExtract) {
        coordinates.reserveCapacity(extract.nodes.count)
        for node in extract.nodes {
            coordinates[node.id] = Coordinate(latitude: node.latitude, longitude: node.longitude)
        }
    }

    /// The coordinate of node `id`, nil where the extract does not hold it.
    subscript(id: Int64) -> Coordinate? { coordinates[id] }

    /// The points of `way` in its order, without the nodes the extract does not hold.
    func points(of way: OSMWay) -> [Coordinate] { way.nodeIDs.compactMap { coordinates[$0] } }
}
