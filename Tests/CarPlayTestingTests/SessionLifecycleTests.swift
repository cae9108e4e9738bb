import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import Testing
import UIKit

@MainActor
@Suite("Connecting, appearance order, session configuration")
struct SessionLifecycleTests {
    @Test("non-navigation apps get the window-less connect and disconnect, in UIKit's scene order")
    func connectOrder() {
        let car = TestCar(category: .audio)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        car.disconnect()
        expectEqual(
            delegate.events.filter { !$0.contains("ppear") },
            [
                "willConnectTo", "didConnect", "sceneWillEnterForeground", "sceneDidBecomeActive",
                "sceneWillResignActive", "sceneDidEnterBackground", "didDisconnect", "sceneDidDisconnect",
            ])
        expectEqual(car.appState, .disconnected)
    }

    @Test("navigation apps get the window variants")
    func navigationConnect() {
        let car = TestCar(category: .navigation)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        car.disconnect()
        expectTrue(delegate.events.contains("didConnectToWindow"))
        expectTrue(!delegate.events.contains("didConnect"))
        expectTrue(delegate.events.contains("didDisconnectFromWindow"))
        expectTrue(!delegate.events.contains("didDisconnect"))
    }

    @Test("a delegate that implements no connect method raises Apple's lifecycle exception")
    func noConnectMethod() {
        final class Silent: UIResponder, CPTemplateApplicationSceneDelegate {}
        let car = TestCar(category: .audio)
        let fault = car.expectFault("NSGenericException", reason: "lifecycle methods") { car.connect(Silent()) }
        expectEqual(
            fault?.reason,
            "Application does not implement CarPlay template application lifecycle methods in its scene delegate."
        )
        expectEqual(car.appState, .terminated(fault!))
    }

    @Test("a non-navigation app that implements only the window variant is still connected")
    func windowVariantOnlyFallsBack() {
        final class WindowOnly: UIResponder, CPTemplateApplicationSceneDelegate {
            func templateApplicationScene(
                _ s: CPTemplateApplicationScene, didConnect ic: CPInterfaceController, to window: CPWindow
            ) {
                ic.setRootTemplate(CPListTemplate(title: "Root", sections: []), animated: false, completion: nil)
            }
        }
        let car = TestCar(category: .communication)
        car.connect(WindowOnly())
        expectEqual(car.appState, .connected)
        expectEqual(car.rootTemplate?.kind, .list)
    }

    @Test("returning from connect without a root template is a fault")
    func rootRequired() {
        final class Rootless: UIResponder, CPTemplateApplicationSceneDelegate {
            func templateApplicationScene(_ s: CPTemplateApplicationScene, didConnect ic: CPInterfaceController) {}
        }
        let car = TestCar(category: .audio)
        let fault = car.expectFault("NSInternalInconsistencyException", reason: "did not set a root template") {
            car.connect(Rootless())
        }
        expectEqual(fault?.reason.hasSuffix("templateApplicationScene:didConnectInterfaceController:"), true)
    }

    @Test("a fault terminates the app: later calls do nothing and the car keeps running; reconnect relaunches")
    func faultTerminates() throws {
        let car = TestCar(category: .fueling)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        let controller = try require(delegate.interfaceController)
        car.expectFault(reason: "Allowed classes") {
            controller.pushTemplate(CPNowPlayingTemplate.shared, animated: false, completion: nil)
        }
        var called = false
        controller.pushTemplate(namedList("after"), animated: false) { _, _ in called = true }
        expectTrue(!called)
        expectTrue(car.stack.isEmpty)
        car.reconnect()
        expectEqual(car.appState, .connected)
        expectEqual(car.stack.count, 1)
        expectEqual(car.faults.count, 1)
    }

    @Test("appearance order: setRoot, push, pop, present, dismiss")
    func appearanceOrder() throws {
        let car = TestCar(category: .communication)
        let delegate = RootSceneDelegate(root: { namedList("Root") })
        car.connect(delegate)
        let controller = try require(delegate.interfaceController)
        expectEqual(delegate.appearance, ["willAppear Root", "didAppear Root"])

        delegate.events = []
        controller.pushTemplate(namedList("Detail"), animated: true) { _, _ in }
        expectEqual(
            delegate.appearance, ["willDisappear Root", "willAppear Detail", "didDisappear Root", "didAppear Detail"])

        delegate.events = []
        let alert = makeTemplate(.alert)!
        alert.userInfo = "Alert"
        controller.presentTemplate(alert, animated: true) { _, _ in }
        expectEqual(delegate.appearance, ["willAppear Alert", "didAppear Alert"])

        delegate.events = []
        controller.dismissTemplate(animated: true) { _, _ in }
        expectEqual(delegate.appearance, ["willDisappear Alert", "didDisappear Alert"])

        delegate.events = []
        controller.popTemplate(animated: true) { _, _ in }
        expectEqual(
            delegate.appearance, ["willDisappear Detail", "willAppear Root", "didDisappear Detail", "didAppear Root"])
    }

    @Test("a tab bar root shows the tab bar and the selected tab; switching tabs swaps the tab")
    func tabAppearance() {
        let car = TestCar(category: .audio)
        let delegate = RootSceneDelegate(root: {
            let bar = CPTabBarTemplate(templates: [namedList("Library"), namedList("Radio")])
            bar.userInfo = "Tabs"
            return bar
        })
        car.connect(delegate)
        expectEqual(
            delegate.appearance, ["willAppear Tabs", "willAppear Library", "didAppear Tabs", "didAppear Library"])
        delegate.events = []
        expectEqual(car.selectTab("Radio"), .handledBySystem)
        expectEqual(
            delegate.appearance,
            [
                "willDisappear Library", "willAppear Radio", "didDisappear Library", "didAppear Radio",
            ])
        expectEqual(car.visibleTemplate?.tabTitle, "Radio")
    }

