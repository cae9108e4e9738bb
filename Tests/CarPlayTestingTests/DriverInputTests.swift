@_spi(CarPlayHost) import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import Testing
import UIKit

@MainActor
@Suite("Driver input reaches the app's handlers")
struct DriverInputTests {
    @Test("selecting an item runs its handler; the spinner stays until the app calls the completion")
    func handlerAndSpinner() {
        var pending: (() -> Void)?
        var selected: [String] = []
        let item = CPListItem(text: "Abbey Road", detailText: "The Beatles")
        item.handler = { item, completion in
            selected.append((item as? CPListItem)?.text ?? "?")
            pending = completion
        }
        let car = TestCar(category: .audio)
        car.connect(
            RootSceneDelegate(root: { CPListTemplate(title: "Albums", sections: [CPListSection(items: [item])]) }))
        expectEqual(car.select("Abbey Road"), .handlerRunning)
        expectEqual(selected, ["Abbey Road"])
        expectTrue(car.isSpinning("Abbey Road"))
        pending?()
        expectTrue(!car.isSpinning("Abbey Road"))
        expectTrue(car.spinningElements.isEmpty)
    }

    @Test("a handler that completes at once leaves no spinner")
    func immediateCompletion() {
        let item = CPListItem(text: "Now", detailText: nil)
        item.handler = { _, completion in completion() }
        let car = TestCar(category: .audio)
        car.connect(RootSceneDelegate(root: { CPListTemplate(title: "L", sections: [CPListSection(items: [item])]) }))
        expectEqual(car.select("Now"), .handled)
        expectTrue(car.spinningElements.isEmpty)
    }

    @Test("a handler that never completes keeps its spinner and nothing else breaks")
    func neverCompletes() throws {
        let stuck = CPListItem(text: "Stuck", detailText: nil)
        stuck.handler = { _, _ in }
        let other = CPListItem(text: "Other", detailText: nil)
        var otherRan = false
        other.handler = { _, completion in
            otherRan = true
            completion()
        }
        let car = TestCar(category: .audio)
        let delegate = RootSceneDelegate(root: {
            CPListTemplate(title: "L", sections: [CPListSection(items: [stuck, other])])
        })
        car.connect(delegate)
        car.select("Stuck")
        car.select("Other")
        expectTrue(otherRan)
        expectTrue(car.isSpinning("Stuck"))
        delegate.interfaceController?.pushTemplate(namedList("Next"), animated: true) { _, _ in }
        expectEqual(car.stack.count, 2)
    }

    @Test("a completion called from another thread still reaches the car")
    func completionOffMainThread() async throws {
        let item = CPListItem(text: "Async", detailText: nil)
        item.handler = { _, completion in
            nonisolated(unsafe) let completion = completion
            DispatchQueue.global().async { completion() }
        }
        let car = TestCar(category: .audio)
        car.connect(RootSceneDelegate(root: { CPListTemplate(title: "L", sections: [CPListSection(items: [item])]) }))
        expectEqual(car.select("Async"), .handlerRunning)
        await car.settle()
        expectTrue(!car.isSpinning("Async"))
    }

    @Test("settle() returns once every completion has run, and fails a test whose app never calls one")
    func settleWaitsForCompletions() async throws {
        let later = CPListItem(text: "Later", detailText: nil)
        later.handler = { _, completion in
            Task { @MainActor in
                await Task.yield()
                completion()
            }
        }
        let never = CPListItem(text: "Never", detailText: nil)
        never.handler = { _, _ in }
        let car = TestCar(category: .audio)
        car.connect(
            RootSceneDelegate(root: { CPListTemplate(title: "L", sections: [CPListSection(items: [later, never])]) }))
        expectEqual(car.select("Later"), .handlerRunning)
        await car.settle()
        expectTrue(car.spinningElements.isEmpty)
        expectEqual(car.select("Never"), .handlerRunning)
        expectEqual(await car.waitForHandlers(timeout: .milliseconds(50)), false, "the app never calls the completion")
        expectTrue(car.isSpinning("Never"))
    }

