import Foundation
import UIKit

/// The sports mode of the Now Playing template: a scoreboard of two teams, the event's status and background
/// artwork (iOS 18.4).
@preconcurrency @MainActor
@available(iOS 18.4, *)
open class CPNowPlayingModeSports: CPNowPlayingMode {
    /// Creates a sports mode. The left team always stays on the left (usually the away team).
    public init(
        leftTeam: CPNowPlayingSportsTeam, rightTeam: CPNowPlayingSportsTeam,
        eventStatus: CPNowPlayingSportsEventStatus?, backgroundArtwork: UIImage?
    ) {
        self._leftTeam = leftTeam
        self._rightTeam = rightTeam
        self._eventStatus = eventStatus
        self._backgroundArtwork = backgroundArtwork
        super.init()
    }

    /// Archives both teams, the event status and the background artwork.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encodeSportsEvent(left: leftTeam, right: rightTeam, status: eventStatus)
        coder.encodeImage(backgroundArtwork, forKey: "backgroundArtwork")
    }

    /// Decodes a sports mode that `encode(with:)` archived: a new mode.
    public required init?(coder: NSCoder) {
        guard let event = coder.decodeSportsEvent() else { return nil }
        self._leftTeam = event.left
        self._rightTeam = event.right
        self._eventStatus = event.status
        self._backgroundArtwork = coder.decodeImage(forKey: "backgroundArtwork")
        super.init(coder: coder)
    }

    /// The team shown on the left, whatever the writing direction or driving side (usually the away team).
    open var leftTeam: CPNowPlayingSportsTeam { _leftTeam }
    private let _leftTeam: CPNowPlayingSportsTeam

    /// The team shown on the right (usually the home team).
    open var rightTeam: CPNowPlayingSportsTeam { _rightTeam }
    private let _rightTeam: CPNowPlayingSportsTeam

    /// The event's status.
    open var eventStatus: CPNowPlayingSportsEventStatus? { _eventStatus }
    private let _eventStatus: CPNowPlayingSportsEventStatus?

    /// The artwork behind the scoreboard (at most 500×500 points).
    open var backgroundArtwork: UIImage? { _backgroundArtwork }
    private let _backgroundArtwork: UIImage?

    nonisolated open override var description: String {
        let head = "<CPNowPlayingModeSports: \(cpAddress(of: self))>"
        guard cpIsMainQueue() else { return head }
        return MainActor.assumeIsolated {
            "\(head) leftTeam: \(leftTeam), rightTeam: \(rightTeam), eventStatus: \(cpDescribe(eventStatus)), "
                + "backgroundArtwork: \(cpDescribe(backgroundArtwork))"
        }
    }
}
