import CarPlayHost
import Foundation

extension TestCar {
    /// The CarPlay Developer Guide's guidelines the app breaks in what it shows and does now, each finding quoting
    /// the guideline (`CarSession.review()`), and the widget guidelines its widgets break (`CarWidgets.review(app:)`).
    /// Empty when the app keeps them all; call it at the moments that matter (the root, a session under way, during
    /// guidance, after tapping its widgets).
    public func review() -> [GuidelineFinding] {
        session.review() + widgets.review(app: session.app.bundleIdentifier)
    }
}
