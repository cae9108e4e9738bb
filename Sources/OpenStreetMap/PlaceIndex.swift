import Foundation

/// The named places of an extract a driver may look for: points of interest (nodes and named areas alike: the
/// Monaco extract's casino is a building way) and streets, each placed where a car can reach it when a road graph is
/// given. Searched by name: every word of the query must start a word of the name (case and accents ignored);
/// exact names first, then names that start with the query, then the rest, nearer first.
public struct PlaceIndex: Sendable {
    /// A place: its name, what it is, where it is and where a car stops for it.
    public struct Place: Hashable, Sendable, Identifiable {
        /// "way/123" or "node/456" (streets: "street/<name>").
        public var id: String
        public var name: String
        /// The tag that made it a place ("amenity=fuel", "tourism=attraction", "highway=residential").
        public var category: String
        public var coordinate: Coordinate
        /// The nearest point of a drivable road (the coordinate itself without a road graph).
        public var arrival: Coordinate
        /// `addr:street` when tagged, else (with a road graph) the named road nearest a point of interest; nil for
        /// a street.
        public var street: String?
        /// `addr:housenumber`, when tagged.
        public var houseNumber: String?

        /// Whether the place is a street rather than a point of interest.
        public var isStreet: Bool { category.hasPrefix("highway=") }
    }

    /// The keys whose values make a named element a point of interest.
    public static let categoryKeys = ["amenity", "tourism", "shop", "leisure", "historic", "office", "railway"]

    public private(set) var places: [Place] = []

    /// The category of a named element's tags: the first of `categoryKeys` it has ("amenity=fuel"), nil for none.
    static func category(of tags: OSMTags) -> String? {
        for key in categoryKeys {
            if let value = tags[key], value != "no" { return "\(key)=\(value)" }
        }
        return nil
    }
    /// Each place's name folded for matching, split into words.
    private var words: [[Substring]] = []
    private var folded: [String] = []

    /// The places of `extract`; with `graph`, each with the nearest drivable vertex as its arrival point.
    public init(extract: OSMExtract, graph: RoadGraph? = nil) {
        self.init(extract: extract, graph: graph, coordinates: NodeCoordinates(extract))
    }

    /// The places of `extract`, whose nodes' coordinates are `coordinates`.
    package init(extract: OSMExtract, graph: RoadGraph?, coordinates: NodeCoordinates) {
        func arrival(_ coordinate: Coordinate) -> Coordinate {
            guard let graph, let vertex = graph.nearestVertex(to: coordinate, within: 500) else { return coordinate }
            return graph.vertices[Int(vertex)].coordinate
        }
        func street(_ tags: OSMTags, at coordinate: Coordinate) -> String? {
            tags["addr:street"] ?? graph?.nearestRoadName(to: coordinate)
        }
        func category(_ tags: OSMTags) -> String? { Self.category(of: tags) }
        var found: [Place] = []
        for node in extract.nodes where !node.tags.isEmpty {
            guard let name = node.tags["name"], let category = category(node.tags) else { continue }
            let coordinate = Coordinate(latitude: node.latitude, longitude: node.longitude)
            found.append(
                Place(
                    id: "node/\(node.id)", name: name, category: category, coordinate: coordinate,
                    arrival: arrival(coordinate), street: street(node.tags, at: coordinate),
                    houseNumber: node.tags["addr:housenumber"]))
        }
        var streets: [String: (category: String, points: [Coordinate])] = [:]
        for way in extract.ways {
            guard let name = way.tags["name"] else { continue }
            let points = coordinates.points(of: way)
            guard !points.isEmpty else { continue }
            if let category = category(way.tags) {
                let center = Self.center(of: points)
                found.append(
                    Place(
                        id: "way/\(way.id)", name: name, category: category, coordinate: center,
                        arrival: arrival(center), street: street(way.tags, at: center),
                        houseNumber: way.tags["addr:housenumber"]))
            } else if let highway = way.tags["highway"], RoadClass(rawValue: highway) != nil {
                streets[name, default: ("highway=\(highway)", [])].points += points
            }
        }
        for (name, street) in streets.sorted(by: { $0.key < $1.key }) {
            // A street's place is its point nearest the middle of all its ways.
            let center = Self.center(of: street.points)
            let middle = street.points.min { $0.distance(to: center) < $1.distance(to: center) } ?? center
            found.append(
                Place(
                    id: "street/\(name)", name: name, category: street.category, coordinate: middle,
                    arrival: arrival(middle), street: nil, houseNumber: nil))
        }
        places = found
        folded = found.map { Self.fold($0.name) }
        words = folded.map { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) }
    }

    /// The places matching `query`, best first: exact names, then names starting with the query, then names whose
    /// words the query's words start; ties go to the place nearer `near` (if given), then by name.
    public func search(_ query: String, near: Coordinate? = nil, limit: Int = 25) -> [Place] {
        let foldedQuery = Self.fold(query).trimmingCharacters(in: .whitespaces)
        let queryWords = foldedQuery.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        guard !queryWords.isEmpty, limit > 0 else { return [] }
        var matches: [(rank: Int, distance: Double, index: Int)] = []
        for index in places.indices {
            let nameWords = words[index]
            guard queryWords.allSatisfy({ word in nameWords.contains { $0.hasPrefix(word) } }) else { continue }
            let rank = folded[index] == foldedQuery ? 0 : folded[index].hasPrefix(foldedQuery) ? 1 : 2
            let distance = near.map { places[index].coordinate.distance(to: $0) } ?? 0
            matches.append((rank, distance, index))
        }
        matches.sort {
            ($0.rank, $0.distance, places[$0.index].name) < ($1.rank, $1.distance, places[$1.index].name)
        }
        // One place once: an element with the same name near a better match is the same place mapped twice (a
        // node and its building, a park's parts), not another result.
        var shown: [Int] = []
        var shownByName: [String: [Int]] = [:]
        for match in matches where shown.count < limit {
            let place = places[match.index]
            let twice = shownByName[folded[match.index], default: []].contains { index in
                place.isStreet == places[index].isStreet
                    && places[index].coordinate.distance(to: place.coordinate) <= Self.samePlaceDistance
            }
            if twice { continue }
            shown.append(match.index)
            shownByName[folded[match.index], default: []].append(match.index)
        }
        return shown.map { places[$0] }
    }

    /// How near two places of the same name are to be one place in search results, metres.
    public static let samePlaceDistance: Double = 300

    /// The points of interest of a category ("amenity=fuel"), nearer `near` first.
    public func places(in category: String, near: Coordinate? = nil) -> [Place] {
        let found = places.filter { $0.category == category }
        guard let near else { return found.sorted { $0.name < $1.name } }
        return found.sorted { $0.coordinate.distance(to: near) < $1.coordinate.distance(to: near) }
    }

    /// Lower case without accents ("Sainte-Dévote" → "sainte-devote").
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
    }

    /// The mean of points (fine at a city's scale).
    static func center(of points: [Coordinate]) -> Coordinate {
        let count = Double(points.count)
        return Coordinate(
            latitude: points.reduce(0) { $0 + $1.latitude } / count,
            longitude: points.reduce(0) { $0 + $1.longitude } / count)
    }
}
