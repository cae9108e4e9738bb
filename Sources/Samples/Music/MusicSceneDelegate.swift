import CarPlay
import Foundation
import MediaPlayer
import UIKit

/// The Music app's CarPlay scene: a tab bar (Library, Playlists, Radio, Downloads) over lists, Now Playing with
/// shuffle, repeat, playback rate, add-to-library and favourite buttons, an Up Next list, live radio and a live
/// game in sports mode.
///
/// iOS creates it from the Info.plist scene manifest (`UISceneDelegateClassName` `Music.MusicSceneDelegate`) with
/// `init()`; tests may create it with their own clock.
public final class MusicSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPNowPlayingTemplateObserver,
    CPSessionConfigurationDelegate
{
    public let catalogue: Catalogue
    public let player: MusicPlayer
    public let library: MusicLibrary
    /// How long browsing and starting playback take (a catalogue fetch, buffering): the car shows a spinner on the
    /// selected row meanwhile.
    public var loadingDelay: Duration

    public private(set) var interfaceController: CPInterfaceController?
    private var tabBar: CPTabBarTemplate?
    private var libraryTemplate: CPListTemplate?
    private var playlistsTemplate: CPListTemplate?
    private var radioTemplate: CPListTemplate?
    private var downloadsTemplate: CPListTemplate?
    /// The tab whose stack holds Now Playing, when the app pushed it there.
    private var nowPlayingTab: CPTemplate?

    let rows = PlayingRows()
    private let mediaBridge: MediaCenterBridge
    private let nowPlaying: NowPlayingController
    private var playerObserver: Int?
    private var ticker: Task<Void, Never>?
    private var sessionConfiguration: CPSessionConfiguration?
    private var shownRecentAlbums: [String] = []

    /// Remembers which recently played albums the Library tab shows.
    func shownRecentAlbumsChanged(_ ids: [String]) { shownRecentAlbums = ids }

    /// The app as iOS launches it: what its app delegate plays (the bundled catalogue, the system clock), so Siri's
    /// requests and the scene share one player; its own when the app runs without its delegate.
    public required convenience init() {
        let app = UIApplication.shared.delegate as? AppDelegate
        if let model = app?.model {
            self.init(model: model, ownsModel: false, loadingDelay: .milliseconds(350))
            return
        }
        do {
            if let error = app?.catalogueError { throw error }
            self.init(catalogue: try Catalogue.bundled())
        } catch {
            // Shown on the car instead of the tabs (see didConnect): an app without its data says so.
            self.init(catalogue: Catalogue(artists: [], albums: [], playlists: [], stations: [], games: []))
            catalogueError = error
        }
    }

    /// Why the bundled catalogue could not be read, if it could not.
    public private(set) var catalogueError: (any Error)?
    /// Whether the scene made the player it plays with (else the app delegate's, which outlives the scene).
    private let ownsModel: Bool

    /// The app with a catalogue, a clock for the player and a loading delay.
    public convenience init(
        catalogue: Catalogue, clock: @escaping @MainActor () -> Date = { Date() },
        loadingDelay: Duration = .milliseconds(350)
    ) {
        self.init(model: MusicModel(catalogue: catalogue, clock: clock), ownsModel: true, loadingDelay: loadingDelay)
    }

    private init(model: MusicModel, ownsModel: Bool, loadingDelay: Duration) {
        catalogue = model.catalogue
        self.loadingDelay = loadingDelay
        self.ownsModel = ownsModel
        player = model.player
        library = model.library
        mediaBridge = model.mediaBridge
        nowPlaying = NowPlayingController(player: model.player, library: model.library)
        super.init()
        library.onChange.append { [weak self] in self?.libraryChanged() }
    }

    // MARK: Scene life cycle

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
        if let catalogueError {
            let failure = CPListTemplate(title: "Music", sections: [])
            failure.emptyViewTitleVariants = ["Music Could Not Load Its Catalogue", "No Catalogue"]
            failure.emptyViewSubtitleVariants = ["\(catalogueError)"]
            interfaceController.setRootTemplate(failure, animated: false, completion: nil)
            return
        }
        sessionConfiguration = CPSessionConfiguration(delegate: self)
        mediaBridge.start()
        nowPlaying.start()
        CPNowPlayingTemplate.shared.add(self)
        playerObserver = player.addObserver { [weak self] in self?.playerChanged() }

        let library = rebuildable(CPListTemplate(title: "Library", sections: librarySections()), id: "library") {
            CPListTemplate(title: "Library", sections: $0.librarySections())
        }
        library.tabTitle = "Library"
        library.tabImage = Artwork.symbol("books.vertical")
        let playlists = rebuildable(CPListTemplate(title: "Playlists", sections: playlistsSections()), id: "playlists")
        {
            CPListTemplate(title: "Playlists", sections: $0.playlistsSections())
        }
        playlists.tabTitle = "Playlists"
        playlists.tabImage = Artwork.symbol("music.note.list")
        let radio = rebuildable(CPListTemplate(title: "Radio", sections: radioSections()), id: "radio") {
            CPListTemplate(title: "Radio", sections: $0.radioSections())
        }
        radio.tabTitle = "Radio"
        radio.tabImage = Artwork.symbol("dot.radiowaves.left.and.right")
        let downloads = CPListTemplate(title: "Downloads", sections: [])
        downloads.tabTitle = "Downloads"
        downloads.tabImage = Artwork.symbol("arrow.down.circle")
        downloads.emptyViewTitleVariants = ["No Downloaded Music", "No Downloads"]
        downloads.emptyViewSubtitleVariants = [
            "Music you download on your iPhone appears here.", "Download music on your iPhone.",
        ]
        libraryTemplate = library
        playlistsTemplate = playlists
        radioTemplate = radio
        downloadsTemplate = downloads
        let tabBar = CPTabBarTemplate(templates: [library, playlists, radio, downloads])
        self.tabBar = tabBar
        interfaceController.setRootTemplate(tabBar, animated: false, completion: nil)
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        // Like unplugging headphones: playback pauses and the audio session is released.
        player.stop()
        CPNowPlayingTemplate.shared.remove(self)
        nowPlaying.stop()
        // The app delegate's bridge stays: Siri may play while the scene is gone.
        if ownsModel { mediaBridge.stop() }
        if let playerObserver { player.removeObserver(playerObserver) }
        playerObserver = nil
        ticker?.cancel()
        ticker = nil
        self.interfaceController = nil
        sessionConfiguration = nil
        tabBar = nil
        libraryTemplate = nil
        playlistsTemplate = nil
        radioTemplate = nil
        downloadsTemplate = nil
        nowPlayingTab = nil
    }

    // MARK: Now Playing observer

    public func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {
        guard let interfaceController, interfaceController.topTemplate === nowPlayingTemplate else { return }
        interfaceController.pushTemplate(upNextTemplate(), animated: true, completion: nil)
    }

    public func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {
        guard let interfaceController, interfaceController.topTemplate === nowPlayingTemplate,
            let track = player.currentTrack, let album = catalogue.album(id: track.albumID)
        else { return }
        interfaceController.pushTemplate(albumTemplate(album), animated: true, completion: nil)
    }

    // MARK: Following the player

    private func playerChanged() {
        rows.refresh(player)
        if player.isPlaying {
            startTicker()
        } else {
            ticker?.cancel()
            ticker = nil
        }
        if Array(player.recentAlbumIDs.prefix(4)) != shownRecentAlbums {
            libraryTemplate?.updateSections(librarySections())
        }
    }

    private func libraryChanged() {
        libraryTemplate?.updateSections(librarySections())
        playlistsTemplate?.updateSections(playlistsSections())
    }

    /// What the app does every second while playing: catches up with the clock (track ends, game events) and
    /// moves the rows' progress bars.
    public func tick() {
        player.syncWithClock()
        rows.refresh(player)
    }

    private func startTicker() {
        guard ticker == nil else { return }
        ticker = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                guard let self, !Task.isCancelled else { return }
                tick()
            }
        }
    }

    // MARK: Navigation

    /// Runs `body` after the (simulated) load; the caller's completion goes in `body`, so the car's spinner shows
    /// until then.
    func afterLoading(_ body: @escaping @MainActor () -> Void) {
        let delay = loadingDelay
        Task { @MainActor in
            if delay > .zero {
                try? await Task.sleep(for: delay)
            } else {
                await Task.yield()
            }
            body()
        }
    }

    /// Loads and pushes a template (the spinner shows on the selected row until it is on screen).
    func push(_ make: @escaping @MainActor (MusicSceneDelegate) -> CPTemplate, completion: @escaping () -> Void) {
        afterLoading { [weak self] in
            guard let self, let interfaceController else { return completion() }
            interfaceController.pushTemplate(make(self), animated: true) { _, _ in completion() }
        }
    }

    /// Marks a list as rebuildable: when the car lifts or imposes list limits, the app gives the list its full
    /// content again (the framework cut it to the limit in force when it was made).
    @discardableResult
    func rebuildable(
        _ template: CPListTemplate, id: String, _ rebuild: @escaping @MainActor (MusicSceneDelegate) -> CPListTemplate
    ) -> CPListTemplate {
        template.userInfo = ListContent(id: id) { [weak self] in self.map { rebuild($0).sections } ?? [] }
        return template
    }

    /// Rebuilds every list the app shows (the tab roots and the current stack).
    func refreshLists() {
        let templates = (tabBar?.templates ?? []) + (interfaceController?.templates ?? [])
        var seen = Set<ObjectIdentifier>()
        for case let list as CPListTemplate in templates where seen.insert(ObjectIdentifier(list)).inserted {
            if let content = list.userInfo as? ListContent { list.updateSections(content.sections()) }
        }
    }

    // MARK: Session configuration

    public func sessionConfiguration(
        _ sessionConfiguration: CPSessionConfiguration,
        limitedUserInterfacesChanged limitedUserInterfaces: CPLimitableUserInterface
    ) {
        refreshLists()
    }

    /// Starts playback (after buffering) and shows Now Playing.
    func startPlayback(_ start: @escaping @MainActor (MusicPlayer) -> Bool, completion: @escaping () -> Void) {
        afterLoading { [weak self] in
            guard let self, start(player) else { return completion() }
            showNowPlaying(completion: completion)
        }
    }

    /// Shows Now Playing: back to it when it is in this tab's stack, pushed otherwise; when another tab holds it,
    /// that tab is selected.
    func showNowPlaying(completion: @escaping () -> Void) {
        guard let interfaceController else { return completion() }
        let template = CPNowPlayingTemplate.shared
        if interfaceController.templates.contains(where: { $0 === template }) {
            guard interfaceController.topTemplate !== template else { return completion() }
            interfaceController.pop(to: template, animated: true) { _, _ in completion() }
            return
        }
        interfaceController.pushTemplate(template, animated: true) { [weak self] success, _ in
            guard let self else { return completion() }
            if success {
                nowPlayingTab = tabBar?.selectedTemplate
            } else if let tab = nowPlayingTab, let tabBar, tabBar.templates.contains(where: { $0 === tab }) {
                tabBar.select(tab)
                if interfaceController.templates.contains(where: { $0 === template }),
                    interfaceController.topTemplate !== template
                {
                    interfaceController.pop(to: template, animated: true) { _, _ in completion() }
                    return
                }
            }
            completion()
        }
    }

    // MARK: Shared row builders

    /// A row for a track; selecting it plays `tracks` from it.
    func trackItem(
        _ track: Track, in tracks: [Track], at index: Int, detail: String? = nil, image: UIImage? = nil,
        indicator: CPListItemPlayingIndicatorLocation
    ) -> CPListItem {
        let item = CPListItem(
            text: track.title, detailText: detail ?? Self.formatDuration(track.duration), image: image)
        item.isExplicitContent = track.isExplicit
        item.playingIndicatorLocation = indicator
        item.userInfo = PlayableItem.track(track).key
        item.handler = { [weak self] _, completion in
            self?.startPlayback({ $0.play(tracks, startingAt: index) }, completion: completion)
        }
        rows.register(item, for: .track(track))
        rows.refresh(player)
        return item
    }

    /// The tracks of an album, by number.
    func albumTemplate(_ album: Album) -> CPListTemplate {
        let items = album.tracks.enumerated().map { index, track in
            trackItem(track, in: album.tracks, at: index, indicator: .trailing)
        }
        let header = "\(catalogue.artistName(album.artistID)) · \(album.year)"
        let template = CPListTemplate(
            title: album.title, sections: [CPListSection(items: items, header: header, sectionIndexTitle: nil)])
        return rebuildable(template, id: "album:" + album.id) { $0.albumTemplate(album) }
    }

    /// Up Next: the current track, then the queue to come; selecting a track plays it and returns to Now Playing.
    func upNextTemplate() -> CPListTemplate {
        var sections: [CPListSection] = []
        if let track = player.currentTrack {
            let item = CPListItem(
                text: track.title, detailText: catalogue.artistName(track.artistID), image: Artwork.image(track.artwork)
            )
            item.handler = { [weak self] _, completion in self?.showNowPlaying(completion: completion) }
            rows.register(item, for: .track(track))
            sections.append(CPListSection(items: [item], header: "Now Playing", sectionIndexTitle: nil))
        }
        let items = player.upNextIndices.map { index -> CPListItem in
            let track = player.queue[index]
            let item = CPListItem(
                text: track.title, detailText: catalogue.artistName(track.artistID), image: Artwork.image(track.artwork)
            )
            item.handler = { [weak self] _, completion in
                guard let self, player.queue.indices.contains(index), player.queue[index].id == track.id else {
                    return completion()
                }
                player.skip(toQueueIndex: index)
                showNowPlaying(completion: completion)
            }
            return item
        }
        if !items.isEmpty { sections.append(CPListSection(items: items, header: "Up Next", sectionIndexTitle: nil)) }
        rows.refresh(player)
        let template = CPListTemplate(title: "Up Next", sections: sections)
        template.emptyViewTitleVariants = ["Nothing Up Next"]
        return rebuildable(template, id: "upNext") { $0.upNextTemplate() }
    }

    /// "3:34", "1:02:03"; "--:--" for a time that is not one (negative, not finite, over 10,000 hours): the app
    /// runs in the car's process and must not trap on a number it is given.
    static func formatDuration(_ seconds: TimeInterval) -> String {
        guard seconds.isFinite, seconds >= 0, seconds < 36_000_000 else { return "--:--" }
        let total = Int(seconds.rounded(.down))
        let hours = total / 3600, minutes = total / 60 % 60, secs = total % 60
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
    }
}

