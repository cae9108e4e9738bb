import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("NowPlayingTemplateSnapshot")
struct NowPlayingSnapshotTests {
    /// The template is a shared singleton: configure, snapshot and restore without suspending.
    private func snapshotShared(_ configure: (CPNowPlayingTemplate) -> Void) -> NowPlayingTemplateSnapshot {
        let shared = CPNowPlayingTemplate.shared
        let saved = (
            shared.nowPlayingButtons, shared.isUpNextButtonEnabled, shared.upNextTitle,
            shared.isAlbumArtistButtonEnabled, shared.nowPlayingMode
        )
        defer {
            shared.updateNowPlayingButtons(saved.0)
            shared.isUpNextButtonEnabled = saved.1
            shared.upNextTitle = saved.2
            shared.isAlbumArtistButtonEnabled = saved.3
            shared.nowPlayingMode = saved.4
        }
        configure(shared)
        return NowPlayingTemplateSnapshot(shared)
    }

    @Test func copiesButtonsUpNextAndAlbumArtist() {
        let image = UIImage(systemName: "heart")!
        let imageButton = CPNowPlayingImageButton(image: image)
        imageButton.isSelected = true
        let shuffle = CPNowPlayingShuffleButton()
        shuffle.isEnabled = false
        let buttons: [CPNowPlayingButton] = [
            shuffle, CPNowPlayingAddToLibraryButton(), CPNowPlayingMoreButton(), CPNowPlayingPlaybackRateButton(),
            CPNowPlayingRepeatButton(), imageButton,
        ]
        let snapshot = snapshotShared { template in
            template.updateNowPlayingButtons(buttons)
            template.isUpNextButtonEnabled = true
            template.upNextTitle = "Queue"
            template.isAlbumArtistButtonEnabled = true
        }
        let templateID = CPNowPlayingTemplate.shared._elementID.rawValue
        expectEqual(snapshot.buttons.map(\.kind), [.shuffle, .addToLibrary, .more, .playbackRate, .repeat, .image])
        expectEqual(snapshot.buttons.map(\.id), buttons.map { ElementID(of: $0) })
        expectEqual(snapshot.buttons[0].isEnabled, false)
        expectTrue(snapshot.buttons[5].isSelected)
        expectEqual(snapshot.buttons[5].image?.light.source, .system("heart"))
        expectEqual(snapshot.buttons[0].image, nil)
        expectEqual(snapshot.upNext, .init(id: ElementID(templateID + "/upNext"), title: "Queue", isEnabled: true))
        expectEqual(snapshot.albumArtist, .init(id: ElementID(templateID + "/albumArtist"), isEnabled: true))
        expectEqual(snapshot.sports, nil)
    }

    @Test func defaults() {
        let snapshot = snapshotShared { template in
            template.updateNowPlayingButtons([])
            template.isUpNextButtonEnabled = false
            template.upNextTitle = "Up Next"
            template.isAlbumArtistButtonEnabled = false
            template.nowPlayingMode = CPNowPlayingMode.default
        }
        expectTrue(snapshot.buttons.isEmpty)
        expectTrue(snapshot.upNext.title == "Up Next" && !snapshot.upNext.isEnabled)
        expectTrue(!snapshot.albumArtist.isEnabled)
        expectEqual(snapshot.sports, nil)
    }

    @Test func kindRawValues() {
        expectEqual(
            NowPlayingButtonSnapshot.Kind.allCases.map(\.rawValue),
            ["shuffle", "addToLibrary", "more", "playbackRate", "repeat", "image"])
    }

    @Test func sportsMode() throws {
        let left = CPNowPlayingSportsTeam(
            name: "Away", logo: CPNowPlayingSportsTeamLogo(teamInitials: "AWY"), teamStandings: "8-4",
            eventScore: "17", possessionIndicator: UIImage(systemName: "football"), favorite: false)
        let right = CPNowPlayingSportsTeam(
            name: "Home", logo: CPNowPlayingSportsTeamLogo(teamLogo: UIImage(systemName: "shield")!),
            teamStandings: nil,
            eventScore: "21", possessionIndicator: nil, favorite: true)
        let clock = CPNowPlayingSportsClock(timeRemaining: 125, paused: false)
        let status = CPNowPlayingSportsEventStatus(eventStatusText: ["Q4"], eventStatusImage: nil, eventClock: clock)
        let mode = CPNowPlayingModeSports(
            leftTeam: left, rightTeam: right, eventStatus: status, backgroundArtwork: UIImage(systemName: "photo"))
        let snapshot = snapshotShared { $0.nowPlayingMode = mode }

        let sports = try require(snapshot.sports)
        expectEqual(
            sports.leftTeam,
            SportsTeamSnapshot(
                name: "Away", logoInitials: "AWY", standings: "8-4", score: "17",
                possessionIndicator: sports.leftTeam.possessionIndicator, isFavorite: false))
        expectEqual(sports.leftTeam.possessionIndicator?.light.source, .system("football"))
        expectEqual(sports.rightTeam.logoImage?.light.source, .system("shield"))
        expectTrue(
            sports.rightTeam.logoInitials == nil && sports.rightTeam.isFavorite && sports.rightTeam.score == "21")
        expectEqual(sports.eventStatus?.texts, ["Q4"])
        let eventClock = try require(sports.eventStatus?.clock)
        expectEqual(
            eventClock, SportsClockSnapshot(timeValue: 125, isPaused: false, countsUp: false, id: eventClock.id))
        expectNotEqual(eventClock.id, nil)
        expectEqual(sports.backgroundArtwork?.light.source, .system("photo"))

        let data = try JSONEncoder().encode(snapshot)
        expectEqual(try JSONDecoder().decode(NowPlayingTemplateSnapshot.self, from: data), snapshot)
    }

    @Test func clockValues() {
        let up = SportsClockSnapshot(CPNowPlayingSportsClock(elapsedTime: 60, paused: false))
        expectTrue(up.countsUp && up.timeValue == 60)
        expectEqual(up.value(after: 5), 65)
        let down = SportsClockSnapshot(timeValue: 10, isPaused: false, countsUp: false)
        expectEqual(down.value(after: 4), 6)
        expectEqual(down.value(after: 40), 0)
        let paused = SportsClockSnapshot(CPNowPlayingSportsClock(timeRemaining: 30, paused: true))
        expectTrue(paused.isPaused && !paused.countsUp)
        expectEqual(paused.value(after: 100), 30)
    }

    @Test func sportsOverlay() {
        let team = CPNowPlayingSportsTeam(
            name: "A", logo: CPNowPlayingSportsTeamLogo(teamInitials: "A"), teamStandings: nil, eventScore: "0",
            possessionIndicator: nil, favorite: false)
        let overlay = SportsOverlaySnapshot(CPSportsOverlay(leftTeam: team, rightTeam: team, eventStatus: nil))
        expectTrue(overlay.leftTeam.name == "A" && overlay.rightTeam.logoInitials == "A")
        expectEqual(overlay.eventStatus, nil)
    }

    @Test func wrappedInTemplateSnapshot() throws {
        let template = try require(TemplateSnapshot(CPNowPlayingTemplate.shared))
        expectEqual(template.kind, .nowPlaying)
        expectEqual(template.id, ElementID(of: CPNowPlayingTemplate.shared))
    }
}
