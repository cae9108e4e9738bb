import Foundation

/// A route over a `RoadGraph`: its edges, geometry, distance, time, and the maneuvers a driver follows.
public struct RoadRoute: Hashable, Sendable {
    /// The edges driven, in order (indexes into `graph.edges`).
    public var edges: [Int32]
    /// The route's points, from the first vertex to the last.
    public var coordinates: [Coordinate]
    /// Metres.
    public var distance: Double
    /// Seconds at the roads' speeds (turn costs are for choosing routes, not added here).
    public var duration: Double
    /// The maneuvers, from the departure to the arrival.
    public var maneuvers: [RouteManeuver]
    /// The names of the roads the route spends most of its length on, longest first (at most four).
    public var majorRoadNames: [String]

    init(graph: RoadGraph, edges: [Int32], destination: Coordinate) {
        self.edges = edges
        let driven = edges.map { graph.edges[Int($0)] }
        coordinates =
            driven.first.map {
                [graph.vertices[Int($0.from)].coordinate] + driven.map { graph.vertices[Int($0.to)].coordinate }
            }
            ?? []
        distance = driven.reduce(0) { $0 + $1.length }
        duration = driven.reduce(0) { $0 + $1.duration }
        maneuvers = ManeuverBuilder(graph: graph, edges: driven, destination: destination).build()
        var lengthByName: [String: Double] = [:]
        for edge in driven {
            let road = graph.roads[Int(edge.road)]
            if let name = road.name ?? road.ref { lengthByName[name, default: 0] += edge.length }
        }
        majorRoadNames = lengthByName.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
            .prefix(4).map(\.key)
    }
}

/// One instruction of a route, at the point where the driver acts.
public struct RouteManeuver: Hashable, Sendable {
    /// What the driver does.
    public enum Kind: String, Hashable, Sendable {
        case depart, turn, continueStraight, keep, uTurn, onRamp, offRamp, arrive
        /// Going round a roundabout: one maneuver from the entry to the exit taken (`roundaboutExit`).
        case roundabout
    }

    /// Which way: straight, slight, normal or sharp, left or right.
    public enum Direction: String, Hashable, Sendable {
        case straight, slightLeft, left, sharpLeft, slightRight, right, sharpRight

        /// The direction of a turn by its angle in degrees (positive: right).
        public init(angle: Double) {
            let magnitude = abs(angle)
            let right = angle > 0
            switch magnitude {
            case ..<20: self = .straight
            case ..<45: self = right ? .slightRight : .slightLeft
            case ..<135: self = right ? .right : .left
            default: self = right ? .sharpRight : .sharpLeft
            }
        }

        public var isLeft: Bool { self == .slightLeft || self == .left || self == .sharpLeft }
    }

    public var kind: Kind
    public var direction: Direction
    /// Where it happens.
    public var coordinate: Coordinate
    /// The index into the route's `coordinates` where it happens.
    public var pointIndex: Int
    /// The turn angle in degrees (positive: right), 0 for departures and arrivals.
    public var angle: Double
    /// The road driven after the maneuver (its name, else its ref).
    public var roadName: String?
    public var roadRef: String?
    /// The exit taken at a roundabout (1 for the first), nil elsewhere.
    public var roundaboutExit: Int?
    /// Lanes of the road before the maneuver in the direction driven, and its `turn:lanes` where tagged.
    public var lanes: Int?
    public var turnLanes: String?
    /// For an arrival: which side the destination is on.
    public var arrivalSide: Direction?
    /// Metres and seconds from this maneuver to the next.
    public var distance: Double
    public var duration: Double
    /// The instruction in English ("Turn right onto Boulevard Albert 1er").
    public var instruction: String
}

extension RouteManeuver {
    /// The compass point of a bearing in degrees, as instructions name it ("north", "southwest").
    public static func compassName(_ bearing: Double) -> String {
        ManeuverBuilder.compass(
            (bearing.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360))
    }

    /// An ordinal as instructions write it ("1st", "2nd", "3rd", "11th").
    public static func ordinal(_ number: Int) -> String { ManeuverBuilder.ordinal(number) }
}

/// Turns a list of edges into maneuvers: where the road's name or class changes with a turn, at forks, roundabouts,
/// ramps, the departure and the arrival.
struct ManeuverBuilder {
    let graph: RoadGraph
    let edges: [RoadGraph.Edge]
    let destination: Coordinate

    func road(_ edge: RoadGraph.Edge) -> RoadGraph.Road { graph.roads[Int(edge.road)] }
    func coordinate(_ vertex: Int32) -> Coordinate { graph.vertices[Int(vertex)].coordinate }
    func bearing(_ edge: RoadGraph.Edge) -> Double { coordinate(edge.from).bearing(to: coordinate(edge.to)) }

