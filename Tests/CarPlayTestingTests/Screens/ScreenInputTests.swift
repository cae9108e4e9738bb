import CarPlay
import CarPlayHost
import CarPlayTesting
import Expectations
import Foundation
import MediaPlayer
import Testing
import UIKit

/// The knob, the touchpad and taps by position, on real screens; the sports clock on the injected clock; variant
/// choice by display width; trimming under Limit UI; bad input.
@MainActor @Suite struct ScreenInputTests {
    /// A list of `count` rows whose handlers record their text.
    static func listCar(count: Int = 5, category: AppCategory = .audio, display: DisplayConfiguration = .standard) -> (
        TestCar, Recorder
    ) {
        let recorder = Recorder()
        let car = TestCar(category: category)
        car.display = display
        car.connect(
            RootSceneDelegate {
                let items = (1...count).map { index in
                    let item = CPListItem(text: "Row \(index)", detailText: nil)
                    item.handler = { _, completion in
                        recorder.selected.append("Row \(index)")
                        completion()
                    }
                    return item
                }
                return CPListTemplate(title: "Rows", sections: [CPListSection(items: items)])
            })
        return (car, recorder)
    }

    final class Recorder { var selected: [String] = [] }

    @Test func knobRotationWalksTheFocusOrderAndStopsAtTheEnds() throws {
        let (car, recorder) = Self.listCar(count: 3)
        expectEqual(car.focusedElement, nil)
        car.rotateKnob()
        expectEqual(car.focusedElement?.text, "Row 1")
        car.rotateKnob(2)
        expectEqual(car.focusedElement?.text, "Row 3")
        car.rotateKnob(5)
        expectEqual(car.focusedElement?.text, "Row 3")
        car.rotateKnob(-1)
        expectEqual(car.focusedElement?.text, "Row 2")
        expectEqual(car.screen.focusedElement, car.focusedElement?.id)
        expectEqual(car.pressKnob(), .handled)
        expectEqual(recorder.selected, ["Row 2"])
    }

    @Test func knobNudgeMovesToTheNearestElementInThatDirection() throws {
        let car = Gallery.scenes.first { $0.name == "grid" }!.car()
        let firstButton = try require(car.screen.nodes(.gridButton).first)
        car.movePointer(to: firstButton.frame.center)
        let first = try require(car.focusedElement)
        expectEqual(first.text, "Nearby")
        car.nudgeKnob(.right)
        let right = try require(car.focusedElement)
        expectTrue(right.frame.midX > first.frame.midX && abs(right.frame.midY - first.frame.midY) < 1)
        car.nudgeKnob(.down)
        let below = try require(car.focusedElement)
        expectGreater(below.frame.midY, right.frame.midY)
        car.nudgeKnob(.up)
        expectEqual(car.focusedElement?.frame.midY, right.frame.midY)
    }

    @Test func tappingByPositionSelectsWhatIsThere() throws {
        let (car, recorder) = Self.listCar(count: 3)
        let row = try require(car.screen.nodes(.listRow).first { $0.text == "Row 2" })
        expectEqual(car.tap(at: row.frame.center), .handled)
        expectEqual(recorder.selected, ["Row 2"])
        // The status bar's clock is not interactive.
        let clock = try require(car.screen.nodes(.clock).first)
        expectEqual(car.tap(at: clock.frame.center), .notOnScreen)
        expectEqual(car.tap(at: Point(x: -10, y: -10)), .notOnScreen)
    }

    @Test func touchpadPointerFocusesWhatItIsOverAndClickSelects() throws {
        let (car, recorder) = Self.listCar(count: 3)
        let row = try require(car.screen.nodes(.listRow).first { $0.text == "Row 3" })
        expectEqual(car.movePointer(to: row.frame.center), row.id)
        expectEqual(car.pressKnob(), .handled)
        expectEqual(recorder.selected, ["Row 3"])
    }

