import Foundation

/// The roads a car may drive, from an OpenStreetMap extract: every node of a drivable way is a vertex, every pair of
/// consecutive nodes one edge per direction the car may take. Arrays throughout (compressed adjacency), so a route
/// search touches no dictionaries.
///
/// Drivable: `highway` of a class in `RoadClass` (no footways, paths, steps, cycleways, construction; tracks only
/// where tagged open to cars); not `access`/`motor_vehicle`/`motorcar` = `no` (`destination` is, and `private`
/// is as a destination-only road, but for service roads and tracks).
/// One-ways: `oneway=yes|true|1`, `oneway=-1|reverse`, roundabouts and motorways unless `oneway=no`. Speeds: `maxspeed` (km/h, `mph`, `none`,
/// country codes such as `FR:urban`), else the class's default.
public struct RoadGraph: Sendable {
    /// A vertex: an OpenStreetMap node on a drivable way.
    public struct Vertex: Hashable, Sendable {
        public var nodeID: Int64
        public var coordinate: Coordinate
    }

    /// One drivable way, the attributes its edges share.
    public struct Road: Hashable, Sendable {
        public var wayID: Int64
        public var roadClass: RoadClass
        public var name: String?
        public var ref: String?
        /// The speed limit in km/h: `maxspeed`, else the class's default. The car drives at it.
        public var speed: Double
        /// km/h cars travel at, for choosing routes and their durations: `RoadClass.travelShareOfLimit` of `maxspeed`,
        /// else the class's `travelSpeed`; walking pace on parking aisles, driveways and alleys.
        public var travelSpeed: Double
        public var isRoundabout: Bool
        /// Open to cars only for trips to or from it (`access`, `vehicle`, `motor_vehicle` or `motorcar` =
        /// `destination`, the most specific key tagged): a route does not pass through it.
        public var isDestinationOnly: Bool
        /// `toll=yes`.
        public var isToll: Bool
        /// Lanes per direction: `lanes:forward`/`lanes:backward`, else `lanes` (all of them on a one-way, half on a
        /// two-way road, rounded up).
        public var forwardLanes: Int?
        public var backwardLanes: Int?
        /// `turn:lanes` per direction (`turn:lanes:forward`/`:backward`, else `turn:lanes` on a one-way), as tagged.
        public var forwardTurnLanes: String?
        public var backwardTurnLanes: String?
    }

    /// A directed edge between consecutive vertices of a road: 24 bytes (its length and time kept as 32-bit floats,
    /// a millimetre on a 10 km edge, as the hierarchy keeps its times; 32 bytes with doubles).
    public struct Edge: Hashable, Sendable {
        public var from: Int32
        public var to: Int32
        public var road: Int32
        private var storedLength: Float
        private var storedDuration: Float
        /// Whether the edge runs in the way's direction (else against it).
        public var isForward: Bool

        public init(from: Int32, to: Int32, road: Int32, isForward: Bool, length: Double, duration: Double) {
            self.from = from
            self.to = to
            self.road = road
            self.isForward = isForward
            storedLength = Float(length)
            storedDuration = Float(duration)
        }

        /// Metres.
        public var length: Double {
            get { Double(storedLength) }
            set { storedLength = Float(newValue) }
        }
        /// Seconds at the road's speed.
        public var duration: Double {
            get { Double(storedDuration) }
            set { storedDuration = Float(newValue) }
        }
    }

    /// A turn restriction, resolved to roads and a via vertex.
    public struct TurnRestriction: Hashable, Sendable {
        public enum Kind: Hashable, Sendable { case prohibited, mandatory }
        public var from: Int32
        public var via: Int32
        public var to: Int32
        public var kind: Kind
        /// The tag's value ("no_left_turn", "only_straight_on").
        public var restriction: String
    }

    public private(set) var vertices: [Vertex] = []
    public private(set) var roads: [Road] = []
    public private(set) var edges: [Edge] = []
    /// Outgoing edges of vertex `v`: `edges[outgoingStart[v]..<outgoingStart[v + 1]]` (edges sorted by `from`).
    public private(set) var outgoingStart: [Int32] = []
    public private(set) var restrictions: [TurnRestriction] = []
    /// Restrictions by their via vertex.
    private var restrictionsByVia: [Int32: [Int]] = [:]
    /// The vertices in the order of their nodes' ids (`vertex(ofNode:)`).
    private var verticesByNode: [Int32] = []
    /// The vertices whose node is tagged `highway=traffic_signals`.
    private var signals: Set<Int32> = []
    var grid = SpatialGrid()
    /// The roads a car can drive both into and out of, where routes start and end.
    var network = RoadNetwork(vertexCount: 0, start: [0], targets: [])
    /// The directed edges, each filed under the cells its segment's bounding box touches.
    var segmentGrid = SpatialGrid()
    /// The hierarchy the graph's routers share (`RoadRouter.HierarchySource.automatic`), made by the first of them.
    let sharedHierarchy = SharedHierarchy()

