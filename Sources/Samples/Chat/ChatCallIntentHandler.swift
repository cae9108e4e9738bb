import Foundation
import Intents

/// Chat's SiriKit handler of `INStartCallIntent`, which CarPlay requires of a calling app: Siri resolves whom to
/// call among Chat's contacts, and Chat continues in the app, where it starts the call through CallKit
/// (`AppDelegate.application(_:continue:restorationHandler:)`).
final class ChatCallIntentHandler: NSObject, INStartCallIntentHandling {
    let store: ChatStore

    init(store: ChatStore) {
        self.store = store
    }

    func resolveContacts(
        for intent: INStartCallIntent, with completion: @escaping ([INStartCallContactResolutionResult]) -> Void
    ) {
        guard let contacts = intent.contacts, !contacts.isEmpty else { return completion([.needsValue()]) }
        guard contacts.count == 1 else { return completion([.unsupported(forReason: .multipleContactsUnsupported)]) }
        let matches = store.contacts(matching: contacts[0].displayName)
        switch matches.count {
        case 0: completion([.unsupported(forReason: .noContactFound)])
        case 1: completion([.success(with: ChatIntentHandler.person(matches[0]))])
        default: completion([.disambiguation(with: matches.map(ChatIntentHandler.person))])
        }
    }

    func handle(intent: INStartCallIntent, completion: @escaping (INStartCallIntentResponse) -> Void) {
        guard intent.contacts?.count == 1 else {
            return completion(INStartCallIntentResponse(code: .failureContactNotSupportedByApp, userActivity: nil))
        }
        completion(INStartCallIntentResponse(code: .continueInApp, userActivity: nil))
    }
}
