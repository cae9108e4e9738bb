import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import MediaPlayer

/// Lays out the Now Playing template: artwork, title, artist and album (a button when the album/artist button is
/// enabled), elapsed time with a progress bar (open-ended for live streams and unknown durations), the playback
/// controls and up to five Now Playing buttons (the Up Next button is a bar button at the trailing end of the navigation
/// bar, `NowPlayingTemplateSnapshot.navigationButtons`); in sports mode the scoreboard
/// (the guide's table) instead of the artwork and text lines, over the background artwork, with the same progress,
/// controls and buttons. Metadata comes from `context.nowPlayingInfo` (`MPNowPlayingInfoCenter`).
///
/// Element ids the layout adds (routed by the host, see `PlaybackControl`): `<template id>/previous`,
/// `<template id>/playPause`, `<template id>/next`. The host sends them to the app's `MPRemoteCommandCenter`
/// (`MPHostRemoteCommand.previousButton`, `.playPauseButton`, `.nextButton`), which picks the command the app
/// handles (next/previous track, else skip by the interval; toggle, else play or pause).
///
/// Nodes and their content (`ScreenContent`):
/// - `.nowPlaying` (the whole area): "mode": "default" | "sports"; "playbackState": the info's state ("unknown",
///   "playing", "paused", "stopped", "interrupted"); "queue": "3/12" (1-based index / count) when known.
/// - `.artwork`: the item's artwork; "defaultGlyph": "true" when the app gave none (a "music.note" glyph);
///   "background": "true" for the sports background artwork (drawn first, behind everything).
/// - `.text` nodes carry "field": "title" | "artist" | "album" | "elapsed" | "remaining" | "live" | "name" |
///   "standings" | "status" | "initials". "elapsed" and "remaining" have `value` in seconds.
/// - `.button` "field": "albumArtist" (text artist, detailText album); Now Playing buttons have "kind":
///   "shuffle" | "addToLibrary" | "more" | "playbackRate" | "repeat" | "image", `isSelected`, and for the rate
///   button the rate as text ("1.5×") and `value`; "repeat": "one" | "all" on the repeat button when on.
/// - `.progressBar`: `value` 0...1 (nil when open-ended); "openEnded": "true" for live streams and unknown
///   durations; "live": "true" for live streams; "duration": seconds.
/// - `.playbackControls` with three `.playbackControl` children: "control": "previous" | "playPause" | "next";
///   "command": what a press sends now ("previousTrack", "skipBackward", "play", "pause", "togglePlayPause",
///   "nextTrack", "skipForward"); "interval": seconds for skips. Disabled when the app handles no such command.
/// - Sports mode: `.sportsTeam` (text: the name) "side": "left" | "right" (never flipped), "favorite": "true";
///   its children: the logo (`.image` "field": "logo", or `.text` "field": "initials", "shape": "circular": the
///   app's initials or the name's, at most 3 characters) on the outer side, `.score` (text, "alignment") on the
///   inner side, `.image` "field": "possession" beside the score, "field": "favorite" (a star on the logo), and
///   one line below with `.text` "name" and "standings". `.eventStatus` (between the teams) holds the
///   `.eventClock` (text "12:34", `value` seconds, "counts": "up" | "down", "paused": "true"), an `.image`
///   "field": "statusImage" before it, and up to 3 `.text` "status" lines (when fewer lines fit, the last holds the
///   rest joined by " · ").
///
/// Times read m:ss below an hour and h:mm:ss from an hour (`formatTime`).
public enum NowPlayingLayout {
    /// A playback control of the Now Playing screen (`ScreenAction.PlaybackControl`, in CarPlayScreen).
    public typealias PlaybackControl = ScreenAction.PlaybackControl

    static let titleFont = ScreenFont(size: 16, weight: .bold)
    static let lineFont = ScreenFont(size: 14)
    static let timeFont = ScreenFont(size: 11)
    static let scoreFont = ScreenFont(size: 22, weight: .bold)
    static let clockFont = ScreenFont(size: 15, weight: .bold)
    static let controlSize = Size(width: 44, height: 40)
    /// The width of the playback controls' row.
    static let controlsWidth = controlSize.width * 3 + 2 * 24
    static let buttonSize = Size(width: 40, height: 32)