    func build() -> [RouteManeuver] {
        guard let first = edges.first, let last = edges.last else { return [] }
        var result: [RouteManeuver] = []
        result.append(
            maneuver(
                .depart, .straight, at: 0, vertex: first.from, angle: 0, after: first,
                instruction: "Head \(Self.compass(bearing(first)))" + onto(first, preposition: "on")))
        var index = 1
        while index < edges.count {
            let before = edges[index - 1]
            let after = edges[index]
            let angle = bearingDifference(from: bearing(before), to: bearing(after))
            let roadBefore = road(before)
            let roadAfter = road(after)
            if !roadBefore.isRoundabout && roadAfter.isRoundabout {
                let (step, next) = roundabout(enteringAt: index, angle: angle)
                result.append(step)
                index = next
                continue
            }
            if roadBefore.isRoundabout {
                index += 1
                continue
            }
            if let step = decision(before: before, after: after, angle: angle, at: index) { result.append(step) }
            index += 1
        }
        let side = arrivalSide(last)
        let sideText = side == .straight ? "" : ", on the \(side.isLeft ? "left" : "right")"
        result.append(
            maneuver(
                .arrive, side, at: edges.count, vertex: last.to, angle: 0, after: nil, arrivalSide: side,
                instruction: "Arrive at your destination" + sideText))
        return timed(collapsingShortNameChanges(result))
    }

    /// Metres within which a mere change of name after a turn is told with the turn.
    static let shortStep = 30.0

    /// A turn, fork or roundabout exit followed within `shortStep` metres by a mere change of name is one
    /// instruction onto the later name, as OSRM collapses such steps: not "Turn right onto Route de Menton" 10 m
    /// before "Continue onto Grande Corniche", but "Turn right onto Grande Corniche"; a mere change of name within
    /// `shortStep` metres of the next instruction is not told ("Continue onto Route de Menton" 10 m before "Turn
    /// left onto D 53"). Decision (docs/DECISIONS.md).
    private func collapsingShortNameChanges(_ maneuvers: [RouteManeuver]) -> [RouteManeuver] {
        var result: [RouteManeuver] = []
        var index = 0
        while index < maneuvers.count {
            var step = maneuvers[index]
            if step.kind == .continueStraight, index + 1 < maneuvers.count {
                let next = maneuvers[index + 1]
                if metres(from: step.pointIndex, to: next.pointIndex) < Self.shortStep {
                    index += 1
                    continue
                }
            }
            if index + 1 < maneuvers.count, maneuvers[index + 1].kind == .continueStraight,
                [.turn, .keep].contains(step.kind) || (step.kind == .roundabout && step.roundaboutExit != nil)
            {
                let next = maneuvers[index + 1]
                // Where the road the step names begins: after the ring for a roundabout.
                var start = step.pointIndex
                if step.kind == .roundabout {
                    while start < edges.count, road(edges[start]).isRoundabout { start += 1 }
                }
                if start < edges.count, metres(from: start, to: next.pointIndex) < Self.shortStep {
                    let named = onto(edges[start])
                    let verb =
                        step.instruction.hasSuffix(named)
                        ? String(step.instruction.dropLast(named.count)) : step.instruction
                    step.instruction = verb + onto(edges[next.pointIndex])
                    step.roadName = next.roadName
                    step.roadRef = next.roadRef
                    result.append(step)
                    index += 2
                    continue
                }
            }
            result.append(step)
            index += 1
        }
        return result
    }

    /// The metres the route drives from edge `start` to edge `end` (none when `end` comes first).
    private func metres(from start: Int, to end: Int) -> Double {
        edges[start..<max(start, end)].reduce(0) { $0 + $1.length }
    }

    /// The one maneuver of a roundabout entered between edges `index - 1` and `index`, "take the Nth exit" (N counts
    /// the exits a driver passes, as `exitNumber` does), and the index of the first edge after the exit.
    private func roundabout(enteringAt index: Int, angle: Double) -> (RouteManeuver, Int) {
        let before = edges[index - 1]
        var cursor = index
        while cursor < edges.count, road(edges[cursor]).isRoundabout { cursor += 1 }
        guard cursor < edges.count else {
            // The route ends on the ring: no exit to count.
            return (
                maneuver(
                    .roundabout, Direction(angle: angle), at: index, vertex: before.to, angle: angle,
                    after: edges[index], lanesOf: before, instruction: "Enter the roundabout"),
                cursor
            )
        }
        let exitEdge = edges[cursor]
        let exitNumber = self.exitNumber(entering: before, ring: Array(edges[index..<cursor]), exit: exitEdge)
        return (
            maneuver(
                .roundabout, Direction(angle: angle), at: index, vertex: before.to, angle: angle, after: exitEdge,
                roundaboutExit: exitNumber, lanesOf: before,
                instruction: "At the roundabout, take the \(Self.ordinal(exitNumber)) exit" + onto(exitEdge)),
            cursor + 1
        )
    }

