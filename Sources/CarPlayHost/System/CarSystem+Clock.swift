import Foundation

// The car's clock: its timers, and when they next need it.
extension CarSystem {
    /// The car's clock moved: every app's timers run (the vehicle, speech, the map template's navigation bar,
    /// navigation alerts).
    public func clockDidAdvance() {
        for session in sessions.values { session.clockDidAdvance() }
        calls.clockDidAdvance()
        notifications.clockDidAdvance()
        widgets.clockDidAdvance()
    }

    /// When the car next needs its clock looked at, with nothing else happening: the status bar's next minute, the
    /// home screen's notice going, a call's running time, and what each app's session needs (`SessionClock`). Whatever else changes the car
    /// tells (`onChange`), after which the demand may be different.
    public func clockDemand() -> ClockDemand {
        let now = clock()
        var demand = ClockDemand(deadline: ClockDemand.nextMinute(after: now))
        if let notice = homeNotice { demand.include(notice.until, after: now) }
        // A connected call shows its running time.
        if calls.shownCall?.state == .active { demand.isContinuous = true }
        demand.include(calls.nextDeadline, after: now)
        demand.include(notifications.nextDeadline, after: now)
        demand.include(widgets.nextDeadline, after: now)
        // A widget's or Live Activity's text that counts (a timer) changes while the Dashboard shows it.
        if isDashboardShowing, foregroundApp == nil {
            demand.include(dashboardWidgets.compactMap { $0.view?.nextChange }.min(), after: now)
        }
        let front = foregroundSession
        for session in sessions.values {
            demand.include(SessionClock.demand(inFront: session === front, context: session))
            demand.include(session.siriDeadline, after: now)
        }
        return demand
    }
}