    /// How many entries the segment grid holds (each edge once per cell it is filed under; at most
    /// `SpatialGrid.maximumLineCells` an edge).
    var segmentGridEntries: Int { segmentGrid.entryCount }

    /// Builds the graph of `extract`.
    public init(extract: OSMExtract) {
        self.init(extract: extract, coordinates: NodeCoordinates(extract))
    }

    /// Builds the graph of `extract`, whose nodes' coordinates are `nodeCoordinates`.
    package init(extract: OSMExtract, coordinates nodeCoordinates: NodeCoordinates) {
        // Vertex index by the node's rank in `nodeCoordinates` (-1: not a vertex), while the graph is built: 4 bytes a
        // node (a hash table of a city's road points took 100 MB); lookups after the build search the vertices in
        // node order (`verticesByNode`).
        var vertexByRank = [Int32](repeating: -1, count: nodeCoordinates.count)
        func vertexIndex(_ nodeID: Int64, rank: Int, _ coordinate: Coordinate) -> Int32 {
            if vertexByRank[rank] >= 0 { return vertexByRank[rank] }
            let index = Int32(vertices.count)
            vertices.append(Vertex(nodeID: nodeID, coordinate: coordinate))
            vertexByRank[rank] = index
            return index
        }
        func vertex(ofNode nodeID: Int64) -> Int32? {
            guard let rank = nodeCoordinates.rank(of: nodeID), vertexByRank[rank] >= 0 else { return nil }
            return vertexByRank[rank]
        }
        let signalNodes = extract.nodes.lazy.filter { $0.tags["highway"] == "traffic_signals" }.map(\.id)
        var roadByWay: [Int64: Int32] = [:]
        var pending: [Edge] = []
        // Room for the most the roads can give, made once: an array that doubles as it grows holds its old buffer
        // and the new one at once (20 MB on a 4.5 M-node city at the load's peak); untouched room costs nothing.
        let highwayNodes = extract.ways.reduce(0) { $0 + ($1.tags["highway"] == nil ? 0 : $1.nodeIDs.count) }
        pending.reserveCapacity(2 * highwayNodes)
        vertices.reserveCapacity(highwayNodes)
        for way in extract.ways {
            guard let road = Self.road(for: way) else { continue }
            let direction = Self.direction(of: way, road: road)
            let roadIndex = Int32(roads.count)
            roads.append(road)
            roadByWay[way.id] = roadIndex
            var previous: (Int32, Coordinate)?
            for nodeID in way.nodeIDs {
                // A node the extract does not hold: the way is clipped at the extract's edge.
                guard let rank = nodeCoordinates.rank(of: nodeID) else { continue }
                let coordinate = nodeCoordinates.coordinate(atRank: rank)
                let vertex = vertexIndex(nodeID, rank: rank, coordinate)
                if let (from, fromCoordinate) = previous, from != vertex {
                    let length = fromCoordinate.distance(to: coordinate)
                    let duration = length / (road.travelSpeed / 3.6)
                    if direction != .backward {
                        pending.append(
                            Edge(
                                from: from, to: vertex, road: roadIndex, isForward: true, length: length,
                                duration: duration))
                    }
                    if direction != .forward {
                        pending.append(
                            Edge(
                                from: vertex, to: from, road: roadIndex, isForward: false, length: length,
                                duration: duration))
                    }
                }
                previous = (vertex, coordinate)
            }
        }
        // What needs the nodes' vertices, before the per-node table goes (18 MB on a 4.5 M-node city, not kept
        // while the edges are sorted and the grids filled).
        for relation in extract.relations {
            for restriction in Self.restrictions(relation, roadByWay: roadByWay, vertexOfNode: vertex(ofNode:)) {
                restrictionsByVia[restriction.via, default: []].append(restrictions.count)
                restrictions.append(restriction)
            }
        }
        for node in signalNodes { if let vertex = vertex(ofNode: node) { signals.insert(vertex) } }
        vertexByRank = []
        pending.sort { $0.from < $1.from || ($0.from == $1.from && $0.to < $1.to) }
        edges = pending
        outgoingStart = Array(repeating: 0, count: vertices.count + 1)
        for edge in edges { outgoingStart[Int(edge.from) + 1] += 1 }
        for index in 0..<vertices.count { outgoingStart[index + 1] += outgoingStart[index] }
        network = RoadNetwork(vertexCount: vertices.count, start: outgoingStart, targets: edges.map(\.to))
        for (index, vertex) in vertices.enumerated() { grid.insert(Int32(index), at: vertex.coordinate) }
        for (index, edge) in edges.enumerated() {
            segmentGrid.insert(
                Int32(index), from: vertices[Int(edge.from)].coordinate, to: vertices[Int(edge.to)].coordinate)
        }
        grid.freeze()
        segmentGrid.freeze()
        // Lookups after the build search the vertices in node order (4 bytes a vertex).
        // (Sorted as pairs: the ids side by side, not looked up in the vertices at every comparison.)
        var byNode = vertices.enumerated().map { (id: $0.element.nodeID, vertex: Int32($0.offset)) }
        byNode.sort { $0.id < $1.id }
        verticesByNode = byNode.map(\.vertex)
    }

