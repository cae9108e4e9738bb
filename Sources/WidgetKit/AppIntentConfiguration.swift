#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import AppIntents
import Foundation
import SwiftUI

/// A widget the user configures through an intent's parameters: its kind, the intent type, its provider, and the view
/// of an entry. In CarPlay a widget shows with the configuration the driver gave it on the iPhone; the car's is the
/// intent as its `init()` makes it.
@available(iOS 17.0, *)
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration,
    _PrimitiveWidgetConfiguration
{
    let description: _WidgetDescription
    public typealias Body = Never

    public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Intent == Provider.Intent {
        description = _WidgetDescription(
            kind: kind, source: .timeline(_TimelineSource(intentProvider: provider, content: content)),
            supportedFamilies: [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
    }

    public func _descriptions() -> [_WidgetDescription] { [description] }
}
#endif
