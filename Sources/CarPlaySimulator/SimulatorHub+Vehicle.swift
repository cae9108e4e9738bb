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
        case .place(let latitude, let longitude, let course):
            system.placeVehicle(at: Coordinate(latitude: latitude, longitude: longitude), course: course ?? -1)
            system.log.append(.input, "Car placed at \(Self.text(latitude)), \(Self.text(longitude))")
        case .stop:
            system.placeVehicle(at: state.coordinate, course: state.course)
            system.log.append(.input, "Car stopped")
        case .drive(let id):
            guard let destination = VehicleMessage.Destination.named(id) else {
                return .failure(.badField("destination", "names no destination"))
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
        case .speed:
            break
        }
        return .success(.handled)
    }

    private static func text(_ degrees: Double) -> String { String(format: "%.5f", degrees) }
}
