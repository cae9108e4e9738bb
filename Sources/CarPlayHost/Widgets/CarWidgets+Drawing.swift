import Foundation
import SwiftUI
@_spi(CarPlayHost) import UIKit
import WidgetKit

// What the car draws of its widgets and Live Activities: the environment they are resolved in, the Dashboard's
// column (a widget still loading drawn redacted), an activity's card, and the app images they show.
extension CarWidgets {
    /// The environment the car draws widgets and Live Activities in: its appearance, clock, locale and time zone.
    public func environment(
        appearance: DisplayConfiguration.Appearance, locale: Locale, timeZone: TimeZone, showsBackground: Bool
    ) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = appearance == .dark ? .dark : .light
        environment._date = clock()
        environment.locale = locale
        environment.timeZone = timeZone
        environment.widgetFamily = WidgetRules.family
        environment.showsWidgetContainerBackground = showsBackground
        environment.widgetRenderingMode = .fullColor
        return environment
    }

    /// What the Dashboard's widgets column shows: the Live Activities (newest first), then the shown widgets.
    public func dashboardWidgets(
        appearance: DisplayConfiguration.Appearance, locale: Locale, timeZone: TimeZone
    ) -> [DashboardWidget] {
        loadShown()
        let activities = activities.reversed().map {
            dashboardWidget(for: $0, appearance: appearance, locale: locale, timeZone: timeZone)
        }
        let widgets = shown.compactMap { id -> DashboardWidget? in
            guard let widget = widget(id) else { return nil }
            let showsBackground = WidgetRules.showsContainerBackground(removable: widget.isContainerBackgroundRemovable)
            let environment = environment(
                appearance: appearance, locale: locale, timeZone: timeZone, showsBackground: showsBackground)
            // A widget still loading shows the entry its provider gives for that, redacted.
            var drawn = environment
            let isLoading = awaitsFirstTimeline(id)
            if isLoading { drawn.redactionReasons.insert(.placeholder) }
            let view = entry(id, at: clock())?.resolve(in: drawn)
            return DashboardWidget(
                id: id, kind: .widget, bundleIdentifier: widget.app, appName: widget.appName, view: view,
                isInteractive: WidgetRules.isInteractive(disfavored: widget.isDisfavored, touchscreen: isTouchscreen()),
                isLoading: isLoading,
                showsContainerBackground: showsBackground, hasContentMargins: !widget.isContentMarginsDisabled,
                images: images(in: view, of: widget.app))
        }
        return activities + widgets
    }

    /// A Live Activity as a card.
    public func dashboardWidget(
        for activity: LiveActivity, appearance: DisplayConfiguration.Appearance, locale: Locale, timeZone: TimeZone
    ) -> DashboardWidget {
        let environment = environment(
            appearance: appearance, locale: locale, timeZone: timeZone, showsBackground: false)
        let view = resolve(activity, in: environment)
        return DashboardWidget(
            id: activity.id, kind: .liveActivity, bundleIdentifier: activity.app, appName: activity.appName,
            view: view, isInteractive: WidgetRules.isInteractive(disfavored: false, touchscreen: isTouchscreen()),
            showsContainerBackground: false, hasContentMargins: true,
            images: images(in: view, of: activity.app))
    }

    /// The images of app `app`'s bundle (or the bundle the view names) that `view` shows, as the app's
    /// `UIImage(named:)` finds them; their bytes are kept in the image store for front ends.
    fileprivate func images(in view: _ResolvedView?, of app: String) -> [String: ImageSnapshot] {
        var found: [String: ImageSnapshot] = [:]
        for (name, bundlePath) in view?.namedImages ?? [] where found[name] == nil {
            let bundle = bundlePath.flatMap { Bundle(path: $0) } ?? extensions[app]?.bundle
            var image: UIImage?
            runAsApp(app) { image = UIImage(named: name, in: bundle, compatibleWith: nil) }
            guard let image else { continue }
            found[name] = ImageStore.$recording.withValue(imageStore) { ImageSnapshot(image) }
        }
        return found
    }
}
