import CoreLocation
import Foundation
import MapKit
import OpenStreetMap
import Testing
@_spi(CarPlayHost) import CarPlay
import CarPlayHost

/// The car's position for the app's `CLLocationManager`s: placing the car, driving it along a route of its map, an
/// `MKRoute` or a recorded GPX track on the car's clock (`advanceClock(by:)` moves it), the user's answer to the
/// app's authorization prompt, and reading where the car is.
///
/// ```swift
/// let route = try car.driveRoute(from: portHercule, to: casino)
/// car.advanceClock(by: 30)          // the app's delegate hears a position a second
/// #expect(car.vehicle.speed > 0)
/// car.advanceClock(by: car.remainingDriveTime)
/// #expect(car.vehicle.speed == 0)   // stopped at the end
/// ```
extension TestCar {
    /// Why the car cannot drive what it was asked to.
    public enum DriveError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The car has no map to route on.
        case noMap
        /// The car's map has no road route between the two places.
        case noRoute
        /// The route cannot be driven (no points, a point off Earth, a bad option).
        case route(RouteDrive.Failure)
        /// The GPX track cannot be replayed.
        case track(GPXTrack.Failure)
        /// The car cannot do what the driver asked (a wrong turn without a road route under way, or with nowhere to
        /// turn).
        case drive(DriveFailure)

