import Foundation
import UIKit

/// The logo of a team in Now Playing sports mode: an image or the team's initials.
@preconcurrency @MainActor
@available(iOS 18.4, *)
open class CPNowPlayingSportsTeamLogo: NSObject, @preconcurrency NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a logo from an image (at most 350×350 points; larger images are scaled down).
    public init(teamLogo: UIImage) {
        self._logo = teamLogo
        self._initials = nil
        super.init()
    }

    /// Creates a logo from the team's initials (up to three characters are shown).
    public init(teamInitials: String) {
        self._logo = nil
        self._initials = teamInitials
        super.init()
    }

    // MARK: NSSecureCoding

    /// Team logos support secure coding.
    nonisolated open class var supportsSecureCoding: Bool { true }

    /// Archives the logo image or the initials.
    open func encode(with coder: NSCoder) {
        coder.encodeImage(logo, forKey: "logo")
        coder.encode(initials, forKey: "initials")
    }

    /// Decodes a logo that `encode(with:)` archived: a new logo; nil when it has neither image nor initials.
    public required init?(coder: NSCoder) {
        let logo = coder.decodeImage(forKey: "logo")
        let initials = coder.decodeString(forKey: "initials")
        guard logo != nil || initials != nil else { return nil }
        self._logo = logo
        self._initials = initials
        super.init()
    }

    /// The logo image, if the logo was created from an image.
    open var logo: UIImage? { _logo }
    private let _logo: UIImage?

    /// The team's initials, if the logo was created from initials.
    open var initials: String? { _initials }
    private let _initials: String?

    nonisolated open override var description: String {
        let head = "<CPNowPlayingSportsTeamLogo: \(cpAddress(of: self))>"
        guard cpIsMainQueue() else { return head }
        return MainActor.assumeIsolated { "\(head) logo: \(cpDescribe(logo)), initials: \(cpDescribe(initials))" }
    }
}