    @Test("a wait that times out ends only itself: another waiter still hears the completion")
    func aTimeoutEndsOnlyItsOwnWait() async throws {
        @MainActor final class Held { var completion: (() -> Void)? }
        let held = Held()
        let item = CPListItem(text: "Held", detailText: nil)
        item.handler = { _, completion in held.completion = completion }
        let car = TestCar(category: .audio)
        car.connect(RootSceneDelegate(root: { CPListTemplate(title: "L", sections: [CPListSection(items: [item])]) }))
        expectEqual(car.select("Held"), .handlerRunning)
        let long = Task { @MainActor in await car.waitForHandlers(timeout: .seconds(600)) }
        await Task.yield()
        expectEqual(await car.waitForHandlers(timeout: .milliseconds(10)), false)
        // The long wait is still waiting: the app's completion ends it, with success.
        held.completion?()
        expectEqual(await long.value, true)
    }

    @Test("wait(until:) holds out for work of another thread, however long it takes in main-actor turns")
    func waitUntilSeesWorkOfAnotherThread() async {
        final class Flag: @unchecked Sendable {
            private let lock = NSLock()
            private var value = false
            var isSet: Bool { lock.withLock { value } }
            func set() { lock.withLock { value = true } }
        }
        let car = TestCar(category: .audio)
        let flag = Flag()
        // Work off the main actor that outlasts many main-actor turns (as the car's directions can): it finishes
        // only after the 600th check, more turns than the tests once counted.
        let release = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            release.wait()
            flag.set()
        }
        var checks = 0
        let held = await car.wait {
            checks += 1
            if checks == 600 { release.signal() }
            return flag.isSet
        }
        expectTrue(held && checks >= 600)
    }

    @Test("disabled items do nothing")
    func disabledItem() {
        let item = CPListItem(text: "Off", detailText: nil)
        item.isEnabled = false
        item.handler = { _, _ in Issue.record("a disabled item's handler ran") }
        let car = TestCar(category: .audio)
        car.connect(RootSceneDelegate(root: { CPListTemplate(title: "L", sections: [CPListSection(items: [item])]) }))
        expectEqual(car.select("Off"), .disabled)
    }

    @Test("elements of templates that are not on screen can't be tapped")
    func offScreen() throws {
        let item = CPListItem(text: "Hidden", detailText: nil)
        let car = TestCar(category: .audio)
        let delegate = RootSceneDelegate(root: { CPListTemplate(title: "L", sections: [CPListSection(items: [item])]) })
        car.connect(delegate)
        delegate.interfaceController?.pushTemplate(namedList("Top"), animated: false) { _, _ in }
        expectEqual(car.send(InputEvent(target: ElementID(item._elementID.rawValue))), .notOnScreen)
    }

    @Test("bar buttons, grid buttons and alert actions run their handlers; an alert action dismisses the alert")
    func buttons() throws {
        var log: [String] = []
        let grid = CPGridTemplate(
            title: "Home",
            gridButtons: [
                CPGridButton(titleVariants: ["Favourites", "Favs"], image: UIImage(systemName: "star")!) { _ in
                    log.append("grid")
                }
            ])
        grid.trailingNavigationBarButtons = [CPBarButton(title: "Edit") { _ in log.append("bar") }]
        let car = TestCar(category: .communication)
        let delegate = RootSceneDelegate(root: { grid })
        car.connect(delegate)
        car.tap("Favs")
        car.tap("Edit")
        let controller = try require(delegate.interfaceController)
        controller.presentTemplate(
            CPAlertTemplate(
                titleVariants: ["Delete?"],
                actions: [
                    CPAlertAction(title: "Delete", style: .destructive) { _ in
                        log.append("alert")
                        // A common pattern: dismissing in the handler. The button already dismissed it: no effect, no error.
                        controller.dismissTemplate(animated: true)
                    }
                ]), animated: true
        ) { _, _ in }
        expectEqual(car.element("Favs"), nil, "the modal hides the grid")
        car.tap("Delete")
        expectEqual(log, ["grid", "bar", "alert"])
        expectEqual(car.presentedTemplate, nil)
        expectTrue(car.faults.isEmpty)
    }

    @Test("back pops the top template; a custom back button runs its handler instead")
    func back() throws {
        let car = TestCar(category: .audio)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        let controller = try require(delegate.interfaceController)
        controller.pushTemplate(namedList("A"), animated: false) { _, _ in }
        expectEqual(car.back(), .handledBySystem)
        expectEqual(car.stack.count, 1)
        expectEqual(car.back(), .unsupported)
        var tapped = false
        let custom = namedList("Custom")
        custom.backButton = CPBarButton(title: "Done") { _ in tapped = true }
        controller.pushTemplate(custom, animated: false) { _, _ in }
        expectEqual(car.back(), .handled)
        expectTrue(tapped)
        expectEqual(car.stack.count, 2)
    }

    @Test("an app's change to an item shows in the next snapshot")
    func liveUpdates() throws {
        let item = CPListItem(text: "Track", detailText: nil)
        let car = TestCar(category: .audio)
        car.connect(RootSceneDelegate(root: { CPListTemplate(title: "L", sections: [CPListSection(items: [item])]) }))
        item.setText("Renamed")
        expectNotEqual(car.element("Renamed"), nil)
        expectTrue(car.elementsOnScreen.allSatisfy { !$0.texts.contains("Track") })
    }
}