    /// The number of the exit `exit` as a driver counts it going round `ring` (the roundabout's edges the route
    /// drives, in order, entered from `entry`): one for each vertex passed where a car may leave the ring (by a road
    /// that is no one-way into it, by a turn no restriction forbids, onto a road counted as an exit: not a service
    /// road or a track unless the ring is one, `RoadClass.isUncountedExit`), as OSRM counts; roads that part at one
    /// vertex share its number; a road leaving where the route enters (other than the one it came by, of any class)
    /// is the first; the exit taken counts whatever its class. Decision (docs/DECISIONS.md).
    func exitNumber(entering entry: RoadGraph.Edge, ring: [RoadGraph.Edge], exit: RoadGraph.Edge) -> Int {
        let minorRing = ring.first.map { road($0).roadClass.isUncountedExit } ?? false
        // Whether a car arriving by `edge` may leave the ring where it ends (not back the way it came) by a road it
        // counts (any at the entry).
        func canLeave(after edge: RoadGraph.Edge, countingEvery: Bool) -> Bool {
            graph.outgoing(edge.to).contains { next in
                let candidate = graph.edges[next]
                let leaving = road(candidate)
                return !leaving.isRoundabout && (countingEvery || !leaving.roadClass.isUncountedExit)
                    && !(candidate.to == edge.from && candidate.road == edge.road)
                    && graph.allowsTurn(from: edge.road, via: edge.to, to: candidate.road)
            }
        }
        var count = canLeave(after: entry, countingEvery: true) ? 1 : 0
        for edge in ring {
            if edge.to == exit.from { return count + 1 }
            if canLeave(after: edge, countingEvery: minorRing) { count += 1 }
        }
        return count
    }

    /// The maneuver at the vertex between `before` and `after`, nil where the driver just follows the road.
    private func decision(before: RoadGraph.Edge, after: RoadGraph.Edge, angle: Double, at index: Int)
        -> RouteManeuver?
    {
        let via = before.to
        let roadBefore = road(before)
        let roadAfter = road(after)
        let sameRoad = Self.readsAsOneRoad(from: roadBefore, to: roadAfter)
        let direction = Direction(angle: angle)
        // Other roads the driver could have taken here (not back where they came from).
        let others = graph.outgoing(via).map { graph.edges[$0] }.filter {
            !($0.to == before.from && $0.road == before.road) && $0 != after
        }
        if abs(angle) > 170 {
            return maneuver(
                .uTurn, direction, at: index, vertex: via, angle: angle, after: after, lanesOf: before,
                instruction: "Make a U-turn" + onto(after))
        }
        if !roadBefore.roadClass.isLink && roadAfter.roadClass.isLink {
            let kind: RouteManeuver.Kind =
                roadBefore.roadClass == .motorway || roadBefore.roadClass == .trunk ? .offRamp : .onRamp
            let verb = kind == .offRamp ? "Take the exit" : "Take the ramp"
            return maneuver(
                kind, direction, at: index, vertex: via, angle: angle, after: after, lanesOf: before,
                instruction: verb + (direction.isLeft ? " on the left" : " on the right") + onto(after))
        }
        // A fork: another road of a similar class leaves at a similar angle (service roads and tracks do not make
        // forks), and the driver does not simply stay on the same road while the other is smaller.
        let nearby = others.filter { other in
            let otherRoad = road(other)
            return abs(bearingDifference(from: bearing(after), to: bearing(other))) < 40
                && otherRoad.roadClass.rank >= max(2, roadAfter.roadClass.rank - 1)
                && !(sameRoad && otherRoad.roadClass.rank < roadAfter.roadClass.rank)
        }
        if !nearby.isEmpty, abs(angle) < 45, !(sameRoad && abs(angle) < 20) {
            let otherAngle = bearingDifference(from: bearing(before), to: bearing(nearby[0]))
            let left = angle < otherAngle
            return maneuver(
                .keep, left ? .slightLeft : .slightRight, at: index, vertex: via, angle: angle, after: after,
                lanesOf: before, instruction: "Keep \(left ? "left" : "right")" + onto(after))
        }
        if others.isEmpty || (sameRoad && abs(angle) < 45) { return nil }
        if direction == .straight {
            guard !sameRoad, roadAfter.name != nil || roadAfter.ref != nil else { return nil }
            return maneuver(
                .continueStraight, .straight, at: index, vertex: via, angle: angle, after: after, lanesOf: before,
                instruction: "Continue" + onto(after))
        }
        let verb =
            switch direction {
            case .slightLeft: "Bear left"
            case .slightRight: "Bear right"
            case .sharpLeft: "Make a sharp left"
            case .sharpRight: "Make a sharp right"
            case .left: "Turn left"
            case .right: "Turn right"
            case .straight: "Continue"
            }
        return maneuver(
            .turn, direction, at: index, vertex: via, angle: angle, after: after, lanesOf: before,
            instruction: verb + onto(after))
    }

