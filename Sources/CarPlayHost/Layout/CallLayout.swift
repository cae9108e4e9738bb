import Foundation

/// Lays out the car's call screens over whatever the car shows, as CarPlay shows CallKit's calls:
/// - a ringing call: a card along the top of the app area (role `callCard`) with the caller, the service ("Chat
///   Audio"), and round Decline and Accept buttons at its trailing end (during another call: Decline, End & Accept
///   and Hold & Accept, labelled);
/// - a call being placed or under way: the in-call screen over the app area (role `callScreen`) with the caller,
///   the call's state ("Calling…", "Connecting…", its running time, "On Hold") and the service, the keypad while
///   it shows (role `callKey`), and a row of round buttons: Mute, Keypad (when the call takes tones), Hold (when it
///   supports holding; Swap and Merge with a second call on hold) and End;
/// - a call the driver left for other apps: a green button over the status bar, below the clock, back to it.
///
/// Ids are `call` and `call/<control>` (`call/key/<key>` for the keypad); each button's action is
/// `callControl`. The node is the last child of the screen's root, drawn over everything else and hit first.
public enum CallLayout {
    static let cardHeight = 72.0
    static let cardMaximumWidth = 560.0
    static let margin = 8.0
    static let cardButton = 48.0
    static let button = 56.0
    static let buttonLabelHeight = 17.0
    static let buttonGap = 20.0
    static let minimumButtonGap = 6.0
    static let key = 44.0
    static let keyGap = 8.0
    static let titleFont = ScreenFont(size: 24, weight: .bold)
    static let cardTitleFont = ScreenFont(size: 17, weight: .bold)
    static let detailFont = ScreenFont(size: 15)
    static let buttonFont = ScreenFont(size: 12)
    static let keyFont = ScreenFont(size: 20)
    static let glyphSlot = Size(width: 40, height: 40)
    static let returnButtonWidth = 52.0
    static let returnButtonHeight = 50.0
    /// How far below the status bar's start (the clock) the button back to the call sits.
    static let returnButtonOffset = 34.0
    static let returnButtonFont = ScreenFont(size: 11, weight: .bold)
    /// The labelled buttons of a call ringing during another: their width, which holds "Hold & Accept".
    static let waitingButtonWidth = 84.0
    /// The node's id.
    public static let id = ElementID("call")

    /// The call's node on `display`; nil when there is no call to show.
    public static func node(
        _ state: CallScreenState, display: DisplayConfiguration, now: Date, locale: Locale = Locale(identifier: "en_US")
    ) -> ScreenNode? {
        guard let call = state.shown, call.state != .ended else { return nil }
        let context = LayoutContext(display: display, rules: Rules(category: nil), now: now, locale: locale)
        let (bar, rest) = StatusBarLayout.divide(display)
        let area = rest.inset(by: display.safeAreaInsets)
        let node: ScreenNode
        if call.state == .ringing {
            node = card(call, during: state.other, area: area, context: context)
        } else if state.isHidden {
            node = returnButton(call, bar: bar, context: context)
        } else {
            node = screen(call, state, area: area, context: context)
        }
        return ScreenDrawing.drawn(node, context: context)
    }

    /// The status bar's button back to a call the driver left for other apps: green, below the clock, labelled with
    /// the call's state or running time.
    private static func returnButton(_ call: PhoneCall, bar: Rect, context: LayoutContext) -> ScreenNode {
        let vertical = bar.width < bar.height
        let width = min(bar.width, returnButtonWidth)
        let frame =
            vertical
            ? Rect(x: bar.midX - width / 2, y: bar.minY + returnButtonOffset, width: width, height: returnButtonHeight)
            : Rect(
                x: bar.minX + returnButtonOffset, y: bar.midY - returnButtonHeight / 2, width: returnButtonWidth,
                height: returnButtonHeight)
        var node = roundButton(
            .showCall, symbol: "phone.fill", label: status(of: call, now: context.now), color: context.theme.confirm,
            frame: frame, context: context)
        node.font = returnButtonFont
        return node
    }

    /// `screen` with the call's node over it: the last child of the root.
    public static func overlay(_ node: ScreenNode, on screen: Screen) -> Screen {
        NavigationBannerLayout.overlay(node, on: screen)
    }

