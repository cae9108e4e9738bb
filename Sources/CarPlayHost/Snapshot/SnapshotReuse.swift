import Foundation

/// What a refresh of the snapshots may keep from the one before: whole snapshots of templates that announced no
/// change, and the parts of a template's snapshot taken again whose app objects announced none (a navigation
/// session's maneuvers and route segments: a guiding app changes its estimates every second, rarely its maneuvers).
///
/// A part is kept only when no object it was copied from announced a change since the last refresh; app objects
/// announce every change of what the car reads (`notifyHostOfChange()`), and an element id belongs to one object for
/// the life of the process. When something else changed (`changed` nil: the car's appearance, limits...), nothing
/// is kept.
struct SnapshotReuse {
    /// Snapshots of templates that announced no change, by template id: kept whole.
    var templates: [ElementID: TemplateSnapshot] = [:]
    /// The snapshots of the last refresh, by template id.
    var previous: [ElementID: TemplateSnapshot] = [:]
    /// The app objects that announced a change since the last refresh; nil: anything may have changed.
    var changed: Set<ElementID>? = nil

    /// Whether none of the objects `ids` announced a change since the last refresh.
    func unchanged(_ ids: some Sequence<ElementID>) -> Bool {
        guard let changed else { return false }
        return !ids.contains { changed.contains($0) }
    }

    /// The navigation session of the map template `id` as the last refresh copied it.
    func previousNavigation(of id: ElementID) -> NavigationSessionSnapshot? {
        guard case .map(let map)? = previous[id]?.content else { return nil }
        return map.navigation
    }
}

extension LaneGuidanceSnapshot {
    /// The app objects it was copied from: the lane guidance and its lanes.
    var sources: [ElementID] { [id] + lanes.map(\.id) }
}

extension ManeuverSnapshot {
    /// The app objects it was copied from: the maneuver, its linked lane guidance and that one's lanes (its images,
    /// texts and estimates are values the maneuver holds).
    var sources: [ElementID] { [id] + (linkedLaneGuidance?.sources ?? []) }
}