    // MARK: Reading

    /// The outgoing edges of a vertex, as indexes into `edges`.
    public func outgoing(_ vertex: Int32) -> Range<Int> {
        Int(outgoingStart[Int(vertex)])..<Int(outgoingStart[Int(vertex) + 1])
    }

    /// The vertex of an OpenStreetMap node, if the node is on a drivable road.
    public func vertex(ofNode nodeID: Int64) -> Int32? {
        var low = 0
        var high = verticesByNode.count
        while low < high {
            let middle = (low + high) / 2
            if vertices[Int(verticesByNode[middle])].nodeID < nodeID { low = middle + 1 } else { high = middle }
        }
        guard low < verticesByNode.count, vertices[Int(verticesByNode[low])].nodeID == nodeID else { return nil }
        return verticesByNode[low]
    }

    /// Whether `vertex`'s node has traffic signals (`highway=traffic_signals`).
    public func hasTrafficSignals(_ vertex: Int32) -> Bool {
        // Not `&&`: its autoclosure copies the whole graph in an unoptimized build, at every edge a search settles.
        guard !signals.isEmpty else { return false }
        return signals.contains(vertex)
    }

    /// Whether any turn restriction has `via` as its via vertex (most vertices have none: a search asks once per
    /// vertex, then `allowsTurn` per turn only where this holds).
    public func hasTurnRestrictions(via: Int32) -> Bool { restrictionsByVia[via] != nil }

    /// Whether turning from `from` onto `to` at `via` is allowed by the turn restrictions (`from`, `to`: roads).
    public func allowsTurn(from: Int32, via: Int32, to: Int32) -> Bool {
        guard let indexes = restrictionsByVia[via] else { return true }
        for index in indexes where restrictions[index].from == from {
            let restriction = restrictions[index]
            switch restriction.kind {
            case .prohibited where restriction.to == to: return false
            case .mandatory where restriction.to != to: return false
            default: continue
            }
        }
        return true
    }

    // MARK: Building

    /// The directions a car may drive a road in: both, only along the way's nodes, or only against them.
    package enum Direction: Sendable { case both, forward, backward }

    /// The directions a car may drive `way` in by its `oneway`, `junction` and `highway` tags; nil for a way that is
    /// not a road (`highway` is no `RoadClass`). Access is not asked: a private one-way street is one-way still.
    package static func direction(of way: OSMWay) -> Direction? {
        guard let highway = way.tags["highway"], let roadClass = RoadClass(rawValue: highway) else { return nil }
        return onewayValue(way.tags["oneway"], roundabout: isRoundabout(way.tags), roadClass: roadClass)
    }

    /// Whether the tags make a way a roundabout (`junction=roundabout|circular`).
    static func isRoundabout(_ tags: OSMTags) -> Bool {
        tags["junction"] == "roundabout" || tags["junction"] == "circular"
    }

