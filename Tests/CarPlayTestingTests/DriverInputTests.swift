@_spi(CarPlayHost) import CarPlay
import CarPlayTesting
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
        car.connect(RootSceneDelegate(root: { CPListTemplate(title: "Albums", sections: [CPListSection(items: [item])]) }))
        #expect(car.select("Abbey Road") == .handlerRunning)
        #expect(selected == ["Abbey Road"])
        #expect(car.isSpinning("Abbey Road"))
        pending?()
        #expect(!car.isSpinning("Abbey Road"))
        #expect(car.spinningElements.isEmpty)
    }

    @Test("a handler that completes at once leaves no spinner")
    func immediateCompletion() {
        let item = CPListItem(text: "Now", detailText: nil)
        item.handler = { _, completion in completion() }
        let car = TestCar(category: .audio)
        car.connect(RootSceneDelegate(root: { CPListTemplate(title: "L", sections: [CPListSection(items: [item])]) }))
        #expect(car.select("Now") == .handled)
        #expect(car.spinningElements.isEmpty)
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
        let delegate = RootSceneDelegate(root: { CPListTemplate(title: "L", sections: [CPListSection(items: [stuck, other])]) })
        car.connect(delegate)
        car.select("Stuck")
        car.select("Other")
        #expect(otherRan)
        #expect(car.isSpinning("Stuck"))
        delegate.interfaceController?.pushTemplate(namedList("Next"), animated: true) { _, _ in }
        #expect(car.stack.count == 2)
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
        #expect(car.select("Async") == .handlerRunning)
        for _ in 0..<200 where car.isSpinning("Async") { try await Task.sleep(for: .milliseconds(5)) }
        #expect(!car.isSpinning("Async"))
    }

    @Test("disabled items do nothing")
    func disabledItem() {
        let item = CPListItem(text: "Off", detailText: nil)
        item.isEnabled = false
        item.handler = { _, _ in Issue.record("a disabled item's handler ran") }
        let car = TestCar(category: .audio)
        car.connect(RootSceneDelegate(root: { CPListTemplate(title: "L", sections: [CPListSection(items: [item])]) }))
        #expect(car.select("Off") == .disabled)
    }

    @Test("elements of templates that are not on screen can't be tapped")
    func offScreen() throws {
        let item = CPListItem(text: "Hidden", detailText: nil)
        let car = TestCar(category: .audio)
        let delegate = RootSceneDelegate(root: { CPListTemplate(title: "L", sections: [CPListSection(items: [item])]) })
        car.connect(delegate)
        delegate.interfaceController?.pushTemplate(namedList("Top"), animated: false) { _, _ in }
        #expect(car.send(InputEvent(target: ElementID(item._elementID.rawValue))) == .notOnScreen)
    }

    @Test("bar buttons, grid buttons and alert actions run their handlers; an alert action dismisses the alert")
    func buttons() throws {
        var log: [String] = []
        let grid = CPGridTemplate(title: "Home", gridButtons: [
            CPGridButton(titleVariants: ["Favourites", "Favs"], image: UIImage(systemName: "star")!) { _ in log.append("grid") },
        ])
        grid.trailingNavigationBarButtons = [CPBarButton(title: "Edit") { _ in log.append("bar") }]
        let car = TestCar(category: .communication)
        let delegate = RootSceneDelegate(root: { grid })
        car.connect(delegate)
        car.tap("Favs")
        car.tap("Edit")
        let controller = try #require(delegate.interfaceController)
        controller.presentTemplate(CPAlertTemplate(titleVariants: ["Delete?"], actions: [
            CPAlertAction(title: "Delete", style: .destructive) { _ in
                log.append("alert")
                // A common pattern: dismissing in the handler. The button already dismissed it: no effect, no error.
                controller.dismissTemplate(animated: true)
            },
        ]), animated: true) { _, _ in }
        #expect(car.element("Favs") == nil, "the modal hides the grid")
        car.tap("Delete")
        #expect(log == ["grid", "bar", "alert"])
        #expect(car.presentedTemplate == nil)
        #expect(car.faults.isEmpty)
    }

    @Test("back pops the top template; a custom back button runs its handler instead")
    func back() throws {
        let car = TestCar(category: .audio)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        let controller = try #require(delegate.interfaceController)
        controller.pushTemplate(namedList("A"), animated: false) { _, _ in }
        #expect(car.back() == .handledBySystem)
        #expect(car.stack.count == 1)
        #expect(car.back() == .unsupported)
        var tapped = false
        let custom = namedList("Custom")
        custom.backButton = CPBarButton(title: "Done") { _ in tapped = true }
        controller.pushTemplate(custom, animated: false) { _, _ in }
        #expect(car.back() == .handled)
        #expect(tapped)
        #expect(car.stack.count == 2)
    }

    @Test("an app's change to an item shows in the next snapshot")
    func liveUpdates() throws {
        let item = CPListItem(text: "Track", detailText: nil)
        let car = TestCar(category: .audio)
        car.connect(RootSceneDelegate(root: { CPListTemplate(title: "L", sections: [CPListSection(items: [item])]) }))
        item.setText("Renamed")
        #expect(car.element("Renamed") != nil)
        #expect(car.elementsOnScreen.allSatisfy { !$0.texts.contains("Track") })
    }
}
