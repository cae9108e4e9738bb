#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

// How the stand-in frameworks reach the car.
//
// The stand-ins of Apple's frameworks (UIKit, MediaPlayer, AVFAudio...) never import the host and keep no globals
// the host reads. The few things they need from the car go through this one interface, which the host implements
// once per app. In CarPlayHost that is `SessionBridge`, the same object that is the app's `CPHostEnvironment`
// (`CPHostEnvironment` refines this protocol), so an app has one environment object.
//
// What crosses this line:
// - which app runs now: `PlatformHost.currentEnvironment` (task-local while the host runs app code, else the
//   environment of the app the host drove last). `MPNowPlayingInfoCenter.default()`, `MPRemoteCommandCenter.shared()`
//   and `AVAudioSession.sharedInstance()` answer that app's instance (`PlatformAppScoped`), or one instance for
//   the process when no host runs the code;
// - change notices: an app-scoped instance tells its own app's environment that it changed
//   (`platformServiceDidChange(_:)`, on the main actor whatever thread the app changed it from);
// - the host's clock (`hostNow`), on which `MPNowPlayingInfoCenter` stamps when the app set its info;
// - directions for `MKDirections` and places for `MKLocalSearch` from the car (`directions(for:)`, `places(for:)`,
//   PlatformDirections.swift), asynchronous;
// - the car's position and the app's location authorization for `CLLocationManager` (PlatformLocation.swift);
// - speech for `AVSpeechSynthesizer`: the car's voices and the synthesizer's commands, answered with events on the
//   car's clock (PlatformSpeech.swift);
// - URLs an app opens (`UIApplication.open`, `UIScene.open`, `MKMapItem.openInMaps`): the car launches the app
//   that handles them (`openURL(_:)`, PlatformURLs.swift);
// - exceptions a stand-in raises where iOS raises them (`MKMapView.setRegion` with an invalid region), through the
//   host's one fault path (`PlatformHost.raise(name:reason:)`, PlatformException.swift);
// - CallKit's providers, transactions and observers reach the car's call service (`callService`,
//   PlatformCalls.swift), PushKit's registries its push service (`pushService`, PlatformPushes.swift), and
//   UserNotifications' centers its notification service (`notificationService`, PlatformNotifications.swift);
// - WidgetKit's reloads and ActivityKit's Live Activities reach its widget service (`widgetService`,
//   PlatformWidgets.swift).
//
// The host works the other way through each framework's `@_spi(CarPlayHost)` members (`AVAudioSession._hostState`,
// `MPRemoteCommandCenter._hostSend(_:)`, `UIApplication._setProtectedDataAvailable(_:)`...). Apps see none of it.

/// The car's side of the stand-in frameworks for one app: what `MediaPlayer` and `AVFAudio` need from the host.
/// The host implements it once per app and runs the app's code in it (`PlatformHost.withEnvironment`, or through
/// `CPHostBridge.withEnvironment`, which sets both).
@_spi(CarPlayHost) @MainActor public protocol PlatformHostEnvironment: AnyObject, Sendable {
    /// The host's clock now, nil when the host keeps none (the first host read of a Now Playing time then fixes it).
    var hostNow: Date? { get }
    /// The app's instance of `service` changed: the app set its Now Playing info or state, a remote command's
    /// handlers or enabled state, or its audio session's category or activation. The host re-reads it.
    func platformServiceDidChange(_ service: PlatformService)
    /// Directions for MapKit's `MKDirections` from the car's directions provider (its map's router, or a routing
    /// server): routes, best first, or why there are none. Asynchronous: a server answers when it answers.
    func directions(for request: PlatformDirectionsRequest) async -> Result<[PlatformRoute], PlatformDirectionsError>
    /// Places of the car's map for MapKit's `MKLocalSearch`, best first, or why there are none.
    func places(for request: PlatformSearchRequest) async -> Result<[PlatformPlace], PlatformDirectionsError>

    // CoreLocation (PlatformLocation.swift).

    /// The app's location authorization now.
    var locationAuthorization: PlatformLocationAuthorization { get }
    /// Whether the car's location services are on (`CLLocationManager.locationServicesEnabled()`).
    var locationServicesEnabled: Bool { get }
    /// The car's position now, nil when it has none.
    var currentLocationFix: PlatformLocationFix? { get }
    /// The app asks for authorization (`always`: `requestAlwaysAuthorization()`). The car asks its user and answers
    /// later, as an `authorizationChanged` event to every client of the app.
    func requestLocationAuthorization(always: Bool)
    /// A location client was made or changed what it needs; the car keeps it (weakly) and answers later.
    func locationClientDidChange(_ client: any PlatformLocationClient)

    // AVFAudio speech (PlatformSpeech.swift).

    /// The voices the car speaks with, for `AVSpeechSynthesisVoice`.
    func speechVoices() -> [PlatformSpeechVoice]
    /// A command of the app's speech synthesizer `synthesizer` (a number the synthesizer keeps for its life). The
    /// car answers through `events`, on the main actor, as its clock reaches each of them.
    func speechSynthesizer(
        _ synthesizer: Int, perform command: PlatformSpeechCommand,
        events: @escaping @MainActor @Sendable (PlatformSpeechEvent) -> Void)

    // Faults (PlatformException.swift).

    /// A stand-in raised an Objective-C exception as iOS does (`NSInvalidArgumentException` and its reason): the host
    /// takes it through its one fault path, which terminates the app.
    func raise(name: String, reason: String)

    // Opening URLs (PlatformURLs.swift).

    /// Whether an installed app (or the car's navigation app for `maps:`) opens `url`.
    func canOpenURL(_ url: URL) -> Bool

    /// Opens `url` in the app that handles it, after the calling code returns; false when no app does.
    func openURL(_ url: URL) -> Bool

    // CallKit (PlatformCalls.swift).

    /// The car's call service for this app; nil when the car has none (CallKit's requests then fail).
    var callService: (any PlatformCallService)? { get }

    // PushKit (PlatformPushes.swift).

    /// The car's push service for this app; nil when the car has none (no tokens, no pushes).
    var pushService: (any PlatformPushService)? { get }

    // UserNotifications (PlatformNotifications.swift).

    /// The car's notification service for this app; nil when the car has none (authorization is denied, requests
    /// are refused).
    var notificationService: (any PlatformNotificationService)? { get }

    // WidgetKit and ActivityKit (PlatformWidgets.swift).

    /// The car's widget and Live Activity service for this app; nil when the car has none (reloads do nothing,
    /// Live Activities are refused).
    var widgetService: (any PlatformWidgetService)? { get }
}

extension PlatformHostEnvironment {
    /// A car without widgets and Live Activities (a host that does not play them).
    public var widgetService: (any PlatformWidgetService)? { nil }
}
#endif
