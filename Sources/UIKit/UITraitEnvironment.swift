#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An object with a trait collection: screens, windows, views and view controllers. In the car a window's traits are
/// its screen's: the CarPlay idiom, the car's display scale and its light or dark appearance.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits of the object's environment.
    var traitCollection: UITraitCollection { get }

    /// Called when the trait collection changed (the car switched between light and dark, a view moved into a
    /// window, an override changed), with the collection before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
#endif
