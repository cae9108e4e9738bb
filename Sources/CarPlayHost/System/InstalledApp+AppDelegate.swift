import Foundation
@_spi(CarPlayHost) import CarPlay
import Intents
import UIKit
@_spi(CarPlayHost) import _PlatformHost

extension InstalledApp {
    /// The app delegate: the class `name` names (`$(PRODUCT_MODULE_NAME)` expanded), which must exist and be a
    /// `UIResponder` adopting `UIApplicationDelegate`; without a name, the module's `AppDelegate` when it is one
    /// (else the app has no delegate).
    @MainActor
    static func applicationDelegate(named name: String?, moduleName: String?) throws(InstalledAppError)
        -> ApplicationDelegateHolder?
    {
        guard let name else {
            guard let moduleName, let type = NSClassFromString("\(moduleName).AppDelegate") as? UIResponder.Type,
                type is any UIApplicationDelegate.Type
            else { return nil }
            return ApplicationDelegateHolder(type: type)
        }
        let expanded = SceneDelegateClass<Any>.expanding(name, moduleName: moduleName)
        guard let type = NSClassFromString(expanded) else { throw .unknownClass(expanded) }
        guard let responder = type as? UIResponder.Type, responder is any UIApplicationDelegate.Type else {
            throw .notAnApplicationDelegate(expanded)
        }
        return ApplicationDelegateHolder(type: responder)
    }

    /// The CarPlay scene delegate class the manifest names; nil when the app delegate is to provide the scene delegate
    /// (it names none, or the iOS 12 path). Throws when nothing could make the app's CarPlay scene.
    @MainActor
    static func carPlaySceneClass(
        of bundle: AppBundle, moduleName: String?, appDelegate: ApplicationDelegateHolder?
    ) throws(InstalledAppError) -> SceneDelegateClass<any CPTemplateApplicationSceneDelegate>? {
        if let declared = bundle.carPlaySceneConfiguration?.delegateClassName, !declared.isEmpty {
            let name = SceneDelegateClass<Any>.expanding(declared, moduleName: moduleName)
            return try resolve(
                SceneDelegateClass<any CPTemplateApplicationSceneDelegate>(named: name),
                name: name, notOfKind: InstalledAppError.notASceneDelegate)
        }
        let app = bundle.bundleIdentifier
        // An app without a CarPlay category has no CarPlay scene: it is installed on the phone for what reaches the
        // car without one (its widgets and Live Activities).
        guard bundle.category != nil else { return nil }
        if !bundle.declaresSceneManifest {
            guard let appDelegate else { throw .noSceneManifest(app) }
            // A communication app reaches CarPlay through SiriKit alone (its icon starts Siri), an audio app through
            // its playable content (unless its delegate adopts CPApplicationDelegate: then the iOS 12 rule holds).
            if !appDelegate.adoptsCarPlayApplicationDelegate,
                AppDelegateRules.reachesCarPlayThroughSiriKit(bundle) || AppDelegateRules.offersPlayableContent(bundle)
            {
                return nil
            }
            guard appDelegate.adoptsCarPlayApplicationDelegate else { throw .noSceneManifest(app) }
            if !AppDelegateRules.connectsWithoutScenes(bundle.category), let category = bundle.category {
                throw .applicationDelegateNotNavigation(app, category: category.displayName)
            }
            return nil
        }
        guard appDelegate != nil else {
            if bundle.carPlaySceneConfiguration == nil { throw .noCarPlayScene(app) }
            throw .noSceneDelegateClass(app)
        }
        return nil
    }

    /// A new CarPlay scene delegate, as UIKit makes one for an app with a delegate: the adapter of the iOS 12 path
    /// when the Info.plist has no scene manifest; else the class of the configuration the delegate returns from
    /// `application(_:configurationForConnecting:options:)` (its `delegateClass`, or the class of the manifest
    /// configuration of its name), else the manifest's first CarPlay configuration's (`declared`); for an audio app
    /// that names none, the system's interface of its playable content (`PlayableContentSceneDelegate`).
    @MainActor
    static func sceneDelegate(
        from appDelegate: ApplicationDelegateHolder, bundle: AppBundle,
        declared: SceneDelegateClass<any CPTemplateApplicationSceneDelegate>?, moduleName: String?
    ) -> (any CPTemplateApplicationSceneDelegate)? {
        if let delegate = appSceneDelegate(
            from: appDelegate, bundle: bundle, declared: declared, moduleName: moduleName)
        {
            return delegate
        }
        guard AppDelegateRules.offersPlayableContent(bundle), !appDelegate.adoptsCarPlayApplicationDelegate else {
            return nil
        }
        // The legacy audio path: the system draws the app's content tree (its delegate, launched above, set the
        // content manager's data source).
        return PlayableContentSceneDelegate(
            appName: bundle.name, sectioned: bundle.supportsSectionedBrowsing, rules: bundle.rules())
    }

