import Foundation

/// The color of the time remaining in the trip estimates (`CPMapTemplate.update(_:for:with:)`).
public enum CPTimeRemainingColor: UInt, Sendable {
    /// The system's color.
    case `default` = 0
    /// Green: light traffic.
    case green = 1
    /// Orange: moderate traffic.
    case orange = 2
    /// Red: heavy traffic.
    case red = 3
}
