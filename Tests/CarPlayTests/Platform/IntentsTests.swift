import Expectations
import Foundation
import Intents
import Testing
import UIKit

/// The Intents stand-in: raw values as Apple's headers give them, people's names, responses and resolution results.
struct IntentsTests {
    @Test func rawValuesAreApples() {
        expectEqual(INSendMessageIntentResponseCode.failureMessageServiceNotAvailable.rawValue, 6)
        expectEqual(INSendMessageIntentResponseCode.failureRequiringInAppAuthentication.rawValue, 7)
        expectEqual(INSearchForMessagesIntentResponseCode.failureMessageTooManyResults.rawValue, 7)
        expectEqual(INSetMessageAttributeIntentResponseCode.failureMessageAttributeNotSet.rawValue, 7)
        expectEqual(INMessageAttribute.played.rawValue, 5)
        expectTrue(INMessageType.thirdPartyAttachment.rawValue == 28 && INMessageType.link.rawValue == 25)
        expectEqual(INPersonHandleType.phoneNumber.rawValue, 2)
        expectEqual(INOutgoingMessageType.outgoingMessageAudio.rawValue, 2)
        expectEqual(INSendMessageRecipientUnsupportedReason.noHandleForLabel.rawValue, 6)
        expectTrue(INMessageAttributeOptions.played.rawValue == 16 && INMessageAttributeOptions.unflagged.rawValue == 8)
        expectEqual(INIntentHandlingStatus.userConfirmationRequired.rawValue, 6)
        expectEqual(INConditionalOperator.none.rawValue, 2)
        expectEqual(INSendMessageIntentIdentifier, "INSendMessageIntent")
    }

    @Test func aPersonsDisplayNameFallsBackToTheirNameThenTheirHandle() {
        let handle = INPersonHandle(value: "+33 6 12 34 56 78", type: .phoneNumber, label: .mobile)
        var components = PersonNameComponents()
        components.givenName = "Ana"
        components.familyName = "Silva"
        let named = INPerson(
            personHandle: handle, nameComponents: components, displayName: nil, image: nil, contactIdentifier: nil,
            customIdentifier: "ana")
        expectEqual(named.displayName, "Ana Silva")
        expectTrue(named.spokenPhrase == "Ana Silva" && named.vocabularyIdentifier == "ana" && !named.isMe)
        let bare = INPerson(
            personHandle: handle, nameComponents: nil, displayName: nil, image: nil, contactIdentifier: nil,
            customIdentifier: nil, isMe: true)
        expectTrue(bare.displayName == "+33 6 12 34 56 78" && bare.isMe)
        expectTrue(handle.label == .mobile && INPersonHandle(value: nil, type: .unknown).label == nil)
    }

    @Test func messagesAndIntentsKeepWhatTheyWereGiven() {
        let sender = INPerson(
            personHandle: INPersonHandle(value: "ana", type: .unknown), nameComponents: nil, displayName: "Ana",
            image: INImage(named: "ana"), contactIdentifier: nil, customIdentifier: nil)
        let message = INMessage(
            identifier: "m1", content: "Hi", dateSent: Date(timeIntervalSince1970: 0), sender: sender, recipients: nil)
        expectTrue(message.messageType == .text && message.conversationIdentifier == nil && message.sender === sender)
        let search = INSearchForMessagesIntent(
            recipients: nil, senders: [sender], searchTerms: nil, attributes: [.unread], dateTime: nil,
            identifiers: nil, notificationIdentifiers: nil, speakableGroupNames: nil, conversationIdentifiers: ["c"])
        expectTrue(search.attributes == .unread && search.conversationIdentifiers == ["c"])
        expectTrue(search.sendersOperator == .all && search.identifier != nil)
        let send = INSendMessageIntent(
            recipients: [sender], outgoingMessageType: .outgoingMessageText, content: "Hi",
            speakableGroupName: INSpeakableString(spokenPhrase: "Family"), conversationIdentifier: "c",
            serviceName: nil, sender: nil, attachments: nil)
        expectTrue(send.speakableGroupName?.spokenPhrase == "Family" && send.content == "Hi")
        expectEqual(INSpeakableString(spokenPhrase: "Family"), INSpeakableString(spokenPhrase: "Family"))
    }

    @Test func anInteractionsStatusComesFromItsResponse() {
        let intent = INSetMessageAttributeIntent(identifiers: ["m1"], attribute: .read)
        let done = INInteraction(
            intent: intent, response: INSetMessageAttributeIntentResponse(code: .success, userActivity: nil))
        expectEqual(done.intentHandlingStatus, .success)
        let failed = INInteraction(
            intent: intent,
            response: INSetMessageAttributeIntentResponse(code: .failureMessageNotFound, userActivity: nil))
        expectEqual(failed.intentHandlingStatus, .failure)
        expectEqual(INInteraction(intent: intent, response: nil).intentHandlingStatus, .unspecified)
        nonisolated(unsafe) var donated = false
        done.donate { error in donated = error == nil }
        expectTrue(donated)
    }

    @Test func userActivitiesCarryTheirInteraction() {
        let activity = NSUserActivity(activityType: "INSendMessageIntent")
        activity.userInfo = ["conversation": "c"]
        activity.becomeCurrent()
        expectTrue(activity.isCurrent && activity.interaction == nil && activity.activityType == "INSendMessageIntent")
        activity.invalidate()
        expectTrue(!activity.isCurrent)
        let response = INSendMessageIntentResponse(code: .failureRequiringAppLaunch, userActivity: activity)
        expectTrue(response.userActivity === activity && response.code == .failureRequiringAppLaunch)
    }

    @Test func anExtensionHandlesNothingUntilItOverrides() {
        final class ChatExtension: INExtension {
            override func handler(for intent: INIntent) -> Any? { intent is INSendMessageIntent ? self : nil }
        }
        let intent = INSetMessageAttributeIntent(identifiers: nil, attribute: .read)
        expectEqual(INExtension().handler(for: intent), nil)
        expectEqual(ChatExtension().handler(for: intent), nil)
        let send = INSendMessageIntent(
            recipients: nil, outgoingMessageType: .unknown, content: nil, speakableGroupName: nil,
            conversationIdentifier: nil, serviceName: nil, sender: nil, attachments: nil)
        expectNotEqual(ChatExtension().handler(for: send), nil)
        expectEqual(INImage(url: URL(string: "mailto:x@example.com")!), nil)
        expectNotEqual(INImage(url: URL(fileURLWithPath: "/tmp/a.png")), nil)
    }
}
