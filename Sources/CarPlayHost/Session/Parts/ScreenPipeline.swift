import Foundation

/// The screen pipeline of one session, one session's part: the snapshot cache (the retained templates as the app
/// declared them, and which of them must be taken again), what the car shows of them (trimmed, worked out once per
/// change) and the layout cache (the last `Screen` and what it was laid out from).
///
/// Plain state. A change the app announces marks the pipeline stale (`markStale(changed:at:)`); the session then
/// takes the snapshots again in two steps around the app code that taking them runs (`beginRefresh(hierarchy:)`,
/// then `finishRefresh(_:reused:at:)`), so the app may announce more changes meanwhile. When only templates
/// announced changes, the others keep their snapshots; a change of anything else (an item, a button, a service)
/// takes every template again.
struct ScreenPipeline {
    /// The snapshots of the retained templates as the app declared them, by template id.
    private(set) var snapshots: [ElementID: TemplateSnapshot] = [:]
    /// What the car shows of the snapshots, worked out once per change of the snapshots, hierarchy or limits.
    var derived = DerivedSnapshots()
    /// Whether something changed since the snapshots were taken.
    private(set) var isStale = true
    /// The app objects that announced a change since the last snapshot; nil when something else changed (a new
    /// template, the car's limits or appearance...) and every template is taken again.
    private(set) var changedObjects: Set<ElementID>? = nil
    /// The objects among `changedObjects` that announced new travel estimates and nothing else.
    private(set) var estimatesOnly: Set<ElementID> = []
    /// When the app first changed something since the last snapshot (a new sports clock starts counting then).
    private(set) var staleSince: Date?
    /// When each app object last announced a change since the last snapshot, on the injected clock.
    private(set) var changeTimes: [ElementID: Date] = [:]
    /// When each sports event clock on screen started running, by the clock object's id.
    private(set) var sportsClockStarts: [ElementID: Date] = [:]
    /// Whether a main-actor task that refreshes the snapshots is scheduled.
    var flushScheduled = false
    /// The last screen laid out, and what it was laid out from.
    private(set) var lastScreen: (inputs: ScreenInputs, screen: Screen)?
    /// The parts and drawing of the last layout, for the next to keep where the screen did not change.
    let memo = LayoutMemo()
    /// How many times a screen was laid out (tests).
    private(set) var layoutCount = 0

    // MARK: Stale marking

    /// An app object announced a change at `now` (nil: something else changed, every template is taken again;
    /// `estimatesOnly`: the object announced new travel estimates and nothing else). Returns true when the caller
    /// must schedule a refresh (none is scheduled yet).
    mutating func markStale(changed id: ElementID?, estimatesOnly onlyEstimates: Bool = false, at now: Date) -> Bool {
        if !isStale {
            staleSince = now
            changedObjects = []
            estimatesOnly = []
        }
        if let id {
            changeTimes[id] = now
            // Only estimates while every notice since the last snapshot said so.
            if !onlyEstimates {
                estimatesOnly.remove(id)
            } else if changedObjects?.contains(id) == false {
                estimatesOnly.insert(id)
            }
            changedObjects?.insert(id)
        } else {
            changedObjects = nil
        }
        isStale = true
        guard !flushScheduled else { return false }
        flushScheduled = true
        return true
    }

    /// Something the car shows changed besides the app's objects (the hierarchy, a handler ran): templates new to
    /// the hierarchy and those that announced a change are taken at the next refresh.
    mutating func markChanged() {
        if !isStale {
            changedObjects = []
            estimatesOnly = []
        }
        isStale = true
    }

    /// The app went: no snapshots, nothing shown.
    mutating func removeSnapshots() {
        snapshots = [:]
        derived.keep([])
    }

    // MARK: Refreshing

    /// Starts taking the snapshots when stale: returns what may be kept (`SnapshotReuse`: the snapshots of templates
    /// that did not announce a change, when only retained templates did, or new travel estimates alone; the last
    /// snapshots and the objects that changed since), or nil when nothing is stale.
    mutating func beginRefresh(hierarchy: HierarchyState) -> SnapshotReuse? {
        guard isStale else { return nil }
        isStale = false
        let changed = changedObjects
        let onlyEstimates = estimatesOnly
        var reusable: [ElementID: TemplateSnapshot] = [:]
        var newEstimates: [ElementID: TemplateSnapshot] = [:]
        // Objects that announced new estimates alone (a navigation session is no template) keep the others' snapshots.
        if let changed, changed.subtracting(onlyEstimates).isSubset(of: hierarchy.retained) {
            for (id, snapshot) in snapshots {
                // A map template's snapshot holds its navigation session's estimates.
                let holds = [id] + (snapshot.navigationSessionID.map { [$0] } ?? [])
                let announced = holds.filter(changed.contains)
                if announced.isEmpty {
                    reusable[id] = snapshot
                } else if announced.allSatisfy(onlyEstimates.contains) {
                    newEstimates[id] = snapshot
                }
            }
            // A tab bar's snapshot holds its tabs': it is taken again when one of them changed.
            if let root = hierarchy.root, case .tabBar(let bar)? = reusable[root]?.content,
                bar.tabs.contains(where: { changed.contains($0.id) })
            {
                reusable[root] = nil
            }
        }
        changedObjects = []
        estimatesOnly = []
        return SnapshotReuse(templates: reusable, newEstimates: newEstimates, previous: snapshots, changed: changed)
    }

