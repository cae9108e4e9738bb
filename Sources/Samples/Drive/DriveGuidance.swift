import CarPlay
import CoreLocation
import MapKit

/// Turn-by-turn guidance along one `MKRoute`: on each position of the car it finds the maneuver ahead and the
/// distance to it, updates the card's and the trip's estimates, moves on to the next maneuver once one is passed,
/// speaks the prompts before each maneuver, and says when the car arrived or left the route.
@MainActor final class DriveGuidance {
    let session: CPNavigationSession
    let trip: CPTrip
    private(set) var route: MKRoute
    private(set) var maneuvers: [CPManeuver]
    /// Each maneuver's lanes (nil where the app's lane data has none).
    private(set) var laneGuidances: [CPLaneGuidance?]
    private var progress: DriveRouteProgress { didSet { cameraSpots = [:] } }
    /// Where each speed camera lies on the route, by its index (`warnOfCameras`).
    private var cameraSpots: [Int: DriveRouteProgress.Spot] = [:]
    private let mapTemplate: CPMapTemplate
    private let voice: DriveVoice?
    private let format: DriveFormat
    private let lanes: DriveLanes
    /// The route's leg for the car (iOS 26.4): one segment from where guidance started (or rerouted) to the
    /// destination, with the coordinates along it, so that the car can follow the route.
    private(set) var segment: CPRouteSegment?
    /// Where the leg being driven ends: the trip's destination, or a stop on the way.
    private(set) var legDestination: MKMapItem
    /// The legs after this one (after a stop was added), with their maneuvers, lanes and segments.
    private var nextLegs: [Leg] = []

    /// One leg of a trip with stops.
    private struct Leg {
        var route: MKRoute
        var destination: MKMapItem
        var maneuvers: [CPManeuver]
        var laneGuidances: [CPLaneGuidance?]
        var segment: CPRouteSegment?
    }
    /// The step whose maneuver is ahead (1 is the first turn; step 0 is the departure).
    private(set) var nextStep: Int?
    /// How far along the route the car is.
    private(set) var travelled: CLLocationDistance = 0
    /// The prompts already said, as "step/distance".
    private var said: Set<String> = []
    private(set) var hasArrived = false

    /// Called once when the car is at the destination.
    var onArrival: (() -> Void)?
    /// Called when the car is further than `offRouteDistance` from the route.
    var onOffRoute: ((CLLocation) -> Void)?
    /// Speed cameras to warn of; called with the distance to one once it is `cameraWarningDistance` ahead.
    var speedCameras: [CLLocationCoordinate2D] = [] { didSet { cameraSpots = [:] } }
    var onSpeedCamera: ((CLLocationDistance) -> Void)?
    private var warnedCameras: Set<Int> = []
    static let cameraWarningDistance: CLLocationDistance = 400

    /// How far from the line the car may be before it is off the route.
    static let offRouteDistance: CLLocationDistance = 60
    /// How near the end the car has arrived.
    static let arrivalDistance: CLLocationDistance = 25
    /// Where before a maneuver its first prompt is said.
    static let earlyPromptDistance: CLLocationDistance = 300
    /// Where the maneuver's own prompt is said ("at the turn").
    static let turnPromptDistance: CLLocationDistance = 60

