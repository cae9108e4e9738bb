#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A range of dates as date components (a search's time frame).
@available(iOS 10.0, *)
open class INDateComponentsRange: NSObject {
    public let startDateComponents: DateComponents?
    public let endDateComponents: DateComponents?

    /// A range from `start` to `end` (either may be open).
    public init(start startDateComponents: DateComponents?, end endDateComponents: DateComponents?) {
        self.startDateComponents = startDateComponents
        self.endDateComponents = endDateComponents
        super.init()
    }
}
#endif