    /// A drag over a list scrolls it within its content, from where it shows; the knob's focus leaves a list the
    /// driver scrolls by touch; off a list nothing scrolls.
    @Test func draggingAListScrollsItWithinItsContent() throws {
        let (car, _) = Self.listCar(count: 40)
        func list() throws -> ScreenNode { try require(car.screen.nodes(.scrollView).first) }
        func firstRowOnScreen() throws -> String? {
            let view = try list()
            return view.children.flatMap { $0.all { $0.role == .listRow } }
                .first { $0.frame.maxY - (view.scrollOffset ?? 0) > view.frame.minY }?.text
        }
        let id = try require(try list().id)
        expectTrue(id.rawValue.hasSuffix(ScreenLayout.scrollSuffix))
        expectEqual(try list().scrollOffset, 0)
        expectEqual(car.scroll(by: 100), .handled)
        expectEqual(try list().scrollOffset, 100)
        expectTrue(try firstRowOnScreen() != "Row 1")
        expectEqual(car.scroll(by: -30), .handled)
        expectEqual(try list().scrollOffset, 70)
        // Within the content: never above its top nor past its end.
        car.scroll(by: -1000)
        expectEqual(try list().scrollOffset, 0)
        car.scroll(by: 100_000)
        let end = try list()
        let last = try require(end.contentHeight) - end.frame.height
        expectEqual(end.scrollOffset, last)
        expectTrue(try firstRowOnScreen() != "Row 1")
        // The knob's focus in the list goes when the driver drags it (the list would jump back to the ring).
        car.scroll(by: -100_000)
        car.rotateKnob()
        expectEqual(car.focusedElement?.text, "Row 1")
        car.scroll(by: 200)
        expectEqual(car.focusedElement, nil)
        expectEqual(try list().scrollOffset, 200)
        // Off any list: nothing scrolls.
        expectEqual(car.scroll(by: 50, at: Point(x: 1, y: 1)), .notOnScreen)
        expectEqual(try list().scrollOffset, 200)
    }

    @Test func theBackButtonPopsAndTheKnobCanReachIt() throws {
        let car = Gallery.scenes.first { $0.name == "contact" }!.car()
        expectEqual(car.stack.count, 2)
        let back = try require(car.screen.nodes(.backButton).first)
        expectEqual(car.screen.focusOrder.first, back.id)
        car.rotateKnob()
        expectEqual(car.pressKnob(), .handledBySystem)
        expectEqual(car.stack.count, 1)
        expectTrue(car.screen.nodes(.backButton).isEmpty)
    }

    @Test func tabBarNowPlayingButtonAppearsWhileAudioPlaysAndOpensNowPlaying() throws {
        let car = TestCar(category: .audio)
        car.connect(
            RootSceneDelegate {
                CPTabBarTemplate(templates: [
                    CPListTemplate(title: "Library", sections: []), CPListTemplate(title: "Radio", sections: []),
                ])
            })
        expectTrue(car.screen.nodes(.nowPlayingButton).isEmpty)
        car.run {
            MPNowPlayingInfoCenter.default().nowPlayingInfo = [
                MPMediaItemPropertyTitle: "Song", MPNowPlayingInfoPropertyPlaybackRate: 1.0,
            ]
            MPNowPlayingInfoCenter.default().playbackState = .playing
        }
        let button = try require(car.screen.nodes(.nowPlayingButton).first?.id)
        expectEqual(car.tap(element: button), .handledBySystem)
        expectEqual(car.topTemplate?.kind, .nowPlaying)
        expectTrue(!car.screen.nodes(.nowPlaying).isEmpty)
    }

    @Test func imageRowElementsAreSelectableByTheirScreenIDs() throws {
        let car = TestCar(category: .audio)
        var picked: [Int] = []
        car.connect(
            RootSceneDelegate {
                let row = CPListImageRowItem(
                    text: "Mixes", images: [UIImage(systemName: "music.note")!, UIImage(systemName: "star.fill")!])
                row.listImageRowHandler = { _, index, completion in
                    picked.append(index)
                    completion()
                }
                return CPListTemplate(title: "For You", sections: [CPListSection(items: [row])])
            })
        let elements = car.screen.nodes(.imageRowElement)
        expectEqual(elements.count, 2)
        let second = try require(elements.last?.id)
        expectTrue(second.rawValue.hasSuffix("#1"))
        expectEqual(car.tap(element: second), .handled)
        expectEqual(picked, [1])
    }

    @Test func sportsClockCountsOnTheInjectedClock() throws {
        let car = Gallery.scenes.first { $0.name == "nowPlayingSports" }!.car()
        func clockText() -> String? { car.screen.nodes(.eventClock).first?.text }
        expectEqual(clockText(), "2:05")
        car.advanceClock(by: 5)
        expectEqual(clockText(), "2:00")
        car.advanceClock(by: 500)
        expectEqual(clockText(), "0:00")
        // A new clock object restarts from its own value; a paused clock stands still.
        func setClock(_ clock: CPNowPlayingSportsClock, text: String) {
            car.run {
                let mode = CPNowPlayingTemplate.shared.nowPlayingMode as! CPNowPlayingModeSports
                CPNowPlayingTemplate.shared.nowPlayingMode = CPNowPlayingModeSports(
                    leftTeam: mode.leftTeam, rightTeam: mode.rightTeam,
                    eventStatus: CPNowPlayingSportsEventStatus(
                        eventStatusText: [text], eventStatusImage: nil, eventClock: clock),
                    backgroundArtwork: nil)
            }
        }
        setClock(CPNowPlayingSportsClock(elapsedTime: 30, paused: true), text: "Halftime")
        expectEqual(clockText(), "0:30")
        car.advanceClock(by: 60)
        expectEqual(clockText(), "0:30")
        setClock(CPNowPlayingSportsClock(elapsedTime: 30, paused: false), text: "Q3")
        car.advanceClock(by: 15)
        expectEqual(clockText(), "0:45")
        // Counting starts when the app set the clock, not at an earlier change the car had not drawn yet.
        car.run { CPNowPlayingTemplate.shared.upNextTitle = "Queue" }
        car.advanceClock(by: 10)
        setClock(CPNowPlayingSportsClock(elapsedTime: 100, paused: false), text: "Q4")
        car.advanceClock(by: 5)
        expectEqual(clockText(), "1:45")
    }

