import Foundation
@_spi(CarPlayHost) import _PlatformHost
import OpenStreetMap

/// The app's location services, one session's part: its authorization as the car's user answers it, whether the
/// car's location services are on, the prompt the user has not answered yet, and the app's location managers (held
/// weakly) with what each has been told.
///
/// Plain state: the session sends the events (as the app, in the managers' order) and marks what it sent; this part
/// decides what is due. The car's position is the session's `Vehicle`.
@MainActor
struct LocationServices {
    struct Client {
        weak var client: (any PlatformLocationClient)?
        /// The manager was made and has not heard its first authorization callback.
        var owesCreationCallback = true
        /// It was sent a position (or refused one) since it last asked.
        var sentFirstFix = false
        /// It was sent a heading since it started asking.
        var sentFirstHeading = false
    }

    /// A first event due to a manager.
    enum FirstEvent: Equatable {
        /// Its first position (or the refusal, or that the car is nowhere): `sentFirstFix` follows.
        case position(PlatformLocationEvent)
        /// Its first heading: `sentFirstHeading` follows.
        case heading(PlatformLocationEvent)
    }

    private(set) var authorization = LocationAuthorization.notDetermined
    /// What the car's user answers when the app asks.
    var answer = LocationAuthorizationAnswer.allowWhileUsing
    private(set) var servicesEnabled = true
    /// A prompt the user has not answered yet (`true`: for Always).
    private(set) var pendingPrompt: Bool?
    /// The app asked for Always before (iOS prompts for it once).
    private(set) var askedAlways = false
    private(set) var clients: [ObjectIdentifier: Client] = [:]
    /// The order the clients appeared in (events go out in it).
    private(set) var order: [ObjectIdentifier] = []
    /// The car was placed or set off: clients that update get the new position.
    var positionJumped = false
    /// A turn of the main queue is to deliver what is due.
    var turnScheduled = false

    // MARK: Authorization

    /// The app's authorization as the car's user left it (`.denied` while location services are off).
    var effectiveAuthorization: LocationAuthorization {
        servicesEnabled || authorization == .notDetermined ? authorization : .denied
    }

    /// Turns the car's location services on or off.
    mutating func setServicesEnabled(_ enabled: Bool) { servicesEnabled = enabled }

    /// The user changes the app's permission in Settings (not determined: the app may ask for Always again).
    mutating func setAuthorization(_ authorization: LocationAuthorization) {
        self.authorization = authorization
        if authorization == .notDetermined { askedAlways = false }
    }

    /// The app asks for authorization. iOS prompts once per kind of request; a pending prompt takes the later
    /// request's kind only for Always.
    mutating func requestPrompt(always: Bool) { pendingPrompt = always || (pendingPrompt ?? false) }

    /// The user answers the pending prompt (`Rules.locationAuthorization`). Returns the effective authorization
    /// before, when the app's authorization changed; nil when there was no prompt or nothing changed.
    mutating func answerPendingPrompt() -> LocationAuthorization? {
        guard let always = pendingPrompt else { return nil }
        pendingPrompt = nil
        let before = effectiveAuthorization
        let next = Rules.locationAuthorization(
            requestingAlways: always, current: authorization, askedAlwaysBefore: askedAlways, answer: answer)
        if always { askedAlways = true }
        guard let next, servicesEnabled else { return nil }
        authorization = next
        return before
    }

    /// The authorization changed: every manager is owed its first position and heading again.
    mutating func forgetFirstFixes() {
        for id in order {
            clients[id]?.sentFirstFix = false
            clients[id]?.sentFirstHeading = false
        }
    }

    // MARK: Managers

    /// The live manager `id`, if it is still there.
    func client(_ id: ObjectIdentifier) -> (any PlatformLocationClient)? { clients[id]?.client }

    /// A manager appeared or changed what it needs: a new one is owed its creation callback; one that stopped
    /// updating (or asks for one position) is owed a first position, one that stopped heading a first heading.
    mutating func clientDidChange(_ client: any PlatformLocationClient) {
        let id = ObjectIdentifier(client)
        if clients[id]?.client == nil {
            clients[id] = Client(client: client)
            order.removeAll { $0 == id }
            order.append(id)
        }
        let needs = client.platformLocationNeeds
        if !needs.contains(.updatingLocation) || needs.contains(.oneLocation) { clients[id]?.sentFirstFix = false }
        if !needs.contains(.updatingHeading) { clients[id]?.sentFirstHeading = false }
    }

    /// Forgets the managers the app let go.
    mutating func forgetGoneClients() {
        // Every position asks: the tables are made again only when a manager went.
        guard clients.values.contains(where: { $0.client == nil }) else { return }
        clients = clients.filter { $0.value.client != nil }
        order = order.filter { clients[$0] != nil }
    }

