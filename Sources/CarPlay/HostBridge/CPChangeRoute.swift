import Foundation

/// Where the change notices of one app object go: the hosts that show it (a car session's bridge; a recorder in
/// tests), held weakly. Each app's objects report to that app's car only, as on iOS, where each app talks to the
/// system on its own connection; no process-wide list of observers exists.
///
/// The route starts with the host whose app code made the object (if a host ran that code) and gains every host
/// that snapshots the object (`CPHostBridge.routeChanges`). Its observers are read and written on the main actor
/// only; the route itself travels inside the object's `CPElementID`, from any thread (unchecked: `creator` is written
/// once, in init, and a weak reference is safe to read anywhere; `added` is main-actor state).
final class CPChangeRoute: @unchecked Sendable {
    private struct Observer {
        weak var observer: (any CPChangeObserver)?
    }

    /// The creator given at init, kept apart so that making an object on another thread needs no main actor.
    private let creator: Observer
    /// The hosts added since, oldest first, without duplicates.
    @MainActor private var added: [Observer] = []

    nonisolated init(creator: (any CPChangeObserver)?) { self.creator = Observer(observer: creator) }

    @MainActor func add(_ observer: any CPChangeObserver) {
        if creator.observer === observer || added.contains(where: { $0.observer === observer }) { return }
        added.removeAll { $0.observer == nil }
        added.append(Observer(observer: observer))
    }

    @MainActor func remove(_ observer: any CPChangeObserver) {
        added.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Tells every living host on the route that the object with `id` changed (`estimatesOnly`: only its travel
    /// estimates did).
    @MainActor func deliver(_ id: CPElementID, estimatesOnly: Bool = false) {
        func tell(_ observer: (any CPChangeObserver)?) {
            if estimatesOnly {
                observer?.hostObjectEstimatesDidChange(id)
            } else {
                observer?.hostObjectDidChange(id)
            }
        }
        tell(creator.observer)
        for entry in added { tell(entry.observer) }
    }
}
