import Foundation

/// Decodes one `PrimitiveBlock`: its string table, coordinate granularity and offsets, and its groups of nodes,
/// dense nodes, ways and relations, within the file's `OSMExtract.Limits` (what the file used of them so far is
/// `budget`), refusing a node that is not a position on Earth.
struct PrimitiveBlockReader {
    private let bytes: UnsafeRawBufferPointer
    private(set) var budget: ReadBudget
    private var limits: OSMExtract.Limits { budget.limits }
    private var strings: [String] = []
    private var granularity: Int64 = 100
    private var latitudeOffset: Int64 = 0
    private var longitudeOffset: Int64 = 0

    init(_ bytes: UnsafeRawBufferPointer, budget: ReadBudget = ReadBudget(limits: .standard)) {
        self.bytes = bytes
        self.budget = budget
    }

    mutating func read(into extract: inout OSMExtract) throws {
        // The string table and the coordinate parameters may come after the groups: read them first.
        var groups: [UnsafeRawBufferPointer] = []
        var reader = ProtobufReader(bytes)
        while let field = try reader.nextField() {
            switch (field.number, field.type) {
            case (1, .lengthDelimited): try readStringTable(try reader.lengthDelimited())
            case (2, .lengthDelimited): groups.append(try reader.lengthDelimited())
            case (17, .varint): granularity = Int64(truncatingIfNeeded: Int32(truncatingIfNeeded: try reader.varint()))
            case (19, .varint): latitudeOffset = Int64(bitPattern: try reader.varint())
            case (20, .varint): longitudeOffset = Int64(bitPattern: try reader.varint())
            default: try reader.skip(field.type)
            }
        }
        guard granularity > 0 else { throw PBFError.malformed("granularity \(granularity)") }
        for group in groups { try readGroup(group, into: &extract) }
    }

    private mutating func readStringTable(_ table: UnsafeRawBufferPointer) throws {
        var reader = ProtobufReader(table)
        while let field = try reader.nextField() {
            if field.number == 1, field.type == .lengthDelimited {
                guard strings.count < limits.blockValues else {
                    throw PBFError.tooLarge("strings in a block", limit: limits.blockValues)
                }
                strings.append(try reader.string())
            } else {
                try reader.skip(field.type)
            }
        }
    }

    private func string(_ index: UInt64) throws -> String {
        guard index < UInt64(strings.count) else { throw PBFError.malformed("string index \(index)") }
        return strings[Int(index)]
    }

    private func tags(keys: [UInt64], values: [UInt64]) throws -> OSMTags {
        guard keys.count == values.count else { throw PBFError.malformed("\(keys.count) keys, \(values.count) values") }
        guard !keys.isEmpty else { return OSMTags() }
        var pairs: [(key: String, value: String)] = []
        pairs.reserveCapacity(keys.count)
        for (key, value) in zip(keys, values) { pairs.append((try string(key), try string(value))) }
        return OSMTags(pairs)
    }

    private func latitude(_ raw: Int64) -> Double {
        Self.degrees(raw, granularity: granularity, offset: latitudeOffset)
    }
    private func longitude(_ raw: Int64) -> Double {
        Self.degrees(raw, granularity: granularity, offset: longitudeOffset)
    }

    /// A coordinate as the format stores it (`offset + granularity × raw` nanodegrees) in degrees: the one formula
    /// for every node, packed ones included (`PackedNodes`).
    static func degrees(_ raw: Int64, granularity: Int64, offset: Int64) -> Double {
        Double(offset &+ granularity &* raw) * 1e-9
    }

    // MARK: Groups

    private mutating func readGroup(_ group: UnsafeRawBufferPointer, into extract: inout OSMExtract) throws {
        var reader = ProtobufReader(group)
        while let field = try reader.nextField() {
            switch (field.number, field.type) {
            case (1, .lengthDelimited):
                guard extract.nodes.count + extract.packedNodes.count < limits.nodes else {
                    throw PBFError.tooLarge("nodes", limit: limits.nodes)
                }
                try node(try reader.lengthDelimited(), into: &extract)
            case (2, .lengthDelimited): try denseNodes(try reader.lengthDelimited(), into: &extract)
            case (3, .lengthDelimited):
                guard extract.ways.count < limits.ways else { throw PBFError.tooLarge("ways", limit: limits.ways) }
                extract.ways.append(try way(try reader.lengthDelimited()))
            case (4, .lengthDelimited):
                guard extract.relations.count < limits.relations else {
                    throw PBFError.tooLarge("relations", limit: limits.relations)
                }
                extract.relations.append(try relation(try reader.lengthDelimited()))
            default: try reader.skip(field.type)
            }
        }
    }

