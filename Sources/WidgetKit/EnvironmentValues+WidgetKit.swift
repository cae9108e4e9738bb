#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import SwiftUI

@available(iOS 14.0, *)
extension EnvironmentValues {
    /// The family the widget is drawn in (CarPlay: `.systemSmall`).
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
    /// Whether the widget's container background shows (false where the system removes a removable background, as
    /// CarPlay does).
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsBackgroundKey.self] }
        set { self[ShowsBackgroundKey.self] = newValue }
    }
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[RenderingModeKey.self] }
        set { self[RenderingModeKey.self] = newValue }
    }
    /// The family a Live Activity is drawn in (CarPlay: `.small`).
    @available(iOS 18.0, *)
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }
    /// Whether the content is drawn as stale.
    public var isActivityStale: Bool {
        get { self[StaleKey.self] }
        set { self[StaleKey.self] = newValue }
    }

    private enum WidgetFamilyKey: EnvironmentKey { static var defaultValue: WidgetFamily { .systemSmall } }
    private enum ShowsBackgroundKey: EnvironmentKey { static var defaultValue: Bool { true } }
    private enum RenderingModeKey: EnvironmentKey { static var defaultValue: WidgetRenderingMode { .fullColor } }
    private enum ActivityFamilyKey: EnvironmentKey { static var defaultValue: ActivityFamily { .medium } }
    private enum StaleKey: EnvironmentKey { static var defaultValue: Bool { false } }
}
#endif
