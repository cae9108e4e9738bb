import Foundation
@_spi(CarPlayHost) import _PlatformHost

// A small car for the CallKit and PushKit tests: an app environment whose call and push services record what the
// frameworks ask of them, and let a test act as the car (perform actions, change calls, issue tokens, send pushes).

/// An app's environment in a car that has only a phone: a call service and a push service (either may be missing).
@MainActor final class FakeCallEnvironment: PlatformHostEnvironment {
    let callService: (any PlatformCallService)?
    let pushService: (any PlatformPushService)?
    /// The notification service UserNotifications reaches (nil: the car keeps no notifications).
    var notificationService: (any PlatformNotificationService)?

    init(calls: FakeCallService? = nil, pushes: FakePushService? = nil) {
        callService = calls
        pushService = pushes
    }

    var hostNow: Date? { nil }
    func platformServiceDidChange(_ service: PlatformService) {}
    func directions(for request: PlatformDirectionsRequest) async -> Result<[PlatformRoute], PlatformDirectionsError> {
        .failure(.serverFailure)
    }
    func places(for request: PlatformSearchRequest) async -> Result<[PlatformPlace], PlatformDirectionsError> {
        .failure(.serverFailure)
    }
    var locationAuthorization: PlatformLocationAuthorization { .notDetermined }
    var locationServicesEnabled: Bool { false }
    var currentLocationFix: PlatformLocationFix? { nil }
    func requestLocationAuthorization(always: Bool) {}
    func locationClientDidChange(_ client: any PlatformLocationClient) {}
    func speechVoices() -> [PlatformSpeechVoice] { [] }
    func speechSynthesizer(
        _ synthesizer: Int, perform command: PlatformSpeechCommand,
        events: @escaping @MainActor @Sendable (PlatformSpeechEvent) -> Void
    ) {}
    func raise(name: String, reason: String) {}
    func canOpenURL(_ url: URL) -> Bool { false }
    func openURL(_ url: URL) -> Bool { false }
}

/// A call service that records the providers, reports, transactions and observers it gets. It answers reports and
/// transactions with the errors a test chooses (nil: accepted).
@MainActor final class FakeCallService: PlatformCallService {
    private var providers: [() -> (any PlatformCallProvider)?] = []
    private var observers: [() -> (any PlatformCallObserver)?] = []
    /// The error `reportNewIncomingCall` answers.
    var incomingCallAnswer: PlatformCallError?
    /// The error `requestTransaction` answers.
    var transactionAnswer: PlatformCallError?
    private(set) var incomingCalls: [(call: UUID, update: PlatformCallUpdate)] = []
    private(set) var updates: [(call: UUID, update: PlatformCallUpdate)] = []
    private(set) var endings: [(call: UUID, date: Date?, reason: Int)] = []
    private(set) var outgoingConnections: [(call: UUID, startedConnecting: Date?, connected: Date?)] = []
    private(set) var transactions: [[PlatformCallAction]] = []
    private(set) var invalidations = 0
    private(set) var calls: [PlatformCall] = []

    /// The providers registered and still alive.
    var registeredProviders: [any PlatformCallProvider] { providers.compactMap { $0() } }
    /// The observers registered and still alive.
    var registeredObservers: [any PlatformCallObserver] { observers.compactMap { $0() } }

    func register(_ provider: any PlatformCallProvider) {
        providers.append { [weak provider] in provider }
    }
    func invalidate(_ provider: any PlatformCallProvider) {
        invalidations += 1
    }
    func reportNewIncomingCall(_ call: UUID, update: PlatformCallUpdate, provider: any PlatformCallProvider)
        -> PlatformCallError?
    {
        incomingCalls.append((call, update))
        return incomingCallAnswer
    }
    func reportCall(_ call: UUID, updated: PlatformCallUpdate, provider: any PlatformCallProvider) {
        updates.append((call, updated))
    }
    func reportCall(_ call: UUID, endedAt: Date?, reason: Int, provider: any PlatformCallProvider) {
        endings.append((call, endedAt, reason))
    }
    func reportOutgoingCall(_ call: UUID, startedConnectingAt: Date?, provider: any PlatformCallProvider) {
        outgoingConnections.append((call, startedConnectingAt, nil))
    }
    func reportOutgoingCall(_ call: UUID, connectedAt: Date?, provider: any PlatformCallProvider) {
        outgoingConnections.append((call, nil, connectedAt))
    }
    func requestTransaction(
        _ actions: [PlatformCallAction], completion: @escaping @MainActor @Sendable (PlatformCallError?) -> Void
    ) {
        transactions.append(actions)
        let answer = transactionAnswer
        DispatchQueue.main.async { MainActor.assumeIsolated { completion(answer) } }
    }
    func addObserver(_ observer: any PlatformCallObserver) {
        observers.append { [weak observer] in observer }
    }

    /// The car's call `call` changed: it keeps it and tells every observer.
    func change(_ call: PlatformCall) {
        if let index = calls.firstIndex(where: { $0.uuid == call.uuid }) {
            calls[index] = call
        } else {
            calls.append(call)
        }
        for observer in registeredObservers { observer.callChanged(call) }
    }
}

/// A push service that issues a token for each push type a registry desires (the type's name as bytes) and records
/// how often registries changed.
@MainActor final class FakePushService: PlatformPushService {
    private var registries: [() -> (any PlatformPushRegistry)?] = []
    private var issued: [String: Data] = [:]
    private(set) var registryChanges = 0

    /// The registries that registered and are still alive.
    var registeredRegistries: [any PlatformPushRegistry] { registries.compactMap { $0() } }

    /// The token the service issues for `type`.
    static func token(for type: String) -> Data { Data("token:\(type)".utf8) }

    func registryDidChange(_ registry: any PlatformPushRegistry) {
        registryChanges += 1
        if !registeredRegistries.contains(where: { $0 === registry }) {
            registries.append { [weak registry] in registry }
        }
        for type in registry.desiredPushTypes.sorted() where issued[type] == nil {
            let token = Self.token(for: type)
            issued[type] = token
            registry.didUpdateToken(token, for: type)
        }
    }

    func token(for type: String) -> Data? { issued[type] }
}

/// Values recorded on the main actor (from completion handlers and delegate calls).
@MainActor final class Recorded<Value> {
    var values: [Value] = []

    nonisolated init() {}

    func append(_ value: Value) { values.append(value) }
}

/// Lets the main queue run what was queued on it until `condition` holds (at most `turns` turns).
@MainActor func settle(turns: Int = 100, until condition: () -> Bool = { false }) async {
    for _ in 0..<turns {
        if condition() { return }
        await withCheckedContinuation { (resumed: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { resumed.resume() }
        }
    }
}
