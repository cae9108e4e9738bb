@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay

private final class Observer: NSObject, CPNowPlayingTemplateObserver {
    var upNext = 0
    var albumArtist = 0
    func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) { upNext += 1 }
    func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) { albumArtist += 1 }
}

/// Implements neither optional method.
private final class SilentObserver: NSObject, CPNowPlayingTemplateObserver {}

/// The Now Playing template is a singleton: these tests run one at a time and restore its state.
@MainActor
@Suite("CPNowPlayingTemplate", .serialized)
struct NowPlayingTemplateTests {
    private func reset() {
        let shared = CPNowPlayingTemplate.shared
        shared.updateNowPlayingButtons([])
        shared.isUpNextButtonEnabled = false
        shared.upNextTitle = "Up Next"
        shared.isAlbumArtistButtonEnabled = false
        shared.nowPlayingMode = nil
        for observer in shared._observers { shared.remove(observer) }
    }

    @Test func sharedIsASingletonWithDefaults() {
        reset()
        let shared = CPNowPlayingTemplate.shared
        expectTrue(shared === CPNowPlayingTemplate.shared)
        expectTrue(shared.nowPlayingButtons.isEmpty)
        expectEqual(shared.isUpNextButtonEnabled, false)
        expectEqual(shared.upNextTitle, "Up Next")
        expectEqual(shared.isAlbumArtistButtonEnabled, false)
        expectEqual(shared.nowPlayingMode, nil)
        expectTrue(shared.description.hasPrefix("<CPNowPlayingTemplate: 0x"))
    }

    @Test func buttonsAreKeptAsGivenAndNotify() async {
        reset()
        defer { reset() }
        let shared = CPNowPlayingTemplate.shared
        let recorder = ChangeRecorder()
        recorder.observe(shared)

        let buttons: [CPNowPlayingButton] = [
            CPNowPlayingShuffleButton(), CPNowPlayingAddToLibraryButton(), CPNowPlayingMoreButton(),
            CPNowPlayingPlaybackRateButton(), CPNowPlayingRepeatButton(),
            CPNowPlayingImageButton(image: UIImage(systemName: "heart")!),
        ]
        shared.updateNowPlayingButtons(buttons)
        expectEqual(shared.nowPlayingButtons.count, 6)
        expectTrue(zip(shared.nowPlayingButtons, buttons).allSatisfy { $0 === $1 })
        #expect((await recorder.settled()).contains(shared._elementID))

        await recorder.reset()
        shared.isUpNextButtonEnabled = true
        shared.upNextTitle = "Queue"
        shared.isAlbumArtistButtonEnabled = true
        shared.nowPlayingMode = CPNowPlayingMode.default
        expectEqual(shared.upNextTitle, "Queue")
        // At least: a host snapshot test elsewhere may touch the shared template meanwhile.
        #expect((await recorder.settled()).filter { $0 == shared._elementID }.count >= 4)
    }

    @Test func observersAreToldAndCanBeRemoved() {
        reset()
        defer { reset() }
        let shared = CPNowPlayingTemplate.shared
        let first = Observer()
        let second = Observer()
        shared.add(first)
        shared.add(second)
        shared.add(first)
        expectEqual(shared._observers.count, 2)

        shared._hostUpNextTapped()
        shared._hostAlbumArtistTapped()
        shared._hostAlbumArtistTapped()
        expectTrue(first.upNext == 1 && first.albumArtist == 2)
        expectTrue(second.upNext == 1 && second.albumArtist == 2)

        shared.remove(first)
        shared._hostUpNextTapped()
        expectEqual(first.upNext, 1)
        expectEqual(second.upNext, 2)
    }

    @Test func observersAreWeak() {
        reset()
        defer { reset() }
        let shared = CPNowPlayingTemplate.shared
        do {
            let observer = Observer()
            shared.add(observer)
            expectEqual(shared._observers.count, 1)
        }
        expectTrue(shared._observers.isEmpty)
        shared._hostUpNextTapped()
    }

    @Test func optionalObserverMethodsHaveDefaults() {
        reset()
        defer { reset() }
        let shared = CPNowPlayingTemplate.shared
        let silent = SilentObserver()
        let counting = Observer()
        shared.add(silent)
        shared.add(counting)
        shared._hostUpNextTapped()
        expectEqual(counting.upNext, 1)
    }
}

