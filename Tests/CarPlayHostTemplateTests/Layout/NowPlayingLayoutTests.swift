@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost
import MediaPlayer
@_spi(CarPlayHost) import _PlatformHost

private let t0 = Date(timeIntervalSince1970: 1_700_000_000)
private let templateID: ElementID = "np"
/// The content area of the standard display (status bar on the left, navigation bar on top).
private let area = Rect(x: 52, y: 40, width: 348, height: 200)

private func context(
    _ info: NowPlayingInfoSnapshot?, now: Date = t0, display: DisplayConfiguration = .standard,
    pending: Set<ElementID> = []
) -> LayoutContext {
    LayoutContext(
        display: display, rules: Rules(category: .audio), now: now, pendingHandlers: pending,
        isPlayingAudio: info?.isPlaying ?? false, nowPlayingInfo: info)
}

private func template(
    buttons: [NowPlayingButtonSnapshot] = [], upNext: Bool = false, albumArtist: Bool = false,
    sports: SportsModeSnapshot? = nil
) -> NowPlayingTemplateSnapshot {
    NowPlayingTemplateSnapshot(
        buttons: buttons, upNext: .init(id: "np/upNext", title: "Queue", isEnabled: upNext),
        albumArtist: .init(id: "np/albumArtist", isEnabled: albumArtist), sports: sports)
}

@MainActor private func image(_ symbol: String) -> ImageSnapshot { ImageSnapshot(UIImage(systemName: symbol)!) }

private let allControls = NowPlayingInfoSnapshot.Commands(handled: ["play", "pause", "nextTrack", "previousTrack"])

private func song(
    state: NowPlayingInfoSnapshot.PlaybackState = .playing, rate: Double? = 1, elapsed: Double = 50,
    duration: Double = 200, live: Bool = false, artwork: ImageSnapshot? = nil,
    commands: NowPlayingInfoSnapshot.Commands = allControls
) -> NowPlayingInfoSnapshot {
    NowPlayingInfoSnapshot(
        title: "Song", artist: "Artist", albumTitle: "Album", artwork: artwork, duration: duration,
        elapsedTime: elapsed,
        playbackRate: rate, defaultPlaybackRate: 1, isLiveStream: live, playbackState: state, queueIndex: 2,
        queueCount: 12, elapsedTimeSetAt: t0, commands: commands)
}

private func field(_ name: ScreenContent.Field, in node: ScreenNode) -> ScreenNode? {
    node.first { $0.content.field == name }
}

/// A host environment with an injected clock for the info center.
@MainActor
@Suite("NowPlayingLayout")
struct NowPlayingLayoutTests {
    @Test func showsMetadataElapsedTimeAndControls() throws {
        let info = song(artwork: image("music.note"))
        let node = NowPlayingLayout.layout(
            template(), templateID: templateID, in: area, context: context(info, now: t0 + 10))
        expectEqual(node.role, .nowPlaying)
        expectEqual(node.content.nowPlaying?.mode, .default)
        expectEqual(node.content.nowPlaying?.playbackState, .playing)
        expectTrue(node.content.nowPlaying?.queueIndex == 3 && node.content.nowPlaying?.queueCount == 12)
        expectEqual(field(.title, in: node)?.text, "Song")
        expectEqual(field(.artist, in: node)?.text, "Artist")
        expectEqual(field(.album, in: node)?.text, "Album")
        let artwork = try require(node.first { $0.role == .artwork })
        expectEqual(artwork.image?.source, .system("music.note"))
        expectEqual(artwork.content.defaultGlyph, nil)

        // 50 s set at t0, playing at rate 1, 10 s later.
        let elapsed = try require(field(.elapsed, in: node))
        expectEqual(elapsed.text, "1:00")
        expectEqual(elapsed.value, 60)
        expectEqual(field(.remaining, in: node)?.text, "-2:20")
        let bar = try require(node.first { $0.role == .progressBar })
        expectEqual(bar.value, 0.3)
        expectEqual(bar.content.progress?.openEnded, nil)

        let controls = node.all { $0.role == .playbackControl }
        expectEqual(controls.map(\.id), ["np/previous", "np/playPause", "np/next"])
        expectTrue(controls.allSatisfy { $0.isFocusable && $0.isEnabled })
        expectEqual(controls[1].image?.source, .system("pause.fill"))
        expectEqual(controls[1].content.playbackControl?.command, .pause)
        expectEqual(controls.map { $0.content.playbackControl?.command }, [.previousTrack, .pause, .nextTrack])
        expectEqual(NowPlayingLayout.PlaybackControl.allCases.map(\.suffix), ["/previous", "/playPause", "/next"])
    }

