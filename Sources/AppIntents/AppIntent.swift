#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An action of the app the system performs for the user: from a widget's button or toggle, a Live Activity's, or
/// Siri. Its parameters (`@Parameter`) are resolved before `perform()` runs.
@available(iOS 16.0, *)
public protocol AppIntent: Sendable {
    associatedtype PerformResult: IntentResult
    /// The intent's name, as the system shows it.
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    /// Whether the system brings the app to the foreground to perform the intent (in CarPlay: only a CarPlay app).
    static var openAppWhenRun: Bool { get }
    static var isDiscoverable: Bool { get }
    init()
    /// Performs the action, after the system resolved the parameters.
    func perform() async throws -> PerformResult
}

@available(iOS 16.0, *)
extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
    /// `@Parameter` inside an intent.
    public typealias Parameter<Value> = IntentParameter<Value>
}
#endif
