#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// The object you use to start and stop the delivery of location-related events to your app.
///
/// Here the position is the car's: the manager reaches the car of the app that made it through `_PlatformHost`
/// (`PlatformHostEnvironment`), the car answers the app's authorization requests as its user chose, and its
/// position and course arrive as the car drives. Delegate methods are called on the main thread, after the call
/// that caused them has returned. Without a car (no host) the status stays `.notDetermined` and location requests
/// fail with `CLError.Code.locationUnknown`.
open class CLLocationManager: NSObject, @unchecked Sendable {
    private struct State {
        var desiredAccuracy = kCLLocationAccuracyBest
        var distanceFilter = kCLDistanceFilterNone
        var headingFilter: CLLocationDegrees = 1
        var activityType = CLActivityType.other
        var allowsBackgroundLocationUpdates = false
        var pausesLocationUpdatesAutomatically = true
        var showsBackgroundLocationIndicator = false
        var needs: PlatformLocationNeeds = []
        /// The status last heard from the car (read off the main thread).
        var status = CLAuthorizationStatus.notDetermined
        var lastLocation: CLLocation?
        /// The last location told to the delegate, from which the distance filter counts.
        var lastDelivered: CLLocation?
        var heading: CLHeading?
        var lastDeliveredHeading: CLHeading?
    }

    /// The app's environment (its car), used on the main thread only.
    private final class Host: @unchecked Sendable {
        weak var environment: (any PlatformHostEnvironment)?
        init(_ environment: (any PlatformHostEnvironment)?) { self.environment = environment }
    }

    private let lock = NSLock()
    private var state = State()
    private weak var storedDelegate: (any CLLocationManagerDelegate)?
    private let host: Host
    private var client: LocationManagerClient?

    /// Whether location services were on when last asked on the main thread (what other threads are told).
    /// Decision: the car is asked on the main actor only; another thread gets the last answer (true before any).
    private static let servicesLock = NSLock()
    nonisolated(unsafe) private static var lastKnownServicesEnabled = true