    /// Adds a node: packed (`PackedNodes`) while the extract packs, the node has no tags, its block has the default
    /// precision and the nodes come in ascending id order; else as an `OSMNode`.
    private func add(
        id: Int64, rawLatitude: Int64, rawLongitude: Int64, tags: OSMTags, to extract: inout OSMExtract
    ) throws {
        let position = try onEarth(id, latitude(rawLatitude), longitude(rawLongitude))
        if let last = extract.lastNodeID, id <= last { extract.packing = false }
        extract.lastNodeID = id
        if extract.packing, tags.isEmpty, granularity == 100, latitudeOffset == 0, longitudeOffset == 0 {
            // On the Earth (checked above), so the raw numbers fit 32 bits.
            extract.packedNodes.append(
                id: id, rawLatitude: Int32(rawLatitude), rawLongitude: Int32(rawLongitude))
        } else {
            extract.nodes.append(
                OSMNode(id: id, latitude: position.latitude, longitude: position.longitude, tags: tags))
        }
    }

    private func node(_ bytes: UnsafeRawBufferPointer, into extract: inout OSMExtract) throws {
        var reader = ProtobufReader(bytes)
        var id: Int64 = 0
        var lat: Int64 = 0
        var lon: Int64 = 0
        var keys: [UInt64] = []
        var values: [UInt64] = []
        while let field = try reader.nextField() {
            switch (field.number, field.type) {
            case (1, .varint): id = try reader.signedVarint()
            case (2, _): try reader.packedVarints(field.type, into: &keys, limit: limits.blockValues, of: "tags")
            case (3, _): try reader.packedVarints(field.type, into: &values, limit: limits.blockValues, of: "tags")
            case (8, .varint): lat = try reader.signedVarint()
            case (9, .varint): lon = try reader.signedVarint()
            default: try reader.skip(field.type)
            }
        }
        try add(id: id, rawLatitude: lat, rawLongitude: lon, tags: try tags(keys: keys, values: values), to: &extract)
    }

    /// The position, or `PBFError.notOnEarth` for a latitude beyond ±90° or a longitude beyond ±180°.
    private func onEarth(_ id: Int64, _ latitude: Double, _ longitude: Double) throws -> (
        latitude: Double, longitude: Double
    ) {
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180 else {
            throw PBFError.notOnEarth(node: id, latitude: latitude, longitude: longitude)
        }
        return (latitude, longitude)
    }

    private func denseNodes(_ bytes: UnsafeRawBufferPointer, into extract: inout OSMExtract) throws {
        var reader = ProtobufReader(bytes)
        var ids: [Int64] = []
        var lats: [Int64] = []
        var lons: [Int64] = []
        var keysValues: [UInt64] = []
        // No more values than nodes the file may still hold.
        let room = min(limits.nodes - extract.nodes.count - extract.packedNodes.count, limits.blockValues)
        let what = room < limits.blockValues ? "nodes" : "dense nodes in a block"
        let shown = room < limits.blockValues ? limits.nodes : limits.blockValues
        while let field = try reader.nextField() {
            switch field.number {
            case 1: try reader.packedDeltas(field.type, into: &ids, limit: room, of: what, shown: shown)
            case 8: try reader.packedDeltas(field.type, into: &lats, limit: room, of: what, shown: shown)
            case 9: try reader.packedDeltas(field.type, into: &lons, limit: room, of: what, shown: shown)
            case 10:
                try reader.packedVarints(field.type, into: &keysValues, limit: limits.blockValues, of: "tags")
            default: try reader.skip(field.type)
            }
        }
        guard ids.count == lats.count, ids.count == lons.count else {
            throw PBFError.malformed("dense nodes: \(ids.count) ids, \(lats.count) latitudes, \(lons.count) longitudes")
        }
        // keys_vals: for each node, key and value indexes, then 0; empty when no node has tags.
        // No `reserveCapacity` here: reserving the exact size block after block copies the whole array every time
        // (quadratic in the extract's nodes); appending grows it geometrically.
        var cursor = 0
        for index in ids.indices {
            var pairs: [(key: String, value: String)] = []
            if !keysValues.isEmpty {
                while true {
                    guard cursor < keysValues.count else { throw PBFError.malformed("dense nodes: truncated tags") }
                    let key = keysValues[cursor]
                    cursor += 1
                    if key == 0 { break }
                    guard cursor < keysValues.count else { throw PBFError.malformed("dense nodes: key without value") }
                    pairs.append((try string(key), try string(keysValues[cursor])))
                    cursor += 1
                }
            }
            try add(
                id: ids[index], rawLatitude: lats[index], rawLongitude: lons[index], tags: OSMTags(pairs),
                to: &extract)
        }
    }

