import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import _PlatformHost

// The one change recorder and the one fake host the test targets share.

/// Records the element ids the framework reports as changed, of the objects it observes (`observe(_:)`).
@_spi(CarPlayHost) @MainActor public final class ChangeRecorder: CPChangeObserver {
    @_spi(CarPlayHost) public init() {}
    @_spi(CarPlayHost) public var ids: [CPElementID] = []
    @_spi(CarPlayHost) public func hostObjectDidChange(_ id: CPElementID) { ids.append(id) }

    /// Hears the change notices of `objects` from now on, as a host that shows them does.
    @_spi(CarPlayHost) public func observe(_ objects: AnyObject...) {
        for object in objects { CPHostBridge.routeChanges(of: object, to: self) }
    }

    /// The ids heard once the notifications already posted to the main queue have arrived.
    @_spi(CarPlayHost) public func settled() async -> [CPElementID] {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
        return ids
    }

    /// Forgets what was heard so far (after the pending notifications arrived).
    @_spi(CarPlayHost) public func reset() async {
        _ = await settled()
        ids.removeAll()
    }

    /// How many changes of `object` were reported.
    @_spi(CarPlayHost) public func count(of object: AnyObject) async -> Int {
        let id = CPHostBridge.elementID(of: object)
        return (await settled()).filter { $0 == id }.count
    }
}

/// A host environment for framework tests: chosen limits (else the unhosted values), a chosen answer to validations,
/// a clock; it records the exceptions raised, the validations asked, the stand-ins' change notices and those of the
/// CarPlay objects made by code it runs (`CPHostBridge.withEnvironment`).
@_spi(CarPlayHost) @MainActor public final class FakeHost: CPHostEnvironment, CPChangeObserver {
    @_spi(CarPlayHost) public var limits: [CPHostLimit: Int]
    @_spi(CarPlayHost) public var validationAnswer: Bool
    @_spi(CarPlayHost) public var hostNow: Date?
    @_spi(CarPlayHost) public private(set) var raised: [CPHostException] = []
    @_spi(CarPlayHost) public private(set) var validations: [CPHostValidation] = []
    @_spi(CarPlayHost) public private(set) var changes: [PlatformService] = []
    @_spi(CarPlayHost) public private(set) var objectChanges: [CPElementID] = []

    @_spi(CarPlayHost) public init(limits: [CPHostLimit: Int] = [:], validationAnswer: Bool = true, now: Date? = nil) {
        self.limits = limits
        self.validationAnswer = validationAnswer
        self.hostNow = now
    }