/// The list rows that stand for playable items, so they show the playing indicator and the progress of what plays.
@MainActor
final class PlayingRows {
    private final class Entry {
        weak var item: CPListItem?
        let playable: PlayableItem
        init(_ item: CPListItem, _ playable: PlayableItem) {
            self.item = item
            self.playable = playable
        }
    }

    private var entries: [Entry] = []

    func register(_ item: CPListItem, for playable: PlayableItem) {
        entries.removeAll { $0.item == nil }
        entries.append(Entry(item, playable))
    }

    /// Updates every live row: `isPlaying` on the current item while it plays, `playbackProgress` of tracks.
    func refresh(_ player: MusicPlayer) {
        entries.removeAll { $0.item == nil }
        let currentKey = player.current?.key
        for entry in entries {
            guard let item = entry.item else { continue }
            let playing = player.isPlaying && entry.playable.key == currentKey
            if item.isPlaying != playing { item.isPlaying = playing }
            let progress = entry.playable.track.map { CGFloat(player.progress(of: $0)) } ?? 0
            if abs(item.playbackProgress - progress) > 0.0001 { item.playbackProgress = progress }
        }
    }
}

/// What a list shows, so the app can give it its content again (`userInfo` of the app's list templates).
final class ListContent {
    let id: String
    let sections: @MainActor () -> [CPListSection]
    init(id: String, sections: @escaping @MainActor () -> [CPListSection]) {
        self.id = id
        self.sections = sections
    }
}
