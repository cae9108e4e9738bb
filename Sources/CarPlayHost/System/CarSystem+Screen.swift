import Foundation
@_spi(CarPlayHost) import CarPlay

// What the car's main display shows.
extension CarSystem {
    /// What the main display shows: the app in front's screen; nil on the home screen (front ends draw it from
    /// `apps`, their states and `homeMessage`).
    public func screen() -> Screen? { foregroundSession?.screen() }

    /// The status bar clock's text ("12:05").
    public var timeText: String { ScreenLayout.clockText(now: clock(), timeZone: timeZone) }
}