    private mutating func way(_ bytes: UnsafeRawBufferPointer) throws -> OSMWay {
        var reader = ProtobufReader(bytes)
        var id: Int64 = 0
        var keys: [UInt64] = []
        var values: [UInt64] = []
        var refs: [Int64] = []
        while let field = try reader.nextField() {
            switch (field.number, field.type) {
            case (1, .varint): id = Int64(bitPattern: try reader.varint())
            case (2, _): try reader.packedVarints(field.type, into: &keys, limit: limits.blockValues, of: "tags")
            case (3, _): try reader.packedVarints(field.type, into: &values, limit: limits.blockValues, of: "tags")
            case (8, _):
                let room = limits.wayNodes - budget.wayNodes
                try reader.packedDeltas(
                    field.type, into: &refs, limit: room, of: "node references in ways", shown: limits.wayNodes)
            default: try reader.skip(field.type)
            }
        }
        try budget.addWayNodes(refs.count)
        return OSMWay(id: id, nodeIDs: refs, tags: try tags(keys: keys, values: values))
    }

    private mutating func relation(_ bytes: UnsafeRawBufferPointer) throws -> OSMRelation {
        var reader = ProtobufReader(bytes)
        var id: Int64 = 0
        var keys: [UInt64] = []
        var values: [UInt64] = []
        var roles: [UInt64] = []
        var memberIDs: [Int64] = []
        var types: [UInt64] = []
        let memberRoom = min(limits.relationMembers - budget.relationMembers, limits.blockValues)
        while let field = try reader.nextField() {
            switch (field.number, field.type) {
            case (1, .varint): id = Int64(bitPattern: try reader.varint())
            case (2, _): try reader.packedVarints(field.type, into: &keys, limit: limits.blockValues, of: "tags")
            case (3, _): try reader.packedVarints(field.type, into: &values, limit: limits.blockValues, of: "tags")
            case (8, _):
                try reader.packedVarints(
                    field.type, into: &roles, limit: memberRoom, of: "relation members", shown: limits.relationMembers)
            case (9, _):
                try reader.packedDeltas(
                    field.type, into: &memberIDs, limit: memberRoom, of: "relation members",
                    shown: limits.relationMembers)
            case (10, _):
                try reader.packedVarints(
                    field.type, into: &types, limit: memberRoom, of: "relation members", shown: limits.relationMembers)
            default: try reader.skip(field.type)
            }
        }
        try budget.addRelationMembers(memberIDs.count)
        guard roles.count == memberIDs.count, types.count == memberIDs.count else {
            throw PBFError.malformed(
                "relation \(id): \(roles.count) roles, \(memberIDs.count) members, \(types.count) types")
        }
        var members: [OSMRelation.Member] = []
        members.reserveCapacity(memberIDs.count)
        for index in memberIDs.indices {
            guard let type = OSMRelation.MemberType(rawValue: Int(truncatingIfNeeded: types[index])) else {
                throw PBFError.malformed("relation \(id): member type \(types[index])")
            }
            // roles_sid is an int32 index into the string table.
            members.append(
                OSMRelation.Member(
                    type: type, id: memberIDs[index], role: try string(UInt64(UInt32(truncatingIfNeeded: roles[index])))
                ))
        }
        return OSMRelation(id: id, members: members, tags: try tags(keys: keys, values: values))
    }
}
