@_spi(CarPlayHost) import AVFAudio
@_spi(CarPlayHost) import CarPlay
import CarPlayHost
import CarPlayTesting
import Expectations
import Foundation
@_spi(CarPlayHost) import MediaPlayer
import Music
import Testing
import UIKit

/// The app launches from its bundle files, as iOS launches it.
@MainActor @Suite struct LaunchTests {
    @Test func manifestAndEntitlementsDescribeAnAudioApp() throws {
        let bundle = try AppBundle(infoPlist: MusicApp.infoPlistURL, entitlements: MusicApp.entitlementsURL)
        expectEqual(bundle.name, "Music")
        expectEqual(bundle.bundleIdentifier, "com.swiftcarplay.music")
        expectEqual(bundle.bundleIdentifier, MusicApp.bundleIdentifier)
        expectEqual(bundle.category, .audio)
        expectEqual(bundle.carPlaySceneConfiguration?.delegateClassName, "Music.MusicSceneDelegate")
        expectTrue(FileManager.default.fileExists(atPath: MusicApp.iconURL.path))
        expectEqual(UIImage(contentsOfFile: MusicApp.iconURL.path)?.size, CGSize(width: 180, height: 180))
    }

    @Test func connectsByTheManifestsClassNameWithATabBar() throws {
        let car = try TestCar(infoPlist: MusicApp.infoPlistURL, entitlements: MusicApp.entitlementsURL)
        try car.connect()
        expectEqual(car.appState, .connected)
        expectEqual(car.rootTemplate?.kind, .tabBar)
        expectEqual(car.tabTitles, ["Library", "Playlists", "Radio", "Downloads"])
        expectTrue(car.faults.isEmpty)
        // Nothing plays yet: the car's own audio keeps the focus.
        expectEqual(car.session.audioSession?.isActive, false)
    }

    @Test func catalogueAndArtworkShipWithTheApp() throws {
        let catalogue = try Catalogue.bundled()
        expectEqual(catalogue.albums.count, 7)
        expectEqual(catalogue.playlists.count, 4)
        expectEqual(catalogue.stations.count, 6)
        expectEqual(catalogue.games.count, 1)
        // Every track, playlist entry and artwork the catalogue names exists.
        for playlist in catalogue.playlists {
            expectEqual(catalogue.tracks(of: playlist).count, playlist.trackIDs.count)
        }
        let names =
            catalogue.albums.map(\.artwork) + catalogue.artists.map(\.artwork) + catalogue.playlists.map(\.artwork)
            + catalogue.stations.map(\.artwork) + catalogue.games.flatMap { [$0.artwork, $0.left.logo, $0.right.logo] }
        for name in names {
            let image = UIImage(contentsOfFile: MusicApp.artworkURL.appendingPathComponent(name + "@2x.png").path)
            expectEqual(image?.size, CGSize(width: 100, height: 100), "\(name)")
            expectEqual(image?.scale, 2)
        }
        let track = try require(catalogue.track(id: "nh-02"))
        expectTrue(
            track.title == "Harbor Lights" && track.duration == 198 && track.trackNumber == 2 && track.trackCount == 10)
        expectEqual(catalogue.artistName(track.artistID), "Aurora Lane")
    }

    @Test func resourcesStaySmall() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: MusicApp.resourcesURL.path)
        let total = try files.reduce(0) { sum, file in
            let attributes = try FileManager.default.attributesOfItem(
                atPath: MusicApp.resourcesURL.appendingPathComponent(file).path)
            return sum + ((attributes[.size] as? NSNumber)?.intValue ?? 0)
        }
        expectTrue(total > 10_000 && total < 300_000)
    }
}

/// Disconnecting the car pauses playback and releases the audio session and the remote commands.
@MainActor @Suite struct DisconnectTests {
    @Test func disconnectPausesAndReconnectWorks() async throws {
        let music = try MusicCar()
        let car = music.car
        await music.play("Harbor Lights", onAlbum: "Neon Harbor")
        expectTrue(car.run { MPRemoteCommandCenter.shared().playCommand._isActive })
        car.disconnect()
        expectTrue(!music.app.player.isPlaying)
        expectTrue(!music.app.player.isAudioSessionActive)
        expectEqual(car.run { MPRemoteCommandCenter.shared().playCommand._isActive }, false)
        car.reconnect()
        expectEqual(car.tabTitles, ["Library", "Playlists", "Radio", "Downloads"])
        expectTrue(car.run { MPRemoteCommandCenter.shared().playCommand._isActive })
        await music.play("Tidal", onAlbum: "Neon Harbor")
        expectEqual(car.topTemplate?.kind, .nowPlaying)
        expectEqual(car.session.audioSession?.isActive, true)
        expectTrue(car.faults.isEmpty)
    }

    @Test func anInterruptionDeactivatesTheSessionAndPlayingTakesItAgain() async throws {
        let music = try MusicCar()
        let car = music.car
        await music.play("Harbor Lights", onAlbum: "Neon Harbor")
        expectTrue(music.app.player.isAudioSessionActive)
        // The car's radio takes the audio back: the host interrupts the app's session.
        car.run { AVAudioSession.sharedInstance()._hostInterrupt() }
        expectTrue(!music.app.player.isAudioSessionActive)
        expectEqual(car.session.audioSession?.isActive, false)
        // The car pauses the app (its radio plays now); the driver presses play on Now Playing again.
        let playPause = try require(
            car.screen.nodes(.playbackControl).first { $0.id?.rawValue.hasSuffix("/playPause") == true }?.id)
        expectEqual(car.tap(element: playPause), .handled)
        expectTrue(!music.app.player.isPlaying)
        expectEqual(car.tap(element: playPause), .handled)
        expectTrue(music.app.player.isPlaying)
        expectTrue(music.app.player.isAudioSessionActive && car.session.audioSession?.isActive == true)
    }

    @Test func playbackResumesWhenTheInterruptionEndsAndSaysSo() async throws {
        let music = try MusicCar()
        let car = music.car
        await music.play("Harbor Lights", onAlbum: "Neon Harbor")
        // A call takes the audio: the session is interrupted and the car pauses the app.
        car.run { AVAudioSession.sharedInstance()._hostInterrupt() }
        let playPause = try require(
            car.screen.nodes(.playbackControl).first { $0.id?.rawValue.hasSuffix("/playPause") == true }?.id)
        expectEqual(car.tap(element: playPause), .handled)
        expectTrue(!music.app.player.isPlaying)
        // The call ended and the system says playback should resume: it does, with the session active again.
        car.run { AVAudioSession.sharedInstance()._hostEndInterruption(shouldResume: true) }
        expectTrue(music.app.player.isPlaying && music.app.player.isAudioSessionActive)
        // An interruption that ends without "should resume" leaves playback paused.
        car.run { AVAudioSession.sharedInstance()._hostInterrupt() }
        expectEqual(car.tap(element: playPause), .handled)
        car.run { AVAudioSession.sharedInstance()._hostEndInterruption(shouldResume: false) }
        expectTrue(!music.app.player.isPlaying)
    }
}