    @Test func elapsedTimeAdvancesWithTheRate() throws {
        let car = Gallery.scenes.first { $0.name == "nowPlaying" }!.car()
        func elapsed() -> String? { car.screen.root.first { $0.content.field == .elapsed }?.text }
        expectEqual(elapsed(), "1:35")
        car.advanceClock(by: 10)
        expectEqual(elapsed(), "1:45")
    }

    @Test func titleVariantChoiceFollowsTheDisplayWidth() throws {
        let scene = Gallery.scenes.first { $0.name == "alert" }!
        func title(_ display: DisplayConfiguration) -> String? {
            scene.car(display: display).screen.nodes(.alert).first?.children.first {
                $0.content.field == .title
            }?.text
        }
        let narrow = title(.minimum), wide = title(.highResolution)
        expectEqual(wide, "Reserve spot 117 on level 2?")
        expectTrue(narrow != nil && narrow != wide)
        expectTrue(["Reserve spot 117?", "Reserve?"].contains(narrow))
    }

    @Test func limitUITrimsListsOnScreen() throws {
        let (car, _) = Self.listCar(count: 30)
        func rows() -> Int { car.screen.nodes(.listRow).count }
        expectEqual(rows(), 30)
        car.limitUI([.lists])
        expectEqual(rows(), 12)
        car.unlimitUI()
        expectEqual(rows(), 30)
    }

    @Test func switchingTheDisplayRelaysOutAndClearsFocus() throws {
        let (car, _) = Self.listCar(count: 3)
        car.rotateKnob()
        expectEqual(car.screen.display.id, "standard")
        car.display = .portrait
        expectEqual(car.focusedElement, nil)
        let screen = car.screen
        expectTrue(screen.display.id == "portrait" && screen.root.frame.width == 300 && screen.root.frame.height == 400)
        var rhd = DisplayConfiguration.standard
        rhd.drivingSide = .rightHandDrive
        car.display = rhd
        expectEqual(car.screen.nodes(.statusBar).first?.frame.maxX, 400)
    }

    // MARK: Bad input

    @Test func hugeStringsAreTruncatedWithAnEllipsis() throws {
        let huge = String(repeating: "Very long title ", count: 5_000)
        let car = TestCar(category: .audio)
        car.connect(
            RootSceneDelegate {
                CPListTemplate(
                    title: huge, sections: [CPListSection(items: [CPListItem(text: huge, detailText: huge)])])
            })
        let screen = car.screen
        let row = try require(screen.nodes(.listRow).first)
        expectTrue(row.text?.hasSuffix("…") == true && (row.text?.count ?? .max) < 200)
        let title = try require(screen.nodes(.title).first)
        expectTrue(title.text?.hasSuffix("…") == true && (title.text?.count ?? .max) < 200)
    }

    @Test func gridButtonsWithoutATitleAreNotShown() throws {
        // Spec: a grid button needs a non-empty title to be displayed; empty variant arrays hide it, no fault.
        let car = TestCar(category: .parking)
        car.connect(
            RootSceneDelegate {
                CPGridTemplate(
                    title: "Grid",
                    gridButtons: [
                        CPGridButton(titleVariants: [], image: UIImage(systemName: "car")!),
                        CPGridButton(titleVariants: [""], image: UIImage(systemName: "car")!),
                        CPGridButton(titleVariants: ["Park"], image: UIImage(systemName: "car")!),
                    ])
            })
        expectTrue(car.faults.isEmpty)
        expectEqual(car.screen.nodes(.gridButton).map(\.text), ["Park"])
    }

