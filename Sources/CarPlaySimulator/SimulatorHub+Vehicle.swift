import CarPlayHost
import Foundation
import OpenStreetMap

// The drive controls (`vehicle` messages): decoded here, done by `CarSystem`'s driver API (the same calls a
// `TestCar` makes); the speed plays the car's drives faster, not the car's clock.
extension SimulatorHub {
    func apply(_ vehicle: VehicleMessage) -> Result<ServerMessage.Outcome, ProtocolError> {
        if case .speed(let factor) = vehicle {
            system.setDriveRate(Double(factor))
            system.log.append(.input, "Drive speed \(factor)×")
            return .success(.handled)
        }
        guard let state = system.vehicleState else {
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
            return drive(to: id)
        case .track(let gpx):
            let track: GPXTrack
            do {
                track = try GPXTrack(gpx: gpx)
            } catch {
                return .failure(.badField("gpx", "is not a usable track: \(error.description)"))
            }
            system.startDrive(.track(track))
            system.log.append(.input, "GPX track: \(track.points.count) points")
        case .wrongTurn:
            do throws(DriveFailure) {
                try system.takeWrongTurn()
            } catch {
                return .failure(.badField("action", "wrongTurn: \(error.description)"))
            }
            system.log.append(.input, "Wrong turn at the next junction")
        case .pause:
            guard !system.isDrivePaused else {
                return .failure(.badField("action", "pause: the drive is paused already"))
            }
            guard system.pauseDrive() else { return .failure(.badField("action", "pause needs a drive under way")) }
            system.log.append(.input, "Drive paused")
        case .resume:
            guard system.resumeDrive() else { return .failure(.badField("action", "resume needs a paused drive")) }
            system.log.append(.input, "Drive resumed")
        case .speed:
            break
        }
        return .success(.handled)
    }

    /// `drive`: the car sets off along the fastest road route of its map to one of the drive controls' places, or
    /// to the destination of the trip a navigation app guides (`trip`).
    private func drive(to id: String) -> Result<ServerMessage.Outcome, ProtocolError> {
        let destinations = system.driveDestinations
        let destination: DriveDestination
        if id == DriveDestination.trip {
            guard let trip = system.guidedTripDestination else {
                return .failure(.badField("destination", "trip needs a navigation app guiding a trip"))
            }
            destination = trip
        } else {
            guard let named = destinations.first(where: { $0.id == id }) else {
                let ids = (destinations.map(\.id) + [DriveDestination.trip]).joined(separator: ", ")
                return .failure(.badField("destination", "must be one of \(ids)"))
            }
            destination = named
        }
        let route: RoadRoute
        do throws(DriveFailure) {
            route = try system.driveVehicle(to: destination.coordinate)
        } catch {
            switch error {
            case .noMap: return .failure(.badField("destination", "cannot be reached: the car has no map to route on"))
            case .noRoute: return .failure(.badField("destination", "cannot be reached by road from where the car is"))
            default: return .failure(.badField("destination", "cannot be driven to: \(error.description)"))
            }
        }
        let kilometres = (route.distance / 100).rounded() / 10
        system.log.append(.input, "Drive to \(destination.name) (\(kilometres) km)")
        return .success(.handled)
    }

    private static func text(_ degrees: Double) -> String { String(format: "%.5f", degrees) }
}