    /// Lays out `nowPlaying` in `frame`.
    ///
    /// - Parameter clockStartedAt: when the sports event clock of this snapshot started running on the host's clock
    ///   (the time the host first saw that clock object). The clock shows its value plus (counting up) or minus
    ///   (counting down) `context.now − clockStartedAt`; paused clocks stand still, counting down stops at 0:00.
    ///   Nil: the clock shows the snapshot's value (as if it started now). The snapshot does not carry the start,
    ///   because a snapshot is retaken on every change while the clock must keep running from when the app set it.
    public static func layout(
        _ nowPlaying: NowPlayingTemplateSnapshot, templateID: ElementID, in frame: Rect, context: LayoutContext,
        clockStartedAt: Date? = nil
    ) -> ScreenNode {
        let info = context.nowPlayingInfo
        var state = ScreenContent.NowPlaying(
            mode: nowPlaying.sports == nil ? .default : .sports,
            playbackState: info.flatMap { bridge($0.playbackState, to: ScreenContent.NowPlaying.PlaybackState.self) }
                ?? .unknown)
        if let info, let index = info.queueIndex, let count = info.queueCount, count > 0 {
            state.queueIndex = min(max(index, 0), count - 1) + 1
            state.queueCount = count
        }
        let area = frame.insetBy(dx: Theme.padding, dy: Theme.padding / 2)
        var children: [ScreenNode] = []

        // Bottom up: the Now Playing buttons, the controls, the progress.
        var rest = area
        var buttonsRow: Rect?
        if !nowPlaying.buttons.isEmpty {
            let split = rest.divided(atDistance: buttonSize.height + 4, from: .bottom)
            buttonsRow = split.slice
            rest = split.remainder
        }
        let (controlsFrame, aboveControls) = rest.divided(atDistance: controlSize.height + 4, from: .bottom)
        let (progressFrame, top) = aboveControls.divided(atDistance: 22, from: .bottom)

        if let sports = nowPlaying.sports {
            if let background = sports.backgroundArtwork {
                let image = context.image(
                    background,
                    maximum: Size(
                        width: min(frame.width, ImageLimits.sportsBackgroundArtwork.width),
                        height: min(frame.height, ImageLimits.sportsBackgroundArtwork.height)))
                children.append(
                    ScreenNode(
                        role: .artwork, frame: frame.centered(image?.size ?? frame.size), image: image,
                        content: ScreenContent(isBackground: true)))
            }
            // The scoreboard stands for the item's metadata (the guide's sports table has no title line).
            children += scoreboard(sports, in: top, clockStartedAt: clockStartedAt, context: context)
        } else {
            let portrait = context.display.isPortrait || frame.height > frame.width
            children += metadata(nowPlaying, info: info, in: top, portrait: portrait, context: context)
        }
        children += progressNodes(info, in: progressFrame, context: context)
        children.append(controlsNode(info, templateID: templateID, in: controlsFrame, context: context))
        if let buttonsRow {
            children.append(contentsOf: buttonNodes(nowPlaying.buttons, info: info, in: buttonsRow, context: context))
        }
        return ScreenNode(
            role: .nowPlaying, frame: frame, background: context.theme.background,
            content: ScreenContent(nowPlaying: state),
            children: children)
    }

    // MARK: Metadata

    private static func metadata(
        _ nowPlaying: NowPlayingTemplateSnapshot, info: NowPlayingInfoSnapshot?, in frame: Rect, portrait: Bool,
        context: LayoutContext
    ) -> [ScreenNode] {
        let theme = context.theme
        var nodes: [ScreenNode] = []
        let textHeight = 20.0 + 18 + 18
        let artworkFrame: Rect
        var column: Rect
        if portrait {
            let side = max(0, min(frame.width, frame.height - textHeight - 8))
            let (slice, remainder) = frame.divided(atDistance: side + 8, from: .top)
            artworkFrame = Rect(x: slice.midX - side / 2, y: slice.y, width: side, height: side)
            column = remainder
        } else {
            let side = max(0, min(frame.height, frame.width * 0.42))
            artworkFrame = Rect(x: frame.x, y: frame.midY - side / 2, width: side, height: side)
            column = frame.divided(atDistance: side + Theme.padding, from: .left).remainder
            // Center the three lines vertically next to the artwork.
            column = Rect(
                x: column.x, y: max(frame.y, frame.midY - textHeight / 2 - 10), width: column.width,
                height: textHeight + 20)
        }
        nodes.append(artworkNode(info?.artwork, frame: artworkFrame, context: context))

        var y = column.y
        if let title = info?.title {
            nodes.append(
                textNode(
                    title, field: .title, frame: Rect(x: column.x, y: y, width: column.width, height: 20),
                    font: titleFont,
                    color: theme.label, context: context))
        }
        y += 20
        let lines = Rect(x: column.x, y: y, width: column.width, height: 36)
        let artist = info?.artist
        let album = info?.albumTitle
        if nowPlaying.albumArtist.isEnabled, artist != nil || album != nil {
            let button = nowPlaying.albumArtist
            nodes.append(
                ListLayout.spinning(
                    ScreenNode(
                        role: .button, frame: lines, id: button.id,
                        text: artist.flatMap { context.fit($0, width: lines.width, font: lineFont) },
                        detailText: album.flatMap { context.fit($0, width: lines.width, font: lineFont) },
                        font: lineFont,
                        foreground: button.isEnabled ? theme.accent : theme.disabledLabel, action: .select(button.id),
                        isEnabled: button.isEnabled, content: ScreenContent(field: .albumArtist)), context: context))
        } else {
            if let artist {
                nodes.append(
                    textNode(
                        artist, field: .artist, frame: Rect(x: lines.x, y: y, width: lines.width, height: 18),
                        font: lineFont, color: theme.label, context: context))
            }
            if let album {
                nodes.append(
                    textNode(
                        album, field: .album, frame: Rect(x: lines.x, y: y + 18, width: lines.width, height: 18),
                        font: lineFont, color: theme.secondaryLabel, context: context))
            }
        }
        return nodes
    }

