import Intents
import UIKit

/// Chat's app delegate: it hands Siri the app's intent handler (in-app intent handling, iOS 14).
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let intents = ChatIntentHandler(store: .shared)

    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        switch intent {
        case is INSendMessageIntent, is INSearchForMessagesIntent, is INSetMessageAttributeIntent: intents
        default: nil
        }
    }
}
