import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import _PlatformHost

/// The snapshots of one session, one session's part: taking them again after the app announced changes, following
/// what they show (the tab selection, a navigation alert, banners, the navigation metadata) and reading them as the
/// car shows them (trimmed by the rules and the car's limits) or as the app declared them.
///
/// No state of its own: the snapshots and what is shown of them live in the session's `ScreenPipeline`, which decides
/// which templates must be taken again. Taking a snapshot copies live app objects, so the members take the session
/// as `context`.
@MainActor
enum SessionSnapshots {
    // MARK: Taking them

    /// An app object announced a change (nil: something else changed, every template is taken again;
    /// `estimatesOnly`: new travel estimates and nothing else): the snapshots are taken again on the next read, or on
    /// the next main-actor turn.
    static func markStale(changed id: ElementID?, estimatesOnly: Bool = false, context: any SessionContext) {
        if let id { context.refreshes.note(id, at: context.clock()) }
        guard context.pipeline.markStale(changed: id, estimatesOnly: estimatesOnly, at: context.clock()) else {
            return
        }
        Task { @MainActor [weak context] in
            guard let context else { return }
            context.pipeline.flushScheduled = false
            if context.pipeline.isStale { refresh(context: context) }
        }
    }

    /// Re-snapshots the retained templates when something changed (`ScreenPipeline`), then follows what the
    /// snapshots show: the tab selection, a navigation alert, banners, the navigation metadata. Taking in the app's
    /// changes now, rather than on the next read or task (`CarSession.takeInChanges()`), puts new navigation alerts
    /// on screen (their timeout starts) and sends new metadata: headless cars do it after running app code, so that
    /// time moved afterwards counts from the change.
    static func refresh(context: any SessionContext) {
        let hierarchy = context.hierarchy
        guard let reuse = context.pipeline.beginRefresh(hierarchy: hierarchy) else { return }
        var fresh: [ElementID: TemplateSnapshot] = [:]
        for id in ScreenPipeline.order(of: hierarchy) where fresh[id] == nil {
            let template = reuse.templates[id] == nil ? context.template(for: id) : nil
            guard
                let snapshot = reuse.templates[id]
                    ?? template.flatMap({ template in
                        reuse.newEstimates[id]?.withEstimates(of: template)
                            ?? context.snapshotting { TemplateSnapshot(template, reusing: reuse) }
                    })
            else { continue }
            fresh[id] = snapshot
            if case .tabBar(let tabBar) = snapshot.content {
                for tab in tabBar.tabs { fresh[tab.id] = tab }
            }
        }
        context.pipeline.finishRefresh(fresh, reused: reuse.templates, at: context.clock())
        followTabBar(context: context)
        MapSession.followAlert(context: context)
        NavigationBanners.follow(context: context)
        MapSession.followMetadata(context: context)
        context.onChange?()
    }

    /// Something the car shows changed (the hierarchy, a handler ran...): templates new to the hierarchy and those
    /// that announced a change are snapshotted, before anyone is told.
    static func changed(context: any SessionContext) {
        context.pipeline.markChanged()
        refresh(context: context)
        context.onChange?()
    }

    /// Applies the tab bar's current tabs and selection (changed by the app through `updateTemplates`, `select`).
    private static func followTabBar(context: any SessionContext) {
        guard let root = context.hierarchy.root, case .tabBar(let tabBar)? = context.pipeline.snapshots[root]?.content,
            let next = context.templates.followingTabBar(
                tabs: tabBar.tabs.map(\.id), selectedIndex: tabBar.selectedIndex)
        else { return }
        TemplateOperations.transition(to: next, animated: false, context: context)
    }

    // MARK: Reading them

    /// A template in the hierarchy as the car shows it: what the app declared, trimmed by the rules and the car's
    /// current limits (worked out once per change, `DerivedSnapshots`).
    static func displayed(_ id: ElementID, context: any SessionContext) -> TemplateSnapshot? {
        refresh(context: context)
        if let shown = context.pipeline.derived.displayed[id] { return shown }
        guard let declared = context.pipeline.snapshots[id] else { return nil }
        let rules = context.rules
        let limitedLists = context.listsAreLimited
        let shown = declared.displayed(by: rules, limitedLists: limitedLists) { tab in
            displayed(tab.id, context: context) ?? tab.displayed(by: rules, limitedLists: limitedLists)
        }
        context.pipeline.derived.displayed[id] = shown
        return shown
    }

    /// A template in the hierarchy exactly as the app declared it.
    static func declared(_ id: ElementID, context: any SessionContext) -> TemplateSnapshot? {
        refresh(context: context)
        return context.pipeline.snapshots[id]
    }

    /// The navigation hierarchy as the car shows it, root first.
    static func navigation(context: any SessionContext) -> [TemplateSnapshot] {
        refresh(context: context)
        return context.hierarchy.navigationHierarchy.compactMap { displayed($0, context: context) }
    }

    /// The presented template as the car shows it.
    static func presented(context: any SessionContext) -> TemplateSnapshot? {
        refresh(context: context)
        return context.hierarchy.presented.flatMap { displayed($0, context: context) }
    }

    /// The top of the navigation hierarchy as the car shows it.
    static func top(context: any SessionContext) -> TemplateSnapshot? {
        refresh(context: context)
        return context.hierarchy.navigationHierarchy.last.flatMap { displayed($0, context: context) }
    }

    /// The template on screen below any modal: the top pushed template, or the selected tab's root.
    static func visible(context: any SessionContext) -> TemplateSnapshot? {
        refresh(context: context)
        let hierarchy = context.hierarchy
        let visible = hierarchy.visible.filter { $0 != hierarchy.presented }
        return visible.last.flatMap { displayed($0, context: context) }
    }
}
