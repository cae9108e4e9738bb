import Expectations
import Foundation
import Testing

@testable import CarPlayScreen

/// A map view's members written without an encoder (`ScreenMapView.writeMembers`, which `PublishedScreen` uses for a
/// map that moves its camera every second) are every member the encoder writes besides the overlays and annotations,
/// with the same values: a member added to the map view and not written there fails here.
@Suite struct ScreenMapViewJSONTests {
    @Test func theMembersWrittenDirectlyAreTheEncoders() throws {
        let example = try require(ScreenContractJSONTests.example().root.first { $0.mapView != nil }?.mapView)
        var bare = example
        bare.settings.attribution = nil
        bare.userLocation = nil
        for view in [example, bare] {
            var members: [String: JSONValue] = [:]
            expectTrue(view.writeMembers(into: &members))
            members[ScreenMapView.overlaysKey] = try JSONValueEncoder.encode(view.overlays)
            members[ScreenMapView.annotationsKey] = try JSONValueEncoder.encode(view.annotations)
            expectEqual(JSONValue.object(members), try JSONValueEncoder.encode(view))
        }
        var lost = example
        lost.settings.zoom = .infinity
        var members: [String: JSONValue] = [:]
        expectTrue(!lost.writeMembers(into: &members))
        expectTrue(members.isEmpty)
    }
}
