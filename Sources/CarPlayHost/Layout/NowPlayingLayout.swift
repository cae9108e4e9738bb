import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import MediaPlayer

/// Lays out the Now Playing template: artwork, title, artist and album (a button when the album/artist button is
/// enabled), elapsed time with a progress bar (open-ended for live streams and unknown durations), the playback
/// controls, up to five Now Playing buttons and the Up Next button (top trailing); in sports mode the scoreboard
/// (the guide's table) instead of the artwork and text lines, over the background artwork, with the same progress,
/// controls and buttons. Metadata comes from `context.nowPlayingInfo` (`MPNowPlayingInfoCenter`).
///
/// Element ids the layout adds (routed by the host, see `PlaybackControl`): `<template id>/previous`,
/// `<template id>/playPause`, `<template id>/next`. The host sends them to the app's `MPRemoteCommandCenter`
/// (`MPHostRemoteCommand.previousButton`, `.playPauseButton`, `.nextButton`), which picks the command the app
/// handles (next/previous track, else skip by the interval; toggle, else play or pause).
///
/// Nodes and attributes:
/// - `.nowPlaying` (the whole area): "mode": "default" | "sports"; "playbackState": the info's state ("unknown",
///   "playing", "paused", "stopped", "interrupted"); "queue": "3/12" (1-based index / count) when known.
/// - `.artwork`: the item's artwork; "defaultGlyph": "true" when the app gave none (a "music.note" glyph);
///   "background": "true" for the sports background artwork (drawn first, behind everything).
/// - `.text` nodes carry "field": "title" | "artist" | "album" | "elapsed" | "remaining" | "live" | "name" |
///   "standings" | "status" | "initials". "elapsed" and "remaining" have `value` in seconds.
/// - `.button` "field": "albumArtist" (text artist, detailText album), "upNext"; Now Playing buttons have "kind":
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
        var attributes = ["mode": nowPlaying.sports == nil ? "default" : "sports"]
        attributes["playbackState"] = info?.playbackState.rawValue ?? "unknown"
        if let info, let index = info.queueIndex, let count = info.queueCount, count > 0 {
            attributes["queue"] = "\(min(max(index, 0), count - 1) + 1)/\(count)"
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
                        attributes: ["background": "true"]))
            }
            // The scoreboard stands for the item's metadata (the guide's sports table has no title line).
            var board = top
            if nowPlaying.upNext.isEnabled {
                // Its own strip above the scoreboard.
                children.append(upNextNode(nowPlaying.upNext, trailing: top.maxX, y: top.y, context: context))
                board = board.divided(atDistance: 30, from: .top).remainder
            }
            children += scoreboard(sports, in: board, clockStartedAt: clockStartedAt, context: context)
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
            role: .nowPlaying, frame: frame, background: context.theme.background, attributes: attributes,
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
        // In portrait the Up Next button gets its own line above the artwork.
        let frame =
            portrait && nowPlaying.upNext.isEnabled ? frame.divided(atDistance: 30, from: .top).remainder : frame
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
        var titleWidth = column.width
        if nowPlaying.upNext.isEnabled {
            let node = upNextNode(
                nowPlaying.upNext, trailing: frame.maxX, y: portrait ? frame.y - 30 : frame.y, context: context)
            // Share the title's line only when the button sits beside it.
            if node.frame.maxY > y, node.frame.x < column.maxX { titleWidth = max(0, node.frame.x - column.x - 6) }
            nodes.append(node)
        }
        if let title = info?.title {
            nodes.append(
                textNode(
                    title, field: "title", frame: Rect(x: column.x, y: y, width: titleWidth, height: 20),
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
                        isEnabled: button.isEnabled, attributes: ["field": "albumArtist"]), context: context))
        } else {
            if let artist {
                nodes.append(
                    textNode(
                        artist, field: "artist", frame: Rect(x: lines.x, y: y, width: lines.width, height: 18),
                        font: lineFont, color: theme.label, context: context))
            }
            if let album {
                nodes.append(
                    textNode(
                        album, field: "album", frame: Rect(x: lines.x, y: y + 18, width: lines.width, height: 18),
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
            attributes: ["defaultGlyph": "true"])
    }

    private static func upNextNode(
        _ upNext: NowPlayingTemplateSnapshot.UpNextButton, trailing: Double, y: Double, context: LayoutContext
    ) -> ScreenNode {
        let title = upNext.title.isEmpty ? "Up Next" : upNext.title
        let text = context.fit(title, width: 110, font: Theme.barButton) ?? ""
        let width = min(120, context.text.width(of: text, font: Theme.barButton) + 16)
        return ListLayout.spinning(
            ScreenNode(
                role: .button, frame: Rect(x: trailing - width, y: y, width: width, height: 26), id: upNext.id,
                text: text,
                font: Theme.barButton, foreground: context.theme.accent, background: context.theme.surface,
                action: .select(upNext.id), isEnabled: upNext.isEnabled, attributes: ["field": "upNext"]),
            context: context)
    }

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
                    role: .progressBar, frame: barFrame, background: theme.separator, attributes: ["openEnded": "true"])
            ]
        }
        let elapsed = info.elapsedTime(at: context.now)
        var attributes: [String: String] = ["duration": fmt(info.duration)]
        var nodes: [ScreenNode] = [
            ScreenNode(
                role: .text, frame: Rect(x: frame.x, y: frame.y, width: labelWidth, height: frame.height),
                text: formatTime(elapsed), font: timeFont, foreground: theme.secondaryLabel, value: elapsed,
                attributes: ["field": "elapsed"])
        ]
        let trailingLabel = Rect(x: frame.maxX - labelWidth, y: frame.y, width: labelWidth, height: frame.height)
        var value: Double?
        if info.isOpenEnded {
            attributes["openEnded"] = "true"
            if info.isLiveStream {
                attributes["live"] = "true"
                nodes.append(
                    ScreenNode(
                        role: .text, frame: trailingLabel, text: "LIVE", font: ScreenFont(size: 11, weight: .bold),
                        foreground: theme.destructive, attributes: ["field": "live"]))
            }
        } else {
            let remaining = max(0, info.duration - elapsed)
            value = min(max(elapsed / info.duration, 0), 1)
            nodes.append(
                ScreenNode(
                    role: .text, frame: trailingLabel, text: "-" + formatTime(remaining), font: timeFont,
                    foreground: theme.secondaryLabel, value: remaining, attributes: ["field": "remaining"]))
        }
        nodes.insert(
            ScreenNode(
                role: .progressBar, frame: barFrame, foreground: theme.label, background: theme.separator, value: value,
                attributes: attributes),
            at: 1)
        return nodes
    }

    // MARK: Controls

    /// The previous / play-pause / next row centred at the top of `frame` (ids `<templateID>/previous`...); the
    /// Dashboard's Now Playing card shows the same row.
    static func controlsNode(
        _ info: NowPlayingInfoSnapshot?, templateID: ElementID, in frame: Rect, context: LayoutContext
    ) -> ScreenNode {
        let theme = context.theme
        let handled = info?.commands.handled ?? []
        let playing = info?.isPlaying ?? false
        var x = frame.midX - controlsWidth / 2
        var controls: [ScreenNode] = []
        for control in PlaybackControl.allCases {
            var attributes = ["control": control.rawValue]
            let glyph: String
            var enabled = false
            /// A track command, or the skip command (with its interval) when the app handles only skipping.
            func trackOrSkip(track: String, skip: String, interval: Double?, skipGlyph: String, trackGlyph: String)
                -> String
            {
                if !handled.contains(track), let interval {
                    attributes["command"] = skip
                    attributes["interval"] = fmt(interval)
                    enabled = true
                    // Symbols exist for the common intervals (10, 15, 30); others show the plain arrow.
                    let named = skipGlyph + "." + fmt(interval)
                    return SymbolSet.contains(named) ? named : skipGlyph
                }
                attributes["command"] = track
                enabled = handled.contains(track)
                return trackGlyph
            }
            switch control {
            case .previous:
                glyph = trackOrSkip(
                    track: "previousTrack", skip: "skipBackward", interval: info?.commands.skipBackwardInterval,
                    skipGlyph: "gobackward", trackGlyph: "backward.fill")
            case .playPause:
                glyph = playing ? "pause.fill" : "play.fill"
                if handled.contains("togglePlayPause") {
                    attributes["command"] = "togglePlayPause"
                    enabled = true
                } else if playing {
                    let command = handled.contains("pause") || !handled.contains("stop") ? "pause" : "stop"
                    attributes["command"] = command
                    enabled = handled.contains(command)
                } else {
                    attributes["command"] = "play"
                    enabled = handled.contains("play")
                }
                attributes["state"] = playing ? "playing" : "paused"
            case .next:
                glyph = trackOrSkip(
                    track: "nextTrack", skip: "skipForward", interval: info?.commands.skipForwardInterval,
                    skipGlyph: "goforward", trackGlyph: "forward.fill")
            }
            if info == nil { enabled = false }
            let side = control == .playPause ? 30.0 : 24.0
            controls.append(
                ListLayout.spinning(
                    ScreenNode(
                        role: .playbackControl,
                        frame: Rect(x: x, y: frame.y + 2, width: controlSize.width, height: controlSize.height),
                        id: ElementID(templateID.rawValue + control.suffix), image: symbol(glyph, side: side),
                        foreground: enabled ? theme.label : theme.disabledLabel, action: .playback(control),
                        isEnabled: enabled,
                        attributes: attributes), context: context))
            x += controlSize.width + 24
        }
        return ScreenNode(role: .playbackControls, frame: frame, children: controls)
    }

    // MARK: Now Playing buttons

    private static func buttonNodes(
        _ buttons: [NowPlayingButtonSnapshot], info: NowPlayingInfoSnapshot?, in frame: Rect, context: LayoutContext
    ) -> [ScreenNode] {
        let theme = context.theme
        let spacing = 12.0
        // Visual fitting only: as many as the row holds (the rules already trimmed the count).
        let fitting = max(0, Int((frame.width + spacing) / (buttonSize.width + spacing)))
        let shown = Array(buttons.prefix(fitting))
        let total = Double(shown.count) * buttonSize.width + Double(max(0, shown.count - 1)) * spacing
        var x = frame.midX - total / 2
        var nodes: [ScreenNode] = []
        for button in shown {
            var attributes = ["kind": button.kind.rawValue]
            var text: String?
            var value: Double?
            var image: ScreenImage?
            // `isSelected` is meaningful on image buttons only; system buttons show their own state (spec §8.18).
            var selected = button.kind == .image && button.isSelected
            switch button.kind {
            case .shuffle:
                image = symbol("shuffle", side: ImageLimits.nowPlayingButton.width)
                selected = selected || (info?.commands.shuffleType ?? 0) != 0
            case .repeat:
                let repeatType = info?.commands.repeatType ?? 0
                image = symbol(repeatType == 1 ? "repeat.1" : "repeat", side: ImageLimits.nowPlayingButton.width)
                if repeatType != 0 { attributes["repeat"] = repeatType == 1 ? "one" : "all" }
                selected = selected || repeatType != 0
            case .addToLibrary:
                image = symbol("plus", side: ImageLimits.nowPlayingButton.width)
            case .more:
                image = symbol("ellipsis", side: ImageLimits.nowPlayingButton.width)
            case .playbackRate:
                let rate = displayedRate(info)
                text = formatRate(rate)
                value = rate
            case .image:
                if let fitted = context.image(button.image, maximum: ImageLimits.nowPlayingButton), !fitted.isMissing {
                    image = fitted
                } else {
                    // Apple: an empty or zero-size image shows the system's default glyph.
                    image = ScreenImage(
                        source: .system("questionmark.square.dashed"), size: ImageLimits.nowPlayingButton, scale: 1,
                        isTemplate: true,
                        isMissing: true)
                }
            }
            nodes.append(
                ListLayout.spinning(
                    ScreenNode(
                        role: .button,
                        frame: Rect(x: x, y: frame.y + 2, width: buttonSize.width, height: buttonSize.height),
                        id: button.id, text: text, image: image, font: ScreenFont(size: 13, weight: .bold),
                        foreground: button.isEnabled ? (selected ? theme.accent : theme.label) : theme.disabledLabel,
                        background: selected ? theme.surface : nil, action: .select(button.id),
                        isEnabled: button.isEnabled,
                        isSelected: selected, value: value, attributes: attributes), context: context))
            x += buttonSize.width + spacing
        }
        return nodes
    }

    /// The rate the rate button shows: the rate now while playing, else the item's default rate, else 1.
    static func displayedRate(_ info: NowPlayingInfoSnapshot?) -> Double {
        if let rate = info?.playbackRate, rate > 0, info?.effectiveRate ?? 0 > 0 { return rate }
        if let rate = info?.defaultPlaybackRate, rate > 0 { return rate }
        return 1
    }

    /// A rate as CarPlay shows it: "1×", "1.5×", "0.75×" (at most two decimals).
    public static func formatRate(_ rate: Double) -> String {
        let rate = rate.isFinite && rate > 0 ? (rate * 100).rounded() / 100 : 1
        return fmt(rate) + "×"
    }

    // MARK: Sports mode

    private static func scoreboard(
        _ sports: SportsModeSnapshot, in frame: Rect, clockStartedAt: Date?, context: LayoutContext
    ) -> [ScreenNode] {
        let teamWidth = frame.width * 0.37
        let (leftFrame, afterLeft) = frame.divided(atDistance: teamWidth, from: .left)
        let (rightFrame, centerFrame) = afterLeft.divided(atDistance: teamWidth, from: .right)
        var nodes = [
            teamNode(sports.leftTeam, side: "left", in: leftFrame, context: context),
            teamNode(sports.rightTeam, side: "right", in: rightFrame, context: context),
        ]
        if let status = sports.eventStatus {
            nodes.append(statusNode(status, in: centerFrame, clockStartedAt: clockStartedAt, context: context))
        }
        return nodes
    }

    private static func teamNode(_ team: SportsTeamSnapshot, side: String, in frame: Rect, context: LayoutContext)
        -> ScreenNode
    {
        let theme = context.theme
        let left = side == "left"
        let logoSide = min(32, max(0, frame.height - 18))
        // Logo on the outer side, score on the inner side (leftTeam is always left: no RTL/RHD flip).
        let logoFrame = Rect(x: left ? frame.x : frame.maxX - logoSide, y: frame.y, width: logoSide, height: logoSide)
        var children: [ScreenNode] = []
        if let logo = team.logoImage,
            let image = context.image(
                logo,
                maximum: Size(
                    width: min(logoSide, ImageLimits.sportsTeamLogo.width),
                    height: min(logoSide, ImageLimits.sportsTeamLogo.height)))
        {
            children.append(
                ScreenNode(
                    role: .image, frame: logoFrame.centered(image.size), image: image, attributes: ["field": "logo"]))
        } else {
            let initials = Rules.shownTeamInitials(team.logoInitials ?? initials(of: team.name))
            children.append(
                ScreenNode(
                    role: .text, frame: logoFrame, text: initials, font: ScreenFont(size: 12, weight: .bold),
                    foreground: theme.label, background: theme.surface,
                    attributes: ["field": "initials", "shape": "circular"]))
        }
        if team.isFavorite {
            children.append(
                ScreenNode(
                    role: .image,
                    frame: Rect(x: left ? logoFrame.x : logoFrame.maxX - 12, y: logoFrame.y, width: 12, height: 12),
                    image: symbol("star.fill", side: 12), foreground: "#FFCC00", attributes: ["field": "favorite"]))
        }
        let scoreWidth = max(0, frame.width - logoSide - 6)
        let scoreFrame = Rect(x: left ? logoFrame.maxX + 6 : frame.x, y: frame.y, width: scoreWidth, height: logoSide)
        let score = context.fit(team.score, width: max(0, scoreWidth - 16), font: scoreFont) ?? ""
        let scoreTextWidth = context.text.width(of: score, font: scoreFont)
        children.append(
            ScreenNode(
                role: .score, frame: scoreFrame, text: score, font: scoreFont, foreground: theme.label,
                attributes: ["alignment": left ? "trailing" : "leading"]))
        if let possession = team.possessionIndicator {
            let image = context.image(possession, maximum: Size(width: 12, height: 12))
            // Beside the score, on the side facing the other team.
            let x =
                left ? min(scoreFrame.maxX, scoreFrame.maxX - scoreTextWidth - 14) : scoreFrame.x + scoreTextWidth + 2
            children.append(
                ScreenNode(
                    role: .image,
                    frame: Rect(
                        x: min(max(frame.x, x), frame.maxX - 12), y: scoreFrame.midY - 6, width: 12, height: 12),
                    image: image,
                    attributes: ["field": "possession"]))
        }
        // Name, then standings, on one line below.
        let nameFont = ScreenFont(size: 13, weight: .bold)
        let standingsFont = ScreenFont(size: 11)
        let lineY = logoFrame.maxY + 2
        let standingsWidth =
            team.standings.map { min(context.text.width(of: $0, font: standingsFont) + 2, frame.width * 0.5) } ?? 0
        let nameWidth = max(0, frame.width - standingsWidth - (standingsWidth > 0 ? 6 : 0))
        let name = textNode(
            team.name, field: "name", frame: Rect(x: frame.x, y: lineY, width: nameWidth, height: 16), font: nameFont,
            color: theme.label, context: context)
        children.append(name)
        if let standings = team.standings {
            let used = min(nameWidth, name.text.map { context.text.width(of: $0, font: nameFont) } ?? 0)
            children.append(
                textNode(
                    standings, field: "standings",
                    frame: Rect(x: frame.x + used + 6, y: lineY, width: standingsWidth, height: 16),
                    font: standingsFont, color: theme.secondaryLabel, context: context))
        }
        var attributes = ["side": side]
        if team.isFavorite { attributes["favorite"] = "true" }
        return ScreenNode(role: .sportsTeam, frame: frame, text: team.name, attributes: attributes, children: children)
    }

    /// The first letters of a name's words ("Golden State Warriors" → "GSW"), or of a one-word name, up to
    /// `Rules.maximumTeamInitials`, for a team without a logo.
    private static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace })
        if words.count > 1 { return String(words.prefix(Rules.maximumTeamInitials).compactMap(\.first)).uppercased() }
        return Rules.shownTeamInitials(name).uppercased()
    }

    private static func statusNode(
        _ status: SportsEventStatusSnapshot, in frame: Rect, clockStartedAt: Date?, context: LayoutContext
    ) -> ScreenNode {
        let theme = context.theme
        var children: [ScreenNode] = []
        var y = frame.y
        // The clock first, with the status image before it.
        let image = context.image(status.image, maximum: Size(width: 18, height: 18))
        if let image {
            let x = status.clock == nil ? frame.midX - image.size.width / 2 : frame.x
            children.append(
                ScreenNode(
                    role: .image, frame: Rect(x: x, y: y + 1, width: image.size.width, height: image.size.height),
                    image: image,
                    attributes: ["field": "statusImage"]))
        }
        if let clock = status.clock {
            let seconds = clockValue(clock, startedAt: clockStartedAt, now: context.now)
            var attributes = ["counts": clock.countsUp ? "up" : "down"]
            if clock.isPaused { attributes["paused"] = "true" }
            let inset = image == nil ? 0 : 20.0
            children.append(
                ScreenNode(
                    role: .eventClock,
                    frame: Rect(x: frame.x + inset, y: y, width: max(0, frame.width - 2 * inset), height: 20),
                    text: formatTime(seconds, roundingUp: !clock.countsUp), font: clockFont, foreground: theme.label,
                    value: seconds, attributes: attributes))
        }
        if image != nil || status.clock != nil { y += 20 }
        // Up to `Rules.maximumEventStatusTexts` texts, one per line; when fewer lines fit, the last line holds the
        // rest joined by " · ".
        var texts = Rules.shownEventStatusTexts(status.texts)
        let lineHeight = 13.0
        let lines = max(1, Int((frame.maxY - y) / lineHeight))
        if texts.count > lines {
            texts = Array(texts.prefix(lines - 1)) + [texts.dropFirst(lines - 1).joined(separator: " · ")]
        }
        for text in texts {
            children.append(
                textNode(
                    text, field: "status", frame: Rect(x: frame.x, y: y, width: frame.width, height: lineHeight),
                    font: ScreenFont(size: 11), color: theme.secondaryLabel, context: context))
            y += lineHeight
        }
        return ScreenNode(role: .eventStatus, frame: frame, children: children)
    }

    /// The event clock's value at `now`: started at `startedAt` (nil: now), standing still while paused, never
    /// below 0 when counting down. Non-finite values read 0.
    public static func clockValue(_ clock: SportsClockSnapshot, startedAt: Date?, now: Date) -> Double {
        let since = startedAt.map { now.timeIntervalSince($0) } ?? 0
        let value = clock.value(after: since.isFinite ? max(0, since) : 0)
        return value.isFinite ? max(0, value) : 0
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

    private static func textNode(
        _ text: String, field: String, frame: Rect, font: ScreenFont, color: ScreenColor, context: LayoutContext
    ) -> ScreenNode {
        ScreenNode(
            role: .text, frame: frame, text: context.fit(text, width: frame.width, font: font), font: font,
            foreground: color, attributes: ["field": field])
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
