import Testing

// `expectEqual(actual, expected)` and `try require(value)` as functions. The macros' expansions cost a test module about
// 14 and 27 ms of compile time a line (the comparison's closure is type-checked against every `==`); the test targets
// have thousands of such lines, and a clean clone's build is held to a budget (docs/DECISIONS.md, "Expectations and
// requirements as functions"). A failure is recorded where the call is, with the values as Swift Testing describes
// them; only the expressions' source text is not in the message (the line shows it).

/// Records an issue at the caller's line unless `actual == expected`.
public func expectEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    compare(actual, "==", expected, holds: actual == expected, comment, sourceLocation)
}

/// Records `lhs operator rhs` with both values as Swift Testing describes them, and the comment, unless `holds`.
func compare<Value>(
    _ lhs: Value, _ name: String, _ rhs: Value, holds: Bool, _ comment: () -> Comment?,
    _ sourceLocation: SourceLocation
) {
    guard !holds else { return }
    record(
        "Expectation failed: \(String(describingForTest: lhs)) \(name) \(String(describingForTest: rhs))", comment(),
        sourceLocation)
}

/// Records an issue at the caller's line unless `actual` is nil (`expectEqual(x, nil)` for a value that is not
/// `Equatable`, such as a delegate or a closure).
public func expectEqual<Wrapped>(
    _ actual: Wrapped?, _ expected: _OptionalNilComparisonType, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else { return }
    record("Expectation failed: \(String(describingForTest: actual)) == nil", comment(), sourceLocation)
}

/// Records `text`, then the comment on a line of its own, as an issue at `sourceLocation`.
func record(_ text: String, _ comment: Comment?, _ sourceLocation: SourceLocation) {
    var text = text
    if let comment { text += "\n\(comment.rawValue)" }
    Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
}

/// `try require(value)` as a function: the value, or, when it is nil, an issue recorded at the caller's line and an
/// error thrown that ends the test.
@discardableResult public func require<Value>(
    _ optionalValue: Value?, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> Value {
    if let optionalValue { return optionalValue }
    throw RequirementFailure(recording: "Required value was nil", comment(), sourceLocation)
}

/// `try require(condition)` as a function: when `condition` is false, an issue recorded at the caller's line and an
/// error thrown that ends the test.
public func require(
    _ condition: Bool, _ comment: @autoclosure () -> Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    if condition { return }
    throw RequirementFailure(recording: "Requirement failed", comment(), sourceLocation)
}

/// What `require` throws once it has recorded its issue, so the test ends there as it does after `#require`.
public struct RequirementFailure: Error, CustomStringConvertible {
    /// Where the requirement was.
    public let sourceLocation: SourceLocation

    fileprivate init(recording text: String, _ comment: Comment?, _ sourceLocation: SourceLocation) {
        self.sourceLocation = sourceLocation
        record(text, comment, sourceLocation)
    }

    public var description: String { "the requirement at \(sourceLocation) was not met" }
}