    @Test func pausedShowsPlayAndElapsedStandsStill() {
        let info = song(state: .paused, rate: 0)
        let node = NowPlayingLayout.layout(
            template(), templateID: templateID, in: area, context: context(info, now: t0 + 100))
        let playPause = node.first { $0.id == "np/playPause" }
        expectEqual(playPause?.image?.source, .system("play.fill"))
        expectEqual(playPause?.content.playbackControl?.command, .play)
        expectEqual(field(.elapsed, in: node)?.text, "0:50")
    }

    @Test func extrapolationUsesTheRateAndStopsAtTheDuration() {
        let info = song(rate: 2, elapsed: 10, duration: 100)
        expectEqual(info.elapsedTime(at: t0 + 5), 20)
        expectEqual(info.elapsedTime(at: t0 + 500), 100)
        expectEqual(info.elapsedTime(at: t0 - 5), 10)
    }

    @Test func liveStreamIsOpenEnded() throws {
        let live = NowPlayingLayout.layout(
            template(), templateID: templateID, in: area,
            context: context(song(elapsed: 3700, duration: 0, live: true), now: t0 + 5))
        let bar = try require(live.first { $0.role == .progressBar })
        expectEqual(bar.value, nil)
        expectEqual(bar.content.progress?.live, true)
        expectEqual(bar.content.progress?.openEnded, true)
        expectEqual(field(.live, in: live)?.text, "LIVE")
        expectEqual(field(.remaining, in: live), nil)
        expectEqual(field(.elapsed, in: live)?.text, "1:01:45")

        // An unknown duration: open-ended, without the LIVE label.
        let open = NowPlayingLayout.layout(
            template(), templateID: templateID, in: area, context: context(song(duration: 0)))
        expectEqual(open.first { $0.role == .progressBar }?.content.progress?.openEnded, true)
        expectEqual(field(.live, in: open), nil)
        expectEqual(field(.elapsed, in: open)?.text, "0:50")
    }

    @Test func rateButtonShowsTheRate() throws {
        let buttons = [NowPlayingButtonSnapshot(id: "rate", kind: .playbackRate)]
        let fast = NowPlayingLayout.layout(
            template(buttons: buttons), templateID: templateID, in: area, context: context(song(rate: 1.5)))
        let rate = try require(fast.first { $0.id == "rate" })
        expectEqual(rate.text, "1.5×")
        expectEqual(rate.value, 1.5)
        expectEqual(rate.content.nowPlayingButton?.kind, .playbackRate)
        // Paused (rate 0): the default rate.
        let paused = NowPlayingLayout.layout(
            template(buttons: buttons), templateID: templateID, in: area,
            context: context(song(state: .paused, rate: 0)))
        expectEqual(paused.first { $0.id == "rate" }?.text, "1×")
        expectEqual(NowPlayingLayout.formatRate(0.75), "0.75×")
        expectEqual(NowPlayingLayout.formatRate(.nan), "1×")
    }

