import CarPlayHost
import Foundation

// The car's clock as the server runs it: the hub ticks when the car's next deadline comes (`CarSystem.clockDemand`),
// every `tickInterval` while something moves with the clock, and never while nothing changes by itself.
extension SimulatorHub {
    /// The clock ticked (`startTicking`): the car's timers run (the vehicle drives on, a map template's navigation bar
    /// hides, navigation alerts time out), then a diff goes out when the screen or car changed (the status bar time,
    /// sports clocks).
    public func tick() {
        lastTick = system.clock()
        isTicking = true
        // What the timers and the app code they run change (a position delivered, an alert timing out) is published
        // right below: no publish is scheduled for it.
        system.clockDidAdvance()
        isTicking = false
        publish()
    }

    /// How long until the next `tick` is due: the car's next deadline, at most `tickInterval` while something moves
    /// with the clock (a drive at any speed-up: the fixes due since the last tick go out together); nil when nothing
    /// is due until something else happens.
    public func nextTickDelay() -> Duration? {
        let demand = system.clockDemand()
        var seconds: Double?
        if demand.isContinuous {
            // A second after the last tick, not after the last publish: a page sending inputs faster than that must
            // not hold a driving car still.
            let interval = Self.seconds(tickInterval)
            let since = lastTick.map { max(0, system.clock().timeIntervalSince($0)) } ?? 0
            seconds = max(0, interval - since)
        }
        if let deadline = demand.deadline {
            let wall = max(0, deadline.timeIntervalSince(system.clock()))
            seconds = min(seconds ?? wall, wall)
        }
        // Rounded up to the microsecond: waking early would find the deadline not yet come.
        return seconds.map { .microseconds(Int64(min($0, 86_400) * 1e6 + 0.999)) }
    }

    /// Starts the server's clock: a timer on the main queue (the main actor's) that ticks when a tick is due
    /// (`nextTickDelay`), set again after every publish (an input, the app, the car may have moved the next deadline).
    /// One timer and no task a tick: a driving car ticks every second.
    public func startTicking() {
        guard clockTimer == nil else { return }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        // Every publish sets the timer again (`setClockTimer`): when it fires, the tick is due.
        timer.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.tick() } }
        clockTimer = timer
        timer.activate()
        setClockTimer()
    }

    /// Stops the server's clock (`startTicking`).
    public func stopTicking() {
        clockTimer?.cancel()
        clockTimer = nil
    }

    /// Sets the running clock's timer (`startTicking`) to the next tick; with nothing due, it waits for a publish.
    func setClockTimer() {
        guard let clockTimer else { return }
        if let delay = nextTickDelay() {
            clockTimer.schedule(deadline: .now() + Self.seconds(delay))
        } else {
            clockTimer.schedule(deadline: .distantFuture)
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
