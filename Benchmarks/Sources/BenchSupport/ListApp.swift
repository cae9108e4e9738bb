// The scenario of the list benchmarks, shared with the main package's tests: this file is also
// Tests/CarPlaySimulatorTests/Benchmarks/ListApp.swift (a symlink), where BenchmarkScenarioTests checks that the
// 500-row cases lay out 500 rows of JSON, so a benchmark that measures less fails `swift test`, not only a bench run.
// It imports nothing but the main package's products (no Benchmark, no CarPlaySimulator).
import CarPlay
@_spi(AppCode) import CarPlayHost
import Foundation
import UIKit

/// The app the benchmarks install: an audio app whose root is a list of `itemCount` rows ("Item 0", "Item 1"...,
/// each with a detail text). Selecting a row pushes a short detail list, so a driver can select and go back.
/// `mutate()` changes one row's detail text with `updateSections(_:)`, as an app showing progress does; `reload()`
/// replaces every row with a new item, as an app that fetched its list again does.
///
/// Its code is app code: run it through `Bench.runAsApp(_:_:)` (`Bench.mutate`, `Bench.reload`), where the car's
/// limits apply. Outside any car, `CPListTemplate.maximumItemCount` is 12 and `updateSections` keeps 12 rows.
@MainActor
public final class ListApp: UIResponder, CPTemplateApplicationSceneDelegate {
    public private(set) var itemCount = 12
    public private(set) var interfaceController: CPInterfaceController?
    /// The root list.
    public private(set) var list: CPListTemplate?
    /// How many times `mutate()` ran (shown in the first row's detail text: "Revision N").
    public private(set) var revision = 0
    /// How many times `reload()` ran (shown in the first row's detail text: "Reload N").
    public private(set) var reloads = 0
    private var items: [CPListItem] = []

    public required init() { super.init() }

    public convenience init(itemCount: Int) {
        self.init()
        self.itemCount = itemCount
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
        items = (0..<itemCount).map { index in makeItem(index, detail: "Detail \(index)") }
        let list = CPListTemplate(title: "Library", sections: [CPListSection(items: items)])
        self.list = list
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
    }

    private func makeItem(_ index: Int, detail: String) -> CPListItem {
        let item = CPListItem(text: "Item \(index)", detailText: detail)
        item.handler = { [weak self] _, completion in
            let detail = CPListTemplate(
                title: "Item \(index)",
                sections: [
                    CPListSection(items: (0..<3).map { CPListItem(text: "Track \($0)", detailText: "Item \(index)") })
                ])
            self?.interfaceController?.pushTemplate(detail, animated: false, completion: nil)
            completion()
        }
        return item
    }

    /// One row changes: the first row gets a new detail text, the others stay the same objects.
    public func mutate() {
        revision += 1
        items[0] = makeItem(0, detail: "Revision \(revision)")
        list?.updateSections([CPListSection(items: items)])
    }

    /// The whole list is reloaded: `itemCount` new items (new objects, the same texts but the first row's detail,
    /// "Reload N"), given to `updateSections(_:)`.
    public func reload() {
        reloads += 1
        items = (0..<itemCount).map { index in
            makeItem(index, detail: index == 0 ? "Reload \(reloads)" : "Detail \(index)")
        }
        list?.updateSections([CPListSection(items: items)])
    }
}

/// Cars with `ListApp` installed, running its code, and checking what a benchmark laid out.
public enum Bench {
    /// The bundle identifier of the installed `ListApp`.
    public static let listAppID = "com.example.bench.list"

    /// The installed `ListApp` with `itemCount` rows; `made` gets each instance the car makes.
    @MainActor
    public static func listApp(itemCount: Int, made: (@MainActor @Sendable (ListApp) -> Void)? = nil) -> InstalledApp {
        InstalledApp(bundle: AppBundle(name: "List", bundleIdentifier: listAppID, category: .audio)) {
            let app = ListApp(itemCount: itemCount)
            made?(app)
            return app
        }
    }

    /// A car with `ListApp` launched in front, on a fixed clock (2026-01-01 12:00 UTC), and the app instance.
    @MainActor
    public static func carWithList(itemCount: Int) throws -> (CarSystem, ListApp) {
        let box = AppBox()
        let system = CarSystem(
            apps: [listApp(itemCount: itemCount) { box.app = $0 }],
            clock: { Date(timeIntervalSince1970: 1_767_268_800) }, timeZone: TimeZone(identifier: "UTC")!)
        try system.launch(listAppID)
        guard let app = box.app else { throw BenchError("the list app was not launched") }
        return (system, app)
    }

    // MARK: Running app code

    /// Runs `body` as the list app in `system`: in its session's environment (`CarSession.runAsApp`), where the
    /// audio category's limits apply, as when the car calls the app. Code run outside it sees no car: there
    /// `CPListTemplate.maximumItemCount` is 12, and a 500-row `updateSections` keeps 12 rows.
    @MainActor
    public static func runAsApp<T>(_ system: CarSystem, _ body: () throws -> T) rethrows -> T {
        guard let session = system.sessions[listAppID] else {
            preconditionFailure("the car has no \(listAppID) session (not made by Bench.carWithList)")
        }
        return try session.runAsApp(body)
    }

    /// The app changes one row (`ListApp.mutate()`), as app code.
    @MainActor
    public static func mutate(system: CarSystem, app: ListApp) {
        runAsApp(system) { app.mutate() }
    }