@MainActor
@Suite("What the car shows: Apple's silent trimming")
struct DisplayTrimmingTests {
    func items(_ count: Int, prefix: String = "Item") -> [CPListItem] {
        (1...count).map { CPListItem(text: "\(prefix) \($0)", detailText: nil) }
    }

    @Test("Limit UI shortens a 500-item audio list to 12 on screen; the 13th can't be selected; lifting it restores")
    func limitUIShortensLists() throws {
        let car = TestCar(category: .audio)
        let list = car.run { CPListTemplate(title: "Songs", sections: [CPListSection(items: items(30))]) }
        car.connect(RootSceneDelegate(root: { list }))
        expectEqual(list.itemCount, 30)
        car.limitUI()
        guard case .list(let shown)? = car.visibleTemplate?.content else { Issue.record("no list"); return }
        expectEqual(shown.itemCount, 12)
        expectNotEqual(car.element("Item 12"), nil)
        expectEqual(car.element("Item 13"), nil)
        expectEqual(
            car.session.declaredSnapshot(of: car.visibleTemplate!.id).map { snapshot in
                if case .list(let declared) = snapshot.content { declared.itemCount } else { 0 }
            }, 30)
        car.unlimitUI()
        expectNotEqual(car.element("Item 30"), nil)
    }

    @Test("items are counted across sections; sections past the budget disappear")
    func acrossSections() {
        let car = TestCar(category: .audio)
        let list = car.run {
            CPListTemplate(
                title: "Sections", sections: (1...4).map { s in CPListSection(items: items(5, prefix: "S\(s)")) })
        }
        car.connect(RootSceneDelegate(root: { list }))
        car.limitUI([.lists])
        guard case .list(let shown)? = car.visibleTemplate?.content else { Issue.record("no list"); return }
        expectEqual(shown.sections.map(\.items.count), [5, 5, 2])
    }

    @Test("grid: 8 buttons at most, and only buttons with a title")
    func grid() {
        let image = UIImage(systemName: "star")!
        var buttons = (1...10).map { CPGridButton(titleVariants: ["B\($0)"], image: image) }
        buttons.insert(CPGridButton(titleVariants: [], image: image), at: 0)
        buttons.insert(CPGridButton(titleVariants: [""], image: image), at: 1)
        let car = TestCar(category: .communication)
        car.connect(RootSceneDelegate(root: { CPGridTemplate(title: "Grid", gridButtons: buttons) }))
        guard case .grid(let grid)? = car.visibleTemplate?.content else { Issue.record("no grid"); return }
        expectEqual(grid.buttons.map(\.titleVariants), (1...8).map { ["B\($0)"] })
    }