    @Test func emptyAlertTitleVariantsShowTheActionsOnly() throws {
        let car = TestCar(category: .parking)
        car.connect(RootSceneDelegate { CPListTemplate(title: "Spots", sections: []) })
        car.run {
            car.interfaceController?.presentTemplate(
                CPAlertTemplate(titleVariants: [], actions: [CPAlertAction(title: "OK", style: .default) { _ in }]),
                animated: false, completion: nil)
        }
        let alert = try require(car.screen.nodes(.alert).first)
        expectTrue(alert.children.allSatisfy { $0.content.field != .title || ($0.text ?? "").isEmpty })
        expectTrue(alert.children.contains { $0.role == .alertAction && $0.text == "OK" })
    }

    @Test func nonFiniteProgressIsDrawnClamped() throws {
        let car = TestCar(category: .audio)
        car.connect(
            RootSceneDelegate {
                let items = [Double.nan, .infinity, -3].map { value in
                    let item = CPListItem(text: "P \(value)", detailText: nil)
                    item.playbackProgress = CGFloat(value)
                    return item
                }
                return CPListTemplate(title: "Progress", sections: [CPListSection(items: items)])
            })
        expectTrue(car.faults.isEmpty)
        for row in car.screen.nodes(.listRow) {
            if let bar = row.children.first(where: { $0.role == .progressBar }) {
                expectEqual(bar.value.map { $0.isFinite && $0 >= 0 && $0 <= 1 }, true, "\(row.text ?? "")")
            }
        }
    }

    @Test func systemNowPlayingButtonsIgnoreIsSelected() throws {
        let car = Gallery.scenes.first { $0.name == "nowPlaying" }!.car()
        car.run {
            let shuffle = CPNowPlayingShuffleButton()
            shuffle.isSelected = true
            let heart = CPNowPlayingImageButton(image: UIImage(systemName: "heart")!)
            heart.isSelected = true
            CPNowPlayingTemplate.shared.updateNowPlayingButtons([shuffle, heart])
        }
        let buttons = car.screen.nodes(.button).filter { $0.content.nowPlayingButton != nil }
        expectEqual(buttons.first { $0.content.nowPlayingButton?.kind == .shuffle }?.isSelected, false)
        expectEqual(buttons.first { $0.content.nowPlayingButton?.kind == .image }?.isSelected, true)
    }

    @Test func uncommonSkipIntervalsShowThePlainArrow() throws {
        let car = Gallery.scenes.first { $0.name == "nowPlaying" }!.car()
        car.run {
            let center = MPRemoteCommandCenter.shared()
            center.skipBackwardCommand.preferredIntervals = [7]
            _ = center.skipBackwardCommand.addTarget { _ in .success }
        }
        let previous = try require(
            car.screen.nodes(.playbackControl).first { $0.content.playbackControl?.command == .skipBackward })
        expectTrue(previous.image?.source == .system("gobackward") && previous.content.playbackControl?.interval == 7)
        expectTrue(previous.image?.isMissing == false && car.screen.warnings.isEmpty)
    }

    @Test func unknownSymbolsAreVisibleMissingImageGlyphsWithAWarning() throws {
        let car = TestCar(category: .audio)
        car.connect(
            RootSceneDelegate {
                CPListTemplate(
                    title: "Rows",
                    sections: [
                        CPListSection(items: [
                            CPListItem(text: "Surf", detailText: nil, image: UIImage(systemName: "figure.surfing"))
                        ])
                    ])
            })
        let screen = car.screen
        let image = try require(screen.nodes(.rowImage).first?.image)
        expectTrue(image.isMissing)
        expectTrue(screen.warnings.contains { $0.contains("figure.surfing") })
    }

    @Test func zeroSizedAndEnormousImagesAreScaledIntoTheirSlot() throws {
        // A 1×1 transparent PNG header patched to 0×0, and an SVG of 100000×100000.
        let zero = Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAAAAAAACAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")!
        let huge = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"></svg>"#.utf8)
        let car = TestCar(category: .audio)
        car.connect(
            RootSceneDelegate {
                let items = [zero, huge].enumerated().map { index, data in
                    CPListItem(text: "Image \(index)", detailText: nil, image: UIImage(data: data))
                }
                return CPListTemplate(title: "Images", sections: [CPListSection(items: items)])
            })
        let rows = car.screen.nodes(.listRow)
        expectEqual(rows.count, 2)
        for row in rows {
            let image = row.children.first { $0.role == .rowImage }?.image
            if let image {
                expectTrue(
                    image.size.width <= CPListItem.maximumImageSize.width
                        && image.size.height <= CPListItem.maximumImageSize.height)
                expectTrue(image.size.width.isFinite && image.size.height.isFinite)
            }
        }
        let hugeImage = try require(rows[1].children.first { $0.role == .rowImage }?.image)
        expectGreater(hugeImage.size.width, 0)
    }
}
