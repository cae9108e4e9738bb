import Foundation
import OpenStreetMap

/// A place the driver can set off to from the drive controls (the browser car's Drive panel, `CarSystem`'s
/// `driveVehicle(to:)`): a named place of the car's map, where a car arrives at it. The names are looked up in the
/// map itself, so the panel's destinations are the same places an app's search finds there; a map without one
/// offers the others.
public struct DriveDestination: Hashable, Sendable, Identifiable {
    /// The id the protocol names it by (`casino`).
    public var id: String
    /// Its name on the map ("Casino de Monte Carlo").
    public var name: String
    /// Where a car arrives at it.
    public var coordinate: Coordinate

    public init(id: String, name: String, coordinate: Coordinate) {
        self.id = id
        self.name = name
        self.coordinate = coordinate
    }

    /// The places the drive controls offer, by id and their name on the map (Monaco's, the shipped extract).
    public static let offered: [(id: String, name: String)] = [
        ("casino", "Casino de Monte Carlo"), ("stade", "Stade Louis II"), ("port", "Port Hercule"),
    ]

    /// The id that drives to the destination of the trip a navigation app guides ("follow the route").
    public static let trip = "trip"

    /// The offered places a map has (`places`, its place index), in the order of `offered`.
    public static func offered(in places: PlaceIndex) -> [DriveDestination] {
        offered.compactMap { id, name in
            let place = places.search(name, limit: 5).first {
                $0.name.compare(name, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
            }
            return place.map { DriveDestination(id: id, name: $0.name, coordinate: $0.arrival) }
        }
    }
}
