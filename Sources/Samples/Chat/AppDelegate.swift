import Intents
import UIKit

/// Chat's app delegate: it hands Siri the app's intent handlers (in-app intent handling, iOS 14), keeps the app's
/// calls (CallKit, and PushKit for the calls that ring, registered at launch as iOS requires), and starts the call
/// Siri asked for when SiriKit continues `INStartCallIntent` in the app.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let messages = ChatIntentHandler(store: .shared)
    private let calling = ChatCallIntentHandler(store: .shared)
    private(set) var calls: ChatCalls?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        calls = ChatCalls()
        return true
    }

    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        switch intent {
        case is INSendMessageIntent, is INSearchForMessagesIntent, is INSetMessageAttributeIntent: messages
        case is INStartCallIntent: calling
        default: nil
        }
    }

    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        guard let intent = userActivity.interaction?.intent as? INStartCallIntent,
            let person = intent.contacts?.first, let calls
        else { return false }
        calls.call(person.displayName) { _ in }
        return true
    }
}
