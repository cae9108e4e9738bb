import CarPlay
import CarPlayHost
import CarPlayTestSupport
import CarPlayTesting
import Expectations
import Foundation
import MediaPlayer
import Testing

/// The legacy audio path with the Casts sample: CarPlay draws an audio app's interface from its
/// `MPPlayableContentDataSource` — tabs of the root's items, lists of a container's children (loaded first), Now
/// Playing once the delegate plays — and tells it the car's limits.
@MainActor @Suite struct PlayableContentTests {
    func car(sectioned: Bool = true) throws -> TestCar {
        var bundle = try InstalledApp(module: "Casts").bundle
        expectTrue(bundle.supportsSectionedBrowsing && !bundle.declaresSceneManifest && bundle.category == .audio)
        bundle.supportsSectionedBrowsing = sectioned
        let car = TestCar(app: try InstalledApp(bundle: bundle, moduleName: "Casts"))
        car.display = .highResolution
        try car.connect()
        return car
    }

    func rows(_ car: TestCar) -> [ListRowSnapshot] {
        guard case .list(let list)? = car.visibleTemplate?.content else { return [] }
        return list.sections.flatMap(\.items).compactMap { if case .item(let row) = $0 { row } else { nil } }
    }

    @Test func theRootItemsAreTabsAShowOpensItsEpisodesAndAnEpisodePlays() async throws {
        let car = try car()
        expectTrue(car.rootTemplate?.kind == .tabBar && car.tabTitles == ["Shows", "Live"])
        expectEqual(rows(car).map(\.text), ["Harbour Talk", "Coast Road Stories"])
        car.select("Harbour Talk")
        await car.settle()
        expectTrue(car.topTemplate?.kind == .list && car.stack.count == 2)
        expectEqual(rows(car).map(\.text), ["The Grand Prix Week", "Boats and Tides", "A Rock in the Sea"])
        expectEqual(rows(car).map(\.playbackProgress), [0, 0.4000000059604645, 1], "what was heard of each")
        car.select("Boats and Tides")
        await car.settle()
        expectEqual(car.topTemplate?.kind, .nowPlaying, "Now Playing once the app plays")
        let info = car.run { MPNowPlayingInfoCenter.default().nowPlayingInfo }
        expectEqual(info?[MPMediaItemPropertyTitle] as? String, "Boats and Tides")
        expectEqual(car.session.audioSession?.isActive, true)
        car.back()
        await car.settle()
        expectEqual(rows(car).first { $0.text == "Boats and Tides" }?.isPlaying, true, "the list marks what plays")
        expectTrue(car.faults.isEmpty && car.review() == [])
    }

    @Test func withoutSectionedBrowsingTheRootIsOneListAndTheAppHearsTheCarsLimits() async throws {
        let car = try car(sectioned: false)
        expectTrue(car.rootTemplate?.kind == .list && rows(car).map(\.text) == ["Shows", "Live"])
        car.select("Live")
        await car.settle()
        car.select("Riviera Talk")
        await car.settle()
        expectEqual(car.topTemplate?.kind, .nowPlaying)
        let context = car.run { MPPlayableContentManager.shared().context }
        expectTrue(context.endpointAvailable && context.enforcedContentTreeDepth == car.session.rules.maximumDepth)
        expectEqual(
            context.enforcedContentItemsCount, car.run { CPListTemplate.maximumItemCount }, "the car's list limit")
    }
}