    /// The order the retained templates are taken in: the root first (a tab bar's snapshot holds its tabs', which
    /// are then not taken a second time).
    static func order(of hierarchy: HierarchyState) -> [ElementID] {
        (hierarchy.root.map { [$0] } ?? []) + hierarchy.retained.filter { $0 != hierarchy.root }
    }

    /// Ends a refresh with the snapshots taken (`fresh`, by template id; `reused` those that stayed): what is shown
    /// of a snapshot taken again is worked out again, and each sports clock on screen keeps when it started (a new
    /// one counts from the last change its template announced, else from when the app first changed something).
    mutating func finishRefresh(
        _ fresh: [ElementID: TemplateSnapshot], reused: [ElementID: TemplateSnapshot], at now: Date
    ) {
        derived.keep(Set(fresh.keys).filter { reused[$0] != nil })
        snapshots = fresh
        let since = staleSince ?? now
        staleSince = nil
        var starts: [ElementID: Date] = [:]
        for snapshot in fresh.values {
            guard case .nowPlaying(let nowPlaying) = snapshot.content,
                let clockID = nowPlaying.sports?.eventStatus?.clock?.id
            else { continue }
            starts[clockID] = sportsClockStarts[clockID] ?? changeTimes[snapshot.id] ?? since
        }
        sportsClockStarts = starts
        changeTimes = [:]
    }

    // MARK: The layout cache

    /// The screen laid out from `inputs`: the last one while its inputs are equal; the last one with its focus and
    /// offsets moved while only they changed (no layout); else a new layout, kept for next time.
    mutating func screen(for inputs: ScreenInputs) -> Screen {
        // The layout inputs are compared once (the state is the costly part), then the focus and scrolling.
        if let last = lastScreen, last.inputs.matches(inputs, ignoringFocus: true) {
            if last.inputs.focusedElement == inputs.focusedElement, last.inputs.scrollOffsets == inputs.scrollOffsets {
                return last.screen
            }
            // Only the focus or scrolling changed: the screen moves its focus and offsets, no layout.
            let screen = ScreenLayout.refocused(
                last.screen, focused: inputs.focusedElement, offsets: inputs.scrollOffsets)
            refocused(screen, from: inputs)
            return screen
        }
        let (screen, readsClock) = ScreenLayout.laidOut(
            inputs.state, display: inputs.display, now: inputs.now, timeZone: inputs.timeZone,
            focusedElement: inputs.focusedElement, scrollOffsets: inputs.scrollOffsets, memo: memo)
        laidOut(screen, from: inputs, readsClock: readsClock)
        return screen
    }

    /// The last screen, when it was laid out from inputs equal to `inputs` (`ignoringFocus`: but for the focus
    /// ring and scrolling).
    func cachedScreen(for inputs: ScreenInputs, ignoringFocus: Bool = false) -> Screen? {
        guard let lastScreen, lastScreen.inputs.matches(inputs, ignoringFocus: ignoringFocus) else { return nil }
        return lastScreen.screen
    }

    /// Keeps the last screen moved to the focus and scrolling of `inputs` (`ScreenLayout.refocused`): laid out from
    /// the same state, so it reads the clock as the last one did.
    mutating func refocused(_ screen: Screen, from inputs: ScreenInputs) {
        guard let last = lastScreen else { return }
        var inputs = inputs
        inputs.readsClock = last.inputs.readsClock
        lastScreen = (inputs, screen)
    }

    /// Keeps a screen just laid out from `inputs` (`readsClock`: whether the layout read the time).
    mutating func laidOut(_ screen: Screen, from inputs: ScreenInputs, readsClock: Bool) {
        var inputs = inputs
        inputs.readsClock = readsClock
        lastScreen = (inputs, screen)
        layoutCount += 1
    }
}

/// Values the session derives from its snapshots, hierarchy and limits; reset whenever one of those changes.
struct DerivedSnapshots {
    /// Snapshots as the car shows them (trimmed by the rules and limits), by template id.
    var displayed: [ElementID: TemplateSnapshot] = [:]
    /// The elements the driver can reach.
    var interactiveElements: [SnapshotElement]?

    /// Keeps what was worked out for the templates `ids` only.
    mutating func keep(_ ids: Set<ElementID>) {
        displayed = displayed.filter { ids.contains($0.key) }
        interactiveElements = nil
    }
}

/// Everything `ScreenLayout` lays a session's screen out from. Layout is a pure function of these, so a screen laid
/// out from equal inputs is the same screen; the time counts only when the layout read the clock.
struct ScreenInputs {
    var state: ScreenState
    var display: DisplayConfiguration
    var timeZone: TimeZone
    var focusedElement: ElementID?
    var scrollOffsets: [ElementID: Double]
    var now: Date
    /// Whether the layout read `now` (Now Playing's elapsed time, sports clocks).
    var readsClock = true

    /// Whether a screen laid out from `self` is the screen for `other` (`ignoringFocus`: but for the focus ring and
    /// scrolling, which move nodes but do not change which there are or their order).
    func matches(_ other: ScreenInputs, ignoringFocus: Bool = false) -> Bool {
        guard ignoringFocus || (focusedElement == other.focusedElement && scrollOffsets == other.scrollOffsets) else {
            return false
        }
        return (!readsClock || now == other.now) && display == other.display && timeZone == other.timeZone
            && state == other.state
    }
}
