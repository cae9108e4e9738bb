import Foundation

/// What one session needs of the car's clock (`ClockDemand`): the vehicle, speech, the screen on show, the map
/// template's timers, the Dashboard and cluster.
///
/// No state of its own: it reads the other parts' state. Decisions (docs/DECISIONS.md, "The car's clock"): a parked
/// car reports no position until the clock is next looked at; where the time a screen shows cannot be told without
/// laying it out (a banner, the Dashboard or cluster while guiding), the session asks for every second.
@MainActor
enum SessionClock {
    /// What the session needs of the clock now; `inFront`: its screen is the one on the main display.
    static func demand(inFront: Bool, context: any SessionContext) -> ClockDemand {
        let now = context.clock()
        var demand = ClockDemand()
        // A drive under way reports a position a second; speech moves on with the clock.
        if context.vehicle.drive != nil, !context.vehicle.isDrivePaused { demand.isContinuous = true }
        if context.speech.isSpeaking { demand.isContinuous = true }
        guard context.appState == .connected else { return demand }
        // The screen on show read the clock (elapsed time, sports clocks, arrival times).
        if inFront, context.pipeline.lastScreen?.inputs.readsClock ?? true { demand.isContinuous = true }
        // Drawn with the time by layouts whose clock reads are not kept: a banner, the Dashboard and cluster.
        if !inFront, context.banners.current != nil { demand.isContinuous = true }
        if context.dashboard != nil || context.cluster != nil, context.mapTemplateSnapshot?.navigation != nil {
            demand.isContinuous = true
        }
        // The map template's navigation bar hides after the driver's last interaction; its alert times out.
        if context.mapTemplateSnapshot != nil, let last = context.mapSession.lastInteraction {
            demand.include(last.addingTimeInterval(Rules.mapControlsIdleTimeout), after: now)
        }
        if let alert = context.mapTemplateSnapshot?.alert, let shownAt = context.mapSession.alertShownAt {
            demand.include(Rules.navigationAlertDeadline(shownAt: shownAt, duration: alert.duration), after: now)
        }
        return demand
    }
}