    init(
        session: CPNavigationSession, trip: CPTrip, route: MKRoute, mapTemplate: CPMapTemplate, voice: DriveVoice?,
        format: DriveFormat = DriveFormat(), lanes: DriveLanes = .bundled
    ) {
        self.session = session
        self.trip = trip
        self.route = route
        self.mapTemplate = mapTemplate
        self.voice = voice
        self.format = format
        self.lanes = lanes
        legDestination = trip.destination
        maneuvers = DriveManeuvers.maneuvers(for: route, format: format)
        laneGuidances = DriveManeuvers.addLanes(to: maneuvers, of: route, from: lanes)
        progress = DriveRouteProgress(route: route)
        session.add(laneGuidances.compactMap { $0 })
        session.add(maneuvers)
        nextStep = progress.nextStep(after: 0)
        if #available(iOS 26.4, *) {
            let segment = makeSegment()
            self.segment = segment
            session.addRouteSegments([segment])
            session.currentSegment = segment
        }
        show(step: nextStep)
        updateEstimates()
        if let departure = route.steps.first?.instructions {
            voice?.prompt(departure, shortText: departure)
        }
    }

    /// The maneuver of a step (nil for the departure).
    func maneuver(forStep step: Int) -> CPManeuver? {
        maneuvers.indices.contains(step - 1) ? maneuvers[step - 1] : nil
    }

    /// The car is at `location`.
    func update(with location: CLLocation) {
        guard !hasArrived,
            let position = progress.locate(location.coordinate, notBefore: max(travelled - 100, 0))
        else { return }
        if position.offRoute > Self.offRouteDistance {
            onOffRoute?(location)
            return
        }
        // Never backwards: a position a little behind (noise, a stop) keeps what was reached.
        travelled = max(travelled, position.along)
        let next = progress.nextStep(after: travelled)
        if next != nextStep { show(step: next) }
        updateEstimates()
        if progress.length - travelled <= Self.arrivalDistance {
            if nextLegs.isEmpty { arrive() } else { arriveAtStop() }
            return
        }
        warnOfCameras()
        promptIfDue()
    }

    /// Follows a new route from where the car is (after rerouting).
    func replaceRoute(with newRoute: MKRoute, reason: CPRerouteReason) {
        // A new route for the leg being driven; the legs after it stay.
        setLeg(route: newRoute, destination: legDestination)
        if #available(iOS 26.4, *) {
            // 26.4: the new leg replaces the old one, with why the route changed.
            let segment = makeSegment()
            self.segment = segment
            resume(with: segment, reason: reason)
        } else {
            resumeWithRouteInformation()
        }
        session.currentRoadNameVariants = currentRoadNames
        updateEstimates()
    }

    /// The leg from the route's start (where guidance started or rerouted) to the trip's destination: its
    /// maneuvers, the current ones, the estimates and the route's coordinates (altitude unknown).
    @available(iOS 26.4, *)
    private func makeSegment() -> CPRouteSegment {
        makeSegment(
            route: route, destination: legDestination, maneuvers: maneuvers,
            laneGuidances: laneGuidances.compactMap { $0 }, currentManeuvers: currentManeuvers,
            currentLaneGuidance: currentLaneGuidance, tripEstimates: tripEstimates,
            maneuverEstimates: maneuverEstimates ?? tripEstimates)
    }

    /// A leg's segment: its route's coordinates (altitude unknown) from its first point to `destination`.
    @available(iOS 26.4, *)
    private func makeSegment(
        route: MKRoute, destination: MKMapItem, maneuvers: [CPManeuver], laneGuidances: [CPLaneGuidance],
        currentManeuvers: [CPManeuver], currentLaneGuidance: CPLaneGuidance?, tripEstimates: CPTravelEstimates,
        maneuverEstimates: CPTravelEstimates
    ) -> CPRouteSegment {
        let line = route.polyline
        let coordinates = UnsafeBufferPointer(start: line.points(), count: line.pointCount).map { point in
            let coordinate = point.coordinate
            return CPLocationCoordinate3D(
                latitude: coordinate.latitude, longitude: coordinate.longitude, altitude: CLLocationDistanceMax)
        }
        return CPRouteSegment(
            origin: CPNavigationWaypoint(
                centerPoint: coordinates.first ?? CPLocationCoordinate3D(), locationThreshold: nil, name: nil,
                address: nil, entryPoints: [], timeZone: nil),
            destination: CPNavigationWaypoint(
                mapItem: destination,
                locationThreshold: Measurement(value: Self.arrivalDistance, unit: UnitLength.meters),
                entryPoints: []),
            maneuvers: maneuvers, laneGuidances: laneGuidances, currentManeuvers: currentManeuvers,
            currentLaneGuidance: currentLaneGuidance ?? CPLaneGuidance(), tripTravelEstimates: tripEstimates,
            maneuverTravelEstimates: maneuverEstimates, coordinates: coordinates)
    }

    // MARK: Stops

    /// Follows `legs` from where the car is (after the driver accepted a stop the car proposed): to `stop`, then on
    /// to the destination; one segment per leg (26.4).
    func follow(_ legs: [MKRoute], stopping stop: MKMapItem, reason: CPRerouteReason) {
        guard let first = legs.first else { return }
        let later = legs.dropFirst().map { route -> Leg in
            let maneuvers = DriveManeuvers.maneuvers(for: route, format: format)
            return Leg(
                route: route, destination: trip.destination, maneuvers: maneuvers,
                laneGuidances: DriveManeuvers.addLanes(to: maneuvers, of: route, from: lanes))
        }
        setLeg(route: first, destination: legs.count > 1 ? stop : trip.destination)
        nextLegs = later
        if #available(iOS 26.4, *) {
            let segment = makeSegment()
            self.segment = segment
            for index in nextLegs.indices {
                let leg = nextLegs[index]
                let estimates = format.estimates(meters: leg.route.distance, seconds: leg.route.expectedTravelTime)
                let current = Array(leg.maneuvers.prefix(2))
                nextLegs[index].segment = makeSegment(
                    route: leg.route, destination: leg.destination, maneuvers: leg.maneuvers,
                    laneGuidances: leg.laneGuidances.compactMap { $0 }, currentManeuvers: current,
                    currentLaneGuidance: leg.laneGuidances.first ?? nil, tripEstimates: estimates,
                    maneuverEstimates: leg.maneuvers.first?.initialTravelEstimates ?? estimates)
            }
            resume(with: segment, reason: reason)
        } else {
            resumeWithRouteInformation()
        }
        session.currentRoadNameVariants = currentRoadNames
        updateEstimates()
    }

    /// Resumes the trip on `segment` (the leg being driven) and the legs after it, saying why the route changed
    /// (26.4).
    @available(iOS 26.4, *)
    private func resume(with segment: CPRouteSegment, reason: CPRerouteReason) {
        session.resumeTrip(
            updatedRouteSegments: [segment] + nextLegs.compactMap(\.segment), currentSegment: segment,
            rerouteReason: reason)
    }

    /// Resumes the trip with every leg's maneuvers and lanes in one route information (before 26.4).
    private func resumeWithRouteInformation() {
        let info = CPRouteInformation(
            maneuvers: maneuvers + nextLegs.flatMap(\.maneuvers),
            laneGuidances: (laneGuidances + nextLegs.flatMap(\.laneGuidances)).compactMap { $0 },
            currentManeuvers: currentManeuvers, currentLaneGuidance: currentLaneGuidance ?? CPLaneGuidance(),
            trip: tripEstimates, maneuverTravelEstimates: maneuverEstimates ?? tripEstimates)
        session.resumeTrip(updatedRouteInformation: info)
    }

    /// Makes `route` to `destination` the leg being driven, from its start.
    private func setLeg(
        route newRoute: MKRoute, destination: MKMapItem, maneuvers legManeuvers: [CPManeuver]? = nil,
        laneGuidances legLanes: [CPLaneGuidance?]? = nil
    ) {
        route = newRoute
        legDestination = destination
        progress = DriveRouteProgress(route: newRoute)
        maneuvers = legManeuvers ?? DriveManeuvers.maneuvers(for: newRoute, format: format)
        laneGuidances = legLanes ?? DriveManeuvers.addLanes(to: maneuvers, of: newRoute, from: lanes)
        travelled = 0
        said = []
        nextStep = progress.nextStep(after: 0)
    }

    /// The car is at a stop: the next leg (its maneuvers were added with its segment) begins.
    private func arriveAtStop() {
        let name = legDestination.name ?? "your stop"
        let leg = nextLegs.removeFirst()
        setLeg(
            route: leg.route, destination: leg.destination, maneuvers: leg.maneuvers,
            laneGuidances: leg.laneGuidances)
        if #available(iOS 26.4, *), let next = leg.segment {
            segment = next
            session.currentSegment = next
        }
        show(step: nextStep)
        updateEstimates()
        // A turn right at the stop is said with the arrival (its own prompt would cut the arrival short).
        var text = "You have arrived at \(name)"
        if let nextStep, let distance = distanceToManeuver, distance <= Self.turnPromptDistance,
            route.steps.indices.contains(nextStep)
        {
            said.formUnion(["\(nextStep)/early", "\(nextStep)/turn"])
            text += ". Then \(Self.lowercasingFirst(route.steps[nextStep].instructions))"
        }
        voice?.prompt(text, shortText: "Arrived", urgency: .interrupt)
    }

    // MARK: Showing

    private var currentManeuvers: [CPManeuver] {
        guard let nextStep, let first = maneuver(forStep: nextStep) else { return [] }
        return [first] + [maneuver(forStep: nextStep + 1)].compactMap { $0 }
    }

    /// The lanes of the maneuver ahead, if the app's lane data has them.
    private var currentLaneGuidance: CPLaneGuidance? {
        guard let nextStep, laneGuidances.indices.contains(nextStep - 1) else { return nil }
        return laneGuidances[nextStep - 1]
    }

    private func show(step: Int?) {
        nextStep = step
        session.upcomingManeuvers = currentManeuvers
        session.currentLaneGuidance = currentLaneGuidance
        session.currentRoadNameVariants = currentRoadNames
        session.maneuverState = .continue
    }

    /// The road the car is on: the street the step before the next maneuver leads along.
    private var currentRoadNames: [String] {
        guard let nextStep, route.steps.indices.contains(nextStep - 1) else { return [] }
        let instruction = route.steps[nextStep - 1].instructions
        let street = DriveManeuvers.street(in: instruction)
        return street == instruction ? [] : [street]
    }

    private var distanceToManeuver: CLLocationDistance? {
        guard let nextStep, progress.stepStarts.indices.contains(nextStep) else { return nil }
        return max(progress.stepStarts[nextStep] - travelled, 0)
    }

    /// Seconds for a distance at the route's own pace.
    private func time(for distance: CLLocationDistance) -> TimeInterval {
        progress.length > 0 ? route.expectedTravelTime * distance / progress.length : 0
    }

    private var tripEstimates: CPTravelEstimates {
        // This leg's rest, then the legs after it.
        let remaining = max(progress.length - travelled, 0)
        let later = nextLegs.map(\.route)
        return format.estimates(
            meters: remaining + later.reduce(0) { $0 + $1.distance },
            seconds: time(for: remaining) + later.reduce(0) { $0 + $1.expectedTravelTime })
    }

    private var maneuverEstimates: CPTravelEstimates? {
        guard let distance = distanceToManeuver else { return nil }
        return format.estimates(meters: distance, seconds: time(for: distance))
    }

    private func updateEstimates() {
        if let nextStep, let maneuver = maneuver(forStep: nextStep), let estimates = maneuverEstimates {
            session.updateEstimates(estimates, for: maneuver)
            let distance = estimates.distanceRemaining.converted(to: .meters).value
            let state: CPManeuverState =
                distance <= Self.turnPromptDistance
                ? .execute : distance <= Self.earlyPromptDistance ? .prepare : .continue
            if session.maneuverState != state { session.maneuverState = state }
        }
        mapTemplate.update(tripEstimates, for: trip, with: .default)
    }

    /// A camera on the route less than `cameraWarningDistance` ahead, once each.
    private func warnOfCameras() {
        let notBefore = max(travelled - 100, 0)
        for (index, camera) in speedCameras.enumerated() where !warnedCameras.contains(index) {
            // Found once a route, and again only when the search has passed where it was found.
            if cameraSpots[index].map({ !$0.holds.contains(notBefore) }) ?? true {
                cameraSpots[index] = progress.spot(of: camera, notBefore: notBefore)
            }
            guard let spot = cameraSpots[index], spot.offRoute < 30, spot.along > travelled,
                spot.along - travelled <= Self.cameraWarningDistance
            else { continue }
            warnedCameras.insert(index)
            onSpeedCamera?(spot.along - travelled)
        }
    }

    // MARK: Voice

    private func promptIfDue() {
        guard let nextStep, let distance = distanceToManeuver, route.steps.indices.contains(nextStep) else { return }
        let instruction = route.steps[nextStep].instructions
        if distance <= Self.turnPromptDistance {
            guard said.insert("\(nextStep)/turn").inserted else { return }
            said.insert("\(nextStep)/early")
            voice?.prompt(instruction, shortText: DriveManeuvers.shortInstruction(instruction), urgency: .interrupt)
        } else if distance <= Self.earlyPromptDistance, !said.contains("\(nextStep)/early") {
            // Tried again on the next position while another prompt is still being spoken.
            let spoken = voice?.prompt(
                "In \(format.spokenDistance(distance)), \(Self.lowercasingFirst(instruction))",
                shortText: DriveManeuvers.shortInstruction(instruction), urgency: .skipIfBusy)
            if spoken != nil { said.insert("\(nextStep)/early") }
        }
    }

    static func lowercasingFirst(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }

    // MARK: Arrival

    /// The car is at the destination: the card says so ("Arrive at Casino de Monte Carlo", on the side the route's
    /// last step says) until the driver ends the trip or drives on.
    private func arrive() {
        hasArrived = true
        let name = trip.destination.name ?? "your destination"
        let side = route.steps.last.map { DriveManeuvers.Kind(instruction: $0.instructions).type }
        let arrival = DriveManeuvers.arrival(at: trip.destination.name, type: side ?? .arriveAtDestination)
        session.add([arrival])
        session.upcomingManeuvers = [arrival]
        session.currentLaneGuidance = nil
        session.maneuverState = .execute
        nextStep = nil
        voice?.prompt("You have arrived at \(name)", shortText: "Arrived", urgency: .interrupt)
        onArrival?()
    }
}
