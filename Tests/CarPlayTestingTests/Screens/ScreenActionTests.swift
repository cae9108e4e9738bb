import CarPlay
import CarPlayHost
import CarPlayTesting
import Expectations
import Foundation
import Testing
import UIKit

/// Typed input: every interactive node carries a `ScreenAction`, a tap sends the node's id and the car runs the
/// action; what the driver can reach is decided by the screen (modals hide what is behind them), never by an id.
@MainActor @Suite struct ScreenActionTests {
    @Test(arguments: Gallery.scenes)
    func everyInteractiveNodeHasAnActionNamingWhatIsOnScreen(_ scene: GalleryScene) {
        let car = scene.car()
        let screen = car.screen
        let elements = Set(car.elementsOnScreen.map(\.id))
        let focusable = screen.root.all { $0.isFocusable }
        for node in focusable {
            let action = node.action
            expectNotEqual(node.id, nil, "\(node.role) is selectable but has no id")
            // An app element the action selects is one the host lists as on screen (explicitly, no reflection).
            switch action {
            case .select(let id):
                expectTrue(elements.contains(id), "\(node.role) selects \(id), which is not on screen")
            case .selectImage(let row, _): expectTrue(elements.contains(row))
            case .insertText(let search, _), .deleteBackward(let search):
                expectTrue(car.visibleTemplate?.id == search && car.visibleTemplate?.kind == .search)
            case .selectTripPreview(let trip, let route):
                let trips = car.mapTemplate?.previews?.trips ?? []
                expectTrue(
                    trips.indices.contains(trip) && trips[trip].routeChoices.indices.contains(route) || !node.isEnabled)
            case .panMap: expectEqual(car.mapTemplate?.isPanningInterfaceVisible, true)
            case .startTrip: expectNotEqual(car.mapTemplate?.previews, nil)
            case .back, .showNowPlaying, .playback, .launchApp, .showDashboard, .showHomePage, .showMapControls, nil:
                break
            case .selectNavigationBanner(let app): expectEqual(app, car.session.app.bundleIdentifier)
            case .dismissSiri: expectNotEqual(car.siri.state, .idle)
            case .callControl: expectNotEqual(car.call, nil)
            case .selectNotification(let app, _): expectEqual(app, car.session.app.bundleIdentifier)
            }
        }
    }

