import Foundation

// The content of the other templates' nodes: information, point of interest, Now Playing, contact, search, alert,
// voice control.
extension ScreenContent {
    /// The region a point-of-interest map shows, in degrees.
    public struct MapRegion: Codable, Hashable, Sendable {
        public var minLatitude: Double
        public var maxLatitude: Double
        public var minLongitude: Double
        public var maxLongitude: Double
        public var centerLatitude: Double
        public var centerLongitude: Double
        public init(minLatitude: Double, maxLatitude: Double, minLongitude: Double, maxLongitude: Double) {
            self.minLatitude = minLatitude
            self.maxLatitude = maxLatitude
            self.minLongitude = minLongitude
            self.maxLongitude = maxLongitude
            centerLatitude = (minLatitude + maxLatitude) / 2
            centerLongitude = (minLongitude + maxLongitude) / 2
        }
    }

    /// A location pin: its place in the template's list, selected, drawn with the app's image.
    public struct Pin: Codable, Hashable, Sendable {
        public var index: Int
        public var selected: Bool?
        public var custom: Bool?
        public init(index: Int, selected: Bool? = nil, custom: Bool? = nil) {
            self.index = index
            self.selected = selected
            self.custom = custom
        }
    }

    /// The Now Playing area: its mode, the playback state, the place in the queue (1-based) when known.
    public struct NowPlaying: Codable, Hashable, Sendable {
        public var mode: Mode
        public var playbackState: PlaybackState
        public var queueIndex: Int?
        public var queueCount: Int?
        public enum Mode: String, Codable, Hashable, Sendable, CaseIterable { case `default`, sports }
        /// `MPNowPlayingPlaybackState`.
        public enum PlaybackState: String, Codable, Hashable, Sendable, CaseIterable {
            case unknown, playing, paused, stopped, interrupted
        }
        public init(mode: Mode, playbackState: PlaybackState, queueIndex: Int? = nil, queueCount: Int? = nil) {
            self.mode = mode
            self.playbackState = playbackState
            self.queueIndex = queueIndex
            self.queueCount = queueCount
        }
    }

    /// A Now Playing button: its class, and the repeat mode while the repeat button is on.
    public struct NowPlayingButton: Codable, Hashable, Sendable {
        public var kind: Kind
        public var `repeat`: RepeatMode?
        public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
            case shuffle, addToLibrary, more, playbackRate, `repeat`, image
        }
        public enum RepeatMode: String, Codable, Hashable, Sendable, CaseIterable { case one, all }
        public init(kind: Kind, repeat: RepeatMode? = nil) {
            self.kind = kind
            self.repeat = `repeat`
        }
    }

    /// The playback progress: open-ended (no known duration), live, the duration in seconds.
    public struct Progress: Codable, Hashable, Sendable {
        public var openEnded: Bool?
        public var live: Bool?
        public var duration: Double?
        public init(openEnded: Bool? = nil, live: Bool? = nil, duration: Double? = nil) {
            self.openEnded = openEnded
            self.live = live
            self.duration = duration
        }
    }

    /// A playback control: which one, the remote command it sends (with a skip's interval in seconds), and for
    /// play/pause the state it shows.
    public struct PlaybackControl: Codable, Hashable, Sendable {
        public var control: ScreenAction.PlaybackControl
        public var command: Command
        public var interval: Double?
        public var state: State?
        /// `MPRemoteCommandCenter`'s commands a control sends.
        public enum Command: String, Codable, Hashable, Sendable, CaseIterable {
            case previousTrack, skipBackward, play, pause, stop, togglePlayPause, nextTrack, skipForward
        }
        public enum State: String, Codable, Hashable, Sendable, CaseIterable { case playing, paused }
        public init(
            control: ScreenAction.PlaybackControl, command: Command, interval: Double? = nil, state: State? = nil
        ) {
            self.control = control
            self.command = command
            self.interval = interval
            self.state = state
        }
    }

    /// A sports event clock: counting up or down, paused.
    public struct EventClock: Codable, Hashable, Sendable {
        public var counts: Counts
        public var paused: Bool?
        public enum Counts: String, Codable, Hashable, Sendable, CaseIterable { case up, down }
        public init(counts: Counts, paused: Bool? = nil) {
            self.counts = counts
            self.paused = paused
        }
    }

    /// A contact template's action button, and a message button's recipient (a phone number or email).
    public struct ContactButton: Codable, Hashable, Sendable {
        public var kind: Kind
        public var recipient: String?
        public enum Kind: String, Codable, Hashable, Sendable, CaseIterable { case call, message, directions, custom }
        public init(kind: Kind, recipient: String? = nil) {
            self.kind = kind
            self.recipient = recipient
        }
    }

    /// The search field: empty (it shows the "Search" prompt), and the keyboard's state.
    public struct SearchField: Codable, Hashable, Sendable {
        public var prompt: Bool?
        public var keyboard: Keyboard?
        public enum Keyboard: String, Codable, Hashable, Sendable, CaseIterable { case shown, limited }
        public init(prompt: Bool? = nil, keyboard: Keyboard? = nil) {
            self.prompt = prompt
            self.keyboard = keyboard
        }
    }

    /// An alert or action sheet button: its style, and whether the app's colour fills it.
    public struct AlertAction: Codable, Hashable, Sendable {
        public var style: Style
        public var customColor: Bool?
        public enum Style: String, Codable, Hashable, Sendable, CaseIterable { case `default`, cancel, destructive }
        public init(style: Style, customColor: Bool? = nil) {
            self.style = style
            self.customColor = customColor
        }
    }

    /// The voice control panel: the shown state's identifier and whether its title variants repeat.
    public struct VoiceControl: Codable, Hashable, Sendable {
        public var state: String
        public var repeats: Bool
        public init(state: String, repeats: Bool) {
            self.state = state
            self.repeats = repeats
        }
    }

    /// A navigation bar button: drawn as a filled capsule, on the bar's leading or trailing side.
    public struct BarButton: Codable, Hashable, Sendable {
        public var rounded: Bool?
        public var side: Edge?
        public init(rounded: Bool? = nil, side: Edge? = nil) {
            self.rounded = rounded
            self.side = side
        }
    }
}