    @Test func systemButtonsReflectCommandStateAndImageButtonsTheirSelection() {
        var commands = allControls
        commands.shuffleType = 1
        commands.repeatType = 1
        let buttons = [
            NowPlayingButtonSnapshot(id: "shuffle", kind: .shuffle),
            NowPlayingButtonSnapshot(id: "repeat", kind: .repeat),
            NowPlayingButtonSnapshot(id: "heart", kind: .image, isSelected: true, image: image("heart")),
            NowPlayingButtonSnapshot(id: "empty", kind: .image, isEnabled: false),
        ]
        let node = NowPlayingLayout.layout(
            template(buttons: buttons), templateID: templateID, in: area, context: context(song(commands: commands)))
        expectEqual(node.first { $0.id == "shuffle" }?.isSelected, true)
        expectEqual(node.first { $0.id == "repeat" }?.image?.source, .system("repeat.1"))
        expectEqual(node.first { $0.id == "repeat" }?.content.nowPlayingButton?.repeat, .one)
        let heart = node.first { $0.id == "heart" }
        expectEqual(heart?.isSelected, true)
        expectEqual(heart?.image?.size, ImageLimits.nowPlayingButton)
        let empty = node.first { $0.id == "empty" }
        expectEqual(empty?.image?.isMissing, true)
        expectEqual(empty?.isEnabled, false)
        expectEqual(empty?.foreground, Theme(.light).disabledLabel)
    }

    @Test func atMostFiveButtons() throws {
        let shared = CPNowPlayingTemplate.shared
        let saved = shared.nowPlayingButtons
        defer { shared.updateNowPlayingButtons(saved) }
        let seven: [CPNowPlayingButton] = [
            CPNowPlayingShuffleButton(), CPNowPlayingRepeatButton(), CPNowPlayingPlaybackRateButton(),
            CPNowPlayingAddToLibraryButton(), CPNowPlayingMoreButton(), CPNowPlayingShuffleButton(),
            CPNowPlayingRepeatButton(),
        ]
        shared.updateNowPlayingButtons(seven)
        let snapshot = try require(TemplateSnapshot(shared)).displayed(
            by: Rules(category: .audio), limitedLists: false)
        guard case .nowPlaying(let nowPlaying) = snapshot.content else {
            Issue.record("not Now Playing")
            return
        }
        let node = NowPlayingLayout.layout(nowPlaying, templateID: snapshot.id, in: area, context: context(song()))
        let shown = node.all { $0.content.nowPlayingButton != nil }
        expectEqual(shown.count, 5)
        expectEqual(shown.map(\.id), seven.prefix(5).map { ElementID(of: $0) })
        expectEqual(
            shown.map { $0.content.nowPlayingButton?.kind }, [.shuffle, .repeat, .playbackRate, .addToLibrary, .more])
        // Side by side inside the area.
        expectTrue(shown.allSatisfy { $0.frame.minX >= area.minX && $0.frame.maxX <= area.maxX })
    }

    @Test func upNextAndAlbumArtistButtons() throws {
        let node = NowPlayingLayout.layout(
            template(upNext: true, albumArtist: true), templateID: templateID, in: area, context: context(song()))
        // Up Next is the navigation bar's trailing button, with the app's title; the metadata keeps its width.
        expectEqual(node.first { $0.id == "np/upNext" }, nil)
        let upNext = try require(template(upNext: true).navigationButtons?.trailing.first)
        expectTrue(upNext.id == "np/upNext" && upNext.title == "Queue" && upNext.isEnabled)
        expectEqual(template(upNext: false).navigationButtons, nil)
        let title = try require(field(.title, in: node))
        let artwork = try require(node.first { $0.role == .artwork })
        expectEqual(title.frame.maxX, area.maxX - Theme.padding)
        expectGreater(title.frame.minX, artwork.frame.maxX)
        let albumArtist = try require(node.first { $0.id == "np/albumArtist" })
        expectEqual(albumArtist.text, "Artist")
        expectEqual(albumArtist.detailText, "Album")
        expectTrue(albumArtist.isFocusable)
        expectEqual(field(.artist, in: node), nil)
        expectEqual(node.focusOrder.first, "np/albumArtist")

        let plain = NowPlayingLayout.layout(template(), templateID: templateID, in: area, context: context(song()))
        expectEqual(plain.first { $0.id == "np/upNext" }, nil)
        expectEqual(plain.first { $0.id == "np/albumArtist" }, nil)
    }

