import Foundation
import Intents

/// Chat's SiriKit handlers of the calling intents CarPlay requires of a calling app: `INStartCallIntent` — Siri
/// resolves whom to call among Chat's contacts, and Chat continues in the app, where it starts the call through
/// CallKit (`AppDelegate.application(_:continue:restorationHandler:)`) — and `INSearchCallHistoryIntent`, with
/// which Siri tells of missed calls.
final class ChatCallIntentHandler: NSObject, INStartCallIntentHandling, INSearchCallHistoryIntentHandling {
    let store: ChatStore
    /// The app's calls, once launched.
    weak var calls: ChatCalls?

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

    // MARK: Call history

    func handle(
        intent: INSearchCallHistoryIntent, completion: @escaping (INSearchCallHistoryIntentResponse) -> Void
    ) {
        let found = (calls?.history ?? []).filter { record in
            let (_, kind) = Self.types(of: record.kind)
            return (intent.callTypes.isEmpty || intent.callTypes.contains(kind))
                && (intent.recipient.map { $0.displayName == record.person } ?? true)
                && (intent.unseen.map { $0 == !record.seen } ?? true)
        }
        let response = INSearchCallHistoryIntentResponse(code: .success, userActivity: nil)
        response.callRecords = found.reversed().map { record in
            INCallRecord(
                identifier: record.id.uuidString, dateCreated: record.date,
                caller: ChatIntentHandler.person(record.person), callRecordType: Self.types(of: record.kind).type,
                callCapability: .audioCall, unseen: !record.seen, numberOfCalls: 1)
        }
        calls?.markHistorySeen()
        completion(response)
    }

    /// A call's kind as SiriKit names it: the record's type and the search option that finds it.
    private static func types(of kind: ChatCalls.Record.Kind) -> (
        type: INCallRecordType, option: INCallRecordTypeOptions
    ) {
        switch kind {
        case .outgoing: (.outgoing, .outgoing)
        case .received: (.received, .received)
        case .missed: (.missed, .missed)
        }
    }
}
