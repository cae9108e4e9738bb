import Foundation
import Expectations
import Testing

/// Checks a field of a main-actor object's Objective-C–style description (read on the main queue, where these tests
/// run).
func expectMainActorDescription(
    _ description: String, contains fragment: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectTrue(description.hasPrefix("<CP"), sourceLocation: sourceLocation)
    expectTrue(description.contains(fragment), "\(description)", sourceLocation: sourceLocation)
}
