#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A configuration with a modifier applied (what `supportedFamilies(_:)` and the others return).
@available(iOS 14.0, *)
public struct _ModifiedWidgetConfiguration<Content: WidgetConfiguration>: WidgetConfiguration,
    _PrimitiveWidgetConfiguration
{
    let content: Content
    let change: @MainActor (inout _WidgetDescription) -> Void
    public typealias Body = Never

    public func _descriptions() -> [_WidgetDescription] {
        _WidgetDescription.describe(configuration: content).map { description in
            var description = description
            change(&description)
            return description
        }
    }
}

@available(iOS 14.0, *)
extension WidgetConfiguration {
    private func modified(_ change: @escaping @MainActor (inout _WidgetDescription) -> Void)
        -> _ModifiedWidgetConfiguration<Self>
    {
        _ModifiedWidgetConfiguration(content: self, change: change)
    }

    /// The name the widget gallery (the driver's Settings) shows.
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        modified { $0.displayName = String(displayName) }
    }

    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        modified { $0.description = String(description) }
    }

    /// The families the widget comes in; CarPlay shows `.systemSmall` widgets.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { $0.supportedFamilies = families }
    }

    /// Where the widget of `families` does not work well: in CarPlay it is grouped apart in Settings and shown
    /// without interaction.
    @available(iOS 17.0, *)
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily])
        -> some WidgetConfiguration
    {
        modified { description in
            for family in families { description.disfavoredLocations[family, default: []] += locations }
        }
    }

    /// Whether the system may leave the widget's container background out (CarPlay does when it may).
    @available(iOS 17.0, *)
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        modified { $0.isContainerBackgroundRemovable = isRemovable }
    }

    /// The widget draws to its edges, without the system's content margins.
    @available(iOS 17.0, *)
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        modified { $0.isContentMarginsDisabled = true }
    }

    /// The extra families a Live Activity comes in: `.small` for CarPlay and the Apple Watch Smart Stack.
    @available(iOS 18.0, *)
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
        modified { $0.supplementalActivityFamilies = families }
    }
}
#endif