    /// The manager `id` if it is owed its creation callback, which it is then no longer.
    mutating func takeCreationCallback(_ id: ObjectIdentifier) -> (any PlatformLocationClient)? {
        guard clients[id]?.owesCreationCallback == true else { return nil }
        clients[id]?.owesCreationCallback = false
        return clients[id]?.client
    }

    /// The first events due to manager `id`, which needs `needs`, in order: a position (the car's `fix`, that it is
    /// nowhere, or the refusal) when it asked and was not sent one, or the car jumped; a heading likewise when the
    /// car moves. `samplesFollow`: the car's clock moved and its fixes follow, serving as first positions.
    func firstEvents(
        for id: ObjectIdentifier, needs: PlatformLocationNeeds, status: LocationAuthorization,
        fix: PlatformLocationFix?, jumped: Bool, samplesFollow: Bool
    ) -> [FirstEvent] {
        guard let entry = clients[id] else { return [] }
        var events: [FirstEvent] = []
        if needs.contains(.updatingLocation) || needs.contains(.oneLocation) {
            if status.isAuthorized {
                if !entry.sentFirstFix || (jumped && !samplesFollow) {
                    if samplesFollow && fix != nil { return [] }
                    events.append(.position(fix.map { .location($0) } ?? .locationUnknown))
                }
            } else if status != .notDetermined, !entry.sentFirstFix {
                events.append(.position(.denied))
            }
        }
        if needs.contains(.updatingHeading), status.isAuthorized, !entry.sentFirstHeading || jumped, !samplesFollow,
            let fix, fix.course >= 0
        {
            events.append(.heading(.heading(fix)))
        }
        return events
    }

    /// Manager `id` was sent a position (or refused one).
    mutating func sentFix(_ id: ObjectIdentifier) { clients[id]?.sentFirstFix = true }

    /// Manager `id` was sent a heading.
    mutating func sentHeading(_ id: ObjectIdentifier) { clients[id]?.sentFirstHeading = true }

    /// What each manager hears of a position the moving car reported: the fix for those that update the location
    /// or asked for one, the heading for those that update it (when the car has a course); marked as sent.
    mutating func sample(_ fix: PlatformLocationFix) -> [(any PlatformLocationClient, PlatformLocationEvent)] {
        var events: [(any PlatformLocationClient, PlatformLocationEvent)] = []
        for id in order {
            guard let client = client(id) else { continue }
            let needs = client.platformLocationNeeds
            if needs.contains(.updatingLocation) || needs.contains(.oneLocation) {
                sentFix(id)
                events.append((client, .location(fix)))
            }
            if needs.contains(.updatingHeading), fix.course >= 0 {
                sentHeading(id)
                events.append((client, .heading(fix)))
            }
        }
        return events
    }

    /// A vehicle state as a GPS fix; nil when the car is nowhere on Earth. Decision: the car's GPS accuracies
    /// whatever the app's `desiredAccuracy` (the vehicle's: 5 m, course ±5°, speed ±0.5 m/s; altitude only from a
    /// GPX `<ele>`).
    static func fix(_ state: VehicleState, of vehicle: Vehicle) -> PlatformLocationFix? {
        guard state.coordinate.isValid else { return nil }
        let moving = state.course >= 0
        return PlatformLocationFix(
            coordinate: PlatformCoordinate(latitude: state.coordinate.latitude, longitude: state.coordinate.longitude),
            altitude: state.altitude, horizontalAccuracy: vehicle.horizontalAccuracy,
            verticalAccuracy: state.hasAltitude ? 5 : -1, course: state.course,
            courseAccuracy: moving ? vehicle.courseAccuracy : -1, speed: state.speed,
            speedAccuracy: vehicle.speedAccuracy, timestamp: state.timestamp)
    }
}

// MARK: Telling the app's managers, in a session

extension LocationServices {
    /// The car's position now as CoreLocation receives it; nil when the car is nowhere on Earth.
    static func currentFix(context: any SessionContext) -> PlatformLocationFix? {
        fix(context.vehicle.state(at: context.clock()), of: context.vehicle)
    }

    /// Puts the car at `coordinate` (a drive under way ends); managers that update hear the new position on the
    /// next turn.
    static func placeVehicle(at coordinate: Coordinate, course: Double, context: any SessionContext) {
        context.vehicle.place(at: coordinate, course: course)
        context.locationServices.positionJumped = true
        scheduleEvents(context: context)
    }

    /// Sets off along `path` now, following `roadRoute` (nil: none); managers that update hear the new position on
    /// the next turn.
    static func startDrive(_ path: VehicleDrive.Path, following roadRoute: WrongTurn?, context: any SessionContext) {
        context.vehicle.start(VehicleDrive(path, start: context.clock()), following: roadRoute)
        context.locationServices.positionJumped = true
        scheduleEvents(context: context)
    }

