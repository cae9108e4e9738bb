import CarPlay
@_spi(AppCode) @testable import CarPlayHost
import CarPlayTestSupport
import Expectations
import Foundation
import MediaPlayer
import OpenStreetMap
import Testing

/// When the car next needs its clock (`CarSystem.clockDemand()`), and the home screen laid out only when what it
/// shows changed.
@MainActor @Suite(.serialized) struct ClockDemandTests {
    @Test func anIdleCarWaitsForTheStatusBarsNextMinute() throws {
        let time = ManualTime()  // 12:00:00
        let car = try Apps.car(clock: time)
        time.now += 20.5
        let demand = car.clockDemand()
        expectTrue(demand.deadline == Date(timeIntervalSince1970: 1_767_268_800 + 60) && !demand.isContinuous)
        time.now += 39.5
        expectEqual(car.clockDemand().deadline, Date(timeIntervalSince1970: 1_767_268_800 + 120), "not the minute now")
    }

    @Test func theHomeScreensNoticeGoesOnTime() throws {
        let time = ManualTime()
        let car = try Apps.car(clock: time)
        time.now += 50
        car.showDashboard()  // No navigation app: a notice for three seconds.
        expectTrue(car.homeScreen().allTexts.contains { $0.contains("navigation app") })
        expectEqual(car.clockDemand().deadline, time.now.addingTimeInterval(3))
    }

    @Test func aDriveUnderWayAndSpeechWantEverySecond() throws {
        let time = ManualTime()
        let car = try Apps.car(clock: time)
        car.placeVehicle(at: Coordinate(latitude: 43.7312, longitude: 7.4196))
        _ = try car.driveVehicle(to: try require(car.driveDestinations.first).coordinate)
        expectTrue(car.clockDemand().isContinuous)
        expectTrue(car.pauseDrive())
        expectTrue(!car.clockDemand().isContinuous, "a paused car stands")
    }

    @Test func theDriveUnderWayEndsWhenTheCarStands() throws {
        let time = ManualTime()
        let car = try Apps.car(clock: time)
        car.placeVehicle(at: Coordinate(latitude: 43.7312, longitude: 7.4196))
        expectEqual(car.vehicleDriveEnd, nil, "a car standing")
        _ = try car.driveVehicle(to: try require(car.driveDestinations.first).coordinate)
        let end = try require(car.vehicleDriveEnd)
        expectGreater(end, time.now)
        // A second before its end the car moves; from its end on it stands where it is.
        time.now = end.addingTimeInterval(-1)
        car.clockDidAdvance()
        let before = try require(car.vehicleState)
        time.now = end
        car.clockDidAdvance()
        let atEnd = try require(car.vehicleState)
        time.now = end.addingTimeInterval(5)
        car.clockDidAdvance()
        expectNotEqual(before.coordinate, atEnd.coordinate)
        expectEqual(car.vehicleState?.coordinate, atEnd.coordinate)
        expectTrue(car.vehicleDriveEnd.map { $0 <= time.now } ?? true, "the drive is over")
    }

    @Test func aPausedDriveHasNoEndUntilItGoesOn() throws {
        let time = ManualTime()
        let car = try Apps.car(clock: time)
        car.placeVehicle(at: Coordinate(latitude: 43.7312, longitude: 7.4196))
        _ = try car.driveVehicle(to: try require(car.driveDestinations.first).coordinate)
        let end = try require(car.vehicleDriveEnd)
        expectTrue(car.pauseDrive())
        expectEqual(car.vehicleDriveEnd, nil)
        time.now += 30
        expectTrue(car.resumeDrive())
        expectEqual(car.vehicleDriveEnd.map { abs($0.timeIntervalSince(end) - 30) < 0.001 }, true, "30 s later")
    }

    @Test func aScreenShowingTheTimeRunningWantsEverySecond() throws {
        let time = ManualTime()
        let car = try Apps.car(clock: time)
        try car.launch(Apps.playerID)
        _ = car.currentScreen()
        expectTrue(!car.clockDemand().isContinuous, "a list reads no clock")
        let session = try require(car.sessions[Apps.playerID])
        let controller = try require(session.interfaceController)
        session.runAsApp {
            MPNowPlayingInfoCenter.default().nowPlayingInfo = [
                MPMediaItemPropertyTitle: "Song", MPMediaItemPropertyPlaybackDuration: 300.0,
                MPNowPlayingInfoPropertyElapsedPlaybackTime: 10.0, MPNowPlayingInfoPropertyPlaybackRate: 1.0,
            ]
            MPNowPlayingInfoCenter.default().playbackState = .playing
            controller.pushTemplate(CPNowPlayingTemplate.shared, animated: false, completion: nil)
        }
        _ = car.currentScreen()
        expectTrue(car.clockDemand().isContinuous, "Now Playing's elapsed time runs")
        car.goHome()
        _ = car.currentScreen()
        expectTrue(!car.clockDemand().isContinuous, "not while another screen shows")
    }

    @Test func theHomeScreenIsLaidOutOnlyWhenWhatItShowsChanged() throws {
        let time = ManualTime()
        let car = try Apps.car(clock: time)
        let first = car.homeScreen()
        let layouts = car.homeLayoutCount
        time.now += 30
        expectEqual(car.homeScreen(), first)
        expectEqual(car.currentScreen(), first)
        expectEqual(car.homeLayoutCount, layouts, "nothing it shows changed")
        time.now += 30
        expectNotEqual(car.homeScreen(), first, "the minute turned")
        try car.rotateKnob(1)
        _ = car.homeScreen()
        expectEqual(car.homeLayoutCount, layouts + 2)
    }
}