    @Test func skipCommandsReplaceNextAndPrevious() {
        let commands = NowPlayingInfoSnapshot.Commands(
            handled: ["togglePlayPause", "skipForward", "skipBackward"], skipForwardInterval: 30,
            skipBackwardInterval: 15)
        let node = NowPlayingLayout.layout(
            template(), templateID: templateID, in: area, context: context(song(commands: commands)))
        let previous = node.first { $0.id == "np/previous" }
        let next = node.first { $0.id == "np/next" }
        expectEqual(previous?.content.playbackControl?.command, .skipBackward)
        expectEqual(previous?.image?.source, .system("gobackward.15"))
        expectEqual(next?.content.playbackControl?.interval, 30)
        expectEqual(node.first { $0.id == "np/playPause" }?.content.playbackControl?.command, .togglePlayPause)
    }

    @Test func nothingPlayingDisablesControlsAndShowsTheDefaultArtwork() {
        let node = NowPlayingLayout.layout(template(), templateID: templateID, in: area, context: context(nil))
        expectTrue(node.all { $0.role == .playbackControl }.allSatisfy { !$0.isEnabled })
        expectEqual(node.first { $0.role == .artwork }?.content.defaultGlyph, true)
        expectEqual(field(.title, in: node), nil)
        expectTrue(node.focusOrder.isEmpty)
    }

    @Test func pendingControlShowsASpinner() {
        let node = NowPlayingLayout.layout(
            template(), templateID: templateID, in: area, context: context(song(), pending: ["np/next"]))
        expectEqual(node.first { $0.id == "np/next" }?.children.first?.role, .spinner)
        expectEqual(node.first { $0.id == "np/previous" }?.children.isEmpty, true)
    }

    @Test func portraitPutsArtworkAboveTheTexts() throws {
        let portrait = Rect(x: 0, y: 40, width: 300, height: 308)
        let node = NowPlayingLayout.layout(
            template(upNext: true), templateID: templateID, in: portrait,
            context: context(song(artwork: image("music.note")), display: .portrait))
        let artwork = try require(node.first { $0.role == .artwork })
        let title = try require(field(.title, in: node))
        expectLessOrEqual(artwork.frame.maxY, title.frame.minY)
        // No strip above the artwork for Up Next (it is in the navigation bar).
        expectTrue(artwork.frame.minY <= portrait.minY + Theme.padding)
    }

    // MARK: Sports mode

    private func sports(clock: SportsClockSnapshot?) -> SportsModeSnapshot {
        SportsModeSnapshot(
            leftTeam: SportsTeamSnapshot(
                name: "Away Team", logoImage: image("car"), standings: "10-2", score: "21",
                possessionIndicator: image("circle.fill")),
            rightTeam: SportsTeamSnapshot(
                name: "Home Side", logoInitials: "HOMES", standings: "8-4 (2nd)", score: "17", isFavorite: true),
            eventStatus: SportsEventStatusSnapshot(
                texts: ["Q3", "2nd & 7", "Stadium", "dropped"], image: image("football"), clock: clock),
            backgroundArtwork: image("photo"))
    }

