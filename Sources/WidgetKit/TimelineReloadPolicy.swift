#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// When the car asks the provider for a new timeline: after the last entry's date, at a date, or only when the
/// app asks (`WidgetCenter`).
@available(iOS 14.0, *)
public struct TimelineReloadPolicy: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case atEnd, never
        case after(Date)
    }
    let kind: Kind
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    public static let never = TimelineReloadPolicy(kind: .never)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }

    /// When to reload, given the timeline's entry dates (nil: not by itself).
    public func _reloadDate(lastEntry: Date?) -> Date? {
        switch kind {
        case .atEnd: lastEntry
        case .never: nil
        case .after(let date): date
        }
    }
}
#endif