    @_spi(CarPlayHost) public func value(of limit: CPHostLimit) -> Int {
        limits[limit] ?? CPHostBridge.unhostedValue(of: limit)
    }
    @_spi(CarPlayHost) public func raise(name: String, reason: String) {
        raised.append(CPHostException(name: name, reason: reason))
    }
    /// The URLs the app asked to open; none opens.
    public private(set) var openedURLs: [URL] = []
    @_spi(CarPlayHost) public func openURL(_ url: URL) -> Bool {
        openedURLs.append(url)
        return false
    }
    @_spi(CarPlayHost) public func canOpenURL(_ url: URL) -> Bool { false }
    /// The call service CallKit reaches (nil: the car has none).
    @_spi(CarPlayHost) public var callService: (any PlatformCallService)?
    /// The push service PushKit reaches (nil: the car has none).
    @_spi(CarPlayHost) public var pushService: (any PlatformPushService)?
    /// The notification service UserNotifications reaches (nil: the car has none).
    @_spi(CarPlayHost) public var notificationService: (any PlatformNotificationService)?
    @_spi(CarPlayHost) public func validate(_ validation: CPHostValidation) -> Bool {
        validations.append(validation)
        return validationAnswer
    }
    @_spi(CarPlayHost) public var limitedUserInterfacesRawValue: UInt { 0 }
    @_spi(CarPlayHost) public var contentStyleRawValue: UInt { 0 }
    @_spi(CarPlayHost) public var supportsVideoPlayback: Bool { false }
    @_spi(CarPlayHost) public func platformServiceDidChange(_ service: PlatformService) { changes.append(service) }
    @_spi(CarPlayHost) public func hostObjectDidChange(_ id: CPElementID) { objectChanges.append(id) }
    /// What `directions(for:)` answers, and the requests it got.
    @_spi(CarPlayHost) public var directionsAnswer: Result<[PlatformRoute], PlatformDirectionsError> =
        .failure(.serverFailure)
    @_spi(CarPlayHost) public private(set) var directionsRequests: [PlatformDirectionsRequest] = []
    @_spi(CarPlayHost) public func directions(for request: PlatformDirectionsRequest) async -> Result<
        [PlatformRoute], PlatformDirectionsError
    > {
        directionsRequests.append(request)
        return directionsAnswer
    }
    /// What `places(for:)` answers.
    @_spi(CarPlayHost) public var placesAnswer: Result<[PlatformPlace], PlatformDirectionsError> = .failure(
        .serverFailure)
    @_spi(CarPlayHost) public func places(for request: PlatformSearchRequest) async -> Result<
        [PlatformPlace], PlatformDirectionsError
    > { placesAnswer }
    /// The app's location authorization, what `requestLocationAuthorization(always:)` changes it to (nil: nothing),
    /// and the requests it got.
    @_spi(CarPlayHost) public var locationAuthorization: PlatformLocationAuthorization = .notDetermined
    @_spi(CarPlayHost) public var locationAuthorizationAnswer: PlatformLocationAuthorization? = .authorizedWhenInUse
    @_spi(CarPlayHost) public private(set) var locationAuthorizationRequests: [Bool] = []
    @_spi(CarPlayHost) public var locationServicesEnabled = true
    @_spi(CarPlayHost) public var currentLocationFix: PlatformLocationFix?
    /// The location clients that registered, weakly.
    @_spi(CarPlayHost) public private(set) var locationClients: [WeakLocationClient] = []
    @_spi(CarPlayHost) public func requestLocationAuthorization(always: Bool) {
        locationAuthorizationRequests.append(always)
        guard let answer = locationAuthorizationAnswer, answer != locationAuthorization else { return }
        // Answered later, as a car does.
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.locationAuthorization = answer
                for client in self.locationClients { client.value?.receive(.authorizationChanged) }
            }
        }
    }
    @_spi(CarPlayHost) public func locationClientDidChange(_ client: any PlatformLocationClient) {
        locationClients.removeAll { $0.value == nil }
        if !locationClients.contains(where: { $0.value === client }) {
            locationClients.append(WeakLocationClient(client))
            DispatchQueue.main.async { MainActor.assumeIsolated { client.receive(.authorizationChanged) } }
        }
    }
    /// What `speechVoices()` answers.
    @_spi(CarPlayHost) public var speechVoicesAnswer: [PlatformSpeechVoice] = []
    @_spi(CarPlayHost) public func speechVoices() -> [PlatformSpeechVoice] { speechVoicesAnswer }
    /// The speech commands synthesizers sent, and the last event listener of each synthesizer.
    @_spi(CarPlayHost) public private(set) var speechCommands: [(synthesizer: Int, command: PlatformSpeechCommand)] = []
    @_spi(CarPlayHost) public private(set) var speechListeners:
        [Int: @MainActor @Sendable (PlatformSpeechEvent) -> Void] = [:]
    @_spi(CarPlayHost) public func speechSynthesizer(
        _ synthesizer: Int, perform command: PlatformSpeechCommand,
        events: @escaping @MainActor @Sendable (PlatformSpeechEvent) -> Void
    ) {
        speechCommands.append((synthesizer, command))
        speechListeners[synthesizer] = events
    }
    /// Sends `event` to every client, as the car does.
    @_spi(CarPlayHost) public func sendLocationEvent(_ event: PlatformLocationEvent) {
        for client in locationClients { client.value?.receive(event) }
    }
}

/// A location client held weakly.
@_spi(CarPlayHost) @MainActor public struct WeakLocationClient {
    @_spi(CarPlayHost) public weak var value: (any PlatformLocationClient)?
    init(_ value: any PlatformLocationClient) { self.value = value }
}
