import Foundation

// The enumerations of `ScreenContent`: every value is written as its Swift name (the raw value).
extension ScreenContent {
    /// Which field of its template a `text`, `image` or `button` node is.
    public enum Field: String, Codable, Hashable, Sendable, CaseIterable {
        // Texts and images of several templates
        case title, subtitle, name, status, icon, action, cancel, category
        // Now Playing (and the Dashboard's Now Playing card)
        case artist, album, app, elapsed, remaining, live, standings, initials, albumArtist
        case logo, possession, favorite, statusImage
        // Contact
        case contactImage, informativeText
        // Voice control
        case stateImage
        // The map template and the cluster
        case distance, instruction, junction, estimates, arrival, time, page, start, inactiveDescription
        // The home screen and the Dashboard view
        case noNavigationApp, running, exception, faultMessage, disconnected, noWidgets
    }

    /// How a text is aligned in its frame.
    public enum Alignment: String, Codable, Hashable, Sendable, CaseIterable { case leading, center, trailing }

    /// A leading or trailing edge.
    public enum Edge: String, Codable, Hashable, Sendable, CaseIterable { case leading, trailing }

    /// The shape an image or button is clipped to.
    public enum ImageShape: String, Codable, Hashable, Sendable, CaseIterable {
        case circular, roundedSquare, roundedRectangle
    }

    /// Which system screen a root or app area is.
    public enum ScreenKind: String, Codable, Hashable, Sendable, CaseIterable { case home, dashboard }

    /// Where a card is shown when not on the map template.
    public enum Surface: String, Codable, Hashable, Sendable, CaseIterable { case dashboard }

    /// A list row's trailing accessory.
    public enum Accessory: String, Codable, Hashable, Sendable, CaseIterable {
        case none, disclosureIndicator, cloud, custom
    }

    /// A layout of the information template.
    public enum InformationLayout: String, Codable, Hashable, Sendable, CaseIterable { case leading, twoColumn }

    /// `CPTextButtonStyle`.
    public enum TextButtonStyle: String, Codable, Hashable, Sendable, CaseIterable { case normal, cancel, confirm }

    /// The side of a point-of-interest template's panel.
    public enum Panel: String, Codable, Hashable, Sendable, CaseIterable { case leading, trailing, bottom }

    /// What a thumbnail's overlay shows.
    public enum OverlayKind: String, Codable, Hashable, Sendable, CaseIterable { case image, text, sports }

    /// The side of the scoreboard.
    public enum TeamSide: String, Codable, Hashable, Sendable, CaseIterable { case left, right }

    /// The on-screen keyboard's layout: QWERTY for touch screens, alphabetical for knob-only cars.
    public enum KeyboardStyle: String, Codable, Hashable, Sendable, CaseIterable { case touch, rotary }

    /// A keyboard key that types no character.
    public enum SpecialKey: String, Codable, Hashable, Sendable, CaseIterable { case delete, space }

    /// How an alert's actions are arranged.
    public enum Arrangement: String, Codable, Hashable, Sendable, CaseIterable { case horizontal, vertical }

    /// `CPNavigationSession.PauseReason`.
    public enum PauseReason: String, Codable, Hashable, Sendable, CaseIterable {
        case arrived, loading, locating, rerouting, proceedToRoute
    }
}