    @Test func sportsModeShowsEveryElement() throws {
        let clock = SportsClockSnapshot(timeValue: 600, isPaused: false, countsUp: false)
        let node = NowPlayingLayout.layout(
            template(sports: sports(clock: clock)), templateID: templateID, in: area, context: context(song()),
            clockStartedAt: t0)
        expectEqual(node.content.nowPlaying?.mode, .sports)
        // Background artwork first, behind everything.
        expectEqual(node.children.first?.role, .artwork)
        expectEqual(node.children.first?.content.isBackground, true)

        let teams = node.all { $0.role == .sportsTeam }
        expectEqual(teams.map { $0.content.side }, [.left, .right])
        let (left, right) = (teams[0], teams[1])
        expectLessOrEqual(left.frame.maxX, right.frame.minX)
        expectEqual(field(.name, in: left)?.text, "Away Team")
        expectEqual(field(.logo, in: left)?.image?.source, .system("car"))
        expectEqual(field(.standings, in: left)?.text, "10-2")
        expectEqual(left.first { $0.role == .score }?.text, "21")
        expectNotEqual(field(.possession, in: left), nil)
        expectEqual(field(.favorite, in: left), nil)

        expectEqual(field(.initials, in: right)?.text, "HOM")
        expectEqual(field(.standings, in: right)?.text, "8-4 (2nd)")
        expectEqual(right.first { $0.role == .score }?.text, "17")
        expectEqual(field(.possession, in: right), nil)
        expectEqual(right.content.favorite, true)
        expectEqual(field(.favorite, in: right)?.image?.source, .system("star.fill"))

        let status = try require(node.first { $0.role == .eventStatus })
        expectEqual(status.all { $0.content.field == .status }.compactMap(\.text), ["Q3", "2nd & 7", "Stadium"])
        expectEqual(field(.statusImage, in: status)?.image?.source, .system("football"))
        let eventClock = try require(status.first { $0.role == .eventClock })
        expectEqual(eventClock.text, "10:00")
        expectEqual(eventClock.content.eventClock?.counts, .down)
        // Regular Now Playing information stays.
        expectEqual(node.all { $0.role == .playbackControl }.count, 3)
        expectNotEqual(node.first { $0.role == .progressBar }, nil)
    }

    @Test func teamWithoutLogoGetsInitialsOfItsName() {
        var mode = sports(clock: nil)
        mode.leftTeam.logoImage = nil
        mode.leftTeam.logoInitials = nil
        mode.leftTeam.name = "Golden State Warriors"
        let node = NowPlayingLayout.layout(
            template(sports: mode), templateID: templateID, in: area, context: context(song()))
        expectEqual(field(.initials, in: node)?.text, "GSW")
        expectEqual(node.first { $0.role == .eventClock }, nil)
    }

    private func clockText(_ clock: SportsClockSnapshot, after seconds: Double) -> (String?, Double?) {
        let node = NowPlayingLayout.layout(
            template(sports: sports(clock: clock)), templateID: templateID, in: area,
            context: context(song(), now: t0 + seconds), clockStartedAt: t0)
        let eventClock = node.first { $0.role == .eventClock }
        return (eventClock?.text, eventClock?.value)
    }

    @Test func clockCountsUp() {
        let clock = SportsClockSnapshot(timeValue: 600, isPaused: false, countsUp: true)
        expectTrue(clockText(clock, after: 0) == ("10:00", 600))
        expectTrue(clockText(clock, after: 75.5) == ("11:15", 675.5))
        expectTrue(clockText(clock, after: 3000) == ("1:00:00", 3600))
    }

    @Test func clockCountsDownAndStopsAtZero() {
        let clock = SportsClockSnapshot(timeValue: 30, isPaused: false, countsUp: false)
        expectTrue(clockText(clock, after: 10) == ("0:20", 20))
        // A fraction left still shows the second it is in.
        expectTrue(clockText(clock, after: 29.5) == ("0:01", 0.5))
        expectTrue(clockText(clock, after: 100) == ("0:00", 0))
    }

    @Test func pausedClockStandsStill() {
        let clock = SportsClockSnapshot(timeValue: 754, isPaused: true, countsUp: false)
        expectTrue(clockText(clock, after: 0) == ("12:34", 754))
        expectTrue(clockText(clock, after: 90) == ("12:34", 754))
        let paused = NowPlayingLayout.layout(
            template(sports: sports(clock: clock)), templateID: templateID, in: area, context: context(song()))
        expectEqual(paused.first { $0.role == .eventClock }?.content.eventClock?.paused, true)
    }

