import Foundation
@_spi(CarPlayHost) import AVFAudio
@_spi(CarPlayHost) import _PlatformHost
import OpenStreetMap

/// What the app's stand-in frameworks ask of the car (`PlatformHostEnvironment`, through `SessionBridge`).
///
/// The car's position for the app's `CLLocationManager`s (Parts/LocationServices.swift): the vehicle (placed, or
/// driving a route or a recorded track on the injected clock, planned by Parts/DrivePlanner.swift), the app's
/// authorization as the car's user answers it, and the events each manager hears. Events for something the app did
/// go out on the next turn of the main queue, after the app's call returned, as iOS delivers them; the positions of
/// a moving car go out as the car's clock moves (`clockDidAdvance()`), one a second of driving.
///
/// Speech (Parts/SessionSpeech.swift): `AVSpeechSynthesizer` reaches the car through the bridge; the engine makes
/// the audio off the main actor; the queues run on the car's clock; Siri and calls set the prompt style.
extension CarSession {
    /// Where the car is now, its course and speed.
    public var vehicleState: VehicleState { vehicle.state(at: clock()) }

    /// Puts the car at `coordinate` (a drive under way ends). See ``LocationServices/placeVehicle(at:course:context:)``.
    public func placeVehicle(at coordinate: Coordinate, course: Double = -1) {
        LocationServices.placeVehicle(at: coordinate, course: course, context: self)
    }

    /// Sets off along `path` now, following `roadRoute`, which a wrong turn can leave (`takeWrongTurn()`).
    public func startDrive(_ path: VehicleDrive.Path, following roadRoute: WrongTurn? = nil) {
        LocationServices.startDrive(path, following: roadRoute, context: self)
    }

    /// Whether the drive under way is paused.
    public var isDrivePaused: Bool { vehicle.isDrivePaused }
    /// When the drive under way ends on the car's clock; nil while the car stands or its drive is paused.
    public var driveEnd: Date? { vehicle.isDrivePaused ? nil : vehicle.drive?.end }
    /// Stops the car where it is on its drive now, keeping the rest. See ``LocationServices/pauseDrive(context:)``.
    @discardableResult
    public func pauseDrive() -> Bool { LocationServices.pauseDrive(context: self) }
    /// Sets off again along the rest of the paused drive. See ``LocationServices/resumeDrive(context:)``.
    @discardableResult
    public func resumeDrive() -> Bool { LocationServices.resumeDrive(context: self) }

    /// How fast the car's drives play (seconds of the drive per second of the car's clock).
    public var driveRate: Double { vehicle.rate }
    /// Plays the car's drives `rate` times as fast from now on. See ``LocationServices/setDriveRate(_:context:)``.
    public func setDriveRate(_ rate: Double) { LocationServices.setDriveRate(rate, context: self) }

    /// Sets off along a route of the car's map. See ``LocationServices/drive(_:options:context:)``.
    public func drive(_ route: RoadRoute, options: RouteDrive.Options = RouteDrive.Options()) throws(RouteDrive.Failure)
    { try LocationServices.drive(route, options: options, context: self) }

    /// The road route to a destination the car drives now; nil when it stands or drives a polyline or a track.
    public var roadRoute: WrongTurn? { vehicle.roadRoute }

    /// The drive to `destination` from where the car is now. See ``LocationServices/plannedDrive(to:options:context:)``.
    public func plannedDrive(to destination: Coordinate, options: RouteDrive.Options = RouteDrive.Options())
        throws(DriveFailure) -> (path: VehicleDrive.Path, roadRoute: WrongTurn)
    { try LocationServices.plannedDrive(to: destination, options: options, context: self) }

    /// Sets off along the fastest route to `destination`. See ``LocationServices/drive(to:options:context:)``.
    @discardableResult
    public func drive(to destination: Coordinate, options: RouteDrive.Options = RouteDrive.Options())
        throws(DriveFailure) -> RoadRoute
    { try LocationServices.drive(to: destination, options: options, context: self) }

    /// The drive of a wrong turn at the next junction. See ``LocationServices/plannedWrongTurn(context:)``.
    public func plannedWrongTurn() throws(DriveFailure) -> (path: VehicleDrive.Path, roadRoute: WrongTurn) {
        try LocationServices.plannedWrongTurn(context: self)
    }

