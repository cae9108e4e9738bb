import Foundation

/// Everything a template's layout needs besides the template: the display, its theme, text measurement, image
/// fitting, the rules, the injected clock and the car's state. Layout functions are pure: the same context and
/// snapshot give the same nodes.
public struct LayoutContext: Sendable {
    public let display: DisplayConfiguration
    public let theme: Theme
    public let rules: Rules
    /// The injected clock's time now (sports clocks, the status bar's time). Reading it is recorded in `clockReads`:
    /// a screen laid out without reading the clock stays the same while only the time moves on.
    public var now: Date {
        clockReads.wasRead = true
        return time
    }
    private let time: Date
    /// Whether a layout with this context read `now`.
    let clockReads = ClockReads()
    /// Elements whose handler has not completed: they show a spinner.
    public let pendingHandlers: Set<ElementID>
    /// Whether the app plays audio now (Now Playing button in the tab bar, playing indicators).
    public let isPlayingAudio: Bool
    /// The Now Playing metadata the app published (`MPNowPlayingInfoCenter`), if any.
    public let nowPlayingInfo: NowPlayingInfoSnapshot?
    /// How text is measured.
    public let text: TextMeasurer
    /// When each sports event clock on screen started running on the injected clock, by the clock's id.
    public let sportsClockStarts: [ElementID: Date]
    /// The car's locale (distances, durations, times of day).
    public let locale: Locale
    /// The time zone of the car's clock (arrival times).
    public let timeZone: TimeZone
    /// The credit of the car's map data, for maps the car draws; nil without a map.
    public var mapAttribution: String?
    /// Where the driver moved point-of-interest templates' maps, by template id.
    public var pointOfInterestCameras: [ElementID: PointOfInterestCamera] = [:]
    /// The parts the session's last layout made, for this one to keep where their inputs did not change; nil: every
    /// part is made.
    var memo: LayoutMemo?

    public init(
        display: DisplayConfiguration, rules: Rules, now: Date, pendingHandlers: Set<ElementID> = [],
        isPlayingAudio: Bool = false, nowPlayingInfo: NowPlayingInfoSnapshot? = nil, text: TextMeasurer = .dejaVuSans,
        sportsClockStarts: [ElementID: Date] = [:], locale: Locale = Locale(identifier: "en_US"),
        timeZone: TimeZone = .current
    ) {
        self.sportsClockStarts = sportsClockStarts
        self.locale = locale
        self.timeZone = timeZone
        self.display = display
        self.theme = Theme(display.appearance)
        self.rules = rules
        self.time = now
        self.pendingHandlers = pendingHandlers
        self.isPlayingAudio = isPlayingAudio
        self.nowPlayingInfo = nowPlayingInfo
        self.text = text
    }

    /// The variant CarPlay shows in `width` points: the longest that fits, else one truncated with "…".
    public func fit(_ variants: [String], width: Double, font: ScreenFont) -> String? {
        text.fit(variants, width: width, font: font)
    }

    /// One string fitted to `width` (truncated with "…" when too long).
    public func fit(_ string: String?, width: Double, font: ScreenFont) -> String? {
        string.flatMap { text.fit([$0], width: width, font: font) }
    }

    /// An image resolved for the display's appearance and scaled down to `maximum` points.
    public func image(_ image: ImageSnapshot?, maximum: Size) -> ScreenImage? {
        image.map { ImageFitter.fit($0, maximum: maximum, display: display) }
    }
}

/// Whether a layout read the clock (`LayoutContext.now`). One per context; a layout runs synchronously on one
/// thread, so the flag needs no lock.
final class ClockReads: @unchecked Sendable {
    var wasRead = false
}
