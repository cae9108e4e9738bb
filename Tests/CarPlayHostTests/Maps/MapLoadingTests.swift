@testable import CarPlayHost
import Expectations
import Foundation
import OpenStreetMap
import Testing

/// A map read from its file (`CarMap(contentsOf:)`) is made with less memory than its extract and every builder's
/// output would take side by side (issue 21, the load's peak): the extract's ways are emptied as the drawing is made.
/// What the car draws, routes and finds must be exactly what the extract gives when it is kept whole.
@Suite struct MapLoadingTests {
    @Test func aMapReadFromItsFileDrawsRoutesAndFindsWhatItsWholeExtractGives() throws {
        let extract = try OSMExtract(contentsOf: OSMExtract.monacoURL)
        let read = try CarMap(contentsOf: OSMExtract.monacoURL)
        let whole = CarMap(extract: extract, attribution: OSMExtract.monacoAttribution)
        // The ways were released on the way: `extract` is the caller's and is untouched.
        expectTrue(extract.ways.allSatisfy { !$0.nodeIDs.isEmpty })
        // (Compared as truths: a failure names the first difference, not two maps' worth of values.)
        let drawn = read.drawing.features.features
        let drawnWhole = whole.drawing.features.features
        expectTrue(drawn.count > 20_000 && drawn.count == drawnWhole.count)
        let firstDifference = drawn.indices.first { $0 >= drawnWhole.count || drawn[$0] != drawnWhole[$0] }
        expectEqual(firstDifference, nil, "feature \(firstDifference ?? 0) differs")
        expectTrue(drawn.contains { !$0.holes.isEmpty }, "multipolygons, made of ways the drawing releases")
        expectTrue(drawn.contains { $0.kind == .sea }, "the sea, from the coastline's ways")
        let sameOneWays = read.drawing.oneWays == whole.drawing.oneWays
        expectTrue(sameOneWays && !read.drawing.oneWays.isEmpty)
        let sameGraph = read.graph.edges == whole.graph.edges && read.graph.restrictions == whole.graph.restrictions
        expectTrue(sameGraph)
        let samePlaces = read.places.places == whole.places.places
        expectTrue(samePlaces)
    }
}
