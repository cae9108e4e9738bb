@_spi(CarPlayHost) import CarPlay

/// An `ElementID` (CarPlayScreen) is the framework's `CPElementID` of the object it names.
extension ElementID {
    init(_ id: CPElementID) { self.init(id.rawValue) }
    /// The id of an app object (a template, item, button...). While a session snapshots (`SnapshotRouting`), the
    /// object's change notices are routed to that session from now on: what a car shows tells that car when it
    /// changes, and no other car.
    init(of object: AnyObject) {
        let id = CPHostBridge.elementID(of: object)
        // Set only by a session, on the main actor, around snapshots it takes there.
        if let id, let observer = SnapshotRouting.observer {
            MainActor.assumeIsolated { CPHostBridge.routeChanges(of: id, to: observer) }
        }
        self.init(id?.rawValue ?? "unidentified")
    }
    var bridged: CPElementID { CPElementID(rawValue) }
}

/// The session whose snapshots are being taken now, for the time it takes them: every object a snapshot names
/// (`ElementID(of:)`) reports its changes to it. Nil elsewhere.
enum SnapshotRouting {
    @TaskLocal static var observer: (any CPChangeObserver & Sendable)?
}
