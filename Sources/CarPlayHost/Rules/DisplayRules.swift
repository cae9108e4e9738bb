/// Apple's rules about what CarPlay draws of what the app gave, besides count limits (`CountLimit`, trimmed in
/// `DisplayTrimming`) and image maxima (`ImageLimits`). Layouts read them here; visual metrics (paddings, fonts,
/// slots) stay in `Theme` and the layouts.
extension Rules {
    // MARK: Tab bar

    /// The tab bar shows its Now Playing button (while the app plays audio) only with at most this many tabs
    /// (CarPlay Developer Guide; spec §3.4, observed-behaviour.md "Runtime limits").
    public static let maximumTabsWithNowPlayingButton = 4

    /// Whether a tab bar of `tabCount` tabs has room for the Now Playing button.
    public static func tabBarShowsNowPlayingButton(tabCount: Int) -> Bool {
        tabCount <= maximumTabsWithNowPlayingButton
    }

    // MARK: Grid

    /// A grid template shows up to this many buttons in one row; more go into two rows, the first with the larger
    /// half (5 → 3 + 2, 8 → 4 + 4) (observed on CarPlay; the Developer Guide's grid of up to 8 buttons).
    public static let gridButtonsInOneRow = 4

    /// How many of `count` grid buttons each row holds.
    public static func gridRowCounts(_ count: Int) -> [Int] {
        guard count > 0 else { return [] }
        if count <= gridButtonsInOneRow { return [count] }
        let first = (count + 1) / 2
        return [first, count - first]
    }

    // MARK: Lists

    /// `CPListItem.playbackProgress` as CarPlay shows it: 0.0 to 1.0 (Apple's range); NaN and negative values are 0,
    /// more than 1 (and +infinity) is 1. Decided here for both the trimmed snapshot and the row's progress bar.
    public static func shownPlaybackProgress(_ value: Double) -> Double {
        guard value.isFinite else { return value == .infinity ? 1 : 0 }
        return min(max(value, 0), 1)
    }

    // MARK: Now Playing sports mode

    /// `CPNowPlayingSportsTeamLogo(teamInitials:)`: at most 3 characters are shown (spec §5, §8.18).
    public static let maximumTeamInitials = 3

    /// The initials CarPlay shows of `initials`: the first `maximumTeamInitials` characters.
    public static func shownTeamInitials(_ initials: String) -> String {
        String(initials.prefix(maximumTeamInitials))
    }

    /// `CPNowPlayingSportsEventStatus.eventStatusText`: up to 3 strings, the period first (spec §8.18).
    public static let maximumEventStatusTexts = 3

    /// The event status texts CarPlay shows: the non-empty ones, at most `maximumEventStatusTexts`, in order.
    public static func shownEventStatusTexts(_ texts: [String]?) -> [String] {
        Array((texts ?? []).filter { !$0.isEmpty }.prefix(maximumEventStatusTexts))
    }
}
