import Foundation
import UIKit

/// The status of a sporting event in Now Playing sports mode: period texts, an image and a clock.
@preconcurrency @MainActor
@available(iOS 18.4, *)
open class CPNowPlayingSportsEventStatus: NSObject, @preconcurrency NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates an event status.
    public init(eventStatusText: [String]?, eventStatusImage: UIImage?, eventClock: CPNowPlayingSportsClock?) {
        self._eventStatusText = eventStatusText
        self._eventStatusImage = eventStatusImage
        self._eventClock = eventClock
        super.init()
    }

    // MARK: NSSecureCoding

    /// Event statuses support secure coding.
    nonisolated open class var supportsSecureCoding: Bool { true }

    /// Archives the status texts, image and clock.
    open func encode(with coder: NSCoder) {
        coder.encodeStrings(eventStatusText, forKey: "eventStatusText")
        coder.encodeImage(eventStatusImage, forKey: "eventStatusImage")
        coder.encode(eventClock, forKey: "eventClock")
    }

    /// Decodes a status that `encode(with:)` archived: a new status.
    public required init?(coder: NSCoder) {
        self._eventStatusText = coder.decodeStrings(forKey: "eventStatusText")
        self._eventStatusImage = coder.decodeImage(forKey: "eventStatusImage")
        self._eventClock = coder.decodeIfPresent(CPNowPlayingSportsClock.self, forKey: "eventClock")
        super.init()
    }

    /// Up to three strings: the period first, then extra information.
    open var eventStatusText: [String]? { _eventStatusText }
    private let _eventStatusText: [String]?

    /// An image describing the event's status.
    open var eventStatusImage: UIImage? { _eventStatusImage }
    private let _eventStatusImage: UIImage?

    /// The event's clock.
    open var eventClock: CPNowPlayingSportsClock? { _eventClock }
    private let _eventClock: CPNowPlayingSportsClock?

    nonisolated open override var description: String {
        let head = "<CPNowPlayingSportsEventStatus: \(cpAddress(of: self))>"
        guard cpIsMainQueue() else { return head }
        return MainActor.assumeIsolated {
            "\(head) eventStatusText: \(cpDescribe(eventStatusText)), eventStatusImage: \(cpDescribe(eventStatusImage)), "
                + "eventClock: \(cpDescribe(eventClock))"
        }
    }
}
