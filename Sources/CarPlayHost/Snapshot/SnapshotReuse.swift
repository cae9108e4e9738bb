import Foundation
@_spi(CarPlayHost) import CarPlay

/// What a refresh of the snapshots may keep from the one before: whole snapshots of templates that announced no
/// change, snapshots whose objects announced new travel estimates alone (given the new ones), and the parts of a
/// template's snapshot taken again whose app objects announced none (a navigation session's maneuvers and route
/// segments: a guiding app changes its estimates every second, rarely its maneuvers).
///
/// A part is kept only when no object it was copied from announced a change since the last refresh; app objects
/// announce every change of what the car reads (`notifyHostOfChange()`), and an element id belongs to one object for
/// the life of the process. When something else changed (`changed` nil: the car's appearance, limits...), nothing
/// is kept.
struct SnapshotReuse {
    /// Snapshots of templates that announced no change, by template id: kept whole.
    var templates: [ElementID: TemplateSnapshot] = [:]
    /// Snapshots of templates whose objects (the template, a map template's navigation session) announced new
    /// travel estimates and nothing else, by template id: kept with the new estimates
    /// (`TemplateSnapshot.withEstimates(of:)`).
    var newEstimates: [ElementID: TemplateSnapshot] = [:]
    /// The snapshots of the last refresh, by template id.
    var previous: [ElementID: TemplateSnapshot] = [:]
    /// The app objects that announced a change since the last refresh; nil: anything may have changed.
    var changed: Set<ElementID>? = nil

    /// Whether the object `id` announced no change since the last refresh.
    func unchanged(_ id: ElementID) -> Bool {
        guard let changed else { return false }
        return !changed.contains(id)
    }

    /// The navigation session of the map template `id` as the last refresh copied it.
    func previousNavigation(of id: ElementID) -> NavigationSessionSnapshot? {
        guard case .map(let map)? = previous[id]?.content else { return nil }
        return map.navigation
    }
}

extension LaneGuidanceSnapshot {
    /// Whether the lane guidance and its lanes, which it was copied from, announced no change since the last refresh.
    func isUnchanged(in reuse: SnapshotReuse) -> Bool {
        reuse.unchanged(id) && lanes.allSatisfy { reuse.unchanged($0.id) }
    }
}

extension ManeuverSnapshot {
    /// Whether the app objects it was copied from announced no change since the last refresh: the maneuver, its
    /// linked lane guidance and that one's lanes (its images, texts and estimates are values the maneuver holds).
    func isUnchanged(in reuse: SnapshotReuse) -> Bool {
        reuse.unchanged(id) && (linkedLaneGuidance?.isUnchanged(in: reuse) ?? true)
    }
}

/// The maneuvers of a navigation session's last snapshot, kept for the next while unchanged: looked up by id among
/// the upcoming maneuvers, then among the route segments' (gathered on first need).
struct KeptManeuvers {
    let previous: NavigationSessionSnapshot?
    let reuse: SnapshotReuse
    private var segments: [ElementID: ManeuverSnapshot]?

    init(previous: NavigationSessionSnapshot?, reuse: SnapshotReuse) {
        self.previous = previous
        self.reuse = reuse
    }

    /// `maneuver`'s snapshot: the last one when unchanged, else taken now.
    mutating func snapshot(_ maneuver: CPManeuver) -> ManeuverSnapshot {
        let id = ElementID(of: maneuver)
        if let previous, reuse.changed != nil,
            let last = previous.maneuvers.first(where: { $0.id == id }) ?? segmentManeuver(id, in: previous),
            last.isUnchanged(in: reuse)
        {
            return last
        }
        return ManeuverSnapshot(maneuver)
    }

    private mutating func segmentManeuver(_ id: ElementID, in previous: NavigationSessionSnapshot) -> ManeuverSnapshot?
    {
        if segments == nil {
            var byID: [ElementID: ManeuverSnapshot] = [:]
            for segment in previous.routeSegments {
                for maneuver in segment.maneuvers + segment.currentManeuvers { byID[maneuver.id] = maneuver }
            }
            segments = byID
        }
        return segments?[id]
    }
}
