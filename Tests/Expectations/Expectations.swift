import Testing

// `#expect(actual == expected)` as a function. The macro's expansion costs its test module about 14 ms of compile
// time a line (its comparison closure is type-checked against every `==`); the test targets have thousands of such
// lines, and a clean clone's build is held to a budget (docs/DECISIONS.md, "Equality expectations as a function").
// A failure is recorded where the call is, with both values as Swift Testing describes them; only the two
// expressions' source text is not in the message (the line shows it).

/// Records an issue at the caller's line unless `actual == expected`.
public func expectEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard actual != expected else { return }
    record(String(describingForTest: actual), String(describingForTest: expected), comment(), sourceLocation)
}

/// Records an issue at the caller's line unless `actual` is nil (`#expect(x == nil)` for a value that is not
/// `Equatable`, such as a delegate or a closure).
public func expectEqual<Wrapped>(
    _ actual: Wrapped?, _ expected: _OptionalNilComparisonType, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else { return }
    record(String(describingForTest: actual), "nil", comment(), sourceLocation)
}

private func record(_ actual: String, _ expected: String, _ comment: Comment?, _ sourceLocation: SourceLocation) {
    var text = "Expectation failed: \(actual) == \(expected)"
    if let comment { text += "\n\(comment.rawValue)" }
    Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
}
