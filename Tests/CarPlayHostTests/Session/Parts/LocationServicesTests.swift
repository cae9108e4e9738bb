import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import _PlatformHost
import OpenStreetMap
@testable import CarPlayHost

@MainActor
@Suite("Session parts: location services")
struct LocationServicesTests {
    final class Manager: PlatformLocationClient {
        var platformLocationNeeds: PlatformLocationNeeds = []
        func receive(_ event: PlatformLocationEvent) {}
    }

    private func fix(course: Double) -> PlatformLocationFix {
        PlatformLocationFix(
            coordinate: PlatformCoordinate(latitude: 43.73, longitude: 7.42), altitude: 0, horizontalAccuracy: 5,
            verticalAccuracy: -1, course: course, courseAccuracy: 5, speed: 10, speedAccuracy: 0.5,
            timestamp: Date(timeIntervalSince1970: 0))
    }

    @Test("services off deny every app; not determined stays not determined")
    func effectiveAuthorization() {
        var services = LocationServices()
        expectEqual(services.effectiveAuthorization, .notDetermined)
        services.setServicesEnabled(false)
        expectEqual(services.effectiveAuthorization, .notDetermined)
        services.setAuthorization(.authorizedWhenInUse)
        expectEqual(services.effectiveAuthorization, .denied)
        services.setServicesEnabled(true)
        expectEqual(services.effectiveAuthorization, .authorizedWhenInUse)
    }

    @Test("the user answers a pending prompt once; Always is asked once until the permission is reset")
    func prompts() {
        var services = LocationServices()
        var before = services.answerPendingPrompt()
        expectEqual(before, nil, "no prompt")
        services.requestPrompt(always: false)
        before = services.answerPendingPrompt()
        expectEqual(before, .notDetermined)
        expectEqual(services.authorization, .authorizedWhenInUse)
        services.answer = .allowAlways
        services.requestPrompt(always: true)
        services.requestPrompt(always: false)
        expectEqual(services.pendingPrompt, true, "a pending prompt keeps the Always kind")
        before = services.answerPendingPrompt()
        expectTrue(before == .authorizedWhenInUse && services.authorization == .authorizedAlways)
        services.setAuthorization(.authorizedWhenInUse)
        services.requestPrompt(always: true)
        before = services.answerPendingPrompt()
        expectTrue(before == nil && services.authorization == .authorizedWhenInUse, "Always is asked once")
        services.setAuthorization(.notDetermined)
        expectTrue(!services.askedAlways)
    }

    @Test("managers: kept weakly in the order they appeared, each owed its creation callback once")
    func managers() {
        var services = LocationServices()
        let first = Manager()
        var second: Manager? = Manager()
        services.clientDidChange(first)
        services.clientDidChange(second!)
        services.clientDidChange(first)
        expectEqual(services.order, [ObjectIdentifier(first), ObjectIdentifier(second!)])
        expectTrue(services.takeCreationCallback(ObjectIdentifier(first)) === first)
        expectEqual(services.takeCreationCallback(ObjectIdentifier(first)), nil)
        let secondID = ObjectIdentifier(second!)
        second = nil
        expectEqual(services.client(secondID), nil)
        services.forgetGoneClients()
        expectEqual(services.order, [ObjectIdentifier(first)])
    }

