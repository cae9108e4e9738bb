/// The coordinates of an extract's nodes by node id: where reading the extract's ways looks their points up. A way
/// may name nodes the extract does not hold (it is clipped at the extract's edge); those have no coordinate. The
/// extract's nodes are kept as they are (an array shares its storage), found by a `NodeIDTable` of their positions.
/// Made once for all the builders of a car's map (`CarMap`): the table of a city's millions of nodes takes a
/// tenth of a second or more to fill.
package struct NodeCoordinates: Sendable {
    private let nodes: [OSMNode]
    private var positions: NodeIDTable

    /// The coordinates of `extract`'s nodes (a node id given twice: the later node's).
    package init(_ extract: OSMExtract) {
        nodes = extract.nodes
        positions = NodeIDTable(capacity: extract.nodes.count)
        for (position, node) in extract.nodes.enumerated() { positions.set(node.id, Int32(position)) }
    }

    /// The coordinate of node `id`, nil where the extract does not hold it.
    subscript(id: Int64) -> Coordinate? {
        guard let position = positions[id] else { return nil }
        let node = nodes[Int(position)]
        return Coordinate(latitude: node.latitude, longitude: node.longitude)
    }

    /// The points of `way` in its order, without the nodes the extract does not hold.
    func points(of way: OSMWay) -> [Coordinate] { way.nodeIDs.compactMap { self[$0] } }
}
