import CarPlayHost
import CarPlaySimulator
import Expectations
import Foundation
import Testing

/// The 500-row cases of the benchmark suite (Benchmarks/, a package CI does not build) measure what their names
/// say. They run the same scenario as the benchmarks (`ListApp`, `Bench`, `KnobScroll`: ListApp.swift here is a
/// symlink to Benchmarks/Sources/BenchSupport/ListApp.swift) and check the row count and bytes the benchmarks
/// measure: a mutation run outside the app's environment (`CarSession.runAsApp`) trims the list to 12 rows.
@MainActor @Suite struct BenchmarkScenarioTests {
    /// A page connected to a hub, keeping what it is sent.
    @MainActor final class Page {
        var messages: [String] = []
        var diffs: [String] { messages.filter { $0.contains(#""type":"diff""#) } }
    }

    /// A hub on a car with a 500-row list, a page connected to it, and a knob rotation from that page.
    func hub() throws -> (CarSystem, ListApp, SimulatorHub, Page, (Int) -> Void) {
        let (system, app) = try Bench.carWithList(itemCount: 500)
        let hub = SimulatorHub(system: system)
        let page = Page()
        let id = hub.connect(deliver: { page.messages.append($0) })
        hub.publish()
        page.messages = []
        let rotate = { (steps: Int) in
            hub.receive(#"{"type":"input","action":"knobRotate","steps":\#(steps)}"#, from: id)
        }
        return (system, app, hub, page, rotate)
    }

    @Test func theByteRangeTellsA500RowListFromA12RowOne() throws {
        let (twelve, _) = try Bench.carWithList(itemCount: 12)
        let (five, _) = try Bench.carWithList(itemCount: 500)
        let twelveBytes = try twelve.currentScreen().jsonData().count
        let fiveBytes = try five.currentScreen().jsonData().count
        expectTrue(Bench.screenJSONBytes(rows: 12).contains(twelveBytes), "12 rows: \(twelveBytes) bytes")
        expectTrue(Bench.screenJSONBytes(rows: 500).contains(fiveBytes), "500 rows: \(fiveBytes) bytes")
        expectTrue(!Bench.screenJSONBytes(rows: 500).contains(twelveBytes))
        expectEqual(Bench.listProblem(twelve.currentScreen(), rows: 12, checkingBytes: true), nil)
        expectEqual(Bench.listProblem(five.currentScreen(), rows: 500, checkingBytes: true), nil)
    }

    /// What the old benchmarks measured: `app.mutate()` outside the car, where a list keeps 12 rows. The checks
    /// the benchmarks make catch it.
    @Test func aMutationOutsideTheCarIsCaught() throws {
        let (system, app) = try Bench.carWithList(itemCount: 500)
        app.mutate()
        let screen = system.currentScreen()
        expectEqual(Bench.listRows(screen).count, 12)
        expectNotEqual(Bench.listProblem(screen, rows: 500, checkingBytes: false), nil)
        expectTrue(!Bench.screenJSONBytes(rows: 500).contains(try screen.jsonData().count))
    }

    /// "Mutation to Screen, 500 items": every iteration lays out 500 rows, with the change.
    @Test func mutationToScreenLaysOut500Rows() throws {
        let (system, app) = try Bench.carWithList(itemCount: 500)
        for revision in 1...3 {
            Bench.mutate(system: system, app: app)
            let screen = system.currentScreen()
            expectEqual(Bench.listRows(screen).count, 500)
            expectNotEqual(screen.root.first { $0.detailText == "Revision \(revision)" }, nil)
            let bytes = try screen.jsonData().count
            expectTrue(Bench.screenJSONBytes(rows: 500).contains(bytes), "\(bytes) bytes")
            expectEqual(Bench.listProblem(screen, rows: 500, checkingBytes: true), nil)
        }
    }

    /// "Publish after a change, 500 items": the page is sent one diff with the change, of a 500-row screen.
    @Test func publishAfterAChangeSendsA500RowScreensDiff() throws {
        let (system, app, hub, page, _) = try hub()
        for revision in 1...3 {
            page.messages = []
            Bench.mutate(system: system, app: app)
            hub.publish()
            expectEqual(page.diffs.count, 1)
            let diff = try require(page.diffs.first)
            expectTrue(diff.contains("Revision \(revision)"))
            expectEqual(Bench.listProblem(system.currentScreen(), rows: 500, checkingBytes: true), nil)
            // The JSON the page has is the 500-row screen's; the diff is a part of it.
            let pageBytes = hub.screen.jsonData.count
            expectTrue(Bench.screenJSONBytes(rows: 500).contains(pageBytes), "\(pageBytes) bytes")
            expectLess(diff.utf8.count, pageBytes)
        }
    }

    /// "Publish after a reload, 500 items (500 new items)": 500 new rows laid out and sent.
    @Test func publishAfterAReloadSends500NewRows() throws {
        let (system, app, hub, page, _) = try hub()
        let old = Bench.listRows(system.currentScreen()).compactMap(\.id)
        Bench.reload(system: system, app: app)
        hub.publish()
        let screen = system.currentScreen()
        expectEqual(Bench.listProblem(screen, rows: 500, checkingBytes: true), nil)
        // Every row is a new item, with a new element id.
        expectTrue(Set(Bench.listRows(screen).compactMap(\.id)).isDisjoint(with: old))
        expectEqual(page.diffs.count, 1)
        expectEqual(page.diffs.first?.contains("Reload 1"), true)
        expectTrue(Bench.screenJSONBytes(rows: 500).contains(hub.screen.jsonData.count))
    }

    /// "Knob step scrolling a 500-item list, input to diff sent": each measured step moves the focus one row down and
    /// scrolls the list; from the end of the list the focus goes back to the top.
    @Test func knobStepsScrollThe500RowList() throws {
        let (system, _, _, page, rotate) = try hub()
        /// Brings the focus where the next step down scrolls, as the benchmark does between steps.
        func position() -> Screen {
            var screen = system.currentScreen()
            for _ in 0..<4 {
                let steps = KnobScroll.stepsToScrollingPosition(screen)
                if steps == 0 { break }
                rotate(steps)
                screen = system.currentScreen()
            }
            return screen
        }
        for _ in 0..<3 {
            let before = position()
            expectEqual(KnobScroll.stepsToScrollingPosition(before), 0)
            page.messages = []
            rotate(1)
            let after = system.currentScreen()
            expectEqual(KnobScroll.scrollingStepProblem(before: before, after: after), nil)
            expectGreater(KnobScroll.offset(after), 0)
            expectEqual(page.diffs.count, 1)
            expectEqual(Bench.listProblem(after, rows: 500, checkingBytes: false), nil)
        }
        // Near the end: the last step reaches row 499; from there the focus goes back to the top, then down again.
        rotate(500)
        expectEqual(KnobScroll.focusedRow(system.currentScreen()), 499)
        expectEqual(KnobScroll.stepsToScrollingPosition(system.currentScreen()), -499)
        let before = position()
        expectEqual(KnobScroll.focusedRow(before).map { $0 > 0 && $0 < 20 }, true)
        rotate(1)
        expectEqual(KnobScroll.scrollingStepProblem(before: before, after: system.currentScreen()), nil)
        // A step that does not scroll (from the first row) is caught.
        rotate(-500)
        let top = system.currentScreen()
        expectEqual(KnobScroll.focusedRow(top), 0)
        rotate(1)
        expectEqual(KnobScroll.focusProblem(system.currentScreen(), row: 1), nil)
        expectNotEqual(KnobScroll.scrollingStepProblem(before: top, after: system.currentScreen()), nil)
    }

    /// "Knob step to diff received, 500 items swept down and back": the sweep turns at both ends of the list, and
    /// the focused row is always scrolled into view.
    @Test func theKnobSweepGoesDownTheListAndBack() throws {
        let (system, _, _, _, rotate) = try hub()
        var sweep = KnobSweep()
        var rows: [Int] = []
        func step() {
            let (steps, row) = sweep.nextStep(system.currentScreen())
            rotate(steps)
            expectNotEqual(row, nil)
            if let row {
                expectEqual(KnobScroll.focusProblem(system.currentScreen(), row: row), nil)
                rows.append(row)
            }
        }
        for _ in 0..<3 { step() }
        expectEqual(rows, [0, 1, 2])
        rotate(495)
        rows = []
        for _ in 0..<5 { step() }
        expectEqual(rows, [498, 499, 498, 497, 496])
        expectGreater(KnobScroll.offset(system.currentScreen()), 0)
        rotate(-500)
        rows = []
        for _ in 0..<2 { step() }
        expectEqual(rows, [1, 2])
    }
}
