import Foundation
import UIKit

/// The scene delegate class a manifest names (`UISceneDelegateClassName`), found as UIKit finds it: the class of that
/// name (`NSClassFromString`), a `UIResponder` subclass whose instances are the scene's delegate. The one class
/// lookup of the car (`InstalledApp`) and the test car (`TestCar`); each turns a miss into its own error.
package enum SceneDelegateClass<Delegate> {
    /// The class, which makes delegates.
    case found(UIResponder.Type)
    /// No class has the name (its module is not linked, or the name is not module-qualified).
    case unknownClass
    /// A class that is not a `UIResponder` subclass: CarPlay cannot create it.
    case notAResponder
    /// A responder whose instances are not `Delegate`s.
    case notADelegate

    /// Looks `name` up (module-qualified, as `NSClassFromString` takes it).
    @MainActor
    package init(named name: String) {
        guard let type = NSClassFromString(name) else {
            self = .unknownClass
            return
        }
        guard let responderType = type as? UIResponder.Type else {
            self = .notAResponder
            return
        }
        self = responderType.init() is Delegate ? .found(responderType) : .notADelegate
    }

    /// `name` with `$(PRODUCT_MODULE_NAME)` replaced by `moduleName` when one is given, as Xcode expands it in an
    /// app's Info.plist.
    package static func expanding(_ name: String, moduleName: String?) -> String {
        guard let moduleName else { return name }
        return name.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: moduleName)
    }

    /// A new delegate of the class found; nil for a miss.
    @MainActor
    package func makeDelegate() -> Delegate? {
        guard case .found(let type) = self else { return nil }
        return type.init() as? Delegate
    }
}
extension SceneDelegateClass: Sendable {}
