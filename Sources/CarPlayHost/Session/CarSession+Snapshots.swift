import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import _PlatformHost
@_spi(CarPlayHost) import UIKit
import OpenStreetMap

extension CarSession {
    // MARK: Snapshots

    func markStale(changed id: ElementID? = nil) {
        if !snapshotsAreStale {
            staleSince = clock()
            changedObjects = []
        }
        if let id {
            changeTimes[id] = clock()
            changedObjects?.insert(id)
        } else {
            changedObjects = nil
        }
        snapshotsAreStale = true
        guard !flushScheduled else { return }
        flushScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.flushScheduled = false
            if self.snapshotsAreStale { self.refreshSnapshotsIfNeeded() }
        }
    }

    /// Takes in what the app changed since the last snapshot now, rather than on the next read or task: the car
    /// puts new navigation alerts on screen (their timeout starts) and sends new metadata. Headless cars call it after
    /// running app code, so that time moved afterwards counts from the change.
    public func takeInChanges() { refreshSnapshotsIfNeeded() }

    /// Re-snapshots the retained templates when something changed, and follows the tab selection. When only
    /// templates announced changes (a list's `updateSections`, a tab bar's selection), the others keep their
    /// snapshots; a change of anything else (an item, a button, a service) takes every template again.
    func refreshSnapshotsIfNeeded() {
        guard snapshotsAreStale else { return }
        snapshotsAreStale = false
        let retained = hierarchy.retained
        var reusable: [ElementID: TemplateSnapshot] = [:]
        if let changed = changedObjects, changed.isSubset(of: retained) {
            reusable = snapshotCache.filter { !changed.contains($0.key) }
            // A tab bar's snapshot holds its tabs': it is taken again when one of them changed.
            if let root = hierarchy.root, case .tabBar(let bar)? = reusable[root]?.content,
                bar.tabs.contains(where: { changed.contains($0.id) })
            {
                reusable[root] = nil
            }
        }
        changedObjects = []
        var fresh: [ElementID: TemplateSnapshot] = [:]
        // The root first: a tab bar's snapshot holds its tabs', which are then not taken a second time.
        let ordered = (hierarchy.root.map { [$0] } ?? []) + retained.filter { $0 != hierarchy.root }
        for id in ordered where fresh[id] == nil {
            guard
                let snapshot = reusable[id]
                    ?? template(for: id).flatMap({ template in
                        ImageStore.$recording.withValue(imageStore) { TemplateSnapshot(template, reusing: reusable) }
                    })
            else { continue }
            fresh[id] = snapshot
            if case .tabBar(let tabBar) = snapshot.content {
                for tab in tabBar.tabs { fresh[tab.id] = tab }
            }
        }
        // What is shown of a snapshot taken again is worked out again.
        derived.keep(Set(fresh.keys).filter { reusable[$0] != nil })
        snapshotCache = fresh
        let since = staleSince ?? clock()
        staleSince = nil
        var starts: [ElementID: Date] = [:]
        for snapshot in fresh.values {
            guard case .nowPlaying(let nowPlaying) = snapshot.content,
                let clockID = nowPlaying.sports?.eventStatus?.clock?.id
            else { continue }
            // A new clock counts from when the app set it: the last change its template announced.
            starts[clockID] = sportsClockStarts[clockID] ?? changeTimes[snapshot.id] ?? since
        }
        sportsClockStarts = starts
        changeTimes = [:]
        followTabBar()
        followNavigationAlert()
        followNavigationBanners()
        followNavigationMetadata()
        onChange?()
    }

    /// Applies the tab bar's current tabs and selection (changed by the app through `updateTemplates`, `select`).
    private func followTabBar() {
        guard let root = hierarchy.root, case .tabBar(let tabBar)? = snapshotCache[root]?.content else { return }
        let tabs = tabBar.tabs.map(\.id)
        let selected = tabBar.selectedIndex.flatMap { tabs.indices.contains($0) ? tabs[$0] : nil } ?? tabs.first
        guard tabs != hierarchy.tabs || selected != hierarchy.selectedTab else { return }
        var next = hierarchy
        next.tabs = tabs
        next.selectedTab = selected
        next.pushed = next.pushed.filter { tabs.contains($0.key) }
        transition(to: next, animated: false)
    }

    /// Moves to a new hierarchy and delivers the appearance callbacks.
    func transition(to next: HierarchyState, animated: Bool) {
        let events = appearanceEvents(from: hierarchy.visible, to: next.visible)
        hierarchy = next
        recordAppearance(events)
        guard !events.isEmpty, let controller = interfaceController else { return }
        runAsApp {
            controller._deliver(events.map(\.bridged), animated: animated)
        }
    }

    /// Something the car shows changed (the hierarchy, a handler ran...): templates new to the hierarchy and those
    /// that announced a change are snapshotted, before anyone is told.
    func changed() {
        if !snapshotsAreStale { changedObjects = [] }
        snapshotsAreStale = true
        refreshSnapshotsIfNeeded()
        onChange?()
    }

    // MARK: Handlers

    func beginHandler(_ id: ElementID) {
        pendingHandlers.insert(id)
        onChange?()
    }

    func endHandler(_ id: ElementID) {
        guard pendingHandlers.remove(id) != nil else { return }
        onChange?()
    }
}
