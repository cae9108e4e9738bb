import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import _PlatformHost
import OpenStreetMap

/// The car's position for the app's `CLLocationManager`s: the vehicle (placed, or driving a route or a recorded
/// track on the injected clock), the app's authorization as the car's user answers it, and the events each manager
/// hears. Events for something the app did (a new manager, a request, starting updates) go out on the next turn
/// of the main queue, after the app's call returned, as iOS delivers them; the positions of a moving car go out
/// as the car's clock moves (`clockDidAdvance()`), one a second of driving.
extension CarSession {
    // MARK: The vehicle

    /// Where the car is now, its course and speed.
    public var vehicleState: VehicleState { vehicle.state(at: clock()) }

    /// Puts the car at `coordinate` (a drive under way ends); managers that update hear the new position.
    public func placeVehicle(at coordinate: Coordinate, course: Double = -1) {
        vehicle.place(at: coordinate, course: course)
        locationServices.positionJumped = true
        scheduleLocationEvents()
    }

    /// Sets off along `path` now. `roadRoute` is the road route to a destination the drive follows, which a wrong
    /// turn can leave (`takeWrongTurn()`); nil for none.
    public func startDrive(_ path: VehicleDrive.Path, following roadRoute: WrongTurn? = nil) {
        vehicle.start(VehicleDrive(path, start: clock()), following: roadRoute)
        locationServices.positionJumped = true
        scheduleLocationEvents()
    }

    /// Whether the drive under way is paused.
    public var isDrivePaused: Bool { vehicle.isDrivePaused }

    /// Stops the car where it is on its drive now, keeping the rest of the drive (`Vehicle.pauseDrive(at:)`): it
    /// reports speed 0 at the same position and course, once a second, until `resumeDrive()`. The drive's fixes due
    /// until now go out first. Returns false, changing nothing, when no drive is under way or it is paused already.
    @discardableResult
    public func pauseDrive() -> Bool {
        advanceVehicle()
        return vehicle.pauseDrive(at: clock())
    }

    /// Sets off again now along the rest of the paused drive, later by the pause (`Vehicle.resumeDrive(at:)`).
    /// Returns false, changing nothing, when no drive is paused.
    @discardableResult
    public func resumeDrive() -> Bool {
        guard vehicle.isDrivePaused else { return false }
        advanceVehicle()
        return vehicle.resumeDrive(at: clock())
    }

    /// Sets off along a route of the car's map, at its roads' speed limits. A wrong turn can leave it
    /// (`takeWrongTurn()`): the car then goes on to the route's end. See ``DrivePlanner/drive(along:on:options:)``.
    public func drive(_ route: RoadRoute, options: RouteDrive.Options = RouteDrive.Options()) throws(RouteDrive.Failure)
    {
        let planned = try DrivePlanner.drive(along: route, on: carMap, options: options)
        startDrive(planned.path, following: planned.roadRoute)
    }

    /// The road route to a destination the car drives now, which a wrong turn can leave; nil when the car stands
    /// or drives a polyline or a track.
    public var roadRoute: WrongTurn? { vehicle.roadRoute }

    /// The drive to `destination`: the fastest road route of the car's map from where the car is now, at its
    /// roads' speed limits, and the road route it follows (`startDrive(_:following:)` sets off along it). See
    /// ``DrivePlanner/drive(from:to:on:options:)``.
    public func plannedDrive(to destination: Coordinate, options: RouteDrive.Options = RouteDrive.Options())
        throws(DriveFailure) -> (path: VehicleDrive.Path, roadRoute: WrongTurn)
    {
        try DrivePlanner.drive(from: vehicleState.coordinate, to: destination, on: carMap, options: options)
    }

    /// Routes over the car's map from where the car is to `destination` and sets off along the fastest route, at
    /// its roads' speed limits; a wrong turn can leave it. Returns the route.
    @discardableResult
    public func drive(to destination: Coordinate, options: RouteDrive.Options = RouteDrive.Options())
        throws(DriveFailure) -> RoadRoute
    {
        let planned = try plannedDrive(to: destination, options: options)
        startDrive(planned.path, following: planned.roadRoute)
        return planned.roadRoute.route
    }

