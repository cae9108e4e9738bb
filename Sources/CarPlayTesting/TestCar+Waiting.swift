import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@_spi(AppCode) import CarPlayHost

extension TestCar {
    // MARK: Waiting for the app

    /// How long `settle()` and `wait(until:)` wait by default before they fail the test: ten minutes. Only a test
    /// whose app never finishes reaches it; a test that passes returns as soon as the app is done, however slow or
    /// busy the machine is.
    public static let failingTestTimeout: Duration = .seconds(600)

    /// Waits until every handler the car started has called its completion (no element shows a spinner), then lets
    /// the car take its snapshots, as a real car redraws at once. It waits for the app's own completions — it does
    /// not poll or pace on the wall clock; `timeout` only bounds a test whose app never calls a completion, which
    /// then fails.
    public func settle(timeout: Duration = .seconds(60), sourceLocation: SourceLocation = #_sourceLocation) async {
        if !(await waitForHandlers(timeout: timeout)) {
            Issue.record(
                "Handlers still running after \(timeout): \(session.pendingHandlers.map(\.rawValue).sorted())",
                sourceLocation: sourceLocation)
        }
        // Changes the app announced from other threads reach the car on the main queue.
        await Task.yield()
        _ = session.screen()
    }

    /// Waits until `condition` holds, for what the app finishes on its own (a route from `MKDirections`, a search),
    /// which `settle()` cannot see: the car's directions are computed off the main actor, so no count of main-actor
    /// turns is enough on a loaded machine. It checks after every main-actor turn, and lets other threads run a
    /// millisecond between checks once the main actor is idle. `timeout` only bounds a test whose condition never
    /// holds, which then fails; true when it held. Like `settle`'s, it is ten minutes by default
    /// (`TestCar.failingTestTimeout`): a loaded machine makes main-actor turns slow (other suites share the main
    /// actor), and a passing test must not depend on how many turns fit in a minute.
    @discardableResult
    public func wait(
        until condition: () -> Bool, timeout: Duration = TestCar.failingTestTimeout,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        var turns = 0
        while !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("The condition did not hold after \(timeout)", sourceLocation: sourceLocation)
                return false
            }
            turns += 1
            if turns % 50 == 0 {
                try? await Task.sleep(for: .milliseconds(1))
            } else {
                await Task.yield()
            }
        }
        return true
    }

    /// Waits until every handler the car started has called its completion; false when some still had not after
    /// `timeout` (nothing is recorded: `settle` is the form that fails the test).
    public func waitForHandlers(timeout: Duration) async -> Bool {
        guard !session.pendingHandlers.isEmpty else { return true }
        nextWaiter += 1
        let token = nextWaiter
        let timer = Task { @MainActor [weak self] in
            try await Task.sleep(for: timeout)
            self?.timeOutSettledWaiter(token)
        }
        let settled = await withCheckedContinuation { continuation in settleWaiters[token] = continuation }
        timer.cancel()
        return settled
    }

    func resumeSettledWaiters() {
        guard session.pendingHandlers.isEmpty, !settleWaiters.isEmpty else { return }
        let waiters = settleWaiters.values
        settleWaiters = [:]
        for waiter in waiters { waiter.resume(returning: true) }
    }

    private func timeOutSettledWaiter(_ token: Int) {
        settleWaiters.removeValue(forKey: token)?.resume(returning: false)
    }
}
