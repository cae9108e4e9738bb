#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import Intents

/// An abstract interface for responding to and handling events.
///
/// The initializer is `required` so that the host can create a delegate from its class name
/// (`(NSClassFromString(name) as? UIResponder.Type)?.init()`), as UIKit does for `UISceneDelegateClassName`.
@preconcurrency @MainActor
open class UIResponder: NSObject, UIUserActivityRestoring {
    /// Creates a responder.
    public required override init() {
        super.init()
    }

    /// The next responder in the responder chain, or nil.
    open var next: UIResponder? { nil }

    /// The keyboard the responder takes text with: the phone's current keyboard (its first preferred language).
    open var textInputMode: UITextInputMode? { UITextInputMode.activeInputModes.first }

    /// Restores the state needed to continue an activity (nothing by default).
    open func restoreUserActivityState(_ userActivity: NSUserActivity) {}
}
#endif