    /// Takes a wrong turn at the next junction. See ``LocationServices/takeWrongTurn(context:)``.
    public func takeWrongTurn() throws(DriveFailure) { try LocationServices.takeWrongTurn(context: self) }

    /// Sets off along a polyline (an `MKRoute`'s, say), at `options.cruiseSpeed` where `speedLimits` says nothing.
    public func drive(
        along coordinates: [Coordinate], speedLimits: [Double?] = [], options: RouteDrive.Options = RouteDrive.Options()
    ) throws(RouteDrive.Failure) {
        startDrive(.route(try RouteDrive(coordinates: coordinates, speedLimits: speedLimits, options: options)))
    }

    /// Replays a recorded track from now.
    public func drive(_ track: GPXTrack) { startDrive(.track(track)) }
    /// The app's location authorization as the car's user left it (`.denied` while location services are off).
    public var effectiveLocationAuthorization: LocationAuthorization { locationServices.effectiveAuthorization }

    /// What the car's user answers when the app asks for the position (default: allow while using).
    public var locationAuthorizationAnswer: LocationAuthorizationAnswer {
        get { locationServices.answer }
        set { locationServices.answer = newValue }
    }

    /// Whether the car's location services are on. See ``LocationServices/setServicesEnabled(_:context:)``.
    public var locationServicesEnabled: Bool {
        get { locationServices.servicesEnabled }
        set { LocationServices.setServicesEnabled(newValue, context: self) }
    }

    /// The user changes the app's permission in Settings. See ``LocationServices/setAuthorization(_:context:)``.
    public func setLocationAuthorization(_ authorization: LocationAuthorization) {
        LocationServices.setAuthorization(authorization, context: self)
    }

    /// Sends what is due to the location managers. See ``LocationServices/deliverEvents(samplesFollow:context:)``.
    public func deliverLocationEvents() { LocationServices.deliverEvents(samplesFollow: false, context: self) }

    // MARK: Speech (Parts/SessionSpeech.swift)

    /// What the app asked the car to speak, oldest first (the last `SessionSpeech.retainedUtterances`).
    public var spokenUtterances: [SpokenUtterance] { speech.spoken }
    /// Grows with every change to `spokenUtterances` and `playableSiriUtterances` (an utterance queued, started,
    /// ended or given its audio; a Siri line said or rendered): a front end that announces speech looks again only
    /// when it moved.
    public var speechRevision: Int { speech.revision &+ siriVoice.revision }
    /// Whether any of the app's synthesizers has an utterance queued or being spoken.
    public var isSpeaking: Bool { appState == .connected && speech.isSpeaking }
    /// The prompt style the app's audio session reports now.
    public var promptStyle: AVAudioSession.PromptStyle { speech.promptStyle }

    /// The engine that speaks the app's utterances (espeak-ng and sox).
    public var speechEngine: SpeechEngine {
        get { speech.engine }
        set { speech.engine = newValue }
    }

    /// What Siri and the phone are doing: it decides the app's prompt style (`setVoiceState(_:)`).
    public var voiceState: CarVoiceState { speech.voiceState }
    /// The car's voices (espeak-ng's); empty, with `speechVoicesError` set, when the engine cannot list them.
    public func speechVoices() -> [SpeechVoice] { speech.voices() }
    /// Why the engine could not list its voices the last time it was asked.
    public var speechVoicesError: SpeechEngineError? { speech.voicesError }
    /// The engine's latest problem, listing its voices or making a prompt's audio (the car logs each kind once).
    public var speechEngineProblem: SpeechEngineError? { speech.engineProblem }

    /// Returns once the engine made the audio of every utterance queued so far (the subprocesses run for real).
    public func speechAudioReady() async { await SessionSpeech.waitForAudio(context: self) }

    /// Siri listens or speaks, a call starts or ends. See ``SessionSpeech/setVoiceState(_:context:)``.
    public func setVoiceState(_ state: CarVoiceState) { SessionSpeech.setVoiceState(state, context: self) }
}

extension LocationAuthorization {
    /// As CoreLocation receives it.
    var platform: PlatformLocationAuthorization { PlatformLocationAuthorization(rawValue: rawValue) ?? .notDetermined }
}
