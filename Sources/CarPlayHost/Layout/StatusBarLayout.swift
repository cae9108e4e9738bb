import Foundation

/// What the car's status bar shows, as the car reports it: the layout draws exactly this and invents nothing.
public struct StatusBarState: Sendable, Hashable, Codable {
    /// The time, as the car's clock reads it ("12:05").
    public var time: String
    /// The phone's signal strength in bars, 0...4.
    public var signalBars: Int
    /// The phone's network type ("LTE", "5G"); nil while no phone is connected.
    public var networkType: String?
    /// Whether audio plays from an app now (the status bar's Now Playing indicator).
    public var isPlayingAudio: Bool

    public init(time: String, signalBars: Int = 4, networkType: String? = "LTE", isPlayingAudio: Bool = false) {
        self.time = time
        self.signalBars = min(max(signalBars, 0), 4)
        self.networkType = networkType
        self.isPlayingAudio = isPlayingAudio
    }
}

/// The status bar: along the driver's side of a landscape display (the left for left-hand drive, the right for
/// right-hand drive), along the bottom of a portrait one. The clock at its start, the signal and network type at
/// its end, the Now Playing indicator while audio plays, and on the home screen the Dashboard button.
enum StatusBarLayout {
    /// The status bar's frame and the rest of the display.
    static func divide(_ display: DisplayConfiguration) -> (bar: Rect, rest: Rect) {
        let edge: Rect.Edge = display.isPortrait ? .bottom : (display.drivingSide == .leftHandDrive ? .left : .right)
        let (bar, rest) = display.bounds.divided(atDistance: Theme.statusBarThickness, from: edge)
        return (bar, rest)
    }

    /// The id of the home screen's Dashboard button.
    static let dashboardID: ElementID = "home/dashboard"

    /// What an app's status bar is laid out from besides the context (`LayoutMemo`).
    struct Inputs: Equatable, Sendable {
        var frame: Rect
        var state: StatusBarState
        var appName: String?
    }

    static func node(
        frame: Rect, state: StatusBarState, appName: String?, showsDashboardButton: Bool, context: LayoutContext
    ) -> ScreenNode {
        let vertical = frame.width < frame.height
        let edge = vertical ? 28.0 : 56.0
        let clockFrame = frame.divided(atDistance: edge, from: vertical ? .top : .left).slice
        let signalFrame = frame.divided(atDistance: edge, from: vertical ? .bottom : .right).slice
        let theme = context.theme
        var children: [ScreenNode] = [
            ScreenNode(
                role: .clock, frame: clockFrame, text: state.time, font: Theme.statusTime, foreground: theme.label)
        ]
        if state.isPlayingAudio {
            let indicator =
                vertical
                ? Rect(x: frame.minX, y: signalFrame.minY - 30, width: frame.width, height: 24)
                : Rect(x: signalFrame.minX - 30, y: frame.minY, width: 24, height: frame.height)
            children.append(
                ScreenNode(
                    role: .audioIndicator, frame: indicator.centered(Size(width: 18, height: 18)),
                    foreground: theme.accent))
        }
        if showsDashboardButton {
            let slot =
                vertical
                ? Rect(x: frame.minX, y: frame.midY - 18, width: frame.width, height: 36)
                : Rect(x: frame.midX - 18, y: frame.minY, width: 36, height: frame.height)
            children.append(
                ScreenNode(
                    role: .dashboardButton, frame: slot.centered(Size(width: 36, height: 36)), id: dashboardID,
                    image: ScreenImage(
                        source: .system("square.grid.2x2"), size: Size(width: 20, height: 20), scale: 1,
                        isTemplate: true),
                    foreground: theme.label, background: theme.surface, action: .showDashboard))
        }
        if let network = state.networkType {
            children.append(
                ScreenNode(
                    role: .connectivity, frame: signalFrame, text: network, font: Theme.caption,
                    foreground: theme.label,
                    content: ScreenContent(signal: state.signalBars)))
        }

        return ScreenNode(
            role: .statusBar, frame: frame, background: theme.barBackground, content: ScreenContent(appName: appName),
            children: children)
    }
}
