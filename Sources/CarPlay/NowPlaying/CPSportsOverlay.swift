import Foundation

/// A scoreboard drawn over a thumbnail image: two teams and the event's status (iOS 26.4).
@preconcurrency @MainActor
@available(iOS 26.4, *)
open class CPSportsOverlay: NSObject, @preconcurrency NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a sports overlay.
    public init(
        leftTeam: CPNowPlayingSportsTeam, rightTeam: CPNowPlayingSportsTeam, eventStatus: CPNowPlayingSportsEventStatus?
    ) {
        self._leftTeam = leftTeam
        self._rightTeam = rightTeam
        self._eventStatus = eventStatus
        super.init()
    }

    // MARK: NSSecureCoding

    /// Sports overlays support secure coding.
    nonisolated open class var supportsSecureCoding: Bool { true }

    /// Archives both teams and the event status.
    open func encode(with coder: NSCoder) {
        coder.encodeSportsEvent(left: leftTeam, right: rightTeam, status: eventStatus)
    }

    /// Decodes an overlay that `encode(with:)` archived: a new overlay.
    public required init?(coder: NSCoder) {
        guard let event = coder.decodeSportsEvent() else { return nil }
        self._leftTeam = event.left
        self._rightTeam = event.right
        self._eventStatus = event.status
        super.init()
    }

    /// The team shown on the left.
    open var leftTeam: CPNowPlayingSportsTeam { _leftTeam }
    private let _leftTeam: CPNowPlayingSportsTeam

    /// The team shown on the right.
    open var rightTeam: CPNowPlayingSportsTeam { _rightTeam }
    private let _rightTeam: CPNowPlayingSportsTeam

    /// The event's status.
    open var eventStatus: CPNowPlayingSportsEventStatus? { _eventStatus }
    private let _eventStatus: CPNowPlayingSportsEventStatus?

    nonisolated open override var description: String {
        let head = "<CPSportsOverlay: \(cpAddress(of: self))>"
        guard cpIsMainQueue() else { return head }
        return MainActor.assumeIsolated {
            "\(head) leftTeam: \(leftTeam), rightTeam: \(rightTeam), eventStatus: \(cpDescribe(eventStatus))"
        }
    }
}
