@_spi(AppCode) import CarPlayHost
import Expectations
import Foundation
@_spi(CarPlayHost) import MediaPlayer
import Music
import Testing

/// Siri plays music with Music's `INPlayMediaIntent` handler (its app delegate's `application(_:handlerFor:)`):
/// from the Siri key, whichever app's Siri heard the request, and with Music in front.
@MainActor @Suite struct SiriMediaRequestTests {
    let music = MusicApp.bundleIdentifier

    func car() throws -> CarSystem {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        return CarSystem(
            apps: [try InstalledApp(module: "Music"), try InstalledApp(module: "Chat")], clock: { start },
            timeZone: TimeZone(identifier: "UTC")!)
    }

    func nowPlayingTitle(_ car: CarSystem) -> String? {
        car.sessions[music]?.runAsApp {
            MPNowPlayingInfoCenter.default().nowPlayingInfo?[MPMediaItemPropertyTitle] as? String
        }
    }

    @Test func aRequestToPlayOnMusicGoesToMusicFromChatsSiri() throws {
        let car = try car()
        expectEqual(car.siriKeyApp, "com.example.chat", "the communication app first")
        expectEqual(car.press(.siri), .handledBySystem)
        expectEqual(try car.siriHears("Play Road Trip on Music"), .handled)
        let session = try require(car.sessions[music])
        expectEqual(session.siriTranscript.map(\.text), ["Play Road Trip on Music", "Playing Road Trip on Music."])
        expectTrue(car.siriSession == nil && session.siriState == .idle)
        expectEqual(car.audioOwner, music, "Music plays, without its scene: \(car.log.entries.map(\.text))")
        expectTrue(car.radio.isOn && !car.radio.isPlaying, "the radio Siri paused stays stopped for Music")
        let catalogue = try Catalogue.bundled()
        let roadTrip = try require(catalogue.playlists.first { $0.title == "Road Trip" })
        expectEqual(nowPlayingTitle(car), catalogue.tracks(of: roadTrip).first?.title)
    }

    @Test func withMusicInFrontItsSiriPlaysStationsAndSongsAndSaysWhatItCannotFind() throws {
        let car = try car()
        try car.launch(music)
        expectTrue(car.press(.siri) == .handledBySystem && car.siriSession === car.sessions[music])
        _ = try car.siriHears("Listen to Harbor FM")
        expectEqual(car.sessions[music]?.siriTranscript.last?.text, "Playing Harbor FM on Music.")
        expectTrue(nowPlayingTitle(car) != nil && car.audioOwner == music)

        _ = car.press(.siri)
        _ = try car.siriHears("Play Harbor Lights")
        expectEqual(car.sessions[music]?.siriTranscript.last?.text, "Playing Harbor Lights on Music.")
        expectEqual(nowPlayingTitle(car), "Harbor Lights")

        _ = car.press(.siri)
        _ = try car.siriHears("Play Polka Party")
        expectEqual(car.sessions[music]?.siriTranscript.last?.text, "Sorry, I can't find Polka Party in Music.")
        expectEqual(nowPlayingTitle(car), "Harbor Lights", "what played goes on")
    }

    @Test func aRequestForMessagesInMusicGoesToChat() throws {
        let car = try car()
        try car.launch(music)
        _ = car.press(.siri)
        _ = try car.siriHears("Send a message to Ana Silva")
        let chat = try require(car.sessions["com.example.chat"])
        expectEqual(chat.siriTranscript.first?.text, "Send a message to Ana Silva")
        expectTrue(chat.siriState == .listening(.messageContent) && car.sessions[music]?.siriState == .idle)
        chat.cancelSiri()
    }
}
