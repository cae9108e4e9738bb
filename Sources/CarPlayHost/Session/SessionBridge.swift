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
        return session.interfaceController(
            interfaceController, perform: operation, animated: animated, hasCompletion: hasCompletion)
    }

    func hierarchy(of interfaceController: CPInterfaceController) -> CPTemplateHierarchy {
        session?.hierarchy(of: interfaceController) ?? CPTemplateHierarchy()
    }

    func carTraitCollection(of interfaceController: CPInterfaceController) -> UITraitCollection {
        session?.carTraitCollection(of: interfaceController) ?? CPHostBridge.unhostedCarTraitCollection
    }

    func value(of limit: CPHostLimit) -> Int { session?.value(of: limit) ?? CPHostBridge.unhostedValue(of: limit) }
    func raise(name: String, reason: String) { session?.raise(CPHostException(name: name, reason: reason)) }
    func validate(_ validation: CPHostValidation) -> Bool { session?.validate(validation) ?? false }
    var limitedUserInterfacesRawValue: UInt { session?.limitedUserInterfaces.rawValue ?? 0 }
    var contentStyleRawValue: UInt { session?.appearance.contentStyle.rawValue ?? CPContentStyle.light.rawValue }
    var supportsVideoPlayback: Bool { session?.supportsVideoPlayback ?? false }

    func hostObjectDidChange(_ id: CPElementID) { session?.markStale(changed: ElementID(id)) }

    // PlatformHostEnvironment: what the stand-in frameworks (MediaPlayer, AVFAudio) need from the car.

    var hostNow: Date? { session?.clock() }
    func platformServiceDidChange(_ service: PlatformService) { session?.markStale(changed: ElementID(service.name)) }
    func directions(for request: PlatformDirectionsRequest) async -> Result<[PlatformRoute], PlatformDirectionsError> {
        guard let session else { return .failure(.serverFailure) }
        return await session.directions(for: request)
    }
    func places(for request: PlatformSearchRequest) async -> Result<[PlatformPlace], PlatformDirectionsError> {
        guard let session else { return .failure(.serverFailure) }
        return await session.places(for: request)
    }
    var locationAuthorization: PlatformLocationAuthorization {
        session?.effectiveLocationAuthorization.platform ?? .notDetermined
    }
    var locationServicesEnabled: Bool { session?.locationServicesEnabled ?? false }
    var currentLocationFix: PlatformLocationFix? { session?.currentLocationFix }
    func requestLocationAuthorization(always: Bool) { session?.requestLocationAuthorization(always: always) }
    func locationClientDidChange(_ client: any PlatformLocationClient) { session?.locationClientDidChange(client) }
    func speechVoices() -> [PlatformSpeechVoice] { session?.platformSpeechVoices() ?? [] }
    func speechSynthesizer(
        _ synthesizer: Int, perform command: PlatformSpeechCommand,
        events: @escaping @MainActor @Sendable (PlatformSpeechEvent) -> Void
    ) {
        // Without a car there is nothing to speak through: the synthesizer forgets a new utterance.
        guard let session else {
            if case .speak(let id, _) = command { events(.didDrop(id)) }
            return
        }
        session.speechSynthesizer(synthesizer, perform: command, events: events)
    }
}
