import CarPlay
import Foundation
import MediaPlayer
import UIKit

/// Configures CarPlay's shared Now Playing template for what plays: the buttons (shuffle, repeat, playback rate,
/// add to library, favourite) for tracks, none for live streams; the Up Next and album/artist buttons; sports mode
/// for a live game.
@MainActor
final class NowPlayingController {
    private let player: MusicPlayer
    private let library: MusicLibrary
    private var observer: Int?

    private lazy var shuffleButton = CPNowPlayingShuffleButton { [weak self] _ in self?.player.toggleShuffle() }
    private lazy var repeatButton = CPNowPlayingRepeatButton { [weak self] _ in self?.player.cycleRepeat() }
    private lazy var rateButton = CPNowPlayingPlaybackRateButton { [weak self] _ in self?.player.cyclePlaybackRate() }
    private lazy var addToLibraryButton = CPNowPlayingAddToLibraryButton { [weak self] _ in
        guard let self, let track = player.currentTrack else { return }
        library.addAlbum(track.albumID)
    }
    private lazy var favoriteButton = CPNowPlayingImageButton(image: Artwork.symbol("heart")) { [weak self] _ in
        guard let self, let track = player.currentTrack else { return }
        library.toggleFavorite(track.id)
    }

    /// What the template shows now, to touch it only when something changed.
    private var shownButtonsKind: String?
    private var shownSportsState: MusicPlayer.GameState?
    private var shownGameID: String?

    init(player: MusicPlayer, library: MusicLibrary) {
        self.player = player
        self.library = library
        library.onChange.append { [weak self] in
            guard let self, observer != nil else { return }
            update()
        }
    }

    var template: CPNowPlayingTemplate { CPNowPlayingTemplate.shared }

    /// Configures the template (at connect time: the system may show it before the app pushes it) and follows the
    /// player and the library.
    func start() {
        guard observer == nil else { return }
        template.upNextTitle = "Up Next"
        observer = player.addObserver { [weak self] in self?.update() }
        update()
    }

    func stop() {
        if let observer { player.removeObserver(observer) }
        observer = nil
        shownButtonsKind = nil
        shownGameID = nil
        shownSportsState = nil
    }

    /// Brings the template in line with the player.
    func update() {
        let template = template
        let kind: String
        switch player.current {
        case .track(let track):
            kind = "track"
            addToLibraryButton.isEnabled = !library.containsAlbum(track.albumID)
            favoriteButton.isSelected = library.isFavorite(track.id)
        case .station: kind = "station"
        case .game: kind = "game"
        case nil: kind = "none"
        }
        if kind != shownButtonsKind {
            shownButtonsKind = kind
            let buttons: [CPNowPlayingButton] =
                kind == "track" ? [shuffleButton, repeatButton, rateButton, addToLibraryButton, favoriteButton] : []
            template.updateNowPlayingButtons(buttons)
        }
        let upNext = kind == "track" && !player.upNextIndices.isEmpty
        if template.isUpNextButtonEnabled != upNext { template.isUpNextButtonEnabled = upNext }
        if template.isAlbumArtistButtonEnabled != (kind == "track") {
            template.isAlbumArtistButtonEnabled = kind == "track"
        }
        updateMode()
    }

    /// Sports mode while a game plays (rebuilt when the score changes), the default mode otherwise.
    private func updateMode() {
        guard case .game(let game) = player.current, let state = player.gameState else {
            if shownGameID != nil || template.nowPlayingMode != nil {
                template.nowPlayingMode = nil
                shownGameID = nil
                shownSportsState = nil
            }
            return
        }
        guard shownGameID != game.id || shownSportsState != state else { return }
        shownGameID = game.id
        shownSportsState = state
        template.nowPlayingMode = sportsMode(game, state: state)
    }

    private func sportsMode(_ game: Game, state: MusicPlayer.GameState) -> CPNowPlayingModeSports {
        func team(_ team: Game.Team, score: Int) -> CPNowPlayingSportsTeam {
            CPNowPlayingSportsTeam(
                name: team.name, logo: CPNowPlayingSportsTeamLogo(teamLogo: Artwork.image(team.logo)),
                teamStandings: team.standings, eventScore: String(score), possessionIndicator: nil,
                favorite: team.favorite)
        }
        let texts = [game.period] + (state.latestEvent.map { [$0] } ?? [])
        let status = CPNowPlayingSportsEventStatus(
            eventStatusText: texts, eventStatusImage: nil,
            eventClock: CPNowPlayingSportsClock(elapsedTime: player.gameClock, paused: false))
        return CPNowPlayingModeSports(
            leftTeam: team(game.left, score: state.leftScore), rightTeam: team(game.right, score: state.rightScore),
            eventStatus: status, backgroundArtwork: Artwork.image(game.artwork))
    }
}