    /// The drive of a wrong turn at the next junction of the road route under way (`WrongTurn`): the car takes
    /// the other road to its end at the cruise speed, then the fastest route on to the destination, which it can
    /// leave the same way. See ``DrivePlanner/wrongTurn(off:isDriving:at:on:)``.
    public func plannedWrongTurn() throws(DriveFailure) -> (path: VehicleDrive.Path, roadRoute: WrongTurn) {
        try DrivePlanner.wrongTurn(
            off: vehicle.roadRoute, isDriving: vehicle.drive != nil, at: vehicleState.coordinate, on: carMap)
    }

    /// Takes a wrong turn at the next junction of the road route under way (`plannedWrongTurn()`). A navigation
    /// app following the car sees it leave its route.
    public func takeWrongTurn() throws(DriveFailure) {
        let planned = try plannedWrongTurn()
        startDrive(planned.path, following: planned.roadRoute)
    }

    /// Sets off along a polyline (an `MKRoute`'s, say), at `options.cruiseSpeed` where `speedLimits` says nothing.
    public func drive(
        along coordinates: [Coordinate], speedLimits: [Double?] = [], options: RouteDrive.Options = RouteDrive.Options()
    ) throws(RouteDrive.Failure) {
        startDrive(.route(try RouteDrive(coordinates: coordinates, speedLimits: speedLimits, options: options)))
    }

    /// Replays a recorded track from now.
    public func drive(_ track: GPXTrack) { startDrive(.track(track)) }

    /// The car's clock moved: the vehicle moves on, and the app's managers hear the positions it reported. See
    /// ``LocationServices/advanceVehicle(context:)``.
    func advanceVehicle() { LocationServices.advanceVehicle(context: self) }

    // MARK: Authorization

    /// The app's location authorization as the car's user left it (`.denied` while location services are off).
    public var effectiveLocationAuthorization: LocationAuthorization { locationServices.effectiveAuthorization }

    /// What the car's user answers when the app asks for the position (default: allow while using).
    public var locationAuthorizationAnswer: LocationAuthorizationAnswer {
        get { locationServices.answer }
        set { locationServices.answer = newValue }
    }

    /// Whether the car's location services are on. Turning them off denies every app; their managers hear it.
    public var locationServicesEnabled: Bool {
        get { locationServices.servicesEnabled }
        set { LocationServices.setServicesEnabled(newValue, context: self) }
    }

    /// The user changes the app's permission in Settings (or resets it to not determined); its managers hear it.
    /// See ``LocationServices/setAuthorization(_:context:)``.
    public func setLocationAuthorization(_ authorization: LocationAuthorization) {
        LocationServices.setAuthorization(authorization, context: self)
    }

    /// The app asks for authorization: the car's user answers on the next turn.
    func requestLocationAuthorization(always: Bool) {
        LocationServices.requestAuthorization(always: always, context: self)
    }

    // MARK: The app's location managers

    /// A manager of the app appeared or changed what it needs.
    func locationClientDidChange(_ client: any PlatformLocationClient) {
        LocationServices.clientDidChange(client, context: self)
    }

    /// The car's position now as CoreLocation receives it; nil when the car is nowhere on Earth.
    var currentLocationFix: PlatformLocationFix? { LocationServices.fix(vehicleState, of: vehicle) }

    /// Sends what is due now to the app's location managers. The session runs it on the next main-queue turn after
    /// the app asked; front ends may run it at once. See ``LocationServices/deliverEvents(samplesFollow:context:)``.
    public func deliverLocationEvents() { LocationServices.deliverEvents(samplesFollow: false, context: self) }

    /// Runs `deliverLocationEvents()` on the next main-queue turn. See ``LocationServices/scheduleEvents(context:)``.
    func scheduleLocationEvents() { LocationServices.scheduleEvents(context: self) }
}

extension LocationAuthorization {
    /// As CoreLocation receives it.
    var platform: PlatformLocationAuthorization { PlatformLocationAuthorization(rawValue: rawValue) ?? .notDetermined }
}