    /// The scene delegate the app names: the iOS 12 adapter, the class of the configuration its delegate returns,
    /// or the manifest's; nil when it names none.
    @MainActor
    private static func appSceneDelegate(
        from appDelegate: ApplicationDelegateHolder, bundle: AppBundle,
        declared: SceneDelegateClass<any CPTemplateApplicationSceneDelegate>?, moduleName: String?
    ) -> (any CPTemplateApplicationSceneDelegate)? {
        guard bundle.declaresSceneManifest else { return appDelegate.carPlayApplicationDelegateAdapter() }
        let configuration = appDelegate.configuration(forConnecting: .carTemplateApplication)
        if let type = configuration?.delegateClass as? UIResponder.Type {
            return type.init() as? any CPTemplateApplicationSceneDelegate
        }
        if let name = configuration?.name,
            let named = bundle.manifest.configurations(for: .carTemplateApplication).first(where: { $0.name == name }),
            let className = named.delegateClassName
        {
            let expanded = SceneDelegateClass<Any>.expanding(className, moduleName: moduleName)
            return SceneDelegateClass<any CPTemplateApplicationSceneDelegate>(named: expanded).makeDelegate()
        }
        return declared?.makeDelegate()
    }
}

extension InstalledApp {
    /// Whether the app reaches CarPlay through SiriKit alone: a communication app with an app delegate and no CarPlay
    /// scene (`AppDelegateRules.reachesCarPlayThroughSiriKit`): its home-screen icon starts Siri, which is its
    /// interface in the car.
    @MainActor public var isSiriKitApp: Bool {
        guard let applicationDelegate, !applicationDelegate.adoptsCarPlayApplicationDelegate else { return false }
        return AppDelegateRules.reachesCarPlayThroughSiriKit(bundle)
    }

    /// Where Siri finds the app's intent handlers: its app delegate's `application(_:handlerFor:)`, asked on the main
    /// actor for the intents the Info.plist lists in `INIntentsSupported`. Nil for an app without a delegate, and for
    /// one whose manifest does not support multiple scenes (`UIApplicationSupportsMultipleScenes`): iOS asks only
    /// such apps' delegates.
    public var intentHandlerProvider: (@MainActor (INIntent) -> Any?)? {
        guard let appDelegate = applicationDelegate,
            AppDelegateRules.asksDelegateForIntentHandlers(
                supportsMultipleScenes: bundle.manifest.supportsMultipleScenes)
        else { return nil }
        let supported = bundle.intentsSupported
        return { intent in
            guard AppDelegateRules.asksDelegate(for: String(describing: type(of: intent)), supported: supported)
            else { return nil }
            return appDelegate.launched()?.application(UIApplication.shared, handlerFor: intent)
        }
    }
}

extension InstalledApp {
    /// Launches the app without a scene, as iOS does for a VoIP push: its app delegate is made and launched once
    /// (nothing when it already was). Nil for an app without a delegate.
    public var launchInBackground: (@MainActor () -> Void)? {
        guard let appDelegate = applicationDelegate else { return nil }
        return { _ = appDelegate.launched() }
    }

    /// Hands the app delegate an activity to continue (`application(_:continue:restorationHandler:)`, after
    /// launching it when it was not): what Siri does with an intent the app answered with "continue in app". Nil
    /// for an app without a delegate.
    public var userActivityContinuation: (@MainActor (NSUserActivity) -> Bool)? {
        guard let appDelegate = applicationDelegate else { return nil }
        return { activity in
            appDelegate.launched()?.application(UIApplication.shared, continue: activity) { _ in } ?? false
        }
    }
}

extension InstalledApp {
    /// Hands the app delegate a remote notification (`application(_:didReceiveRemoteNotification:
    /// fetchCompletionHandler:)`, after launching it when it was not), as iOS does for a background push; the
    /// completion gets the app's `UIBackgroundFetchResult` raw value on the main actor, whatever thread the app calls
    /// its handler from. Nil for an app without a delegate.
    public var remoteNotificationHandler:
        (@MainActor ([String: PushValue], _ completion: @escaping @MainActor @Sendable (UInt) -> Void) -> Void)?
    {
        guard let appDelegate = applicationDelegate else { return nil }
        return { payload, completion in
            guard let delegate = appDelegate.launched() else {
                return completion(UIBackgroundFetchResult.noData.rawValue)
            }
            let userInfo: [AnyHashable: Any] = payload.mapValues(\.foundationValue)
            delegate.application(UIApplication.shared, didReceiveRemoteNotification: userInfo) { result in
                let raw = result.rawValue
                if PlatformHost.isMainQueue() {
                    MainActor.assumeIsolated { completion(raw) }
                } else {
                    Task { @MainActor in completion(raw) }
                }
            }
        }
    }
}
