#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The intent whose parameters configure a widget (`AppIntentConfiguration`): the provider gets it with every request.
@available(iOS 17.0, *)
public protocol WidgetConfigurationIntent: AppIntent {}

@available(iOS 17.0, *)
extension WidgetConfigurationIntent {
    /// A configuration does nothing when performed: it is read.
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}
#endif