    @Test func clockWithoutStartShowsItsValueAndBadValuesReadZero() {
        let clock = SportsClockSnapshot(timeValue: 60, isPaused: false, countsUp: true)
        expectEqual(NowPlayingLayout.clockValue(clock, startedAt: nil, now: t0 + 500), 60)
        expectEqual(NowPlayingLayout.clockValue(clock, startedAt: t0 + 10, now: t0), 60)
        let nan = SportsClockSnapshot(timeValue: .nan, isPaused: false, countsUp: true)
        expectEqual(NowPlayingLayout.clockValue(nan, startedAt: t0, now: t0 + 5), 0)
    }

    @Test func timeFormats() {
        expectEqual(NowPlayingLayout.formatTime(0), "0:00")
        expectEqual(NowPlayingLayout.formatTime(5.9), "0:05")
        expectEqual(NowPlayingLayout.formatTime(754), "12:34")
        expectEqual(NowPlayingLayout.formatTime(3723), "1:02:03")
        expectEqual(NowPlayingLayout.formatTime(0.2, roundingUp: true), "0:01")
        expectEqual(NowPlayingLayout.formatTime(-4), "0:00")
        expectEqual(NowPlayingLayout.formatTime(.nan), "0:00")
        expectEqual(NowPlayingLayout.formatTime(.infinity), "0:00")
    }

    // MARK: The info center snapshot

    @Test func snapshotReadsTheInfoCenterAndCommands() throws {
        let host = FakeHost(limits: [.listItems: 12], now: t0)
        var requested: [CGSize] = []
        let snapshot = try CPHostBridge.withEnvironment(host) {
            let center = MPNowPlayingInfoCenter.default()
            expectEqual(NowPlayingInfoSnapshot(center, now: t0), nil)
            let commands = MPRemoteCommandCenter.shared()
            commands.playCommand.addTarget { _ in .success }
            commands.changePlaybackRateCommand.addTarget { _ in .success }
            commands.changePlaybackRateCommand.supportedPlaybackRates = [0.5, 1, 1.5, 2]
            commands.skipForwardCommand.addTarget { _ in .success }
            commands.skipForwardCommand.preferredIntervals = [30]
            commands.stopCommand.addTarget { _ in .success }
            commands.stopCommand.isEnabled = false
            center.nowPlayingInfo = [
                MPMediaItemPropertyTitle: "Title", MPMediaItemPropertyArtist: "Artist",
                MPMediaItemPropertyAlbumTitle: NSString(string: "Album"),
                MPMediaItemPropertyPlaybackDuration: NSNumber(value: 240),
                MPNowPlayingInfoPropertyElapsedPlaybackTime: 30, MPNowPlayingInfoPropertyPlaybackRate: Float(1.5),
                MPNowPlayingInfoPropertyDefaultPlaybackRate: 1.0, MPNowPlayingInfoPropertyIsLiveStream: false,
                MPNowPlayingInfoPropertyPlaybackQueueIndex: 1, MPNowPlayingInfoPropertyPlaybackQueueCount: 9,
                MPMediaItemPropertyArtwork: MPMediaItemArtwork(boundsSize: CGSize(width: 300, height: 200)) { size in
                    requested.append(size)
                    return UIImage(systemName: "music.note")!
                },
            ]
            host.hostNow = t0 + 100
            return try require(NowPlayingInfoSnapshot(center, now: t0 + 100))
        }
        expectEqual(snapshot.title, "Title")
        expectEqual(snapshot.artist, "Artist")
        expectEqual(snapshot.albumTitle, "Album")
        expectEqual(snapshot.duration, 240)
        expectEqual(snapshot.elapsedTime, 30)
        expectEqual(snapshot.playbackRate, 1.5)
        expectEqual(snapshot.defaultPlaybackRate, 1)
        expectEqual(snapshot.isLiveStream, false)
        expectEqual(snapshot.queueIndex, 1)
        expectEqual(snapshot.queueCount, 9)
        expectEqual(snapshot.artwork?.light.source, .system("music.note"))
        expectEqual(requested, [CGSize(width: 300, height: 200)])
        expectEqual(snapshot.playbackState, .unknown)
        expectTrue(snapshot.isPlaying)
        // Set at t0 on the host's clock: 100 s later at rate 1.5.
        expectEqual(snapshot.elapsedTimeSetAt, t0)
        expectEqual(snapshot.elapsedTime(at: t0 + 100), 180)
        expectEqual(snapshot.commands.handled, ["play", "changePlaybackRate", "skipForward"])
        expectEqual(snapshot.commands.supportedPlaybackRates, [0.5, 1, 1.5, 2])
        expectEqual(snapshot.commands.skipForwardInterval, 30)
        expectEqual(snapshot.commands.skipBackwardInterval, nil)
    }

