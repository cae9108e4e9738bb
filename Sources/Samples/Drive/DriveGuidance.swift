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
    private var progress: DriveRouteProgress
    private let mapTemplate: CPMapTemplate
    private let voice: DriveVoice?
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
    var speedCameras: [CLLocationCoordinate2D] = []
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

    init(session: CPNavigationSession, trip: CPTrip, route: MKRoute, mapTemplate: CPMapTemplate, voice: DriveVoice?) {
        self.session = session
        self.trip = trip
        self.route = route
        self.mapTemplate = mapTemplate
        self.voice = voice
        maneuvers = DriveManeuvers.maneuvers(for: route)
        progress = DriveRouteProgress(route: route)
        session.add(maneuvers)
        show(step: progress.nextStep(after: 0))
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
            arrive()
            return
        }
        warnOfCameras()
        promptIfDue()
    }

    /// Follows a new route from where the car is (after rerouting).
    func replaceRoute(with newRoute: MKRoute) {
        route = newRoute
        progress = DriveRouteProgress(route: newRoute)
        maneuvers = DriveManeuvers.maneuvers(for: newRoute)
        travelled = 0
        said = []
        nextStep = progress.nextStep(after: 0)
        let current = currentManeuvers
        let info = CPRouteInformation(
            maneuvers: maneuvers, laneGuidances: [], currentManeuvers: current,
            currentLaneGuidance: CPLaneGuidance(), trip: tripEstimates,
            maneuverTravelEstimates: maneuverEstimates ?? tripEstimates)
        session.resumeTrip(updatedRouteInformation: info)
        updateEstimates()
    }

    // MARK: Showing

    private var currentManeuvers: [CPManeuver] {
        guard let nextStep, let first = maneuver(forStep: nextStep) else { return [] }
        return [first] + [maneuver(forStep: nextStep + 1)].compactMap { $0 }
    }

    private func show(step: Int?) {
        nextStep = step
        session.upcomingManeuvers = currentManeuvers
        session.maneuverState = .continue
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
        let remaining = max(progress.length - travelled, 0)
        return CPTravelEstimates(
            distanceRemaining: Measurement(value: remaining, unit: UnitLength.meters),
            timeRemaining: time(for: remaining))
    }

    private var maneuverEstimates: CPTravelEstimates? {
        guard let distance = distanceToManeuver else { return nil }
        return CPTravelEstimates(
            distanceRemaining: Measurement(value: distance, unit: UnitLength.meters), timeRemaining: time(for: distance)
        )
    }

    private func updateEstimates() {
        if let nextStep, let maneuver = maneuver(forStep: nextStep), let estimates = maneuverEstimates {
            session.updateEstimates(estimates, for: maneuver)
            let distance = estimates.distanceRemaining.value
            let state: CPManeuverState =
                distance <= Self.turnPromptDistance
                ? .execute : distance <= Self.earlyPromptDistance ? .prepare : .continue
            if session.maneuverState != state { session.maneuverState = state }
        }
        mapTemplate.update(tripEstimates, for: trip, with: .default)
    }

    /// A camera on the route less than `cameraWarningDistance` ahead, once each.
    private func warnOfCameras() {
        for (index, camera) in speedCameras.enumerated() where !warnedCameras.contains(index) {
            guard let spot = progress.locate(camera, notBefore: max(travelled - 100, 0)),
                spot.offRoute < 30, spot.along > travelled, spot.along - travelled <= Self.cameraWarningDistance
            else { continue }
            warnedCameras.insert(index)
            onSpeedCamera?(spot.along - travelled)
        }
    }

    // MARK: Voice

    private func promptIfDue() {
        guard let nextStep, let distance = distanceToManeuver, route.steps.indices.contains(nextStep) else { return }
        let instruction = route.steps[nextStep].instructions
        let short = DriveManeuvers.shortInstruction(instruction)
        if distance <= Self.turnPromptDistance {
            guard said.insert("\(nextStep)/turn").inserted else { return }
            said.insert("\(nextStep)/early")
            voice?.prompt(instruction, shortText: short, urgency: .interrupt)
        } else if distance <= Self.earlyPromptDistance, !said.contains("\(nextStep)/early") {
            // Tried again on the next position while another prompt is still being spoken.
            let metres = Int((distance / 50).rounded()) * 50
            let spoken = voice?.prompt(
                "In \(metres) metres, \(Self.lowercasingFirst(instruction))", shortText: short, urgency: .skipIfBusy)
            if spoken != nil { said.insert("\(nextStep)/early") }
        }
    }

    static func lowercasingFirst(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }

    // MARK: Arrival

    private func arrive() {
        hasArrived = true
        let name = trip.destination.name ?? "your destination"
        voice?.prompt("You have arrived at \(name)", shortText: "Arrived", urgency: .interrupt)
        onArrival?()
    }
}