    @Test func actionsRoundTripThroughJSONWithExplicitKeys() throws {
        let actions: [ScreenAction] = [
            .select("a"), .selectImage(row: "r", index: 2), .back, .showNowPlaying, .insertText(search: "s", text: "q"),
            .deleteBackward(search: "s"), .playback(.playPause), .panMap(.left),
            .selectTripPreview(trip: 1, routeChoice: 2), .startTrip, .showMapControls,
            .selectNavigationBanner(app: "com.example.maps"), .dismissSiri, .callControl(.answer),
            .callControl(.digit("#")), .selectNotification(app: "com.example.chat", identifier: "m1"),
            .showHomePage(1), .callControl(.holdAndAnswer), .callControl(.showCall),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for action in actions {
            let data = try encoder.encode(action)
            expectEqual(try JSONDecoder().decode(ScreenAction.self, from: data), action)
            expectTrue(!String(decoding: data, as: UTF8.self).contains("_0"))
        }
        expectEqual(
            String(decoding: try encoder.encode(ScreenAction.selectImage(row: "r", index: 2)), as: UTF8.self),
            #"{"element":"r","index":2,"type":"selectImage"}"#)
        expectEqual(
            String(decoding: try encoder.encode(ScreenAction.callControl(.digit("5"))), as: UTF8.self),
            #"{"control":"digit","text":"5","type":"callControl"}"#)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ScreenAction.self, from: Data(#"{"type":"warp"}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                ScreenAction.self, from: Data(#"{"type":"callControl","control":"digit","text":"x"}"#.utf8))
        }
    }

    @Test func aNodeBehindAModalCannotBeSelected() throws {
        var tapped = false
        let car = TestCar(category: .parking)
        let delegate = RootSceneDelegate {
            let item = CPListItem(text: "Behind", detailText: nil)
            item.handler = { _, completion in
                tapped = true
                completion()
            }
            return CPListTemplate(title: "Spots", sections: [CPListSection(items: [item])])
        }
        car.connect(delegate)
        let behind = try require(car.screen.nodes(.listRow).first { $0.text == "Behind" }?.id)
        car.run {
            delegate.interfaceController?.presentTemplate(
                CPAlertTemplate(
                    titleVariants: ["Sure?"], actions: [CPAlertAction(title: "OK", style: .default) { _ in }]),
                animated: false, completion: nil)
        }
        expectNotEqual(car.screen.node(behind), nil, "still drawn under the scrim")
        expectEqual(car.tap(element: behind), .notOnScreen)
        expectTrue(!tapped)
        let ok = try require(car.screen.nodes(.alertAction).first?.id)
        expectEqual(car.tap(element: ok), .handled)
        expectEqual(car.presentedTemplate, nil)
    }

    @Test func aDisabledNodeIsNotRun() throws {
        let car = TestCar(category: .audio)
        car.connect(
            RootSceneDelegate {
                let item = CPListItem(text: "Off", detailText: nil)
                item.isEnabled = false
                return CPListTemplate(title: "List", sections: [CPListSection(items: [item])])
            })
        let off = try require(car.screen.nodes(.listRow).first?.id)
        expectEqual(car.tap(element: off), .disabled)
        expectEqual(car.tap(element: "no-such-node"), .notOnScreen)
    }

    @Test func elementsAreListedByKind() throws {
        let car = try require(Gallery.scenes.first { $0.name == "tabBar" }).car()
        expectEqual(
            car.elementsOnScreen.filter { $0.kind == .tab }.flatMap(\.texts), ["Recents", "Favorites", "Keypad"])
        expectEqual(car.tabTitles, ["Recents", "Favorites", "Keypad"])
        expectTrue(car.elementsOnScreen.contains { $0.kind == .listItem && $0.texts == ["Anna", "Mobile"] })
        expectTrue(car.elementsOnScreen.allSatisfy { !$0.description.contains("Snapshot") })
    }
}

/// The car's display is the one truth of its scale and appearance: the app's `carTraitCollection` follows it.
@MainActor @Suite struct CarTraitCollectionTests {
    @Test(arguments: DisplayConfiguration.presets)
    func displayScaleFollowsTheDisplay(_ display: DisplayConfiguration) throws {
        let car = TestCar(category: .audio)
        car.display = display
        car.connect(RootSceneDelegate())
        let traits = try require(car.interfaceController?.carTraitCollection)
        expectEqual(Double(traits.displayScale), display.scale)
        expectEqual(traits.userInterfaceIdiom, .carPlay)
    }

    @Test func threeXCarsReportThree() throws {
        let car = TestCar(category: .audio)
        car.display = .highResolution
        car.connect(RootSceneDelegate())
        expectEqual(car.interfaceController?.carTraitCollection.displayScale, 3)
        car.setContentStyle(.dark)
        expectEqual(car.interfaceController?.carTraitCollection.userInterfaceStyle, .dark)
    }
}

/// The callbacks the app received, as the car records them for its event log.
@MainActor @Suite struct CallbackLogTests {
    @Test func aNavigationAppReceivesTheWindowVariant() {
        let car = TestCar(category: .navigation)
        car.connect(WindowOnlySceneDelegate())
        expectEqual(
            car.session.callbackLog,
            [
                "scene(_:willConnectTo:options:)", "templateApplicationScene(_:didConnect:to:)",
                "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)",
            ])
        car.disconnect()
        expectEqual(
            car.session.callbackLog.suffix(4),
            [
                "sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)",
                "templateApplicationScene(_:didDisconnect:from:)",
                "sceneDidDisconnect(_:)",
            ])
    }

    @Test func anAudioAppReceivesThePlainVariantAndContentStyles() {
        let car = TestCar(category: .audio)
        car.connect(RootSceneDelegate())
        expectEqual(
            car.session.callbackLog.prefix(2),
            [
                "scene(_:willConnectTo:options:)", "templateApplicationScene(_:didConnect:)",
            ])
        car.setContentStyle(.dark)
        expectEqual(car.session.callbackLog.last, "contentStyleDidChange(dark)")
        // Session configuration delegates are told only when the app made one with a delegate.
        expectTrue(!car.session.callbackLog.contains { $0.hasPrefix("sessionConfiguration") })
    }
}

/// A navigation app's delegate that implements only the window variant of connect.
final class WindowOnlySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    required init() { super.init() }
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
        to window: CPWindow
    ) {
        interfaceController.setRootTemplate(
            CPListTemplate(title: "Map", sections: []), animated: false, completion: nil)
    }
}

/// Typing is refused while the car limits the keyboard: one rule (`Rules.allowsTyping`), enforced where every typed
/// input enters the session, whichever front end sends it.
@MainActor @Suite struct KeyboardLimitTests {
    @Test func typingIsRefusedWhileTheKeyboardIsLimited() throws {
        let car = try require(Gallery.scenes.first { $0.name == "search" }).car()
        let search = try require(car.visibleTemplate)
        expectEqual(car.session.send(InputEvent(target: search.id, action: .searchText("caf"))), .handled)
        car.limitUI([.keyboard])
        expectEqual(car.session.send(InputEvent(target: search.id, action: .searchText("cafe"))), .unsupported)
        guard case .search(let template) = car.visibleTemplate?.content else {
            Issue.record("no search template")
            return
        }
        expectEqual(template.searchText, "caf", "the app never heard the refused text")
        expectTrue(car.screen.nodes(.key).isEmpty, "and the car shows no keyboard")
        expectTrue(Rules.allowsTyping(whileLimiting: [.lists]) && !Rules.allowsTyping(whileLimiting: [.keyboard]))
    }
}

/// Back is one action whichever way the driver goes back: a disabled custom back button does nothing.
@MainActor @Suite struct DisabledBackButtonTests {
    @Test func aDisabledCustomBackButtonDoesNothing() throws {
        var ran = false
        let car = TestCar(category: .audio)
        let delegate = RootSceneDelegate { CPListTemplate(title: "Root", sections: []) }
        car.connect(delegate)
        car.run {
            let pushed = CPListTemplate(title: "Pushed", sections: [])
            let back = CPBarButton(title: "Done") { _ in ran = true }
            back.isEnabled = false
            pushed.backButton = back
            delegate.interfaceController?.pushTemplate(pushed, animated: false, completion: nil)
        }
        expectEqual(car.stack.count, 2)
        expectEqual(car.back(), .disabled)
        let node = try require(car.screen.nodes(.backButton).first?.id)
        expectEqual(car.tap(element: node), .disabled)
        expectTrue(!ran && car.stack.count == 2)
    }
}