    typealias Direction = RouteManeuver.Direction

    /// Whether a driver going from road `a` onto road `b` reads one road, no new name to announce, as OSRM's
    /// guidance judges it: a road after an unnamed one without a ref is new unless it too has neither; otherwise the
    /// names agree (equal, one empty or the start of the other: a road that loses its name goes on) and so do the
    /// refs (the same rule). Decision (docs/DECISIONS.md, issue 21).
    static func readsAsOneRoad(from a: RoadGraph.Road, to b: RoadGraph.Road) -> Bool {
        let (fromName, toName, fromRef, toRef) = (a.name ?? "", b.name ?? "", a.ref ?? "", b.ref ?? "")
        guard !(fromName.isEmpty && fromRef.isEmpty) else { return toName.isEmpty && toRef.isEmpty }
        func agree(_ x: String, _ y: String) -> Bool { x.hasPrefix(y) || y.hasPrefix(x) }
        return agree(fromName, toName) && agree(fromRef, toRef)
    }

    private func maneuver(
        _ kind: RouteManeuver.Kind, _ direction: Direction, at index: Int, vertex: Int32, angle: Double,
        after: RoadGraph.Edge?, roundaboutExit: Int? = nil, lanesOf before: RoadGraph.Edge? = nil,
        arrivalSide: Direction? = nil, instruction: String
    ) -> RouteManeuver {
        let next = after.map(road)
        let lanes = before.flatMap { edge in edge.isForward ? road(edge).forwardLanes : road(edge).backwardLanes }
        let turnLanes = before.flatMap { edge in
            edge.isForward ? road(edge).forwardTurnLanes : road(edge).backwardTurnLanes
        }
        return RouteManeuver(
            kind: kind, direction: direction, coordinate: coordinate(vertex), pointIndex: index, angle: angle,
            roadName: next?.name, roadRef: next?.ref, roundaboutExit: roundaboutExit, lanes: lanes,
            turnLanes: turnLanes, arrivalSide: arrivalSide, distance: 0, duration: 0, instruction: instruction)
    }

    /// " onto <name>" (or " on <name>"), the ref in brackets when both exist; empty for an unnamed road.
    private func onto(_ edge: RoadGraph.Edge, preposition: String = "onto") -> String {
        let road = road(edge)
        switch (road.name, road.ref) {
        case (let name?, let ref?): return " \(preposition) \(name) (\(ref))"
        case (let name?, nil): return " \(preposition) \(name)"
        case (nil, let ref?): return " \(preposition) \(ref)"
        case (nil, nil): return ""
        }
    }

    /// The destination's side of the last edge: left or right when it lies more than 3 m off the road's line.
    private func arrivalSide(_ edge: RoadGraph.Edge) -> Direction {
        let end = coordinate(edge.to)
        guard end.distance(to: destination) > 3 else { return .straight }
        let toDestination = bearingDifference(from: bearing(edge), to: end.bearing(to: destination))
        if abs(toDestination) < 20 || abs(toDestination) > 160 { return .straight }
        return toDestination > 0 ? .right : .left
    }

    /// Each maneuver's distance and time to the next.
    private func timed(_ maneuvers: [RouteManeuver]) -> [RouteManeuver] {
        var cumulativeLength = [0.0]
        var cumulativeTime = [0.0]
        for edge in edges {
            cumulativeLength.append(cumulativeLength.last! + edge.length)
            cumulativeTime.append(cumulativeTime.last! + edge.duration)
        }
        var result = maneuvers
        for index in result.indices {
            let here = min(result[index].pointIndex, edges.count)
            let next = index + 1 < result.count ? min(result[index + 1].pointIndex, edges.count) : here
            result[index].distance = cumulativeLength[next] - cumulativeLength[here]
            result[index].duration = cumulativeTime[next] - cumulativeTime[here]
        }
        return result
    }

    static func compass(_ bearing: Double) -> String {
        let names = ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"]
        return names[Int(((bearing + 22.5) / 45).rounded(.down)) % 8]
    }

    static func ordinal(_ number: Int) -> String {
        let suffix =
            switch (number % 10, number % 100) {
            case (_, 11...13): "th"
            case (1, _): "st"
            case (2, _): "nd"
            case (3, _): "rd"
            default: "th"
            }
        return "\(number)\(suffix)"
    }
}
