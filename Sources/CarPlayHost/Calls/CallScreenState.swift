import Foundation

/// What the car's call screens show, read from the call center: the call in front, the other call under way, and
/// the screen's own state. `CallLayout` draws exactly this.
public struct CallScreenState: Hashable, Sendable {
    /// The call the screen is about: a ringing call first, else the call not on hold; nil when there is none.
    public var shown: PhoneCall?
    /// The other call under way: the one a ringing call rings during, or the one on hold; nil with one call.
    public var other: PhoneCall?
    /// The names of the calls merged with the shown one, oldest first (just its own for a call on its own).
    public var groupNames: [String] = []
    public var keypadShown = false
    public var audioOnPhone = false
    /// The driver left the call screen for other apps: only the status bar's call button shows.
    public var isHidden = false

    public init(
        shown: PhoneCall?, other: PhoneCall? = nil, groupNames: [String] = [], keypadShown: Bool = false,
        audioOnPhone: Bool = false, isHidden: Bool = false
    ) {
        self.shown = shown
        self.other = other
        self.groupNames = groupNames
        self.keypadShown = keypadShown
        self.audioOnPhone = audioOnPhone
        self.isHidden = isHidden
    }

    /// The name the screen shows for the shown call: the merged calls' names ("Ana Silva & Ben Ito"), else its own.
    public var shownName: String {
        groupNames.count > 1 ? groupNames.joined(separator: " & ") : shown?.displayName ?? ""
    }
}