    /// The road of a way a car may drive, nil for any other way.
    static func road(for way: OSMWay) -> Road? {
        guard let highway = way.tags["highway"], let roadClass = RoadClass(rawValue: highway) else { return nil }
        let closed: Set<String> = ["no", "agricultural", "forestry", "delivery"]
        let open: Set<String> = ["yes", "designated", "permissive", "destination"]
        // A track (a farm or forest road) is open to cars only where tagged so, as in OSRM's and Valhalla's car
        // profiles (issue 21: a route through Chemin de la Crémaillère's track was half the engines' length).
        var isOpen = roadClass != .track
        var isDestinationOnly = false
        for key in ["motorcar", "motor_vehicle", "vehicle", "access"] {
            if let value = way.tags[key] {
                if closed.contains(value) { return nil }
                if open.contains(value) { isOpen = true }
                // A private road is driven only by those it serves, as a destination-only one is: OSRM's car profile
                // routes it as restricted (a private service road not at all), Valhalla's penalises it; a driver
                // counting a roundabout's exits counts it. Decision (docs/DECISIONS.md, issue 21).
                if value == "private" {
                    guard roadClass != .service, roadClass != .track else { return nil }
                    isOpen = true
                }
                isDestinationOnly = value == "destination" || value == "private"
                break  // the most specific key that is tagged decides
            }
        }
        guard isOpen else { return nil }
        if way.tags["area"] == "yes" { return nil }
        let isRoundabout = Self.isRoundabout(way.tags)
        let oneway = onewayValue(way.tags["oneway"], roundabout: isRoundabout, roadClass: roadClass)
        let lanes = way.tags["lanes"].flatMap { Int($0) }
        func count(_ key: String) -> Int? { way.tags[key].flatMap { Int($0) } }
        let forwardLanes = count("lanes:forward") ?? lanes.map { oneway == .both ? ($0 + 1) / 2 : $0 }
        let backwardLanes = count("lanes:backward") ?? lanes.map { oneway == .both ? $0 / 2 : $0 }
        let limit = RoadClass.speed(maxspeed: way.tags["maxspeed"])
        var travelSpeed = limit.map { $0 * RoadClass.travelShareOfLimit } ?? roadClass.travelSpeed
        if roadClass == .service, let kind = way.tags["service"], RoadClass.slowServiceKinds.contains(kind) {
            travelSpeed = min(travelSpeed, RoadClass.slowServiceSpeed)
        }
        return Road(
            wayID: way.id, roadClass: roadClass, name: way.tags["name"], ref: way.tags["ref"],
            speed: limit ?? roadClass.defaultSpeed, travelSpeed: travelSpeed,
            isRoundabout: isRoundabout, isDestinationOnly: isDestinationOnly, isToll: way.tags["toll"] == "yes",
            forwardLanes: oneway == .backward ? nil : forwardLanes,
            backwardLanes: oneway == .forward ? nil : backwardLanes,
            forwardTurnLanes: way.tags["turn:lanes:forward"] ?? (oneway == .forward ? way.tags["turn:lanes"] : nil),
            backwardTurnLanes: way.tags["turn:lanes:backward"] ?? (oneway == .backward ? way.tags["turn:lanes"] : nil))
    }

    static func onewayValue(_ tag: String?, roundabout: Bool, roadClass: RoadClass) -> Direction {
        switch tag {
        case "yes", "true", "1": .forward
        case "-1", "reverse": .backward
        case "no", "false", "0", "alternating", "reversible": .both
        default: roundabout || roadClass == .motorway ? .forward : .both
        }
    }

    private static func direction(of way: OSMWay, road: Road) -> Direction {
        onewayValue(way.tags["oneway"], roundabout: road.isRoundabout, roadClass: road.roadClass)
    }

    /// `type=restriction` relations (`restriction=no_*|only_*`, also `restriction:motorcar`) with a `from` way, a `via`
    /// node and a `to` way on drivable roads; via-way restrictions are left out.
    static func restrictions(
        _ relation: OSMRelation, roadByWay: [Int64: Int32], vertexOfNode: (Int64) -> Int32?
    ) -> [TurnRestriction] {
        guard relation.tags["type"] == "restriction",
            let value = relation.tags["restriction"] ?? relation.tags["restriction:motorcar"]
        else { return [] }
        let kind: TurnRestriction.Kind
        if value.hasPrefix("no_") {
            kind = .prohibited
        } else if value.hasPrefix("only_") {
            kind = .mandatory
        } else {
            return []
        }
        let vias = relation.members.filter { $0.role == "via" }
        guard vias.count == 1, vias[0].type == .node, let via = vertexOfNode(vias[0].id) else { return [] }
        let froms = relation.members.filter { $0.role == "from" && $0.type == .way }.compactMap { roadByWay[$0.id] }
        let tos = relation.members.filter { $0.role == "to" && $0.type == .way }.compactMap { roadByWay[$0.id] }
        return froms.flatMap { from in
            tos.map { to in TurnRestriction(from: from, via: via, to: to, kind: kind, restriction: value) }
        }
    }
}
