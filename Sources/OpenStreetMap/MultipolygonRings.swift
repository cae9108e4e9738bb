import Foundation

/// The closed rings of a multipolygon relation's members: its outer (or inner) ways joined where one ends and
/// another starts, in either direction (members may run either way and come in any order). A ring that does not
/// close is left out, as renderers leave out a broken multipolygon's open part.
enum MultipolygonRings {
    typealias Way = (nodes: [Int64], points: [Coordinate])

    static func rings(of ways: [Way]) -> [[Coordinate]] {
        var pending = ways.filter { $0.nodes.count >= 2 && $0.nodes.count == $0.points.count }
        var rings: [[Coordinate]] = []
        while var ring = pending.popLast() {
            while ring.nodes.first != ring.nodes.last, let end = ring.nodes.last {
                guard let index = pending.firstIndex(where: { $0.nodes.first == end || $0.nodes.last == end }) else {
                    break
                }
                let next = pending.remove(at: index)
                let forward = next.nodes.first == end
                ring.nodes += (forward ? next.nodes : next.nodes.reversed()).dropFirst()
                ring.points += (forward ? next.points : next.points.reversed()).dropFirst()
            }
            if ring.nodes.count >= 4, ring.nodes.first == ring.nodes.last { rings.append(ring.points) }
        }
        return rings
    }

    /// Whether `point` lies inside `ring` (even-odd rule, longitude as x, latitude as y).
    static func contains(_ ring: [Coordinate], _ point: Coordinate) -> Bool {
        var inside = false
        var previous = ring.last ?? point
        for current in ring {
            if (current.latitude > point.latitude) != (previous.latitude > point.latitude) {
                let crossing =
                    previous.longitude + (point.latitude - previous.latitude) / (current.latitude - previous.latitude)
                    * (current.longitude - previous.longitude)
                if point.longitude < crossing { inside.toggle() }
            }
            previous = current
        }
        return inside
    }
}