        public var description: String {
            switch self {
            case .noMap: "the car has no map"
            case .noRoute: "the car's map has no route between the two places"
            case .route(let failure): failure.description
            case .track(let failure): failure.description
            case .drive(let failure): failure.description
            }
        }
    }

    // MARK: Reading

    /// Where the car is now, its course and speed.
    public var vehicle: VehicleState { session.vehicleState }

    /// The drive under way, nil while the car stands.
    public var currentDrive: VehicleDrive? { session.vehicle.drive }

    /// Seconds of driving until the drive under way stops at its end (0 while the car stands; while the drive is
    /// paused, what is left of it once resumed).
    public var remainingDriveTime: TimeInterval {
        guard let drive = session.vehicle.drive else { return 0 }
        return max(0, drive.end.timeIntervalSince(session.vehicle.pausedAt ?? now))
    }

    /// The app's location authorization as the car's user left it.
    public var locationAuthorization: LocationAuthorization { session.effectiveLocationAuthorization }

    // MARK: Placing and driving

    /// Puts the car at `coordinate`, standing (a drive under way ends).
    public func placeCar(
        at coordinate: CLLocationCoordinate2D, course: CLLocationDirection = -1,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        act(sourceLocation) { session.placeVehicle(at: Self.coordinate(coordinate), course: course) }
    }

    /// Routes over the car's map from `source` (default: where the car is, starting the way it points) to
    /// `destination` and sets off along the fastest route, at its roads' speed limits. Returns the route.
    @discardableResult
    public func driveRoute(
        from source: CLLocationCoordinate2D? = nil, to destination: CLLocationCoordinate2D,
        options: RouteDrive.Options = RouteDrive.Options(), sourceLocation: SourceLocation = #_sourceLocation
    ) throws(DriveError) -> RoadRoute {
        guard let map = session.carMap else { throw .noMap }
        let from = source.map(Self.coordinate) ?? session.vehicleCoordinate
        let heading = source == nil ? session.vehicleState.heading : nil
        guard let route = map.router.routes(from: from, heading: heading, to: Self.coordinate(destination)).first
        else { throw .noRoute }
        try drive(route, options: options, sourceLocation: sourceLocation)
        return route
    }

    /// Turns off the road route under way (`driveRoute(to:)`, `drive(_:)` with a `RoadRoute`) at its next junction,
    /// as the browser car's *Wrong turn* does: the car takes the other road to its end at the cruise speed, then the
    /// fastest route on to the destination, which it can leave the same way (`CarSession.takeWrongTurn()`). A
    /// navigation app following the car sees it leave the app's route. Throws, changing nothing, without a road
    /// route under way or with no junction ahead.
    public func takeWrongTurn(sourceLocation: SourceLocation = #_sourceLocation) throws(DriveError) {
        var failure: DriveFailure?
        act(sourceLocation) {
            do throws(DriveFailure) { try session.takeWrongTurn() } catch { failure = error }
        }
        if let failure { throw .drive(failure) }
    }

    /// The road route the car drives now, which `takeWrongTurn()` leaves; nil when it stands or drives a polyline
    /// or a track.
    public var roadRoute: WrongTurn? { session.roadRoute }

    /// Sets off along a route of the car's map, at its roads' speed limits.
    public func drive(
        _ route: RoadRoute, options: RouteDrive.Options = RouteDrive.Options(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws(DriveError) {
        var failure: RouteDrive.Failure?
        act(sourceLocation) {
            do throws(RouteDrive.Failure) { try session.drive(route, options: options) } catch { failure = error }
        }
        if let failure { throw .route(failure) }
    }

    /// Sets off along an `MKRoute`'s polyline at `options.cruiseSpeed` (the route carries no speed limits).
    public func drive(
        _ route: MKRoute, options: RouteDrive.Options = RouteDrive.Options(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws(DriveError) {
        let points = route.polyline.points()
        let coordinates = (0..<route.polyline.pointCount).map { Self.coordinate(points[$0].coordinate) }
        try drive(along: coordinates, options: options, sourceLocation: sourceLocation)
    }

    /// Sets off along a polyline, at `options.cruiseSpeed` where `speedLimits` (m/s per segment) says nothing.
    public func drive(
        along coordinates: [Coordinate], speedLimits: [Double?] = [],
        options: RouteDrive.Options = RouteDrive.Options(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws(DriveError) {
        var failure: RouteDrive.Failure?
        act(sourceLocation) {
            do throws(RouteDrive.Failure) {
                try session.drive(along: coordinates, speedLimits: speedLimits, options: options)
            } catch { failure = error }
        }
        if let failure { throw .route(failure) }
    }

    /// Replays a recorded GPX track (its `<trkpt>` points at their `<time>`s) from now.
    public func drive(gpx: String, sourceLocation: SourceLocation = #_sourceLocation) throws(DriveError) {
        let track: GPXTrack
        do throws(GPXTrack.Failure) { track = try GPXTrack(gpx: gpx) } catch { throw .track(error) }
        act(sourceLocation) { session.drive(track) }
    }

    /// Replays a recorded track from now.
    public func drive(_ track: GPXTrack, sourceLocation: SourceLocation = #_sourceLocation) {
        act(sourceLocation) { session.drive(track) }
    }

    /// Moves the car's clock on to the end of the drive under way, a second at a time: the car stops there. A paused
    /// drive is resumed first.
    public func driveToEnd(sourceLocation: SourceLocation = #_sourceLocation) {
        if session.isDrivePaused { resumeDrive(sourceLocation: sourceLocation) }
        while remainingDriveTime > 0 { advanceClock(by: min(1, remainingDriveTime)) }
    }

    /// Pauses the drive under way: the car stands where it is (speed 0, its course kept) and the rest of the drive
    /// waits. False, and nothing changes, without a drive or when it is paused already.
    @discardableResult
    public func pauseDrive(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        var paused = false
        act(sourceLocation) { paused = session.pauseDrive() }
        return paused
    }

    /// Resumes the paused drive along the rest of it (the car arrives later by the pause). False, and nothing
    /// changes, when no drive is paused.
    @discardableResult
    public func resumeDrive(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        var resumed = false
        act(sourceLocation) { resumed = session.resumeDrive() }
        return resumed
    }

    // MARK: Authorization

    /// What the car's user answers when the app asks for the position (default: allow while using).
    public var locationAuthorizationAnswer: LocationAuthorizationAnswer {
        get { session.locationAuthorizationAnswer }
        set { session.locationAuthorizationAnswer = newValue }
    }

    /// The user changes the app's permission in Settings; its managers hear it.
    public func setLocationAuthorization(
        _ authorization: LocationAuthorization, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        act(sourceLocation) { session.setLocationAuthorization(authorization) }
    }

    /// Whether the car's location services are on.
    public var locationServicesEnabled: Bool {
        get { session.locationServicesEnabled }
        set { act(#_sourceLocation) { session.locationServicesEnabled = newValue } }
    }

    /// Delivers now what the app's managers would hear on the next main-queue turn (first callbacks, the user's
    /// answer, first positions); `await settle()` lets that turn run instead.
    public func deliverLocationEvents(sourceLocation: SourceLocation = #_sourceLocation) {
        act(sourceLocation) { session.deliverLocationEvents() }
    }

    private static func coordinate(_ coordinate: CLLocationCoordinate2D) -> Coordinate {
        Coordinate(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }
}