    /// Creates a location manager for the app whose code runs now. Its delegate hears the app's authorization
    /// status soon after (`locationManagerDidChangeAuthorization(_:)`), as on iOS.
    public override init() {
        host = Host(PlatformHost.environmentOfRunningCode)
        super.init()
        let client = LocationManagerClient(self)
        lock.withLock { self.client = client }
        onMain { [host] in
            if host.environment == nil { host.environment = PlatformHost.currentEnvironment }
            if let environment = host.environment {
                environment.locationClientDidChange(client)
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { client.receive(.authorizationChanged) } }
            }
        }
    }

    // MARK: Delegate and settings

    /// The delegate object to receive update events (held weakly).
    open var delegate: (any CLLocationManagerDelegate)? {
        get { lock.withLock { storedDelegate } }
        set { lock.withLock { storedDelegate = newValue } }
    }

    /// The accuracy of the location data that your app wants to receive.
    open var desiredAccuracy: CLLocationAccuracy {
        get { lock.withLock { state.desiredAccuracy } }
        set { lock.withLock { state.desiredAccuracy = newValue } }
    }

    /// The minimum distance in meters the device must move horizontally before an update event is generated.
    open var distanceFilter: CLLocationDistance {
        get { lock.withLock { state.distanceFilter } }
        set { lock.withLock { state.distanceFilter = newValue } }
    }

    /// The minimum angular change in degrees required to generate new heading events.
    open var headingFilter: CLLocationDegrees {
        get { lock.withLock { state.headingFilter } }
        set { lock.withLock { state.headingFilter = newValue } }
    }

    /// The type of activity the app expects the user to typically perform while in the app’s location session.
    open var activityType: CLActivityType {
        get { lock.withLock { state.activityType } }
        set { lock.withLock { state.activityType = newValue } }
    }

    /// A Boolean value that indicates whether the app receives location updates when running in the background.
    @available(iOS 9.0, *)
    open var allowsBackgroundLocationUpdates: Bool {
        get { lock.withLock { state.allowsBackgroundLocationUpdates } }
        set { lock.withLock { state.allowsBackgroundLocationUpdates = newValue } }
    }

    /// A Boolean value that indicates whether the location-manager object may pause location updates.
    open var pausesLocationUpdatesAutomatically: Bool {
        get { lock.withLock { state.pausesLocationUpdatesAutomatically } }
        set { lock.withLock { state.pausesLocationUpdatesAutomatically = newValue } }
    }

    /// A Boolean value that indicates whether the status bar changes its appearance when an app uses location
    /// services in the background.
    @available(iOS 11.0, *)
    open var showsBackgroundLocationIndicator: Bool {
        get { lock.withLock { state.showsBackgroundLocationIndicator } }
        set { lock.withLock { state.showsBackgroundLocationIndicator = newValue } }
    }

    // MARK: Authorization

    /// The current authorization status for the app.
    @available(iOS 14.0, *)
    open var authorizationStatus: CLAuthorizationStatus {
        guard PlatformHost.isMainQueue() else { return lock.withLock { state.status } }
        return MainActor.assumeIsolated { liveStatus }
    }

    /// The authorization status of the app whose code runs now.
    @available(iOS, introduced: 4.2, deprecated: 14.0, message: "Use -[CLLocationManager authorizationStatus] instead")
    open class func authorizationStatus() -> CLAuthorizationStatus {
        guard PlatformHost.isMainQueue() else { return .notDetermined }
        return MainActor.assumeIsolated {
            PlatformHost.currentEnvironment.flatMap {
                CLAuthorizationStatus(rawValue: $0.locationAuthorization.rawValue)
            }
                ?? .notDetermined
        }
    }

    /// A value that indicates the level of location accuracy the app has permission to use. The car's user always
    /// grants precise locations.
    @available(iOS 14.0, *)
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    /// Whether location services are enabled on the device (the car's).
    open class func locationServicesEnabled() -> Bool {
        guard PlatformHost.isMainQueue() else { return servicesLock.withLock { lastKnownServicesEnabled } }
        let enabled = MainActor.assumeIsolated { PlatformHost.currentEnvironment?.locationServicesEnabled ?? false }
        servicesLock.withLock { lastKnownServicesEnabled = enabled }
        return enabled
    }

    /// Whether the location manager is able to generate heading-related events (the car's course is).
    open class func headingAvailable() -> Bool { true }

    /// Requests the user’s permission to use location services while the app is in use. The car's user answers
    /// later; the delegate hears it.
    open func requestWhenInUseAuthorization() {
        bindToCallingApp()
        onMain { [host] in host.environment?.requestLocationAuthorization(always: false) }
    }

    /// Requests the user’s permission to use location services regardless of whether the app is in use.
    open func requestAlwaysAuthorization() {
        bindToCallingApp()
        onMain { [host] in host.environment?.requestLocationAuthorization(always: true) }
    }

    // MARK: Location and heading

    /// Starts the generation of updates that report the user’s current location.
    open func startUpdatingLocation() {
        lock.withLock {
            if !state.needs.contains(.updatingLocation) { state.lastDelivered = nil }
            state.needs.insert(.updatingLocation)
        }
        needsChanged(failsWithoutCar: true)
    }

    /// Stops the generation of location updates.
    open func stopUpdatingLocation() {
        lock.withLock { _ = state.needs.remove(.updatingLocation) }
        needsChanged(failsWithoutCar: false)
    }

    /// Requests the one-time delivery of the user’s current location.
    @available(iOS 9.0, *)
    open func requestLocation() {
        lock.withLock { _ = state.needs.insert(.oneLocation) }
        needsChanged(failsWithoutCar: true)
    }

    /// Starts the generation of updates that report the user’s current heading.
    open func startUpdatingHeading() {
        lock.withLock {
            if !state.needs.contains(.updatingHeading) { state.lastDeliveredHeading = nil }
            state.needs.insert(.updatingHeading)
        }
        needsChanged(failsWithoutCar: false)
    }

    /// Stops the generation of heading updates.
    open func stopUpdatingHeading() {
        lock.withLock { _ = state.needs.remove(.updatingHeading) }
        needsChanged(failsWithoutCar: false)
    }

    /// The most recently retrieved user location: the car's position while the app may have it, else the last one
    /// this manager received; nil if none was ever retrieved. Decision: the system keeps a fresh fix while the car
    /// has one, so an authorized app reads where the car is now.
    open var location: CLLocation? {
        if PlatformHost.isMainQueue(),
            let fix = MainActor.assumeIsolated({ () -> PlatformLocationFix? in
                guard let environment = host.environment, environment.locationAuthorization.isAuthorized,
                    environment.locationServicesEnabled
                else { return nil }
                return environment.currentLocationFix
            })
        {
            return CLLocationManager.location(fix)
        }
        return lock.withLock { state.lastLocation }
    }

    /// The most recently reported heading.
    open var heading: CLHeading? { lock.withLock { state.heading } }

    // MARK: The car's side

    /// What the car should send this manager.
    var needs: PlatformLocationNeeds { lock.withLock { state.needs } }

    @MainActor private var liveStatus: CLAuthorizationStatus {
        host.environment.flatMap { CLAuthorizationStatus(rawValue: $0.locationAuthorization.rawValue) }
            ?? .notDetermined
    }

    /// Tells the car what the manager needs now; without a car, a request for a position fails.
    private func needsChanged(failsWithoutCar: Bool) {
        bindToCallingApp()
        guard let client = lock.withLock({ self.client }) else { return }
        onMain { [host] in
            if let environment = host.environment {
                environment.locationClientDidChange(client)
            } else if failsWithoutCar {
                DispatchQueue.main.async { MainActor.assumeIsolated { client.receive(.locationUnknown) } }
            }
        }
    }

    /// An event from the car: the delegate hears it, positions and headings filtered by the distance and heading
    /// filters (a one-time request takes the next position whatever the filter).
    @MainActor func handle(_ event: PlatformLocationEvent) {
        let delegate = self.delegate
        switch event {
        case .authorizationChanged:
            // Decision: both the iOS 14 callback and the deprecated one (each defaults to nothing).
            let status = liveStatus
            lock.withLock { state.status = status }
            delegate?.locationManagerDidChangeAuthorization(self)
            delegate?.locationManager(self, didChangeAuthorization: status)
        case .location(let fix):
            let location = CLLocationManager.location(fix)
            let deliver = lock.withLock { () -> Bool in
                state.lastLocation = location
                var deliver = state.needs.remove(.oneLocation) != nil
                if state.needs.contains(.updatingLocation) {
                    let filter = state.distanceFilter
                    if let last = state.lastDelivered, filter > 0, location.distance(from: last) < filter {
                        // Not far enough from the last delivered location.
                    } else {
                        deliver = true
                    }
                }
                if deliver { state.lastDelivered = location }
                return deliver
            }
            if deliver { delegate?.locationManager(self, didUpdateLocations: [location]) }
        case .heading(let fix):
            guard fix.course >= 0 else { return }
            let heading = CLHeading(course: fix.course, accuracy: fix.courseAccuracy, timestamp: fix.timestamp)
            let deliver = lock.withLock { () -> Bool in
                guard state.needs.contains(.updatingHeading) else { return false }
                state.heading = heading
                if let last = state.lastDeliveredHeading, state.headingFilter > 0,
                    abs(Self.angle(from: last.trueHeading, to: heading.trueHeading)) < state.headingFilter
                {
                    return false
                }
                state.lastDeliveredHeading = heading
                return true
            }
            if deliver { delegate?.locationManager(self, didUpdateHeading: heading) }
        case .denied, .locationUnknown:
            lock.withLock { _ = state.needs.remove(.oneLocation) }
            delegate?.locationManager(self, didFailWithError: CLError(event == .denied ? .denied : .locationUnknown))
        }
    }

    /// The signed difference between two directions in degrees (-180...180).
    private static func angle(from: CLLocationDirection, to: CLLocationDirection) -> CLLocationDirection {
        var difference = (to - from).truncatingRemainder(dividingBy: 360)
        if difference > 180 { difference -= 360 }
        if difference < -180 { difference += 360 }
        return difference
    }

    private static func location(_ fix: PlatformLocationFix) -> CLLocation {
        CLLocation(
            coordinate: CLLocationCoordinate2D(latitude: fix.coordinate.latitude, longitude: fix.coordinate.longitude),
            altitude: fix.altitude, horizontalAccuracy: fix.horizontalAccuracy, verticalAccuracy: fix.verticalAccuracy,
            course: fix.course, courseAccuracy: fix.courseAccuracy, speed: fix.speed, speedAccuracy: fix.speedAccuracy,
            timestamp: fix.timestamp)
    }

    /// A manager made outside any app's code (an app delegate's property, made before CarPlay connected) knows no
    /// car or a guessed one; the first call from an app's code run by a car binds it to that app's car.
    private func bindToCallingApp() {
        guard let running = PlatformHost.environmentOfRunningCode, let client = lock.withLock({ self.client }) else {
            return
        }
        let calling = Host(running)
        onMain { [host] in
            guard let car = calling.environment, host.environment !== car else { return }
            host.environment = car
            car.locationClientDidChange(client)
        }
    }

    /// Runs `body` on the main actor: now when on the main queue, else soon.
    private func onMain(_ body: @escaping @MainActor @Sendable () -> Void) {
        if PlatformHost.isMainQueue() {
            MainActor.assumeIsolated { body() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { body() } }
        }
    }
}
#endif
