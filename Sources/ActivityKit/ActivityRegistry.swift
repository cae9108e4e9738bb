#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// The Live Activities an app started and has not ended, one list per app (`Activity.activities`). Read and
/// written by `Activity`, on the main actor only.
final class ActivityRegistry: @unchecked Sendable {
    private static let scoped = PlatformAppScoped<ActivityRegistry> { _ in ActivityRegistry() }

    /// The list of the app whose code runs now.
    static var current: ActivityRegistry { scoped.current }

    var activities: [AnyObject] = []
}
#endif