    @Test("alerts keep the most recently added actions")
    func alertActions() throws {
        let car = TestCar(category: .navigation)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        let alert = CPAlertTemplate(
            titleVariants: ["Pick"],
            actions: ["First", "Second", "Third"].map {
                CPAlertAction(title: $0, style: .default) { _ in }
            })
        delegate.interfaceController?.presentTemplate(alert, animated: false) { _, _ in }
        guard case .alert(let shown)? = car.presentedTemplate?.content else { Issue.record("no alert"); return }
        expectEqual(shown.actions.map(\.title), ["Second", "Third"])
        expectEqual(car.element("First"), nil)
    }

    @Test("information: 10 items and 3 actions; bar buttons: 2 per side; contact: 4 actions; POIs: 12")
    func fixedLimits() throws {
        let car = TestCar(category: .publicSafety)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        let controller = try require(delegate.interfaceController)
        let information = CPInformationTemplate(
            title: "Info", layout: .twoColumn,
            items: (1...12).map { CPInformationItem(title: "T\($0)", detail: nil) },
            actions: (1...4).map { CPTextButton(title: "A\($0)", textStyle: .normal) })
        information.trailingNavigationBarButtons = (1...3).map { CPBarButton(title: "Bar\($0)") }
        controller.pushTemplate(information, animated: false) { _, _ in }
        guard case .information(let info)? = car.topTemplate?.content else { Issue.record("no info"); return }
        expectEqual(info.items.count, 10)
        expectEqual(info.actions.map(\.title), ["A1", "A2", "A3"])
        expectEqual(info.navigationBar.trailing.map(\.title), ["Bar1", "Bar2"])

        let contact = CPContact(name: "Ann", image: UIImage(systemName: "person")!)
        contact.actions = (1...6).map { _ in CPContactCallButton() }
        controller.pushTemplate(CPContactTemplate(contact: contact), animated: false) { _, _ in }
        guard case .contact(let shownContact)? = car.topTemplate?.content else { Issue.record("no contact"); return }
        expectEqual(shownContact.contact.actions?.count, 4)

        let pois = (1...15).map { index in
            CPPointOfInterest(
                location: MKMapItem(
                    placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 43.7, longitude: 7.4))),
                title: "P\(index)", subtitle: nil, summary: nil, detailTitle: nil, detailSubtitle: nil,
                detailSummary: nil,
                pinImage: nil)
        }
        controller.pushTemplate(
            CPPointOfInterestTemplate(title: "Map", pointsOfInterest: pois, selectedIndex: 13), animated: false
        ) { _, _ in }
        guard case .pointOfInterest(let poi)? = car.topTemplate?.content else { Issue.record("no POI"); return }
        expectEqual(poi.points.count, 12)
        expectEqual(poi.selectedIndex, nil)
    }

    @Test("bad values get defined results: NaN and negative progress, out-of-range element index")
    func badValues() {
        let nan = CPListItem(text: "NaN", detailText: nil)
        nan.playbackProgress = .nan
        let negative = CPListItem(text: "Negative", detailText: nil)
        negative.playbackProgress = -3
        let over = CPListItem(text: "Over", detailText: nil)
        over.playbackProgress = 7
        var tapped: [Int] = []
        let row = CPListImageRowItem(
            text: "Row", images: [UIImage(systemName: "star")!, UIImage(systemName: "heart")!])
        row.listImageRowHandler = { _, index, completion in
            tapped.append(index)
            completion()
        }
        let car = TestCar(category: .audio)
        car.connect(
            RootSceneDelegate(root: {
                CPListTemplate(title: "L", sections: [CPListSection(items: [nan, negative, over, row])])
            }))
        guard case .list(let list)? = car.visibleTemplate?.content else { Issue.record("no list"); return }
        let progress = list.sections[0].items.compactMap { item -> Double? in
            if case .item(let row) = item { row.playbackProgress } else { nil }
        }
        expectEqual(progress, [0, 0, 1])
        expectEqual(car.selectImage(at: 1, inRow: "Row"), .handled)
        expectEqual(car.selectImage(at: 2, inRow: "Row"), .unsupported)
        expectEqual(car.selectImage(at: -1, inRow: "Row"), .unsupported)
        expectEqual(tapped, [1])
    }
}
