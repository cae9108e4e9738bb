#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import SwiftUI

/// A widget the user does not configure: its kind, its timeline provider, and the view of an entry.
@available(iOS 14.0, *)
public struct StaticConfiguration<Content: View>: WidgetConfiguration, _PrimitiveWidgetConfiguration {
    let description: _WidgetDescription
    public typealias Body = Never

    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {
        description = _WidgetDescription(
            kind: kind, source: .timeline(_TimelineSource(provider: provider, content: content)),
            supportedFamilies: [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
    }

    public func _descriptions() -> [_WidgetDescription] { [description] }
}
#endif
