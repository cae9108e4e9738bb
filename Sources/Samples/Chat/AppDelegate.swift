import Intents
import UIKit

/// Chat's app delegate: it hands Siri the app's intent handlers (in-app intent handling, iOS 14), keeps the app's
/// calls (CallKit, and PushKit for the calls that ring, registered at launch as iOS requires) and its notifications,
/// starts the call Siri asked for when SiriKit continues `INStartCallIntent` in the app, and takes new messages from
/// the service's pushes.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let messages = ChatIntentHandler(store: .shared)
    private let calling = ChatCallIntentHandler(store: .shared)
    private(set) var calls: ChatCalls?
    private(set) var notifier: ChatNotifier?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let calls = ChatCalls()
        self.calls = calls
        calling.calls = calls
        notifier = ChatNotifier()
        return true
    }

    /// A message arrives through Chat's service (a background push): it is stored, and a notification tells of it.
    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        guard let message = userInfo["message"] as? [String: Any], let sender = message["sender"] as? String,
            let text = message["text"] as? String
        else { return completionHandler(.noData) }
        notifier?.post(ChatStore.shared.receive(text, from: sender))
        completionHandler(.newData)
    }

    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        switch intent {
        case is INSendMessageIntent, is INSearchForMessagesIntent, is INSetMessageAttributeIntent: messages
        case is INStartCallIntent, is INSearchCallHistoryIntent: calling
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