    private static func artworkNode(_ artwork: ImageSnapshot?, frame: Rect, context: LayoutContext) -> ScreenNode {
        if let image = context.image(artwork, maximum: frame.size) {
            return ScreenNode(role: .artwork, frame: frame.centered(image.size), image: image)
        }
        let side = min(frame.width, frame.height) / 2
        return ScreenNode(
            role: .artwork, frame: frame, image: symbol("music.note", side: side),
            foreground: context.theme.secondaryLabel, background: context.theme.barBackground,
            content: ScreenContent(defaultGlyph: true))
    }

    /// The Up Next button's title when the app sets none.
    static let upNextDefaultTitle = "Up Next"

    // MARK: Progress

    /// The progress row: the elapsed label, the bar, and the remaining time (or LIVE) label, side by side.
    private static func progressNodes(_ info: NowPlayingInfoSnapshot?, in frame: Rect, context: LayoutContext)
        -> [ScreenNode]
    {
        let theme = context.theme
        let labelWidth = 46.0
        let barFrame = Rect(
            x: frame.x + labelWidth, y: frame.midY - 2, width: max(0, frame.width - 2 * labelWidth), height: 4)
        guard let info else {
            return [
                ScreenNode(
                    role: .progressBar, frame: barFrame, background: theme.separator,
                    content: ScreenContent(progress: ScreenContent.Progress(openEnded: true)))
            ]
        }
        let elapsed = info.elapsedTime(at: context.now)
        var progress = ScreenContent.Progress(duration: info.duration)
        var nodes: [ScreenNode] = [
            ScreenNode(
                role: .text, frame: Rect(x: frame.x, y: frame.y, width: labelWidth, height: frame.height),
                text: formatTime(elapsed), font: timeFont, foreground: theme.secondaryLabel, value: elapsed,
                content: ScreenContent(field: .elapsed))
        ]
        let trailingLabel = Rect(x: frame.maxX - labelWidth, y: frame.y, width: labelWidth, height: frame.height)
        var value: Double?
        if info.isOpenEnded {
            progress.openEnded = true
            if info.isLiveStream {
                progress.live = true
                nodes.append(
                    ScreenNode(
                        role: .text, frame: trailingLabel, text: "LIVE", font: ScreenFont(size: 11, weight: .bold),
                        foreground: theme.destructive, content: ScreenContent(field: .live)))
            }
        } else {
            let remaining = max(0, info.duration - elapsed)
            value = min(max(elapsed / info.duration, 0), 1)
            nodes.append(
                ScreenNode(
                    role: .text, frame: trailingLabel, text: "-" + formatTime(remaining), font: timeFont,
                    foreground: theme.secondaryLabel, value: remaining, content: ScreenContent(field: .remaining)))
        }
        nodes.insert(
            ScreenNode(
                role: .progressBar, frame: barFrame, foreground: theme.label, background: theme.separator, value: value,
                content: ScreenContent(progress: progress)),
            at: 1)
        return nodes
    }

    // MARK: Formatting

    /// A duration as CarPlay shows it: "m:ss" below an hour ("0:05", "12:34"), "h:mm:ss" from an hour
    /// ("1:02:03"). Negative and non-finite values read 0:00. Fractions are dropped, or rounded up with
    /// `roundingUp` (a count-down clock shows 0:01 until it reaches zero).
    public static func formatTime(_ seconds: Double, roundingUp: Bool = false) -> String {
        let clean = seconds.isFinite && seconds > 0 ? min(seconds, 359_999_999) : 0
        let total = Int(roundingUp ? clean.rounded(.up) : clean.rounded(.down))
        let hours = total / 3600, minutes = total / 60 % 60, secs = total % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
    }

    // MARK: Helpers

    static func textNode(
        _ text: String, field: ScreenContent.Field, frame: Rect, font: ScreenFont, color: ScreenColor,
        context: LayoutContext
    ) -> ScreenNode {
        ScreenNode(
            role: .text, frame: frame, text: context.fit(text, width: frame.width, font: font), font: font,
            foreground: color, content: ScreenContent(field: field))
    }

    static func symbol(_ name: String, side: Double) -> ScreenImage {
        ScreenImage(source: .system(name), size: Size(width: side, height: side), scale: 1, isTemplate: true)
    }

}

extension ScreenAction.PlaybackControl {
    /// The remote command a press sends (the center resolves it by what the app handles).
    var command: MPHostRemoteCommand {
        switch self {
        case .previous: .previousButton
        case .playPause: .playPauseButton
        case .next: .nextButton
        }
    }
}
