import Foundation
import OpenStreetMap

/// What a directions provider's answer must keep to reach an app: every provider's routes (the car's map, a routing
/// server, one an embedder wrote) are checked here, in one place, before MapKit turns them into `MKRoute`s. An answer
/// that breaks one is the provider's `serverFailure` (the app gets `MKError.serverFailure`) and the car's log says
/// which rule it broke; nothing a provider sends can trap the car or fill its memory.
///
/// The bounds (docs/DECISIONS.md, issue 20): distances from 0 to the Earth's circumference, travel times from 0 to
/// 30 days (the longest drives on Earth take under three weeks), finite numbers, valid coordinates, at most 10
/// routes, 250,000 points a route (a 20,000 km drive at a point every 100 m), 10,000 steps, 500,000 step points in
/// all, texts of at most 2,000 characters and 20 notices; a routing server's answer of at most 8 MB.
public enum DirectionsLimits {
    /// Metres: the Earth's circumference.
    public static let maximumDistance: Double = 40_075_000
    /// Seconds: 30 days.
    public static let maximumTravelTime: Double = 30 * 86_400
    /// Routes in one answer (the best and its alternatives).
    public static let maximumRoutes = 10
    /// Points of one route's line.
    public static let maximumPoints = 250_000
    /// Steps of one route.
    public static let maximumSteps = 10_000
    /// Points of all of one route's steps together.
    public static let maximumStepPoints = 500_000
    /// Characters of a name, instruction or notice.
    public static let maximumTextLength = 2_000
    /// Advisory notices of one route.
    public static let maximumNotices = 20
    /// Bytes of a routing server's answer (read no further).
    public static let maximumAnswerBytes = 8 << 20

    /// Why `routes` cannot go to an app (the first rule broken, for the car's log); nil: they can.
    public static func problem(in routes: [DirectionsRoute]) -> String? {
        guard routes.count <= maximumRoutes else { return "\(routes.count) routes (at most \(maximumRoutes))" }
        for (index, route) in routes.enumerated() {
            if let problem = problem(in: route) { return "route \(index + 1): " + problem }
        }
        return nil
    }

    private static func problem(in route: DirectionsRoute) -> String? {
        if let problem = distanceProblem(route.distance, "distance") { return problem }
        guard route.expectedTravelTime.isFinite, (0...maximumTravelTime).contains(route.expectedTravelTime) else {
            return "travel time \(route.expectedTravelTime) s (0 to \(Int(maximumTravelTime)) s)"
        }
        guard route.coordinates.count <= maximumPoints else {
            return "\(route.coordinates.count) points (at most \(maximumPoints))"
        }
        guard route.coordinates.allSatisfy(\.isValid) else { return "a point off the Earth" }
        guard route.steps.count <= maximumSteps else { return "\(route.steps.count) steps (at most \(maximumSteps))" }
        guard route.advisoryNotices.count <= maximumNotices else {
            return "\(route.advisoryNotices.count) notices (at most \(maximumNotices))"
        }
        for text in [route.name] + route.advisoryNotices {
            if let problem = textProblem(text) { return problem }
        }
        var stepPoints = 0
        for (index, step) in route.steps.enumerated() {
            if let problem = distanceProblem(step.distance, "step \(index + 1) distance") { return problem }
            for text in [step.instructions, step.notice ?? ""] {
                if let problem = textProblem(text) { return "step \(index + 1): " + problem }
            }
            stepPoints += step.coordinates.count
            guard stepPoints <= maximumStepPoints else { return "over \(maximumStepPoints) step points" }
            guard step.coordinates.allSatisfy(\.isValid) else { return "step \(index + 1): a point off the Earth" }
        }
        return nil
    }

    private static func distanceProblem(_ metres: Double, _ name: String) -> String? {
        guard metres.isFinite, (0...maximumDistance).contains(metres) else {
            return "\(name) \(metres) m (0 to \(Int(maximumDistance)) m)"
        }
        return nil
    }

    private static func textProblem(_ text: String) -> String? {
        // utf8.count is O(1) for native strings; characters are never more than bytes.
        guard text.utf8.count > maximumTextLength, text.count > maximumTextLength else { return nil }
        return "a text of \(text.count) characters (at most \(maximumTextLength))"
    }
}
