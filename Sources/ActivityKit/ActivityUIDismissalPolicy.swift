#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// When an ended Live Activity leaves the screen.
@available(iOS 16.1, *)
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    let value: PlatformActivityDismissalValue
    /// After the system's time (up to four hours).
    public static let `default` = ActivityUIDismissalPolicy(value: .default)
    /// At once.
    public static let immediate = ActivityUIDismissalPolicy(value: .immediate)
    /// At `date` (within four hours).
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
        ActivityUIDismissalPolicy(value: .after(date))
    }
}

enum PlatformActivityDismissalValue: Hashable, Sendable {
    case `default`, immediate
    case after(Date)
}
#endif
