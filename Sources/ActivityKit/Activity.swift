#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// A Live Activity the app started: the car shows it (in CarPlay on the Dashboard, or as a notification) until the
/// app ends it.
@available(iOS 16.1, *)
@MainActor public final class Activity<Attributes: ActivityAttributes>: Identifiable {
    public nonisolated let id: String
    public let attributes: Attributes
    public private(set) var content: ActivityContent<Attributes.ContentState>
    public private(set) var activityState: ActivityState = .active {
        didSet {
            guard activityState != oldValue else { return }
            for listener in listeners.state { listener.yield(activityState) }
            if activityState == .dismissed { listeners.state.forEach { $0.finish() } }
        }
    }
    /// Who listens to the activity's changes (`contentUpdates`, `activityStateUpdates`).
    var listeners = Listeners()

    struct Listeners {
        var content: [AsyncStream<ActivityContent<Attributes.ContentState>>.Continuation] = []
        var state: [AsyncStream<ActivityState>.Continuation] = []
    }
    /// A push type's token; nil: the car's activities get no pushes.
    public var pushToken: Data? { nil }
    private weak var service: (any PlatformWidgetService)?
    private let attributesData: Data

    private init(
        id: String, attributes: Attributes, attributesData: Data, content: ActivityContent<Attributes.ContentState>,
        service: any PlatformWidgetService
    ) {
        self.id = id
        self.attributes = attributes
        self.attributesData = attributesData
        self.content = content
        self.service = service
    }

    /// The app's activities of this type that have not left.
    public static var activities: [Activity<Attributes>] {
        ActivityRegistry.current.activities.compactMap { $0 as? Activity<Attributes> }
    }

    /// Starts a Live Activity. Throws `ActivityAuthorizationError` when the car refuses it (Live Activities off for
    /// the app, too many going, no `ActivityConfiguration` for the attributes in the app's widget extension).
    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        guard let service = PlatformHost.currentEnvironment?.widgetService else {
            throw ActivityAuthorizationError.unsupported
        }
        let encoder = JSONEncoder()
        guard let attributesData = try? encoder.encode(attributes), let state = try? encoder.encode(content.state)
        else {
            throw ActivityAuthorizationError.persistenceFailure
        }
        let activity = Activity(
            id: UUID().uuidString, attributes: attributes, attributesData: attributesData, content: content,
            service: service)
        do {
            try service.requestActivity(activity.platform(state: state, content: content))
        } catch {
            switch error {
            case .denied: throw ActivityAuthorizationError.denied
            case .targetMaximumExceeded: throw ActivityAuthorizationError.targetMaximumExceeded
            case .unsupportedTarget: throw ActivityAuthorizationError.unsupportedTarget
            }
        }
        ActivityRegistry.current.activities.append(activity)
        return activity
    }

    /// New content: the car draws it at once.
    public func update(_ content: ActivityContent<Attributes.ContentState>) async {
        await update(content, alertConfiguration: nil)
    }

    /// New content, shown as a notification too when `alertConfiguration` is set.
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?)
        async
    {
        guard activityState == .active || activityState == .stale, let state = try? JSONEncoder().encode(content.state)
        else { return }
        self.content = content
        service?.updateActivity(platform(state: state, content: content), alert: alertConfiguration?.title)
        notifyContent(state)
    }

    /// Ends the activity with its final content (nil: the last), leaving the screen as `dismissalPolicy` says.
    public func end(
        _ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default
    ) async {
        guard activityState != .ended, activityState != .dismissed else { return }
        if let content { self.content = content }
        guard let state = try? JSONEncoder().encode(self.content.state) else { return }
        activityState = dismissalPolicy == .immediate ? .dismissed : .ended
        let dismissal: PlatformActivityDismissal =
            switch dismissalPolicy.value {
            case .default: .default
            case .immediate: .immediate
            case .after(let date): .after(date)
            }
        service?.endActivity(platform(state: state, content: self.content), dismissal: dismissal)
        if content != nil { notifyContent(state) }
        listeners.content.forEach { $0.finish() }
        listeners.content = []
        ActivityRegistry.current.activities.removeAll { ($0 as? Activity<Attributes>) === self }
    }

    /// Gives each content listener the content, a copy of its own (decoded from the state the car was sent), as an
    /// app's process gets one from the system.
    private func notifyContent(_ state: Data) {
        for listener in listeners.content {
            guard let decoded = try? JSONDecoder().decode(Attributes.ContentState.self, from: state) else { continue }
            // A fresh copy no one else holds: it may go to the listener's task.
            nonisolated(unsafe) let fresh = ActivityContent(
                state: decoded, staleDate: content.staleDate, relevanceScore: content.relevanceScore)
            listener.yield(fresh)
        }
    }

    private func platform(state: Data, content: ActivityContent<Attributes.ContentState>) -> PlatformActivity {
        PlatformActivity(
            id: id, attributesType: String(reflecting: Attributes.self), attributes: attributesData, state: state,
            staleDate: content.staleDate, relevanceScore: content.relevanceScore)
    }
}
#endif
