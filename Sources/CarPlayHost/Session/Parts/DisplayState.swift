import Foundation
import CarPlay

/// The car's main display as one session sees it, one session's part: the display the car set (size, scale,
/// inputs, driving side), the car's appearance and the parts of the user interface it limits.
///
/// Plain state. The car changes the display as a whole (`set(_:)`) or its appearance and limits one at a time; each
/// change says whether anything changed, so the session tells the app only then. The display the layouts read
/// (`configuration`) carries the current appearance and limits.
struct DisplayState: Sendable, Hashable {
    /// The display the car set, whatever appearance and limits it was set with.
    private(set) var base = DisplayConfiguration.standard
    /// The car's user interface appearance, light or dark.
    private(set) var appearance: DisplayConfiguration.Appearance = .light
    /// The parts of the user interface the car limits.
    private(set) var limitedUserInterfaces: CPLimitableUserInterface = []

    /// The display as the layouts see it: the base display with the current appearance and limits.
    var configuration: DisplayConfiguration {
        var display = base
        display.appearance = appearance
        display.limitsLists = limitedUserInterfaces.contains(.lists)
        display.limitsKeyboard = limitedUserInterfaces.contains(.keyboard)
        return display
    }

    /// Whether the car limits lists now.
    var listsAreLimited: Bool { limitedUserInterfaces.contains(.lists) }

    /// Switches the base display. Its appearance and limits are not taken here: the session changes them with
    /// `setAppearance(_:)` and `setLimitedUserInterfaces(_:)` (`limits(of:)`), which the app hears.
    mutating func setBase(_ display: DisplayConfiguration) { base = display }

    /// Changes the appearance; false when it is the same.
    mutating func setAppearance(_ appearance: DisplayConfiguration.Appearance) -> Bool {
        guard appearance != self.appearance else { return false }
        self.appearance = appearance
        return true
    }

    /// Changes the limits; false when they are the same.
    mutating func setLimitedUserInterfaces(_ limits: CPLimitableUserInterface) -> Bool {
        guard limits != limitedUserInterfaces else { return false }
        limitedUserInterfaces = limits
        return true
    }

    /// The limits a display configuration asks for.
    static func limits(of display: DisplayConfiguration) -> CPLimitableUserInterface {
        var limits: CPLimitableUserInterface = []
        if display.limitsLists { limits.insert(.lists) }
        if display.limitsKeyboard { limits.insert(.keyboard) }
        return limits
    }
}
