import CarPlay
import CarPlayHost
import Foundation
import UIKit

/// The app the benchmarks install: an audio app whose root is a list of `itemCount` rows ("Item 0", "Item 1"...,
/// each with a detail text). Selecting a row pushes a short detail list, so a driver can select and go back.
/// `mutate()` changes one row's detail text with `updateSections(_:)`, as an app showing progress does.
@MainActor
public final class ListApp: UIResponder, CPTemplateApplicationSceneDelegate {
    public private(set) var itemCount = 12
    public private(set) var interfaceController: CPInterfaceController?
    /// The root list.
    public private(set) var list: CPListTemplate?
    /// How many times `mutate()` ran (shown in the first row's detail text).
    public private(set) var revision = 0
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
}

/// Cars with `ListApp` installed, and helpers shared by the benchmarks.
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
}

@MainActor
final class AppBox: Sendable {
    var app: ListApp?
}

public struct BenchError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Runs `body` on the main actor, waiting for it: package-benchmark runs a benchmark's closure on a thread of its
/// own, and the car and its apps live on the main actor.
public func onMain<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    if Thread.isMainThread { return try MainActor.assumeIsolated(body) }
    return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
}

/// Nanoseconds of a monotonic clock.
public func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// The process's resident set, in bytes (/proc/self/statm).
public func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
