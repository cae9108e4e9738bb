import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import Intents
import Testing

/// An audio app's media handler: "jazz" is a playlist it has; anything else it cannot find.
final class RadioMedia: NSObject, INIntentHandlerProviding, INPlayMediaIntentHandling {
    var played: [String] = []
    var calls: [String] = []

    func handler(for intent: INIntent) -> Any? { intent is INPlayMediaIntent ? self : nil }

    func resolveMediaItems(
        for intent: INPlayMediaIntent, with completion: @escaping ([INPlayMediaMediaItemResolutionResult]) -> Void
    ) {
        calls.append("resolveMediaItems")
        guard intent.mediaSearch?.mediaName?.lowercased().contains("jazz") == true else {
            return completion([.unsupported(forReason: .unsupportedMediaType)])
        }
        completion(
            INPlayMediaMediaItemResolutionResult.successes(with: [
                INMediaItem(identifier: "jazz", title: "Jazz Classics", type: .playlist, artwork: nil)
            ]))
    }

    func handle(intent: INPlayMediaIntent, completion: @escaping (INPlayMediaIntentResponse) -> Void) {
        calls.append("handle")
        played += intent.mediaItems?.compactMap(\.identifier) ?? []
        completion(INPlayMediaIntentResponse(code: .success, userActivity: nil))
    }
}

/// "Play with Siri": the list's assistant cell has Siri ask what to play and run the app's `INPlayMediaIntent`.
@MainActor @Suite struct SiriMediaTests {
    func radio(_ media: (any INIntentHandlerProviding)?) -> TestCar {
        let car = TestCar(category: .audio, bundleIdentifier: "com.example.radio")
        if let media { car.useIntentHandlers(media) }
        car.connect(
            RootSceneDelegate {
                CPListTemplate(
                    title: "Radio", sections: [],
                    assistantCellConfiguration: CPAssistantCellConfiguration(
                        position: .top, visibility: .always, assistantAction: .playMedia))
            })
        return car
    }

    @Test func playWithSiriAsksWhatToPlayAndTheAppPlaysIt() {
        let media = RadioMedia()
        let car = radio(media)
        expectEqual(car.select("Play with Siri"), .handledBySystem)
        expectTrue(car.siri.said == ["What do you want to listen to?"] && car.siri.state == .listening(.media))
        car.siri.say("some jazz")
        expectTrue(car.siri.said.last == "Playing Jazz Classics on radio." && car.siri.state == .idle)
        expectEqual(media.played, ["jazz"])
        expectEqual(media.calls, ["resolveMediaItems", "handle"], "resolved, then handled once confirmed")
    }

    @Test func whatTheAppCannotFindIsSaid() {
        let media = RadioMedia()
        let car = radio(media)
        car.select("Play with Siri")
        car.siri.say("polka")
        expectEqual(car.siri.said.last, "Sorry, I can't find polka in radio.")
        expectTrue(media.played.isEmpty)
    }

    @Test func anAppWithoutAMediaHandlerIsToldOf() {
        let car = radio(nil)
        car.useIntentHandlers(NoCallHandlers())
        car.select("Play with Siri")
        expectEqual(car.siri.said.last, "Sorry, radio hasn't added support for that with Siri.")
        expectTrue(car.session.noteLog.contains { $0.contains("no handler for INPlayMediaIntent") })
    }

    /// The Siri key in an audio app: "Play …" runs the app's `INPlayMediaIntent` with the words as its search; a
    /// request for messages in an app that is not a communication app, with no car system to hand it to, is
    /// declined.
    @Test func theSiriKeyInAnAudioAppPlaysWhatTheDriverNames() {
        let media = RadioMedia()
        let car = radio(media)
        expectEqual(car.siri.pressSiriKey(), .handledBySystem)
        expectEqual(car.siri.said, ["What can I help you with?"])
        car.siri.say("Play some jazz on radio")
        expectTrue(car.siri.said.last == "Playing Jazz Classics on radio." && car.siri.state == .idle)
        expectEqual(media.played, ["jazz"])

        car.siri.pressSiriKey()
        car.siri.say("Play")
        expectTrue(car.siri.said.last == "What do you want to listen to?" && car.siri.state == .listening(.media))
        car.siri.say("polka")
        expectEqual(car.siri.said.last, "Sorry, I can't find polka in radio.")

        car.siri.pressSiriKey()
        car.siri.say("Read my messages")
        expectTrue(car.siri.said.last == "Sorry, I can't help with that in the car." && car.siri.state == .idle)
    }
}