@MainActor
@Suite("CPNowPlayingButton")
struct NowPlayingButtonTests {
    @Test func defaultsAndHandler() {
        var tapped: [CPNowPlayingButton] = []
        let button = CPNowPlayingShuffleButton { tapped.append($0) }
        expectTrue(button.isEnabled)
        expectTrue(!button.isSelected)
        button._hostTap()
        expectTrue(tapped.count == 1 && tapped[0] === button)
        CPNowPlayingRepeatButton()._hostTap()
    }

    @Test func imageButton() {
        let image = UIImage(systemName: "heart")!
        let button = CPNowPlayingImageButton(image: image)
        expectTrue(button.image === image)
        expectEqual(CPNowPlayingImageButton(handler: nil).image, nil)
        expectTrue(button.description.hasPrefix("<CPNowPlayingImageButton: 0x"))
        expectEqual(CPNowPlayingButtonMaximumImageSize, CGSize(width: 20, height: 20))
    }

    @Test func stateChangesNotify() async {
        let button = CPNowPlayingImageButton(image: UIImage(systemName: "heart")!)
        let recorder = ChangeRecorder()
        recorder.observe(button)
        button.isSelected = true
        button.isEnabled = false
        expectEqual((await recorder.settled()).filter { $0 == button._elementID }.count, 2)
        expectMainActorDescription(button.description, contains: "enabled: 0, selected: 1")
    }
}

@MainActor
@Suite("Now Playing sports mode")
struct NowPlayingSportsTests {
    private func team(_ name: String, initials: String? = nil, favorite: Bool = false) -> CPNowPlayingSportsTeam {
        let logo =
            initials.map { CPNowPlayingSportsTeamLogo(teamInitials: $0) }
            ?? CPNowPlayingSportsTeamLogo(teamLogo: UIImage(systemName: "shield")!)
        return CPNowPlayingSportsTeam(
            name: name, logo: logo, teamStandings: "10-2", eventScore: "21", possessionIndicator: nil,
            favorite: favorite)
    }

    @Test func clocks() {
        let up = CPNowPlayingSportsClock(elapsedTime: 754, paused: false)
        expectEqual(up.timeValue, 754)
        expectTrue(up.countsUp)
        expectTrue(!up.isPaused)
        let down = CPNowPlayingSportsClock(timeRemaining: 90, paused: true)
        expectEqual(down.timeValue, 90)
        expectTrue(!down.countsUp)
        expectTrue(down.isPaused)
        expectTrue(down.description.contains("timeValue: 90.0, paused: 1, countsUp: 0"))
    }

    @Test func logos() {
        let initials = CPNowPlayingSportsTeamLogo(teamInitials: "SFG")
        expectTrue(initials.initials == "SFG" && initials.logo == nil)
        let image = UIImage(systemName: "shield")!
        let logo = CPNowPlayingSportsTeamLogo(teamLogo: image)
        expectTrue(logo.logo === image && logo.initials == nil)
    }

    @Test func teamsStatusAndMode() {
        let left = team("Away", initials: "AWY")
        let right = team("Home", favorite: true)
        expectTrue(left.name == "Away" && left.eventScore == "21" && left.teamStandings == "10-2")
        expectTrue(!left.isFavorite && right.isFavorite)
        expectEqual(left.possessionIndicator, nil)
        let clock = CPNowPlayingSportsClock(timeRemaining: 300, paused: false)
        let status = CPNowPlayingSportsEventStatus(
            eventStatusText: ["Q4", "2nd & 5"], eventStatusImage: nil, eventClock: clock)
        expectEqual(status.eventStatusText, ["Q4", "2nd & 5"])
        expectTrue(status.eventClock === clock)
        let mode = CPNowPlayingModeSports(leftTeam: left, rightTeam: right, eventStatus: status, backgroundArtwork: nil)
        expectTrue(mode.leftTeam === left && mode.rightTeam === right)
        expectTrue(mode.eventStatus === status)
        expectEqual(mode.backgroundArtwork, nil)
        expectTrue(mode.description.hasPrefix("<CPNowPlayingModeSports: 0x"))
    }

    @Test func defaultModeIsShared() {
        expectTrue(CPNowPlayingMode.default === CPNowPlayingMode.default)
        expectTrue(!(CPNowPlayingMode.default is CPNowPlayingModeSports))
    }

    @Test func sportsOverlay() {
        let left = team("A", initials: "A")
        let right = team("B", initials: "B")
        let overlay = CPSportsOverlay(leftTeam: left, rightTeam: right, eventStatus: nil)
        expectTrue(overlay.leftTeam === left && overlay.rightTeam === right)
        expectEqual(overlay.eventStatus, nil)
        expectMainActorDescription(overlay.description, contains: "eventStatus: (null)")
    }
}
