import Foundation
@_spi(CarPlayHost) import CarPlay

// What the car's main display shows.
extension CarSystem {
    /// The screen of the app in front; nil on the home screen (`homeScreen()`, `currentScreen()`).
    public func screen() -> Screen? {
        guard let session = foregroundSession else { return nil }
        session.carStatus = carStatus
        return session.screen()
    }

    /// The status bar clock's text ("12:05").
    public var timeText: String { ScreenLayout.clockText(now: clock(), timeZone: timeZone) }
}

extension CarSystem {
    /// The car's clock moved: every app's timers run (the map template's navigation bar, navigation alerts).
    public func clockDidAdvance() {
        for session in sessions.values { session.clockDidAdvance() }
    }
}
