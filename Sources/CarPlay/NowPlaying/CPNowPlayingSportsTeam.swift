import Foundation

/// One team of a sporting event shown in Now Playing sports mode.
@MainActor
@available(iOS 18.4, *)
open class CPNowPlayingSportsTeam: NSObject, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a team with its name, logo, standings, score, possession indicator and favorite flag.
    public init(
        name: String, logo: CPNowPlayingSportsTeamLogo, teamStandings: String?, eventScore: String,
        possessionIndicator: UIImage?, favorite: Bool
    ) {
        self.name = name
        self.logo = logo
        self.teamStandings = teamStandings
        self.eventScore = eventScore
        self.possessionIndicator = possessionIndicator
        self.isFavorite = favorite
        super.init()
    }

    /// The team's name.
    public let name: String

    /// The team's logo.
    public let logo: CPNowPlayingSportsTeamLogo

    /// The team's standings (about 15–20 characters are shown).
    public let teamStandings: String?

    /// The team's score (about 3–5 characters are shown).
    public let eventScore: String

    /// An image marking the team that has possession; only one team should have it.
    public let possessionIndicator: UIImage?

    /// Whether the team is the user's favorite (shown with a star).
    public let isFavorite: Bool

    nonisolated open override var description: String {
        let head = "<CPNowPlayingSportsTeam: \(cpAddress(of: self))>"
        guard cpIsMainQueue() else { return head }
        return MainActor.assumeIsolated {
            "\(head) name: \(name), eventScore: \(eventScore), teamStandings: \(cpDescribe(teamStandings)), "
                + "favorite: \(isFavorite ? 1 : 0), logo: \(logo)"
        }
    }
}