    /// What the call screen says of the call's state: "Calling…", "Connecting…", its running time ("0:42",
    /// "1:02:03"), "On Hold", or the action under way ("Ending…").
    static func status(of call: PhoneCall, now: Date) -> String {
        if call.pendingAction == "end" { return "Ending…" }
        if call.pendingAction == "answer" { return "Connecting…" }
        switch call.state {
        case .ringing: return call.serviceName
        case .dialing: return "Calling…"
        case .connecting: return "Connecting…"
        case .ended: return "Call Ended"
        case .active:
            if call.isOnHold { return "On Hold" }
            let seconds = max(0, Int(now.timeIntervalSince(call.connectedAt ?? now)))
            let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
            let tail = String(format: "%02d", rest)
            return hours > 0 ? "\(hours):" + String(format: "%02d", minutes) + ":" + tail : "\(minutes):" + tail
        }
    }

    // MARK: A ringing call

    private static func card(_ call: PhoneCall, during other: PhoneCall?, area: Rect, context: LayoutContext)
        -> ScreenNode
    {
        let theme = context.theme
        let width = min(area.width - 2 * margin, cardMaximumWidth)
        // During another call the buttons say what accepting does to it.
        var controls: [(CallControl, String, String, ScreenColor)] = [
            (.decline, "phone.down.fill", "Decline", theme.destructive)
        ]
        if let other {
            controls.append((.endAndAnswer, "phone.down.fill", "End & Accept", theme.destructive))
            if other.supportsHolding { controls.append((.holdAndAnswer, "pause.fill", "Hold & Accept", theme.confirm)) }
        } else {
            controls.append((.answer, "phone.fill", "", theme.confirm))
        }
        let labelled = other != nil
        let buttonHeight = cardButton + (labelled ? buttonLabelHeight : 0)
        // Labelled, the buttons take a row of their own below the caller; else they sit at the card's trailing end.
        let height = labelled ? cardHeight + buttonHeight + ScreenDrawing.padding : cardHeight
        let frame = Rect(x: area.midX - width / 2, y: area.minY + margin, width: width, height: height)
        let gap = labelled ? ScreenDrawing.gap : 12.0
        let count = Double(controls.count)
        let slot =
            labelled
            ? min(waitingButtonWidth, (width - 2 * ScreenDrawing.padding - (count - 1) * gap) / count) : cardButton
        let rowWidth = count * slot + (count - 1) * gap
        let firstX = labelled ? frame.midX - rowWidth / 2 : frame.maxX - ScreenDrawing.padding - rowWidth
        let y = labelled ? frame.minY + cardHeight : frame.midY - buttonHeight / 2
        let buttons = controls.enumerated().map { index, control in
            roundButton(
                control.0, symbol: control.1, label: labelled ? control.2 : nil, color: control.3,
                frame: Rect(x: firstX + Double(index) * (slot + gap), y: y, width: slot, height: buttonHeight),
                context: context)
        }
        let textEnd = labelled ? frame.maxX - ScreenDrawing.padding : firstX - ScreenDrawing.gap
        let textWidth = max(0, textEnd - frame.minX - ScreenDrawing.padding - glyphSlot.width - ScreenDrawing.gap)
        let glyph = ScreenImage(
            source: .system("phone.fill"), size: Size(width: 28, height: 28), scale: context.display.scale,
            isTemplate: true, tint: theme.confirm)
        return ScreenNode(
            role: .callCard, frame: frame, id: id,
            text: context.fit(call.displayName, width: textWidth, font: cardTitleFont),
            detailText: context.fit(call.serviceName, width: textWidth, font: detailFont), image: glyph,
            font: cardTitleFont, foreground: theme.label, background: theme.barBackground, children: buttons)
    }

    // MARK: A call being placed or under way