    /// Sets off along `route` over the car's map at its roads' speed limits (`DrivePlanner.drive(along:on:options:)`).
    /// A wrong turn can leave it: the car then goes on to the route's end.
    static func drive(_ route: RoadRoute, options: RouteDrive.Options, context: any SessionContext)
        throws(RouteDrive.Failure)
    {
        let planned = try DrivePlanner.drive(along: route, on: context.carMap, options: options)
        startDrive(planned.path, following: planned.roadRoute, context: context)
    }

    /// The drive to `destination`: the fastest road route of the car's map from where the car is now, starting the
    /// way it points (as an app's `MKDirections` from the car's position does, so the car drives the route its
    /// navigation app shows), at its roads' speed limits, and the road route it follows
    /// (`DrivePlanner.drive(from:heading:to:on:options:)`).
    static func plannedDrive(to destination: Coordinate, options: RouteDrive.Options, context: any SessionContext)
        throws(DriveFailure) -> DrivePlanner.Planned
    {
        let vehicle = context.vehicle.state(at: context.clock())
        return try DrivePlanner.drive(
            from: vehicle.coordinate, heading: vehicle.heading, to: destination,
            on: context.carMap, options: options)
    }

    /// Sets off along the planned drive to `destination` (`plannedDrive(to:options:context:)`); a wrong turn can
    /// leave it. Returns the road route.
    static func drive(to destination: Coordinate, options: RouteDrive.Options, context: any SessionContext)
        throws(DriveFailure) -> RoadRoute
    {
        let planned = try plannedDrive(to: destination, options: options, context: context)
        startDrive(planned.path, following: planned.roadRoute, context: context)
        return planned.roadRoute.route
    }

    /// The drive of a wrong turn at the next junction of the road route under way (`WrongTurn`): the car takes the
    /// other road to its end at the cruise speed, then the fastest route on to the destination, which it can leave
    /// the same way (`DrivePlanner.wrongTurn(off:isDriving:at:on:)`).
    static func plannedWrongTurn(context: any SessionContext) throws(DriveFailure) -> DrivePlanner.Planned {
        let vehicle = context.vehicle
        return try DrivePlanner.wrongTurn(
            off: vehicle.roadRoute, isDriving: vehicle.drive != nil, at: vehicle.state(at: context.clock()).coordinate,
            on: context.carMap)
    }

    /// Takes a wrong turn at the next junction of the road route under way (`plannedWrongTurn(context:)`): a
    /// navigation app following the car sees it leave its route.
    static func takeWrongTurn(context: any SessionContext) throws(DriveFailure) {
        let planned = try plannedWrongTurn(context: context)
        startDrive(planned.path, following: planned.roadRoute, context: context)
    }

    /// Stops the car where it is on its drive now, keeping the rest of the drive (`Vehicle.pauseDrive(at:)`): it
    /// reports speed 0 at the same position and course, once a second, until the drive resumes. The drive's fixes
    /// due until now go out first. False, changing nothing, when no drive is under way or it is paused already.
    static func pauseDrive(context: any SessionContext) -> Bool {
        advanceVehicle(context: context)
        return context.vehicle.pauseDrive(at: context.clock())
    }

    /// Sets off again now along the rest of the paused drive, later by the pause (`Vehicle.resumeDrive(at:)`); the
    /// fixes due until now go out first. False, changing nothing, when no drive is paused.
    static func resumeDrive(context: any SessionContext) -> Bool {
        guard context.vehicle.isDrivePaused else { return false }
        advanceVehicle(context: context)
        return context.vehicle.resumeDrive(at: context.clock())
    }

    /// Plays the car's drives `rate` times as fast from now on (`Vehicle.setRate(_:at:)`); the fixes due until now
    /// go out first, at the old rate.
    static func setDriveRate(_ rate: Double, context: any SessionContext) {
        advanceVehicle(context: context)
        context.vehicle.setRate(rate, at: context.clock())
    }

    /// The session's car moved on to its clock's time now: the app's managers hear the positions it reported (after
    /// what is due first, `deliverEvents(samplesFollow:context:)`), while the app is authorized.
    static func advanceVehicle(context: any SessionContext) {
        let states = context.vehicle.advance(to: context.clock())
        deliverEvents(samplesFollow: !states.isEmpty, context: context)
        guard !states.isEmpty, isAppAlive(context), context.locationServices.effectiveAuthorization.isAuthorized
        else { return }
        for state in states {
            guard let fix = fix(state, of: context.vehicle) else { continue }
            for (client, event) in context.locationServices.sample(fix) { send(event, to: client, context: context) }
        }
    }