    @Test("first events: a position and a heading once, again after the car jumped; the refusal when denied")
    func firstEvents() {
        var services = LocationServices()
        let manager = Manager()
        manager.platformLocationNeeds = [.updatingLocation, .updatingHeading]
        services.clientDidChange(manager)
        let id = ObjectIdentifier(manager)
        let moving = fix(course: 90)
        let needs = manager.platformLocationNeeds
        var due = services.firstEvents(
            for: id, needs: needs, status: .authorizedWhenInUse, fix: moving, jumped: false, samplesFollow: false)
        expectEqual(due, [.position(.location(moving)), .heading(.heading(moving))])
        services.sentFix(id)
        services.sentHeading(id)
        due = services.firstEvents(
            for: id, needs: needs, status: .authorizedWhenInUse, fix: moving, jumped: false, samplesFollow: false)
        expectTrue(due.isEmpty)
        due = services.firstEvents(
            for: id, needs: needs, status: .authorizedWhenInUse, fix: moving, jumped: true, samplesFollow: false)
        expectEqual(due.count, 2, "the car jumped")
        due = services.firstEvents(
            for: id, needs: needs, status: .authorizedWhenInUse, fix: moving, jumped: true, samplesFollow: true)
        expectTrue(due.isEmpty, "the drive's fixes follow")
        services.forgetFirstFixes()
        due = services.firstEvents(
            for: id, needs: needs, status: .authorizedWhenInUse, fix: nil, jumped: false, samplesFollow: false)
        expectEqual(due, [.position(.locationUnknown)], "nowhere on Earth: no heading either")
        due = services.firstEvents(
            for: id, needs: needs, status: .authorizedWhenInUse, fix: fix(course: -1), jumped: false,
            samplesFollow: false)
        expectEqual(due, [.position(.location(fix(course: -1)))], "a standing car has no heading")
        due = services.firstEvents(
            for: id, needs: needs, status: .denied, fix: moving, jumped: false, samplesFollow: false)
        expectEqual(due, [.position(.denied)])
        due = services.firstEvents(
            for: id, needs: needs, status: .notDetermined, fix: moving, jumped: false, samplesFollow: false)
        expectTrue(due.isEmpty)
    }

    @Test("a manager that stops updating is owed a first position again")
    func stopping() {
        var services = LocationServices()
        let manager = Manager()
        manager.platformLocationNeeds = [.updatingLocation]
        services.clientDidChange(manager)
        let id = ObjectIdentifier(manager)
        services.sentFix(id)
        services.clientDidChange(manager)
        expectEqual(services.clients[id]?.sentFirstFix, true)
        manager.platformLocationNeeds = []
        services.clientDidChange(manager)
        expectEqual(services.clients[id]?.sentFirstFix, false)
    }

    @Test("a position of the moving car: the fix to managers that want positions, the heading with a course only")
    func samples() {
        var services = LocationServices()
        let updating = Manager()
        updating.platformLocationNeeds = [.updatingLocation, .updatingHeading]
        let idle = Manager()
        services.clientDidChange(updating)
        services.clientDidChange(idle)
        let moving = services.sample(fix(course: 90))
        expectTrue(moving.count == 2 && moving.allSatisfy { $0.0 === updating })
        expectEqual(services.clients[ObjectIdentifier(updating)]?.sentFirstFix, true)
        expectEqual(services.clients[ObjectIdentifier(updating)]?.sentFirstHeading, true)
        expectEqual(services.clients[ObjectIdentifier(idle)]?.sentFirstFix, false)
        expectEqual(services.sample(fix(course: -1)).count, 1, "no heading without a course")
    }

    @Test("a vehicle state reads as a GPS fix with the car's accuracies; nowhere on Earth is none")
    func fixes() {
        let vehicle = Vehicle(coordinate: Coordinate(latitude: 43.73, longitude: 7.42))
        let standing = VehicleState(
            coordinate: Coordinate(latitude: 43.73, longitude: 7.42), timestamp: Date(timeIntervalSince1970: 0))
        let fix = LocationServices.fix(standing, of: vehicle)
        expectEqual(fix?.horizontalAccuracy, vehicle.horizontalAccuracy)
        expectEqual(fix?.courseAccuracy, -1, "no course standing still")
        expectEqual(fix?.verticalAccuracy, -1, "no altitude without elevation")
        var heading = standing
        heading.course = 45
        expectEqual(LocationServices.fix(heading, of: vehicle)?.courseAccuracy, vehicle.courseAccuracy)
        let nowhere = VehicleState(
            coordinate: Coordinate(latitude: 200, longitude: 0), timestamp: Date(timeIntervalSince1970: 0))
        expectEqual(LocationServices.fix(nowhere, of: vehicle), nil)
    }
}