    private static func screen(_ call: PhoneCall, _ state: CallScreenState, area: Rect, context: LayoutContext)
        -> ScreenNode
    {
        let theme = context.theme
        let (keypadShown, audioOnPhone) = (state.keypadShown, state.audioOnPhone)
        let held = state.other.flatMap { $0.isOnHold ? $0 : nil }
        var controls: [(CallControl, String, String, Bool)] = [(.mute, "mic.slash.fill", "Mute", call.isMuted)]
        if call.supportsDTMF { controls.append((.keypad, "circle.grid.3x3.fill", "Keypad", keypadShown)) }
        if let held {
            if call.supportsHolding { controls.append((.swap, "arrow.up.arrow.down", "Swap", false)) }
            if CallRules.canMerge(call, held) { controls.append((.merge, "arrow.triangle.merge", "Merge", false)) }
        } else if call.supportsHolding {
            controls.append((.hold, "pause.fill", "Hold", call.isOnHold))
        }
        controls.append((.audioRoute, "speaker.wave.2.fill", audioOnPhone ? "iPhone" : "Audio", audioOnPhone))
        controls.append((.end, "phone.down.fill", "End", false))
        // The row fits the width: the gaps narrow first (to `minimumButtonGap`), then the buttons.
        let count = Double(controls.count)
        let available = area.width - 2 * margin
        let gap = min(buttonGap, max(minimumButtonGap, (available - count * button) / max(1, count - 1)))
        let side = min(button, (available - (count - 1) * gap) / count)
        let slot = side + buttonLabelHeight
        let rowWidth = count * side + (count - 1) * gap
        let rowY = area.maxY - margin * 2 - slot
        var children: [ScreenNode] = controls.enumerated().map { index, control in
            let (kind, symbol, label, selected) = control
            let x = area.midX - rowWidth / 2 + Double(index) * (side + gap)
            var node = roundButton(
                kind, symbol: symbol, label: label,
                color: kind == .end ? theme.destructive : (selected ? theme.label : theme.surface),
                frame: Rect(x: x, y: rowY, width: side, height: slot), context: context,
                tint: kind == .end ? "#FFFFFF" : (selected ? theme.background : theme.label))
            node.isSelected = selected
            node.isEnabled =
                call.pendingAction == nil && (![.hold, .swap, .merge].contains(kind) || call.state == .active)
                && (held?.pendingAction == nil || ![.swap, .merge].contains(kind))
            return node
        }
        let titleTop = area.minY + margin * 2
        let titleHeight = ScreenDrawing.lineHeight(titleFont.size) + ScreenDrawing.lineHeight(detailFont.size) + 4
        if keypadShown {
            let gridWidth = 3 * key + 2 * keyGap
            let gridHeight = 4 * key + 3 * keyGap
            let space = Rect(
                x: area.minX, y: titleTop + titleHeight, width: area.width, height: rowY - titleTop - titleHeight)
            let top = space.minY + max(0, (space.height - gridHeight) / 2)
            for (index, key) in CallControl.keypadKeys.enumerated() {
                let frame = Rect(
                    x: area.midX - gridWidth / 2 + Double(index % 3) * (Self.key + keyGap),
                    y: top + Double(index / 3) * (Self.key + keyGap), width: Self.key, height: Self.key)
                children.append(
                    ScreenNode(
                        role: .callKey, frame: frame, id: ElementID("call/key/\(key)"), text: key, font: keyFont,
                        foreground: theme.label, background: theme.surface,
                        action: .callControl(.digit(key)), isEnabled: call.state == .active && !call.isOnHold))
            }
        }
        let textWidth = area.width - 4 * margin
        var detail = [status(of: call, now: context.now), call.serviceName]
        if let held { detail.append("\(held.displayName) on hold") }
        return ScreenNode(
            role: .callScreen, frame: area, id: id,
            text: context.fit(state.shownName, width: textWidth, font: titleFont),
            detailText: context.fit(detail.joined(separator: " · "), width: textWidth, font: detailFont),
            font: titleFont,
            foreground: theme.label, background: theme.barBackground, children: children)
    }

    /// A round button of a call: its circle in `color`, its symbol, and its label below when it has one.
    private static func roundButton(
        _ control: CallControl, symbol: String, label: String?, color: ScreenColor, frame: Rect,
        context: LayoutContext, tint: ScreenColor = "#FFFFFF"
    ) -> ScreenNode {
        let side = min(frame.width, frame.height - (label == nil ? 0 : buttonLabelHeight))
        let image = ScreenImage(
            source: .system(symbol), size: Size(width: side * 0.45, height: side * 0.45),
            scale: context.display.scale, isTemplate: true, tint: tint)
        return ScreenNode(
            role: .callButton, frame: frame, id: ElementID("call/\(control.name)"), text: label, image: image,
            font: buttonFont, foreground: context.theme.label, background: color, action: .callControl(control))
    }
}
