#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// A `CLLocationManager` as its car sees it: what the manager needs, and the car's events for it, on the main
/// actor. The manager holds it; the car holds it weakly, so a manager the app drops leaves the car.
@MainActor
final class LocationManagerClient: PlatformLocationClient {
    private weak let manager: CLLocationManager?

    nonisolated init(_ manager: CLLocationManager) { self.manager = manager }

    var platformLocationNeeds: PlatformLocationNeeds { manager?.needs ?? [] }

    func receive(_ event: PlatformLocationEvent) { manager?.handle(event) }
}
#endif
