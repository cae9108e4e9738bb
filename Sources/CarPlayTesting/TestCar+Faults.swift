import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@_spi(AppCode) import CarPlayHost

// Faults a test expects the app to raise (an exception CarPlay raises, through the car's one fault path), at once or
// later.
extension TestCar {
    /// Runs `body` expecting the app to raise a fault named `name` (e.g. `"NSGenericException"`, nil for any) whose
    /// reason contains `reason`. The test fails if no such fault was raised; the fault is returned. After a fault the
    /// app is terminated: `reconnect()` launches it again.
    @discardableResult
    public func expectFault(
        _ name: String? = nil, reason: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () throws -> Void
    ) rethrows -> Fault? {
        let previous = expectation
        let before = expectedFaultsSeen.count
        expectation = { fault in (name == nil || fault.name == name) && fault.reason.contains(reason) }
        defer { expectation = previous }
        try session.runAsApp { try body() }
        return expectedFault(since: before, name: name, reason: reason, sourceLocation: sourceLocation)
    }

    /// The fault expected since `before` faults were seen; records an issue when none came.
    func expectedFault(since before: Int, name: String?, reason: String, sourceLocation: SourceLocation)
        -> Fault?
    {
        guard expectedFaultsSeen.count > before, let fault = expectedFaultsSeen.last else {
            Issue.record(
                "Expected a fault\(name.map { " \($0)" } ?? "") with reason containing \"\(reason)\"; none was raised",
                sourceLocation: sourceLocation)
            return nil
        }
        return fault
    }

    // MARK: Faults the app raises later

    /// `expectFault(_:reason:_:)` for a body that waits for the app (a VoIP push the app completes later).
    @discardableResult
    public func expectFault(
        _ name: String? = nil, reason: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () async throws -> Void
    ) async rethrows -> Fault? {
        let previous = expectation
        let before = expectedFaultsSeen.count
        expectation = { fault in (name == nil || fault.name == name) && fault.reason.contains(reason) }
        defer { expectation = previous }
        try await body()
        return expectedFault(since: before, name: name, reason: reason, sourceLocation: sourceLocation)
    }
}
