import CarPlayHost
import Foundation
import OpenStreetMap

// The drive controls (`vehicle` messages): the car's vehicle through `CarSystem`'s API, the speed on the
// simulator's clock.
extension SimulatorHub {
    func apply(_ vehicle: VehicleMessage) -> Result<ServerMessage.Outcome, ProtocolError> {
        if case .speed(let factor) = vehicle {
            clock.setFactor(Double(factor))
            system.log.append(.input, "Drive speed \(factor)×")
            return .success(.handled)
        }
        guard let app = system.apps.first, let session = system.sessions[app.id], let state = system.vehicleState
        else {
            return .failure(ProtocolError(.notRunning, "the car has no apps installed, so no vehicle to move"))
        }
        switch vehicle {
        case .wrongTurn: return takeWrongTurn(from: state.coordinate, session: session)
        case .pause, .resume: return pauseOrResume(vehicle)
        default: break
        }
        drivenRoute = nil
        switch vehicle {
        case .place(let latitude, let longitude, let course):
            system.placeVehicle(at: Coordinate(latitude: latitude, longitude: longitude), course: course ?? -1)
            system.log.append(.input, "Car placed at \(Self.text(latitude)), \(Self.text(longitude))")
        case .stop:
            system.placeVehicle(at: state.coordinate, course: state.course)
            system.log.append(.input, "Car stopped")
        case .drive(let id):
            guard let destination = VehicleMessage.Destination.named(id) ?? guidedTripDestination(id) else {
                return .failure(
                    id == VehicleMessage.Destination.trip
                        ? .badField("destination", "trip needs a navigation app guiding a trip")
                        : .badField("destination", "names no destination"))
            }
            guard let map = session.carMap else {
                return .failure(.badField("destination", "cannot be reached: the car has no map to route on"))
            }
            guard let route = map.router.routes(from: state.coordinate, to: destination.coordinate).first else {
                return .failure(.badField("destination", "cannot be reached by road from where the car is"))
            }
            do {
                system.startDrive(.route(try RouteDrive(route: route, graph: map.graph)))
            } catch {
                return .failure(.badField("destination", "cannot be driven to: \(error.description)"))
            }
            drivenRoute = WrongTurn(route: route, destination: destination.coordinate)
            let kilometres = (route.distance / 100).rounded() / 10
            system.log.append(.input, "Drive to \(destination.name) (\(kilometres) km)")
        case .track(let gpx):
            let track: GPXTrack
            do {
                track = try GPXTrack(gpx: gpx)
            } catch {
                return .failure(.badField("gpx", "is not a usable track: \(error.description)"))
            }
            system.startDrive(.track(track))
            system.log.append(.input, "GPX track: \(track.points.count) points")
        case .speed, .wrongTurn, .pause, .resume:
            break
        }
        return .success(.handled)
    }

    /// The car stops where it is on its drive, keeping the rest of it, or sets off again along the rest (the route
    /// a wrong turn would leave stays the same).
    private func pauseOrResume(_ vehicle: VehicleMessage) -> Result<ServerMessage.Outcome, ProtocolError> {
        if case .pause = vehicle {
            guard !system.isDrivePaused else {
                return .failure(.badField("action", "pause: the drive is paused already"))
            }
            guard system.pauseDrive() else { return .failure(.badField("action", "pause needs a drive under way")) }
            system.log.append(.input, "Drive paused")
        } else {
            guard system.resumeDrive() else { return .failure(.badField("action", "resume needs a paused drive")) }
            system.log.append(.input, "Drive resumed")
        }
        return .success(.handled)
    }

    /// The car turns off the route it drives at the next junction (`WrongTurn`), at the cruise speed; the route it
    /// then drives on to the destination can be left the same way.
    private func takeWrongTurn(from position: Coordinate, session: CarSession) -> Result<
        ServerMessage.Outcome, ProtocolError
    > {
        guard let drivenRoute, let map = session.carMap else {
            return .failure(.badField("action", "wrongTurn needs a drive to a destination under way"))
        }
        switch drivenRoute.path(from: position, graph: map.graph, router: map.router) {
        case .success(let detour):
            do {
                system.startDrive(.route(try RouteDrive(coordinates: detour.points)))
            } catch {
                return .failure(.badField("action", "wrongTurn: \(error.description)"))
            }
            self.drivenRoute = WrongTurn(route: detour.onward, destination: drivenRoute.destination)
            system.log.append(.input, "Wrong turn at the next junction")
            return .success(.handled)
        case .failure(.noJunctionAhead):
            return .failure(.badField("action", "wrongTurn: no junction ahead on the route"))
        case .failure(.noWayOn):
            return .failure(.badField("action", "wrongTurn: no way on from the junction's other road"))
        }
    }

    /// For `trip`: the destination of the trip a navigation app guides now (the app in front first), as the app's
    /// `CPTrip` names it.
    private func guidedTripDestination(_ id: String) -> VehicleMessage.Destination? {
        guard id == VehicleMessage.Destination.trip else { return nil }
        let sessions =
            ([system.foregroundSession].compactMap { $0 }) + system.apps.compactMap { system.sessions[$0.id] }
        guard let trip = sessions.lazy.compactMap({ $0.mapTemplateSnapshot?.navigation?.trip }).first else {
            return nil
        }
        let place = trip.destination
        return VehicleMessage.Destination(
            id: id, name: place.name ?? trip.destinationNameVariants.first ?? "the trip's destination",
            coordinate: Coordinate(latitude: place.coordinate.latitude, longitude: place.coordinate.longitude))
    }

    private static func text(_ degrees: Double) -> String { String(format: "%.5f", degrees) }
}
