import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import MediaPlayer

extension NowPlayingLayout {
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
            var command = ""
            var interval: Double?
            var state: ScreenContent.PlaybackControl.State?
            let glyph: String
            var enabled = false
            /// A track command, or the skip command (with its interval) when the app handles only skipping.
            func trackOrSkip(
                track: String, skip: String, interval skipInterval: Double?, skipGlyph: String, trackGlyph: String
            )
                -> String
            {
                if !handled.contains(track), let skipInterval {
                    command = skip
                    interval = skipInterval
                    enabled = true
                    // Symbols exist for the common intervals (10, 15, 30); others show the plain arrow.
                    let named = skipGlyph + "." + fmt(skipInterval)
                    return SymbolSet.contains(named) ? named : skipGlyph
                }
                command = track
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
                    command = "togglePlayPause"
                    enabled = true
                } else if playing {
                    command = handled.contains("pause") || !handled.contains("stop") ? "pause" : "stop"
                    enabled = handled.contains(command)
                } else {
                    command = "play"
                    enabled = handled.contains("play")
                }
                state = playing ? .playing : .paused
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
                        content: ScreenContent(
                            playbackControl: ScreenContent.PlaybackControl.Command(rawValue: command).map {
                                ScreenContent.PlaybackControl(
                                    control: control, command: $0, interval: interval, state: state)
                            })), context: context))
            x += controlSize.width + 24
        }
        return ScreenNode(role: .playbackControls, frame: frame, children: controls)
    }

    // MARK: Now Playing buttons

    static func buttonNodes(
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
            var content = ScreenContent(
                nowPlayingButton: bridge(button.kind, to: ScreenContent.NowPlayingButton.Kind.self).map {
                    ScreenContent.NowPlayingButton(kind: $0)
                })
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
                if repeatType != 0 { content.nowPlayingButton?.repeat = repeatType == 1 ? .one : .all }
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
                        isSelected: selected, value: value, content: content), context: context))
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
}
