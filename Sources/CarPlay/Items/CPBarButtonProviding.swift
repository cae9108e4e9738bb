import Foundation

/// A template that shows buttons in its navigation bar. Adopted by the templates that have a navigation bar;
/// apps don't adopt it themselves.
public protocol CPBarButtonProviding: NSObjectProtocol {
    /// Buttons on the leading side of the navigation bar (at most 2 are shown).
    var leadingNavigationBarButtons: [CPBarButton] { get set }
    /// Buttons on the trailing side of the navigation bar (at most 2 are shown).
    var trailingNavigationBarButtons: [CPBarButton] { get set }
    /// The back button of the template, or nil for the system back button.
    var backButton: CPBarButton? { get set }
}
