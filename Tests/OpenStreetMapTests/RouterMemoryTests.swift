import Expectations
import Foundation
import Testing

@testable import OpenStreetMap

/// What a city's map holds per edge (issue 21's memory): an edge in 24 bytes, a search's penalties made only when a
/// request penalises an edge.
@Suite struct RouterMemoryTests {
    @Test func anEdgeTakes24BytesAndKeepsItsLengthAndTimeToAMillimetre() {
        expectEqual(MemoryLayout<RoadGraph.Edge>.stride, 24)
        let edge = RoadGraph.Edge(from: 0, to: 1, road: 0, isForward: true, length: 9_876.543_21, duration: 711.112_233)
        expectTrue(abs(edge.length - 9_876.543_21) < 0.001 && abs(edge.duration - 711.112_233) < 0.0001)
    }

    @Test func aSearchSpaceMakesPenaltiesOnlyWhenARequestPenalisesAnEdge() {
        let space = RouteSearchSpace(edges: 1_000)
        space.beginRequest()
        expectTrue(!space.hasPenalties && space.penalty(5) == 1)
        space.setPenalty(5, 1.5)
        expectTrue(space.hasPenalties && space.penalty(5) == 1.5 && space.penalty(6) == 1)
        space.beginRequest()
        expectEqual(space.penalty(5), 1, "a new request starts without penalties")
    }
}