    @Test func snapshotOfBadValues() throws {
        let snapshot = try CPHostBridge.withEnvironment(FakeHost(limits: [.listItems: 12], now: t0)) {
            let center = MPNowPlayingInfoCenter.default()
            center.nowPlayingInfo = [
                MPMediaItemPropertyTitle: 42, MPNowPlayingInfoPropertyElapsedPlaybackTime: Double.nan,
                MPMediaItemPropertyPlaybackDuration: -30, MPNowPlayingInfoPropertyPlaybackRate: Double.infinity,
                MPMediaItemPropertyArtwork: "not artwork",
            ]
            return try require(NowPlayingInfoSnapshot(center, now: t0))
        }
        expectEqual(snapshot.title, nil)
        expectEqual(snapshot.elapsedTime, 0)
        expectEqual(snapshot.duration, 0)
        expectTrue(snapshot.isOpenEnded)
        expectEqual(snapshot.playbackRate, 0)
        expectEqual(snapshot.artwork, nil)
        expectEqual(snapshot.elapsedTime(at: t0 + 60), 0)
        let node = NowPlayingLayout.layout(template(), templateID: templateID, in: area, context: context(snapshot))
        expectEqual(field(.elapsed, in: node)?.text, "0:00")
        expectEqual(node.first { $0.role == .progressBar }?.value, nil)
    }

    @Test func onlyAPlaybackStateIsSomething() throws {
        let snapshot = CPHostBridge.withEnvironment(FakeHost(limits: [.listItems: 12], now: t0)) {
            MPNowPlayingInfoCenter.default().playbackState = .playing
            return NowPlayingInfoSnapshot(MPNowPlayingInfoCenter.default(), now: t0)
        }
        expectEqual(snapshot?.isPlaying, true)
        expectEqual(snapshot?.effectiveRate, 1)
    }

    @Test func withoutAHostClockTheFirstSnapshotFixesTheTime() throws {
        // An environment without a clock: the first observation's time is used, later ones keep it.
        let first = CPHostBridge.withEnvironment(FakeHost(limits: [.listItems: 12])) {
            () -> (NowPlayingInfoSnapshot?, NowPlayingInfoSnapshot?) in
            let center = MPNowPlayingInfoCenter.default()
            center.nowPlayingInfo = [
                MPNowPlayingInfoPropertyElapsedPlaybackTime: 10, MPNowPlayingInfoPropertyPlaybackRate: 1,
            ]
            return (NowPlayingInfoSnapshot(center, now: t0), NowPlayingInfoSnapshot(center, now: t0 + 20))
        }
        expectEqual(first.0?.elapsedTimeSetAt, t0)
        expectEqual(first.1?.elapsedTimeSetAt, t0)
        expectEqual(first.1?.elapsedTime(at: t0 + 20), 30)
    }
}
