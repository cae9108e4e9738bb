import Foundation
@_spi(CarPlayHost) import _PlatformHost

extension CarWidgets {
    /// One app's way to the car's widgets and Live Activities: what its environment answers as `widgetService`.
    @MainActor
    final class AppLink: PlatformWidgetService {
        private weak var widgets: CarWidgets?
        let app: String
        let appName: String

        init(widgets: CarWidgets, app: String, appName: String) {
            self.widgets = widgets
            self.app = app
            self.appName = appName
        }

        func reloadTimelines(ofKind kind: String?) { widgets?.reload(app: app, kind: kind) }

        var activitiesEnabled: Bool { widgets != nil }

        func requestActivity(_ activity: PlatformActivity) throws(PlatformActivityRefusal) {
            guard let widgets else { throw .denied }
            try widgets.request(activity, app: app, appName: appName)
        }

        func updateActivity(_ activity: PlatformActivity, alert: String?) { widgets?.update(activity, alert: alert) }

        func endActivity(_ activity: PlatformActivity, dismissal: PlatformActivityDismissal) {
            widgets?.end(activity, dismissal: dismissal)
        }
    }
}
