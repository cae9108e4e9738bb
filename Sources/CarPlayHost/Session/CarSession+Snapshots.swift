import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import _PlatformHost
@_spi(CarPlayHost) import UIKit
import OpenStreetMap

extension CarSession {
    // MARK: Snapshots

    /// An app object announced a change (nil: something else changed, every template is taken again): the
    /// snapshots are taken again on the next read, or on the next main-actor turn.
    func markStale(changed id: ElementID? = nil) {
        guard pipeline.markStale(changed: id, at: clock()) else { return }
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.pipeline.flushScheduled = false
            if self.pipeline.isStale { self.refreshSnapshotsIfNeeded() }
        }
    }

    /// Takes in what the app changed since the last snapshot now, rather than on the next read or task: the car
    /// puts new navigation alerts on screen (their timeout starts) and sends new metadata. Headless cars call it after
    /// running app code, so that time moved afterwards counts from the change.
    public func takeInChanges() { refreshSnapshotsIfNeeded() }

    /// Re-snapshots the retained templates when something changed (`ScreenPipeline`), then follows what the
    /// snapshots show: the tab selection, a navigation alert, banners, the navigation metadata.
    func refreshSnapshotsIfNeeded() {
        let hierarchy = hierarchy
        guard let reusable = pipeline.beginRefresh(hierarchy: hierarchy) else { return }
        var fresh: [ElementID: TemplateSnapshot] = [:]
        for id in ScreenPipeline.order(of: hierarchy) where fresh[id] == nil {
            guard
                let snapshot = reusable[id]
                    ?? template(for: id).flatMap({ template in
                        snapshotting { TemplateSnapshot(template, reusing: reusable) }
                    })
            else { continue }
            fresh[id] = snapshot
            if case .tabBar(let tabBar) = snapshot.content {
                for tab in tabBar.tabs { fresh[tab.id] = tab }
            }
        }
        pipeline.finishRefresh(fresh, reused: reusable, at: clock())
        followTabBar()
        followNavigationAlert()
        followNavigationBanners()
        followNavigationMetadata()
        onChange?()
    }

    /// Applies the tab bar's current tabs and selection (changed by the app through `updateTemplates`, `select`).
    private func followTabBar() {
        guard let root = hierarchy.root, case .tabBar(let tabBar)? = pipeline.snapshots[root]?.content,
            let next = templates.followingTabBar(tabs: tabBar.tabs.map(\.id), selectedIndex: tabBar.selectedIndex)
        else { return }
        transition(to: next, animated: false)
    }

    /// Moves to a new hierarchy and delivers the appearance callbacks.
    func transition(to next: HierarchyState, animated: Bool) {
        let events = templates.move(to: next)
        derived.interactiveElements = nil
        logs.recordAppearance(events)
        guard !events.isEmpty, let controller = interfaceController else { return }
        runAsApp {
            controller._deliver(events.map(\.bridged), animated: animated)
        }
    }

    /// Something the car shows changed (the hierarchy, a handler ran...): templates new to the hierarchy and those
    /// that announced a change are snapshotted, before anyone is told.
    func changed() {
        pipeline.markChanged()
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
