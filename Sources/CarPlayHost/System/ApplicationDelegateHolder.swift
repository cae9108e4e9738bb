import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

/// An installed app's application delegate (`UIApplicationDelegate`), made once and launched once, as UIKit makes
/// and launches it once per process: the first scene connection makes it and calls
/// `application(_:didFinishLaunchingWithOptions:)` before the scene connects. It also answers which CarPlay scene
/// delegate to make (`application(_:configurationForConnecting:options:)`) and, for an app that adopts
/// `CPApplicationDelegate` without a scene manifest, stands behind the scene adapter of the iOS 12 path.
@MainActor
package final class ApplicationDelegateHolder {
    /// The app delegate's class.
    package let type: UIResponder.Type
    /// The delegate once made.
    package private(set) var delegate: (any UIApplicationDelegate)?

    package init(type: UIResponder.Type) {
        self.type = type
    }

    /// Whether the class adopts `CPApplicationDelegate` (the iOS 12 path), read without making an instance.
    package var adoptsCarPlayApplicationDelegate: Bool {
        type is any CPApplicationDelegate.Type
    }

    /// The delegate, made and launched on first use, as the app (the caller runs it in the app's environment):
    /// the app's own `UIApplication.shared.delegate` becomes it.
    package func launched() -> (any UIApplicationDelegate)? {
        if let delegate { return delegate }
        guard let made = type.init() as? any UIApplicationDelegate else { return nil }
        delegate = made
        let application = UIApplication.shared
        if application.delegate == nil { application.delegate = made }
        // Their answers only matter to a launch for a URL (none here): a scene connects either way, as on iOS.
        _ = made.application(application, willFinishLaunchingWithOptions: nil)
        _ = made.application(application, didFinishLaunchingWithOptions: nil)
        return made
    }

    /// What the delegate answers for a new CarPlay scene session: the scene delegate class it names in code
    /// (`delegateClass`), else the name of a manifest configuration, else nothing (the manifest's first CarPlay
    /// configuration is used, as UIKit uses Info.plist when the delegate returns an unnamed configuration).
    package func configuration(forConnecting role: UISceneSession.Role) -> UISceneConfiguration? {
        guard let delegate = launched() else { return nil }
        let session = UISceneSession(_role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role))
        return delegate.application(
            UIApplication.shared, configurationForConnecting: session,
            options: UIScene.ConnectionOptions(_urlContexts: []))
    }

    /// A scene adapter forwarding the car's scene callbacks to the delegate (the iOS 12 path); nil when the delegate
    /// does not adopt `CPApplicationDelegate`.
    package func carPlayApplicationDelegateAdapter() -> _CPApplicationDelegateSceneAdapter? {
        guard let delegate = launched() as? any CPApplicationDelegate else { return nil }
        return _CPApplicationDelegateSceneAdapter(applicationDelegate: delegate)
    }
}
