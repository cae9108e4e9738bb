import Testing

// `#expect(condition)` and `#expect(a < b)` as functions, for the same reason as `expectEqual` (Expectations.swift):
// a macro's expansion costs a test module about 7 ms of compile time a line, and the test targets have thousands
// (docs/DECISIONS.md, "Expectations and requirements as functions"). A comparison's failure shows both values; a
// condition's shows its comment, and the line shows the expression.

/// Records an issue at the caller's line unless `condition` holds.
public func expectTrue(
    _ condition: Bool, _ comment: @autoclosure () -> Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard !condition else { return }
    record("Expectation failed", comment(), sourceLocation)
}

/// Records an issue at the caller's line unless `actual != unexpected`.
public func expectNotEqual<Value: Equatable>(
    _ actual: Value, _ unexpected: Value, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    compare(actual, "!=", unexpected, holds: actual != unexpected, comment, sourceLocation)
}

/// Records an issue at the caller's line when `actual` is nil (`#expect(x != nil)` for a value that is not
/// `Equatable`).
public func expectNotEqual<Wrapped>(
    _ actual: Wrapped?, _ unexpected: _OptionalNilComparisonType, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard actual == nil else { return }
    record("Expectation failed: nil != nil", comment(), sourceLocation)
}

/// Records an issue at the caller's line unless `lhs < rhs`.
public func expectLess<Value: Comparable>(
    _ lhs: Value, _ rhs: Value, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    compare(lhs, "<", rhs, holds: lhs < rhs, comment, sourceLocation)
}

/// Records an issue at the caller's line unless `lhs <= rhs`.
public func expectLessOrEqual<Value: Comparable>(
    _ lhs: Value, _ rhs: Value, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    compare(lhs, "<=", rhs, holds: lhs <= rhs, comment, sourceLocation)
}

/// Records an issue at the caller's line unless `lhs > rhs`.
public func expectGreater<Value: Comparable>(
    _ lhs: Value, _ rhs: Value, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    compare(lhs, ">", rhs, holds: lhs > rhs, comment, sourceLocation)
}

/// Records an issue at the caller's line unless `lhs >= rhs`.
public func expectGreaterOrEqual<Value: Comparable>(
    _ lhs: Value, _ rhs: Value, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    compare(lhs, ">=", rhs, holds: lhs >= rhs, comment, sourceLocation)
}