    /// Turns the car's location services on or off: turning them off denies every app; its managers hear it.
    static func setServicesEnabled(_ enabled: Bool, context: any SessionContext) {
        guard enabled != context.locationServices.servicesEnabled else { return }
        let before = context.locationServices.effectiveAuthorization
        context.locationServices.setServicesEnabled(enabled)
        authorizationChanged(from: before, context: context)
    }

    /// The user changes the app's permission in Settings (or resets it to not determined); its managers hear it.
    static func setAuthorization(_ authorization: LocationAuthorization, context: any SessionContext) {
        let before = context.locationServices.effectiveAuthorization
        context.locationServices.setAuthorization(authorization)
        authorizationChanged(from: before, context: context)
    }

    /// The app asks for authorization: the car's user answers on the next turn.
    static func requestAuthorization(always: Bool, context: any SessionContext) {
        guard isAppAlive(context) else { return }
        context.locationServices.requestPrompt(always: always)
        scheduleEvents(context: context)
    }

    /// A manager of the app appeared or changed what it needs: what is due to it goes out on the next turn.
    static func clientDidChange(_ client: any PlatformLocationClient, context: any SessionContext) {
        context.locationServices.clientDidChange(client)
        scheduleEvents(context: context)
    }

    /// The app's status changed: every manager hears it, and those that want positions get one.
    private static func authorizationChanged(from before: LocationAuthorization, context: any SessionContext) {
        guard context.locationServices.effectiveAuthorization != before else { return }
        context.locationServices.forgetFirstFixes()
        for id in context.locationServices.order {
            guard let client = context.locationServices.client(id) else { continue }
            send(.authorizationChanged, to: client, context: context)
        }
        scheduleEvents(context: context)
    }

    /// Sends what is due now: first authorization callbacks of new managers, the user's answer to a prompt, first
    /// positions and headings of managers that asked (or the refusal), and a new position after the car was placed.
    /// `samplesFollow`: the car's clock moved and its fixes follow; they serve as the first positions.
    ///
    /// Every manager is looked up again before it is told: the app may drop managers in its callbacks. The session
    /// runs it on the next main-queue turn after the app asked (`scheduleEvents(context:)`); front ends may run it at
    /// once (`CarSession.deliverLocationEvents()`).
    static func deliverEvents(samplesFollow: Bool, context: any SessionContext) {
        context.locationServices.turnScheduled = false
        context.locationServices.forgetGoneClients()
        guard isAppAlive(context) else { return }
        // Managers made since the last turn hear the status they start with.
        for id in context.locationServices.order {
            if let client = context.locationServices.takeCreationCallback(id) {
                send(.authorizationChanged, to: client, context: context)
            }
        }
        // The user answers the prompt.
        if let before = context.locationServices.answerPendingPrompt() {
            authorizationChanged(from: before, context: context)
        }
        let status = context.locationServices.effectiveAuthorization
        let fix = currentFix(context: context)
        let jumped = context.locationServices.positionJumped
        context.locationServices.positionJumped = false
        for id in context.locationServices.order {
            guard let client = context.locationServices.client(id) else { continue }
            let due = context.locationServices.firstEvents(
                for: id, needs: client.platformLocationNeeds, status: status, fix: fix, jumped: jumped,
                samplesFollow: samplesFollow)
            for event in due {
                switch event {
                case .position(let position):
                    context.locationServices.sentFix(id)
                    send(position, to: client, context: context)
                case .heading(let heading):
                    context.locationServices.sentHeading(id)
                    send(heading, to: client, context: context)
                }
            }
        }
    }

    /// Runs `deliverEvents(samplesFollow:context:)` on the next main-queue turn, once however often it is asked.
    /// Decision: what an app call causes comes on the next turn of the main queue (Apple: "later", on the run loop of
    /// the manager's thread); positions of the moving car come when its clock moves. A session gone by then, or one
    /// that delivered at once, sends nothing.
    static func scheduleEvents(context: any SessionContext) {
        guard !context.locationServices.turnScheduled else { return }
        context.locationServices.turnScheduled = true
        DispatchQueue.main.async { [weak context] in
            MainActor.assumeIsolated {
                guard let context, context.locationServices.turnScheduled else { return }
                deliverEvents(samplesFollow: false, context: context)
            }
        }
    }

    /// A terminated app hears nothing (on iOS its process is gone).
    private static func isAppAlive(_ context: any SessionContext) -> Bool {
        if case .terminated = context.appState { return false }
        return true
    }

    /// Tells one manager, as the app; an app that faulted in an earlier callback hears nothing more.
    private static func send(
        _ event: PlatformLocationEvent, to client: any PlatformLocationClient, context: any SessionContext
    ) {
        guard isAppAlive(context) else { return }
        context.runAsApp { client.receive(event) }
    }
}
