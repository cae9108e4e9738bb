import Foundation
import WidgetKit

/// What CarPlay does with widgets and Live Activities (Developer Guide 2025, "Widgets in CarPlay", "Live
/// Activities in CarPlay", "Guidelines for widgets in CarPlay"), as numbers and pure checks.
public enum WidgetRules {
    /// The family CarPlay shows: "To enable your widget in CarPlay, support the system small accessory widget
    /// family" (`.supportedFamilies([.systemSmall])`).
    public static let family = WidgetFamily.systemSmall

    /// A widget is offered in the driver's Settings when it comes in the small family.
    @MainActor public static func isOffered(_ description: _WidgetDescription) -> Bool {
        if case .activity = description.source { return false }
        return description.supportedFamilies.contains(family)
    }

    /// Disfavoured for CarPlay: "People can still choose to show your widget but interaction will be disabled."; and
    /// widgets "support interaction on touchscreen vehicles": on a display without touch none is interactive.
    public static func isInteractive(disfavored: Bool, touchscreen: Bool = true) -> Bool { !disfavored && touchscreen }

    /// What a tap on a widget, one of its links or a Live Activity does.
    public enum Tap: Hashable, Sendable {
        /// Disfavoured for CarPlay: "interaction will be disabled".
        case noInteraction
        /// "Your widget can only launch your app in CarPlay if your app is also a CarPlay app."
        case opensNothing
        /// The app opens, with the link's or widget's URL when it has one (`widgetURL`, `Link`).
        case openApp(URL?)
        /// A button's or toggle's app intent is performed, as the app, whether or not it is a CarPlay app (it runs in
        /// the background; only `openAppWhenRun` would open the app, and only a CarPlay app).
        case performIntent
    }

    /// The tap on a widget element that is interactive or not (`hasAction`: a disfavoured widget has no action), of a
    /// CarPlay app or not, with the URL it carries.
    public static func tap(hasAction: Bool, isCarPlayApp: Bool, url: URL?) -> Tap {
        guard hasAction else { return .noInteraction }
        guard isCarPlayApp else { return .opensNothing }
        return .openApp(url)
    }

    /// The tap on a widget's or Live Activity's button or toggle: its intent is performed when the button has an
    /// action (an intent, in a card that is interactive).
    public static func buttonTap(hasAction: Bool) -> Tap { hasAction ? .performIntent : .noInteraction }

    /// Whether the car performs a button's intent: not while a parameter lacks a value (Siri would ask for it; a widget
    /// cannot), the missing ones named in the log's words; nil when it performs.
    public static func intentRefusal(title: String, missingParameters: [String]) -> String? {
        guard !missingParameters.isEmpty else { return nil }
        return "intent “\(title)” is not performed: no value for "
            + missingParameters.map { "“\($0)”" }.joined(separator: ", ")
    }

    /// How many intents one tap performs at most, following the intents results open (`result(opensIntent:)`).
    /// Decision (DECISIONS, "Issue 26"): 8, so that an intent opening itself cannot spin the car.
    public static let maximumOpenedIntents = 8

    /// Whether the app comes forward after its intent performed: when the intent asks to (`openAppWhenRun`), and only
    /// a CarPlay app ("Your widget can only launch your app in CarPlay if your app is also a CarPlay app").
    public static func opensAppAfterIntent(openAppWhenRun: Bool, isCarPlayApp: Bool) -> Bool {
        openAppWhenRun && isCarPlayApp
    }

    /// "If you mark your background as removable, your widget's background will not be shown."
    public static func showsContainerBackground(removable: Bool) -> Bool { !removable }

    /// The content margin of a small widget in the car, from its side: decision (DECISIONS, "Widgets"): 7 % of the
    /// side, between 8 and 16 points ("optimized for each vehicle, including content margins").
    public static func contentMargin(side: Double) -> Double { min(16, max(8, (side * 0.07).rounded())) }

    /// The size a small widget is laid out at (its size on an iPhone, in points); the car scales it to its slot.
    /// Decision (DECISIONS, "Widgets"): a widget is drawn the same in every car, scaled.
    public static let designSize = 170.0

    /// A widget's corner radius in the car.
    public static let cornerRadius = 16.0

    /// Decision: a timeline's own reload policy is honoured no sooner than five minutes after the last request
    /// (WidgetKit's budget keeps a widget from reloading endlessly); the app's `WidgetCenter` reloads are immediate.
    public static let minimumReloadInterval: TimeInterval = 300

    /// Decision: the widgets shown until the driver chooses: every offered widget not disfavoured for CarPlay, in
    /// install order.
    public static func defaultChoice(_ offered: [(id: String, disfavored: Bool)]) -> [String] {
        offered.filter { !$0.disfavored }.map(\.id)
    }

    // MARK: Live Activities

    /// "If you don't support the small activity family, CarPlay will show the compact leading and compact trailing
    /// views from your Dynamic Island configuration instead."
    public static func presentation(supplementalFamilies: [ActivityFamily]) -> _ActivityRenderer.Presentation {
        supplementalFamilies.contains(.small) ? .small : .compact
    }

    /// How long a Live Activity's banner shows (as a notification's).
    public static let bannerDuration: TimeInterval = 5
    /// How many Live Activities an app may have going at once (ActivityKit's `targetMaximumExceeded`).
    public static let maximumActivitiesPerApp = 5
    /// An ended activity with the default dismissal policy leaves after at most four hours.
    public static let longestDismissal: TimeInterval = 4 * 3600

    // MARK: Guidelines

    /// "For example, if your widget endlessly refreshes its content each time you tap (more than 6 taps/refreshes)."
    public static let maximumRefreshesOnTap = 6

    /// The data protection classes a widget cannot read under while the iPhone is locked: A
    /// (`NSFileProtectionComplete`) and B (`NSFileProtectionCompleteUnlessOpen`).
    public static let lockedOutProtectionClasses: Set<String> = [
        "NSFileProtectionComplete", "NSFileProtectionCompleteUnlessOpen",
    ]

    public static let disfavorWhenUnsuitable = GuidelineRules.Guideline(
        name: "Widgets 1",
        words: "If your widget is not functional or suitable for use in the car, set the disfavored location modifier "
            + "to include CarPlay.")

    /// The widget guidelines' findings for one widget not disfavoured for CarPlay.
    public static func findings(
        widget: String, refreshesOnTap: Int, dataProtection: String?, isCarPlayApp: Bool, opensApp: Bool
    ) -> [GuidelineFinding] {
        var findings: [GuidelineFinding] = []
        if refreshesOnTap > maximumRefreshesOnTap {
            findings.append(
                disfavorWhenUnsuitable.finding(
                    "the widget \(widget) refreshed its content after \(refreshesOnTap) taps (more than "
                        + "\(maximumRefreshesOnTap)) and is not disfavoured for CarPlay"))
        }
        if let protection = dataProtection, lockedOutProtectionClasses.contains(protection) {
            findings.append(
                disfavorWhenUnsuitable.finding(
                    "the widget \(widget) relies on data protection \(protection) (class "
                        + "\(protection == "NSFileProtectionComplete" ? "A" : "B")), unreadable while the iPhone is "
                        + "locked, and is not disfavoured for CarPlay"))
        }
        if !isCarPlayApp, opensApp {
            findings.append(
                disfavorWhenUnsuitable.finding(
                    "the widget \(widget) opens its app (widgetURL or Link), which is not a CarPlay app, and is not "
                        + "disfavoured for CarPlay"))
        }
        return findings
    }
}
