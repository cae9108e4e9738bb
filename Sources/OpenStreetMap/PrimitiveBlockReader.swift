import Foundation

/// Decodes one `PrimitiveBlock`: its string table, coordinate granularity and offsets, and its groups of nodes,
/// dense nodes, ways and relations.
struct PrimitiveBlockReader {
    private let bytes: UnsafeRawBufferPointer
    private var strings: [String] = []
    private var granularity: Int64 = 100
    private var latitudeOffset: Int64 = 0
    private var longitudeOffset: Int64 = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

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

    private func latitude(_ raw: Int64) -> Double { Double(latitudeOffset &+ granularity &* raw) * 1e-9 }
    private func longitude(_ raw: Int64) -> Double { Double(longitudeOffset &+ granularity &* raw) * 1e-9 }

    // MARK: Groups

    private func readGroup(_ group: UnsafeRawBufferPointer, into extract: inout OSMExtract) throws {
        var reader = ProtobufReader(group)
        while let field = try reader.nextField() {
            switch (field.number, field.type) {
            case (1, .lengthDelimited): extract.nodes.append(try node(try reader.lengthDelimited()))
            case (2, .lengthDelimited): try denseNodes(try reader.lengthDelimited(), into: &extract.nodes)
            case (3, .lengthDelimited): extract.ways.append(try way(try reader.lengthDelimited()))
            case (4, .lengthDelimited): extract.relations.append(try relation(try reader.lengthDelimited()))
            default: try reader.skip(field.type)
            }
        }
    }

    private func node(_ bytes: UnsafeRawBufferPointer) throws -> OSMNode {
        var reader = ProtobufReader(bytes)
        var id: Int64 = 0
        var lat: Int64 = 0
        var lon: Int64 = 0
        var keys: [UInt64] = []
        var values: [UInt64] = []
        while let field = try reader.nextField() {
            switch (field.number, field.type) {
            case (1, .varint): id = try reader.signedVarint()
            case (2, _): try reader.packedVarints(field.type, into: &keys)
            case (3, _): try reader.packedVarints(field.type, into: &values)
            case (8, .varint): lat = try reader.signedVarint()
            case (9, .varint): lon = try reader.signedVarint()
            default: try reader.skip(field.type)
            }
        }
        return OSMNode(
            id: id, latitude: latitude(lat), longitude: longitude(lon), tags: try tags(keys: keys, values: values))
    }

    private func denseNodes(_ bytes: UnsafeRawBufferPointer, into nodes: inout [OSMNode]) throws {
        var reader = ProtobufReader(bytes)
        var ids: [Int64] = []
        var lats: [Int64] = []
        var lons: [Int64] = []
        var keysValues: [UInt64] = []
        while let field = try reader.nextField() {
            switch field.number {
            case 1: try reader.packedDeltas(field.type, into: &ids)
            case 8: try reader.packedDeltas(field.type, into: &lats)
            case 9: try reader.packedDeltas(field.type, into: &lons)
            case 10: try reader.packedVarints(field.type, into: &keysValues)
            default: try reader.skip(field.type)
            }
        }
        guard ids.count == lats.count, ids.count == lons.count else {
            throw PBFError.malformed("dense nodes: \(ids.count) ids, \(lats.count) latitudes, \(lons.count) longitudes")
        }
        // keys_vals: for each node, key and value indexes, then 0; empty when no node has tags.
        var cursor = 0
        nodes.reserveCapacity(nodes.count + ids.count)
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
            nodes.append(
                OSMNode(
                    id: ids[index], latitude: latitude(lats[index]), longitude: longitude(lons[index]),
                    tags: OSMTags(pairs)))
        }
    }

    private func way(_ bytes: UnsafeRawBufferPointer) throws -> OSMWay {
        var reader = ProtobufReader(bytes)
        var id: Int64 = 0
        var keys: [UInt64] = []
        var values: [UInt64] = []
        var refs: [Int64] = []
        while let field = try reader.nextField() {
            switch (field.number, field.type) {
            case (1, .varint): id = Int64(bitPattern: try reader.varint())
            case (2, _): try reader.packedVarints(field.type, into: &keys)
            case (3, _): try reader.packedVarints(field.type, into: &values)
            case (8, _): try reader.packedDeltas(field.type, into: &refs)
            default: try reader.skip(field.type)
            }
        }
        return OSMWay(id: id, nodeIDs: refs, tags: try tags(keys: keys, values: values))
    }

    private func relation(_ bytes: UnsafeRawBufferPointer) throws -> OSMRelation {
        var reader = ProtobufReader(bytes)
        var id: Int64 = 0
        var keys: [UInt64] = []
        var values: [UInt64] = []
        var roles: [UInt64] = []
        var memberIDs: [Int64] = []
        var types: [UInt64] = []
        while let field = try reader.nextField() {
            switch (field.number, field.type) {
            case (1, .varint): id = Int64(bitPattern: try reader.varint())
            case (2, _): try reader.packedVarints(field.type, into: &keys)
            case (3, _): try reader.packedVarints(field.type, into: &values)
            case (8, _): try reader.packedVarints(field.type, into: &roles)
            case (9, _): try reader.packedDeltas(field.type, into: &memberIDs)
            case (10, _): try reader.packedVarints(field.type, into: &types)
            default: try reader.skip(field.type)
            }
        }
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