    @Test("the driver's tab switch tells the tab bar delegate; the app's select does not")
    func tabDelegate() throws {
        final class TabDelegate: NSObject, CPTabBarTemplateDelegate {
            var selected: [String] = []
            func tabBarTemplate(_ tabBarTemplate: CPTabBarTemplate, didSelect selectedTemplate: CPTemplate) {
                selected.append(selectedTemplate.userInfo as? String ?? "?")
            }
        }
        let tabDelegate = TabDelegate()
        let library = namedList("Library"), radio = namedList("Radio")
        let bar = CPTabBarTemplate(templates: [library, radio])
        bar.delegate = tabDelegate
        let car = TestCar(category: .audio)
        car.connect(RootSceneDelegate(root: { bar }))
        car.selectTab("Radio")
        expectEqual(tabDelegate.selected, ["Radio"])
        bar.select(library)
        expectEqual(car.visibleTemplate?.tabTitle, "Library")
        expectEqual(tabDelegate.selected, ["Radio"])
    }

    @Test("Limit UI: the session configuration delegate hears it and list maxima drop to 12")
    func limitUI() {
        final class ConfigDelegate: NSObject, CPSessionConfigurationDelegate {
            var limits: [CPLimitableUserInterface] = []
            var styles: [CPContentStyle] = []
            func sessionConfiguration(
                _ c: CPSessionConfiguration, limitedUserInterfacesChanged limits: CPLimitableUserInterface
            ) {
                self.limits.append(limits)
            }
            func sessionConfiguration(_ c: CPSessionConfiguration, contentStyleChanged style: CPContentStyle) {
                styles.append(style)
            }
        }
        let car = TestCar(category: .audio)
        let configDelegate = ConfigDelegate()
        var configuration: CPSessionConfiguration?
        final class Holder: UIResponder, CPTemplateApplicationSceneDelegate {
            var make: (() -> Void)?
            func templateApplicationScene(_ s: CPTemplateApplicationScene, didConnect ic: CPInterfaceController) {
                make?()
                ic.setRootTemplate(CPListTemplate(title: "Root", sections: []), animated: false, completion: nil)
            }
        }
        let holder = Holder()
        holder.make = { configuration = CPSessionConfiguration(delegate: configDelegate) }
        car.connect(holder)
        car.run { expectEqual(CPListTemplate.maximumItemCount, 500) }
        expectEqual(configuration?.limitedUserInterfaces, [])
        car.limitUI([.lists])
        expectEqual(configDelegate.limits, [.lists])
        expectEqual(configuration?.limitedUserInterfaces, .lists)
        car.run { expectEqual(CPListTemplate.maximumItemCount, 12) }
        car.limitUI([.lists, .keyboard])
        car.unlimitUI()
        expectEqual(configDelegate.limits, [.lists, [.lists, .keyboard], []])
        car.run { expectEqual(CPListTemplate.maximumItemCount, 500) }

        car.setContentStyle(.dark)
        expectEqual(configDelegate.styles, [.dark])
        expectEqual(configuration?.contentStyle, .dark)
    }

    @Test("content style changes reach the scene delegate and the scene")
    func contentStyle() {
        let car = TestCar(category: .navigation)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        car.setContentStyle(.dark)
        car.setContentStyle(.dark)
        car.setContentStyle(.light)
        expectEqual(
            delegate.events.filter { $0.hasPrefix("contentStyle") },
            [
                "contentStyleDidChange(2)", "contentStyleDidChange(1)",
            ])
        expectEqual(delegate.interfaceController?.carTraitCollection.userInterfaceStyle, .light)
    }

    @Test(
        "list maxima per category",
        arguments: [
            (AppCategory.audio, 500), (.publicSafety, 500), (.communication, 24), (.navigation, 24), (.parking, 12),
            (.evCharging, 12),
            (.fueling, 12), (.quickFoodOrdering, 12), (.drivingTask, 12), (.voiceConversational, 12),
        ])
    func listMaximum(_ category: AppCategory, _ maximum: Int) {
        let car = TestCar(category: category)
        car.run { expectEqual(CPListTemplate.maximumItemCount, maximum) }
        car.limitUI()
        car.run { expectEqual(CPListTemplate.maximumItemCount, 12) }
    }

    @Test("lists are trimmed to the category's maximum at init, counting across sections")
    func listTrimming() {
        let car = TestCar(category: .communication)
        let list = car.run {
            CPListTemplate(
                title: "Chats",
                sections: (0..<3).map { s in
                    CPListSection(items: (0..<10).map { CPListItem(text: "\(s)-\($0)", detailText: nil) })
                })
        }
        expectEqual(list.itemCount, 24)
        expectEqual(list.sections.map(\.items.count), [10, 10, 4])
    }

    @Test("the manifest's scene delegate class is created by name, as iOS does")
    func delegateFromManifest() throws {
        let car = TestCar(category: .audio, sceneDelegateClassName: NSStringFromClass(RootSceneDelegate.self))
        try car.connect()
        expectEqual(car.appState, .connected)
        expectEqual(car.rootTemplate?.kind, .list)
        car.disconnect()
        car.reconnect()
        expectEqual(car.appState, .connected)
    }

    @Test("an unknown scene delegate class name is a clear error")
    func unknownDelegateClass() {
        let car = TestCar(category: .audio, sceneDelegateClassName: "Nowhere.SceneDelegate")
        #expect(throws: TestCarError.unknownClass("Nowhere.SceneDelegate")) { try car.connect() }
    }
}