    /// The app reloads its whole list (`ListApp.reload()`), as app code.
    @MainActor
    public static func reload(system: CarSystem, app: ListApp) {
        runAsApp(system) { app.reload() }
    }

    // MARK: Checking what was laid out

    /// The list rows on `screen`, in order (every row is laid out, scrolled into view or not).
    public static func listRows(_ screen: Screen) -> [ScreenNode] { screen.nodes(.listRow) }

    /// The bytes of `Screen` JSON (`Screen.jsonData()`) a `ListApp` list of `rows` rows lays out to: 600–1,200 per
    /// row and 2–20 KB for the rest of the screen (measured: 13,720 bytes for 12 rows, 434,741 for 500, so about
    /// 860 per row and 3.3 KB for the rest). A 500-row list trimmed to 12 rows is far outside the 500-row range.
    public static func screenJSONBytes(rows: Int) -> ClosedRange<Int> {
        (rows * 600 + 2_000)...(rows * 1_200 + 20_000)
    }

    /// What is wrong with `screen` as the list app's list of `rows` rows, or nil: the number of rows, and (when
    /// `checkingBytes`, since it encodes the screen) the size of its JSON.
    public static func listProblem(_ screen: Screen, rows: Int, checkingBytes: Bool) -> String? {
        let shown = listRows(screen).count
        guard shown == rows else { return "the screen shows \(shown) list rows, not \(rows)" }
        guard checkingBytes else { return nil }
        guard let bytes = try? screen.jsonData().count else { return "the screen could not be encoded" }
        let range = screenJSONBytes(rows: rows)
        guard range.contains(bytes) else {
            return "the screen's JSON is \(bytes) bytes, outside \(range) for \(rows) rows"
        }
        return nil
    }
}

/// Knob steps on a long list: where the focus is, steps that have to scroll the list, and a sweep down the list and
/// back up.
public enum KnobScroll {
    /// The scroll view that holds the list's rows.
    public static func listScrollView(_ screen: Screen) -> ScreenNode? {
        screen.root.first { node in node.role == .scrollView && node.first { $0.role == .listRow } != nil }
    }

    /// The index of the focused row among the list's rows, if a row has the focus.
    public static func focusedRow(_ screen: Screen) -> Int? {
        guard let focused = screen.focusedElement else { return nil }
        return Bench.listRows(screen).firstIndex { $0.id == focused }
    }

    /// The knob steps (one rotation) that bring the focus to the last row wholly inside the list's viewport, from
    /// where one step down has to scroll the list; from the last row, back to the first row. 0 when the focus is
    /// there already; 1 when no row has the focus (the first rotation focuses the first element).
    /// Call again after each rotation until it answers 0 (at most three times from anywhere).
    public static func stepsToScrollingPosition(_ screen: Screen) -> Int {
        let rows = Bench.listRows(screen)
        guard let view = listScrollView(screen), !rows.isEmpty else { return 0 }
        guard let index = focusedRow(screen) else { return 1 }
        if index == rows.count - 1 { return -index }
        var last = index
        while last + 1 < rows.count, rows[last + 1].frame.maxY <= view.frame.maxY + 0.5 { last += 1 }
        return last - index
    }

    /// The scroll offset of the list.
    public static func offset(_ screen: Screen) -> Double { listScrollView(screen)?.scrollOffset ?? 0 }

    /// What is wrong with the focus on `screen`, or nil: it must be on row `row`, inside the list's viewport.
    public static func focusProblem(_ screen: Screen, row: Int) -> String? {
        let rows = Bench.listRows(screen)
        guard let focused = focusedRow(screen) else { return "no row has the focus (expected row \(row))" }
        guard focused == row else { return "the focus is on row \(focused), not \(row)" }
        guard let view = listScrollView(screen) else { return "the screen has no list" }
        // Where the row shows: the list's content is laid out unscrolled, its offset moves it.
        guard let id = rows[row].id, let frame = screen.frameOnScreen(of: id) else { return "row \(row) has no id" }
        guard frame.minY >= view.frame.minY - 0.5, frame.maxY <= view.frame.maxY + 0.5 else {
            return "the focused row \(row) is not scrolled into view (\(frame) in \(view.frame))"
        }
        return nil
    }

    /// What is wrong with a knob step from `before` to `after` that should have moved the focus one row down and
    /// scrolled the list, or nil.
    public static func scrollingStepProblem(before: Screen, after: Screen) -> String? {
        guard let row = focusedRow(before) else { return "no row had the focus before the step" }
        if let problem = focusProblem(after, row: row + 1) { return problem }
        guard offset(after) != offset(before) else {
            return "the step from row \(row) did not scroll the list (offset \(offset(before)))"
        }
        return nil
    }
}

/// Knob steps one row at a time down the whole list and back up, and so on: where the next step goes.
public struct KnobSweep: Sendable {
    /// +1 down the list, -1 up.
    public private(set) var direction = 1

    public init() {}

    /// The rotation of the next step on `screen`, and the row it must focus (nil when no row has the focus: the
    /// first rotation focuses the first row).
    public mutating func nextStep(_ screen: Screen) -> (steps: Int, row: Int?) {
        let count = Bench.listRows(screen).count
        guard let row = KnobScroll.focusedRow(screen) else { return (1, count > 0 ? 0 : nil) }
        if row >= count - 1 { direction = -1 }
        if row <= 0 { direction = 1 }
        return (direction, row + direction)
    }
}

@MainActor
final class AppBox: Sendable {
    var app: ListApp?
}

public struct BenchError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
