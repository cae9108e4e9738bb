import Foundation

/// A scoreboard drawn over a thumbnail image: two teams and the event's status (iOS 26.4).
@MainActor
@available(iOS 26.4, *)
open class CPSportsOverlay: NSObject, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a sports overlay.
    public init(leftTeam: CPNowPlayingSportsTeam, rightTeam: CPNowPlayingSportsTeam, eventStatus: CPNowPlayingSportsEventStatus?) {
        self.leftTeam = leftTeam
        self.rightTeam = rightTeam
        self.eventStatus = eventStatus
        super.init()
    }

    /// The team shown on the left.
    public let leftTeam: CPNowPlayingSportsTeam

    /// The team shown on the right.
    public let rightTeam: CPNowPlayingSportsTeam

    /// The event's status.
    public let eventStatus: CPNowPlayingSportsEventStatus?

    nonisolated open override var description: String {
        let head = "<CPSportsOverlay: \(cpAddress(of: self))>"
        guard cpIsMainQueue() else { return head }
        return MainActor.assumeIsolated {
            "\(head) leftTeam: \(leftTeam), rightTeam: \(rightTeam), eventStatus: \(cpDescribe(eventStatus))"
        }
    }
}
