import Foundation

/// The style of the trip estimates panel during navigation (`CPMapTemplate.tripEstimateStyle`).
public enum CPTripEstimateStyle: UInt, Sendable {
    /// A light panel.
    case light = 0
    /// A dark panel.
    case dark = 1
}
