/// The nodes without tags of a map's file, as the car's map reads them (`OSMExtract(contentsOf:limits:packing:)`):
/// their ids and raw coordinates, 16 bytes a node instead of an `OSMNode`'s 32 (a city's 4.5 M nodes, 70 MB less at
/// the load's peak: issue 21). Only nodes in ascending id order, in blocks of the format's default precision (100
/// nanodegrees, no offset), are packed, so a packed coordinate is the number the reader makes of it, to the last bit.
package struct PackedNodes: Sendable {
    package private(set) var ids: [Int64] = []
    /// Latitudes and longitudes in units of 100 nanodegrees, as the file has them.
    private var latitudes: [Int32] = []
    private var longitudes: [Int32] = []

    package init() {}

    package var count: Int { ids.count }
    package var isEmpty: Bool { ids.isEmpty }

    mutating func append(id: Int64, rawLatitude: Int32, rawLongitude: Int32) {
        ids.append(id)
        latitudes.append(rawLatitude)
        longitudes.append(rawLongitude)
    }

    /// The coordinate of the node at `index`, by `PrimitiveBlockReader`'s formula (the default precision, no offset).
    func coordinate(at index: Int) -> Coordinate {
        Coordinate(
            latitude: PrimitiveBlockReader.degrees(Int64(latitudes[index]), granularity: 100, offset: 0),
            longitude: PrimitiveBlockReader.degrees(Int64(longitudes[index]), granularity: 100, offset: 0))
    }
}
