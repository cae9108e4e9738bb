import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import _PlatformHost

/// The framework-facing side of a session (internal: the framework's SPI protocols cannot be conformed to publicly).
/// The session owns it; the interface controller and the framework's environment hold it. It is the app's one
/// environment object: `CPHostEnvironment` for CarPlay and, through it, `PlatformHostEnvironment` for the stand-in
/// frameworks.
@MainActor
final class SessionBridge: CPInterfaceControllerHost, CPHostEnvironment, CPChangeObserver {
    /// The session, read weakly on every path: an app's objects (its interface controller, a task it started, an
    /// `MKDirections` under way, a location manager, a speech synthesizer) can outlive the car that ran them — a
    /// released `TestCar` or `CarSystem` — and keep this bridge alive (tasks inherit their environment). Then they
    /// hear what an app with no car hears, as the frameworks answer without a host, instead of reaching a freed
    /// session.
    private(set) weak var session: CarSession?

    init(_ session: CarSession) {
        self.session = session
    }

    func interfaceController(
        _ interfaceController: CPInterfaceController, perform operation: CPTemplateOperation, animated: Bool,
        hasCompletion: Bool
    ) -> CPTemplateOperationOutcome {
        guard let session else {
            return .failed(CPHostBridge.notConnectedError)
        }
        return TemplateOperations.perform(
            operation, of: interfaceController, animated: animated, hasCompletion: hasCompletion, context: session)
    }

    func hierarchy(of interfaceController: CPInterfaceController) -> CPTemplateHierarchy {
        guard let session else { return CPTemplateHierarchy() }
        return TemplateOperations.hierarchy(of: interfaceController, context: session)
    }

    func carTraitCollection(of interfaceController: CPInterfaceController) -> UITraitCollection {
        guard let session else { return CPHostBridge.unhostedCarTraitCollection }
        return TemplateOperations.carTraitCollection(context: session)
    }

    func value(of limit: CPHostLimit) -> Int {
        guard let session else { return CPHostBridge.unhostedValue(of: limit) }
        return TemplateOperations.value(of: limit, context: session)
    }
    func raise(name: String, reason: String) { session?.raise(CPHostException(name: name, reason: reason)) }
    func openURL(_ url: URL) -> Bool { session?.requestOpen(url) ?? false }
    func canOpenURL(_ url: URL) -> Bool { session?.canOpen(url) ?? false }
    var callService: (any PlatformCallService)? { session?.callService }
    var pushService: (any PlatformPushService)? { session?.pushService }
    var notificationService: (any PlatformNotificationService)? { session?.notificationService }
    var widgetService: (any PlatformWidgetService)? {
        guard let session else { return nil }
        return session.carWidgets?.link(for: session.app.bundleIdentifier, appName: session.app.name)
    }
    func validate(_ validation: CPHostValidation) -> Bool {
        guard let session else { return false }
        return TemplateOperations.validate(validation, context: session)
    }
    var limitedUserInterfacesRawValue: UInt { session?.limitedUserInterfaces.rawValue ?? 0 }
    var contentStyleRawValue: UInt { session?.appearance.contentStyle.rawValue ?? CPContentStyle.light.rawValue }
    var supportsVideoPlayback: Bool { session?.supportsVideoPlayback ?? false }

    func hostObjectDidChange(_ id: CPElementID) { markStale(ElementID(id)) }
    func hostObjectEstimatesDidChange(_ id: CPElementID) { markStale(ElementID(id), estimatesOnly: true) }
    private func markStale(_ id: ElementID, estimatesOnly: Bool = false) {
        guard let session else { return }
        SessionSnapshots.markStale(changed: id, estimatesOnly: estimatesOnly, context: session)
    }

    // PlatformHostEnvironment: what the stand-in frameworks (MediaPlayer, AVFAudio) need from the car.

    var hostNow: Date? { session?.clock() }
    func platformServiceDidChange(_ service: PlatformService) { markStale(ElementID(service.name)) }
    func directions(for request: PlatformDirectionsRequest) async -> Result<[PlatformRoute], PlatformDirectionsError> {
        guard let session else { return .failure(.serverFailure) }
        return await CarDirections.directions(for: request, context: session)
    }
    func places(for request: PlatformSearchRequest) async -> Result<[PlatformPlace], PlatformDirectionsError> {
        guard let session else { return .failure(.serverFailure) }
        return await CarDirections.places(for: request, context: session)
    }
    var locationAuthorization: PlatformLocationAuthorization {
        session?.effectiveLocationAuthorization.platform ?? .notDetermined
    }
    var locationServicesEnabled: Bool { session?.locationServicesEnabled ?? false }
    var currentLocationFix: PlatformLocationFix? { session.flatMap { LocationServices.currentFix(context: $0) } }
    func requestLocationAuthorization(always: Bool) {
        guard let session else { return }
        LocationServices.requestAuthorization(always: always, context: session)
    }
    func locationClientDidChange(_ client: any PlatformLocationClient) {
        guard let session else { return }
        LocationServices.clientDidChange(client, context: session)
    }
    func speechVoices() -> [PlatformSpeechVoice] { session.map { SessionSpeech.platformVoices(context: $0) } ?? [] }
    func speechSynthesizer(
        _ synthesizer: Int, perform command: PlatformSpeechCommand,
        events: @escaping @MainActor @Sendable (PlatformSpeechEvent) -> Void
    ) {
        // Without a car there is nothing to speak through: the synthesizer forgets a new utterance.
        guard let session else {
            if case .speak(let id, _) = command { events(.didDrop(id)) }
            return
        }
        SessionSpeech.perform(command, synthesizer: synthesizer, events: events, context: session)
    }
}
