import AVFAudio
import CarPlay
import CarPlayHost
import CarPlayTesting
import Expectations
import Foundation
import Intents
import Testing
import UIKit

/// A communication app that handles one messaging intent, tells the driver to use the iPhone, and shows the text of
/// the message Siri read: three guidelines broken.
final class CarelessMessenger: NSObject, INIntentHandlerProviding, INSearchForMessagesIntentHandling {
    func handler(for intent: INIntent) -> Any? { intent is INSearchForMessagesIntent ? self : nil }

    func handle(
        intent: INSearchForMessagesIntent, completion: @escaping (INSearchForMessagesIntentResponse) -> Void
    ) {
        let response = INSearchForMessagesIntentResponse(code: .success, userActivity: nil)
        response.messages = [
            INMessage(
                identifier: "m1", content: "Meet me at the harbour", dateSent: Date(),
                sender: INPerson(
                    personHandle: INPersonHandle(value: "ana", type: .unknown), nameComponents: nil,
                    displayName: "Ana", image: nil, contactIdentifier: nil, customIdentifier: nil),
                recipients: nil)
        ]
        completion(response)
    }
}

/// The car's guideline review: the samples keep the guide's guidelines; Faulty and purpose-made misbehaving apps
/// are flagged with the guideline each breaks, quoted.
@MainActor @Suite struct GuidelineReviewTests {
    @Test(arguments: ["Music", "Chat", "Charge", "Park", "Fuel", "Order", "TripTasks"])
    func theSamplesAreClean(_ module: String) throws {
        let car = try TestCar(appModule: module)
        try car.connect()
        expectEqual(car.review(), [], "\(module)")
    }

    @Test func chargeIsCleanDuringASession() throws {
        let car = try TestCar(appModule: "Charge")
        try car.connect()
        car.tap("Start Charging")
        expectEqual(car.review(), [])
    }

    @Test func driveIsCleanAtRestAndWhileGuiding() async throws {
        let car = try TestCar(appModule: "Drive")
        try car.connect()
        await car.settle()
        expectEqual(car.review(), [])
        car.tap("Destinations")
        car.tap("Casino de Monte Carlo")
        await car.settle()
        expectEqual(car.startTrip(), .handled)
        for _ in 0..<40 {
            await car.speechAudioReady()
            car.advanceClock(by: 1)
        }
        expectEqual(car.review(), [], "Drive's prompts mix with the radio and its session is active only to speak")
        // The car's own navigation takes over: Drive stops guiding at once (Navigation apps 6).
        expectEqual(car.cancelNavigationBySystem(), .handled)
        for _ in 0..<5 {
            await car.speechAudioReady()
            car.advanceClock(by: 1)
        }
        expectEqual(car.review(), [])
    }

    @Test func faultyProvidesNeitherMessagingNorCalling() throws {
        let car = try TestCar(appModule: "Faulty")
        try car.connect()
        let findings = car.review()
        expectEqual(findings.map(\.guideline), ["Communication apps 1"])
        expectEqual(
            findings.first?.words.hasPrefix("Communication apps must provide either short form text messaging"), true)
        expectEqual(findings.first?.finding, "Faulty handles none of the messaging intents and has no CallKit provider")
    }

    @Test func aCarelessMessengerIsFlaggedForEachGuidelineItBreaks() {
        let car = TestCar(category: .communication, bundleIdentifier: "com.example.careless")
        car.useIntentHandlers(CarelessMessenger())
        let conversation = CPMessageListItem(
            conversationIdentifier: "ana", text: "Ana",
            leadingConfiguration: CPMessageListItemLeadingConfiguration(
                leadingItem: .none, leadingImage: nil, unread: true),
            trailingConfiguration: nil, detailText: nil, trailingText: nil)
        let signIn = CPListItem(text: "Signed out", detailText: "Open the app on your iPhone to sign in")
        let list = CPListTemplate(title: "Careless", sections: [CPListSection(items: [conversation, signIn])])
        car.connect(RootSceneDelegate { list })
        expectEqual(Set(car.review().map(\.guideline)), ["All CarPlay apps 2", "Communication apps 2"])
        // Siri reads the message; then the app shows its text.
        car.select("Ana")
        car.siri.cancel()
        conversation.detailText = "Meet me at the harbour"
        let findings = car.review()
        expectEqual(
            findings.map(\.guideline), ["All CarPlay apps 2", "All CarPlay apps 6", "Communication apps 2"])
        expectEqual(findings[0].finding, "“Open the app on your iPhone to sign in” on the screen")
        expectEqual(
            findings[1].finding, "a message's content is on the screen (22 characters)", "never the text itself")
        expectEqual(findings[2].finding, "careless has no handler for INSendMessageIntent, INSetMessageAttributeIntent")
    }

    @Test func aNavigationAppsLabelInTheBaseViewIsFlagged() {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        let findings = car.review()
        expectEqual(findings.map(\.guideline), ["Navigation apps 2"])
        expectEqual(findings.first?.finding, "the base view draws a label “Monaco”")
    }

    @Test func aCallingAppWithoutCallKitIsFlagged() {
        let car = TestCar(category: .communication, bundleIdentifier: "com.example.dialer")
        car.useIntentHandlers(StartCallOnly())
        car.connect(RootSceneDelegate { CPListTemplate(title: "Dialer", sections: []) })
        let findings = car.review()
        expectEqual(findings.map(\.guideline), ["Communication apps 3"])
        expectEqual(findings.first?.finding, "dialer handles INStartCallIntent but has no CallKit provider")
    }

    @Test func aNavigationAppsIdleUnmixableAudioSessionIsFlagged() throws {
        let car = TestCar(category: .navigation)
        car.connect(RootSceneDelegate { CPMapTemplate() })
        expectEqual(car.review(), [])
        try car.run {
            try AVAudioSession.sharedInstance().setCategory(.playback, mode: .default, options: [])
            try AVAudioSession.sharedInstance().setActive(true)
        }
        let findings = car.review()
        expectEqual(findings.map(\.guideline), ["Navigation apps 7", "Navigation apps 7"])
        expectEqual(findings.first?.finding.hasSuffix("voice prompts would stop the car's radio"), true)
        expectEqual(findings.last?.finding, "the audio session is active while nothing is spoken")
    }
}

/// A calling app's intents without CallKit: it hands Siri an `INStartCallIntent` handler only.
final class StartCallOnly: NSObject, INIntentHandlerProviding {
    func handler(for intent: INIntent) -> Any? { intent is INStartCallIntent ? self : nil }
}
