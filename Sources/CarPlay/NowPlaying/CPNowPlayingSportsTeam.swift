import Foundation
import UIKit

/// One team of a sporting event shown in Now Playing sports mode.
@preconcurrency @MainActor
@available(iOS 18.4, *)
open class CPNowPlayingSportsTeam: NSObject, @preconcurrency NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a team with its name, logo, standings, score, possession indicator and favorite flag.
    public init(
        name: String, logo: CPNowPlayingSportsTeamLogo, teamStandings: String?, eventScore: String,
        possessionIndicator: UIImage?, favorite: Bool
    ) {
        self._name = name
        self._logo = logo
        self._teamStandings = teamStandings
        self._eventScore = eventScore
        self._possessionIndicator = possessionIndicator
        self._isFavorite = favorite
        super.init()
    }

    // MARK: NSSecureCoding

    /// Teams support secure coding.
    nonisolated open class var supportsSecureCoding: Bool { true }

    /// Archives the name, logo, standings, score, possession indicator and favorite flag.
    open func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
        coder.encode(logo, forKey: "logo")
        coder.encode(teamStandings, forKey: "teamStandings")
        coder.encode(eventScore, forKey: "eventScore")
        coder.encodeImage(possessionIndicator, forKey: "possessionIndicator")
        coder.encode(isFavorite, forKey: "favorite")
    }

    /// Decodes a team that `encode(with:)` archived: a new team.
    public required init?(coder: NSCoder) {
        guard let name = coder.decodeString(forKey: "name"),
            let logo = coder.decodeIfPresent(CPNowPlayingSportsTeamLogo.self, forKey: "logo"),
            let eventScore = coder.decodeString(forKey: "eventScore")
        else { return nil }
        self._name = name
        self._logo = logo
        self._teamStandings = coder.decodeString(forKey: "teamStandings")
        self._eventScore = eventScore
        self._possessionIndicator = coder.decodeImage(forKey: "possessionIndicator")
        self._isFavorite = coder.decodeBool(forKey: "favorite")
        super.init()
    }

    /// The team's name.
    open var name: String { _name }
    private let _name: String

    /// The team's logo.
    open var logo: CPNowPlayingSportsTeamLogo { _logo }
    private let _logo: CPNowPlayingSportsTeamLogo

    /// The team's standings (about 15–20 characters are shown).
    open var teamStandings: String? { _teamStandings }
    private let _teamStandings: String?

    /// The team's score (about 3–5 characters are shown).
    open var eventScore: String { _eventScore }
    private let _eventScore: String

    /// An image marking the team that has possession; only one team should have it.
    open var possessionIndicator: UIImage? { _possessionIndicator }
    private let _possessionIndicator: UIImage?

    /// Whether the team is the user's favorite (shown with a star).
    open var isFavorite: Bool { _isFavorite }
    private let _isFavorite: Bool

    nonisolated open override var description: String {
        let head = "<CPNowPlayingSportsTeam: \(cpAddress(of: self))>"
        guard cpIsMainQueue() else { return head }
        return MainActor.assumeIsolated {
            "\(head) name: \(name), eventScore: \(eventScore), teamStandings: \(cpDescribe(teamStandings)), "
                + "favorite: \(isFavorite ? 1 : 0), logo: \(logo)"
        }
    }
}
