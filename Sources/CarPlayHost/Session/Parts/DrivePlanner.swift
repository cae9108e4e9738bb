import Foundation
import OpenStreetMap

/// How the car sets off over its map, one session's part without state: the drive along a road route at its roads'
/// speed limits, the drive to a destination by the fastest route from where the car is, and the drive of a wrong
/// turn off the road route under way. Each comes with the road route it follows, which a later wrong turn can leave.
///
/// Plain functions of the car's map and position: the session starts the drive it gets (`Vehicle`) and the app's
/// location managers hear the car move.
enum DrivePlanner {
    /// A planned drive: the path the car drives and the road route to a destination it follows.
    typealias Planned = (path: VehicleDrive.Path, roadRoute: WrongTurn)

    /// The drive along `route`: over `map`'s roads at their speed limits, or along the route's points when the car
    /// has no map. It follows `route` to its last point (nil for a route without points).
    static func drive(
        along route: RoadRoute, on map: CarMap?, options: RouteDrive.Options
    ) throws(RouteDrive.Failure) -> (path: VehicleDrive.Path, roadRoute: WrongTurn?) {
        let planned =
            if let map {
                try RouteDrive(route: route, graph: map.graph, options: options)
            } else {
                try RouteDrive(coordinates: route.coordinates, options: options)
            }
        return (.route(planned), route.coordinates.last.map { WrongTurn(route: route, destination: $0) })
    }

    /// The drive from `start` to `destination`: the fastest road route of `map` (asked for only when needed) for a
    /// car pointing `heading` degrees (nil: unknown), at its roads' speed limits.
    static func drive(
        from start: Coordinate, heading: Double? = nil, to destination: Coordinate,
        on map: @autoclosure () -> CarMap?, options: RouteDrive.Options
    ) throws(DriveFailure) -> Planned {
        guard let map = map() else { throw .noMap }
        guard let route = map.router.routes(from: start, heading: heading, to: destination).first else {
            throw .noRoute
        }
        do throws(RouteDrive.Failure) {
            let drive = try RouteDrive(route: route, graph: map.graph, options: options)
            return (.route(drive), WrongTurn(route: route, destination: destination))
        } catch {
            throw .route(error)
        }
    }

    /// The drive of a wrong turn at the next junction of `roadRoute`, the road route a drive under way follows
    /// (`isDriving`), from `position`: the other road to its end at the cruise speed, then the fastest route on to
    /// the destination, which the car can leave the same way. `map` is asked for only when there is a road route.
    static func wrongTurn(
        off roadRoute: WrongTurn?, isDriving: Bool, at position: Coordinate, on map: @autoclosure () -> CarMap?
    ) throws(DriveFailure) -> Planned {
        guard let roadRoute, isDriving else { throw .noRoadRoute }
        guard let map = map() else { throw .noMap }
        let detour: WrongTurn.Detour
        switch roadRoute.path(from: position, graph: map.graph, router: map.router) {
        case .success(let found): detour = found
        case .failure(let failure): throw .wrongTurn(failure)
        }
        do throws(RouteDrive.Failure) {
            let drive = try RouteDrive(coordinates: detour.points)
            return (.route(drive), WrongTurn(route: detour.onward, destination: roadRoute.destination))
        } catch {
            throw .route(error)
        }
    }
}
