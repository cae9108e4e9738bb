import Foundation
@_spi(CarPlayHost) import CarPlay

/// The shared `CPNowPlayingTemplate`: the app's buttons (all of them; the host shows 5), the Up Next and
/// album/artist buttons and the sports mode.
public struct NowPlayingTemplateSnapshot: Codable, Hashable, Sendable {
    public var buttons: [NowPlayingButtonSnapshot]
    public var upNext: UpNextButton
    public var albumArtist: AlbumArtistButton
    /// The sports mode (iOS 18.4); nil for the default mode.
    public var sports: SportsModeSnapshot?

    /// The Up Next button; its id is `<template id>/upNext`.
    public struct UpNextButton: Codable, Hashable, Sendable, Identifiable {
        public var id: ElementID
        public var title: String
        public var isEnabled: Bool
        public init(id: ElementID, title: String, isEnabled: Bool) {
            self.id = id
            self.title = title
            self.isEnabled = isEnabled
        }
    }

    /// The album/artist title as a button; its id is `<template id>/albumArtist`.
    public struct AlbumArtistButton: Codable, Hashable, Sendable, Identifiable {
        public var id: ElementID
        public var isEnabled: Bool
        public init(id: ElementID, isEnabled: Bool) {
            self.id = id
            self.isEnabled = isEnabled
        }
    }

    public init(
        buttons: [NowPlayingButtonSnapshot], upNext: UpNextButton, albumArtist: AlbumArtistButton,
        sports: SportsModeSnapshot? = nil
    ) {
        self.buttons = buttons
        self.upNext = upNext
        self.albumArtist = albumArtist
        self.sports = sports
    }

    @MainActor init(_ template: CPNowPlayingTemplate) {
        let templateID = template._elementID.rawValue
        buttons = template.nowPlayingButtons.map(NowPlayingButtonSnapshot.init)
        upNext = UpNextButton(
            id: ElementID(templateID + "/upNext"), title: template.upNextTitle,
            isEnabled: template.isUpNextButtonEnabled)
        albumArtist = AlbumArtistButton(
            id: ElementID(templateID + "/albumArtist"), isEnabled: template.isAlbumArtistButtonEnabled)
        sports = (template.nowPlayingMode as? CPNowPlayingModeSports).map(SportsModeSnapshot.init)
    }
}

/// A `CPNowPlayingButton`.
public struct NowPlayingButtonSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var kind: Kind
    public var isEnabled: Bool
    public var isSelected: Bool
    /// The custom image of an image button (nil: the system's default glyph).
    public var image: ImageSnapshot?

    /// The concrete button class.
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        case shuffle, addToLibrary, more, playbackRate, `repeat`, image
    }

    public init(
        id: ElementID, kind: Kind, isEnabled: Bool = true, isSelected: Bool = false, image: ImageSnapshot? = nil
    ) {
        self.id = id
        self.kind = kind
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.image = image
    }

    @MainActor init(_ button: CPNowPlayingButton) {
        id = ElementID(of: button)
        // A bare CPNowPlayingButton (which apps shouldn't create) is treated as an image button without image.
        kind =
            switch button {
            case is CPNowPlayingShuffleButton: .shuffle
            case is CPNowPlayingAddToLibraryButton: .addToLibrary
            case is CPNowPlayingMoreButton: .more
            case is CPNowPlayingPlaybackRateButton: .playbackRate
            case is CPNowPlayingRepeatButton: .repeat
            default: .image
            }
        isEnabled = button.isEnabled
        isSelected = button.isSelected
        image = (button as? CPNowPlayingImageButton)?.image.map(ImageSnapshot.init)
    }
}

/// `CPNowPlayingModeSports`: the scoreboard the Now Playing template shows in sports mode.
public struct SportsModeSnapshot: Codable, Hashable, Sendable {
    public var leftTeam: SportsTeamSnapshot
    public var rightTeam: SportsTeamSnapshot
    public var eventStatus: SportsEventStatusSnapshot?
    public var backgroundArtwork: ImageSnapshot?

    public init(
        leftTeam: SportsTeamSnapshot, rightTeam: SportsTeamSnapshot, eventStatus: SportsEventStatusSnapshot? = nil,
        backgroundArtwork: ImageSnapshot? = nil
    ) {
        self.leftTeam = leftTeam
        self.rightTeam = rightTeam
        self.eventStatus = eventStatus
        self.backgroundArtwork = backgroundArtwork
    }

    @MainActor init(_ mode: CPNowPlayingModeSports) {
        leftTeam = SportsTeamSnapshot(mode.leftTeam)
        rightTeam = SportsTeamSnapshot(mode.rightTeam)
        eventStatus = mode.eventStatus.map(SportsEventStatusSnapshot.init)
        backgroundArtwork = mode.backgroundArtwork.map(ImageSnapshot.init)
    }
}

/// `CPSportsOverlay` (iOS 26.4): a scoreboard drawn over a thumbnail image.
public struct SportsOverlaySnapshot: Codable, Hashable, Sendable {
    public var leftTeam: SportsTeamSnapshot
    public var rightTeam: SportsTeamSnapshot
    public var eventStatus: SportsEventStatusSnapshot?

    public init(
        leftTeam: SportsTeamSnapshot, rightTeam: SportsTeamSnapshot, eventStatus: SportsEventStatusSnapshot? = nil
    ) {
        self.leftTeam = leftTeam
        self.rightTeam = rightTeam
        self.eventStatus = eventStatus
    }

    @MainActor init(_ overlay: CPSportsOverlay) {
        leftTeam = SportsTeamSnapshot(overlay.leftTeam)
        rightTeam = SportsTeamSnapshot(overlay.rightTeam)
        eventStatus = overlay.eventStatus.map(SportsEventStatusSnapshot.init)
    }
}

/// `CPNowPlayingSportsTeam` with its logo (an image or initials).
public struct SportsTeamSnapshot: Codable, Hashable, Sendable {
    public var name: String
    public var logoImage: ImageSnapshot?
    public var logoInitials: String?
    public var standings: String?
    public var score: String
    public var possessionIndicator: ImageSnapshot?
    public var isFavorite: Bool

    public init(
        name: String, logoImage: ImageSnapshot? = nil, logoInitials: String? = nil, standings: String? = nil,
        score: String, possessionIndicator: ImageSnapshot? = nil, isFavorite: Bool = false
    ) {
        self.name = name
        self.logoImage = logoImage
        self.logoInitials = logoInitials
        self.standings = standings
        self.score = score
        self.possessionIndicator = possessionIndicator
        self.isFavorite = isFavorite
    }

    @MainActor init(_ team: CPNowPlayingSportsTeam) {
        name = team.name
        logoImage = team.logo.logo.map(ImageSnapshot.init)
        logoInitials = team.logo.initials
        standings = team.teamStandings
        score = team.eventScore
        possessionIndicator = team.possessionIndicator.map(ImageSnapshot.init)
        isFavorite = team.isFavorite
    }
}

/// `CPNowPlayingSportsEventStatus`.
public struct SportsEventStatusSnapshot: Codable, Hashable, Sendable {
    /// Up to three texts: the period, then extra information.
    public var texts: [String]?
    public var image: ImageSnapshot?
    public var clock: SportsClockSnapshot?

    public init(texts: [String]? = nil, image: ImageSnapshot? = nil, clock: SportsClockSnapshot? = nil) {
        self.texts = texts
        self.image = image
        self.clock = clock
    }

    @MainActor init(_ status: CPNowPlayingSportsEventStatus) {
        texts = status.eventStatusText
        image = status.eventStatusImage.map(ImageSnapshot.init)
        clock = status.eventClock.map(SportsClockSnapshot.init)
    }
}

/// `CPNowPlayingSportsClock`: the value when the snapshot was taken; the host runs it on its injected clock.
public struct SportsClockSnapshot: Codable, Hashable, Sendable {
    /// Elapsed time (counting up) or time remaining (counting down), in seconds.
    public var timeValue: Double
    public var isPaused: Bool
    public var countsUp: Bool
    /// The clock object's id: a new `CPNowPlayingSportsClock` restarts the count from its value.
    public var id: ElementID?

    public init(timeValue: Double, isPaused: Bool, countsUp: Bool, id: ElementID? = nil) {
        self.timeValue = timeValue
        self.isPaused = isPaused
        self.countsUp = countsUp
        self.id = id
    }

    @MainActor init(_ clock: CPNowPlayingSportsClock) {
        id = ElementID(of: clock)
        timeValue = clock.timeValue
        isPaused = clock.isPaused
        countsUp = clock.countsUp
    }

    /// The clock's value `elapsed` seconds after the snapshot: paused clocks stand still, count-down clocks stop
    /// at zero.
    public func value(after elapsed: Double) -> Double {
        guard !isPaused else { return timeValue }
        return countsUp ? timeValue + elapsed : max(0, timeValue - elapsed)
    }
}

/// The Now Playing template as a unit: the app's buttons, Up Next, the album/artist button and sports mode, laid out
/// by `NowPlayingLayout` with the app's Now Playing info.
extension NowPlayingTemplateSnapshot: CopiedTemplateUnit {
    typealias Template = CPNowPlayingTemplate
    static var kind: TemplateKind { .nowPlaying }

    var content: TemplateSnapshot.Content { .nowPlaying(self) }

    func list(into contents: inout SnapshotContents) {
        for button in buttons {
            contents.element(button.id, .nowPlayingButton, isEnabled: button.isEnabled)
            contents.image(button.image)
        }
        contents.element(upNext.id, .upNext, [upNext.title], isEnabled: upNext.isEnabled)
        contents.element(albumArtist.id, .albumArtist, isEnabled: albumArtist.isEnabled)
        contents.add(sports)
    }

    func displayed(by limits: DisplayLimits, showTab _: (TemplateSnapshot) -> TemplateSnapshot) -> Self {
        var nowPlaying = self
        nowPlaying.buttons = limits.trim(.nowPlayingButtons, nowPlaying.buttons)
        return nowPlaying
    }

    var navigationTitle: String? { "Now Playing" }
    /// The Up Next button, when enabled, at the trailing end of the navigation bar (where CarPlay puts it: the
    /// metadata keeps its whole width).
    var navigationButtons: NavigationBarButtons? {
        guard upNext.isEnabled else { return nil }
        let title = upNext.title.isEmpty ? NowPlayingLayout.upNextDefaultTitle : upNext.title
        return NavigationBarButtons(
            trailing: [BarButtonSnapshot(systemButton: upNext.id, title: title, isEnabled: upNext.isEnabled)])
    }

    func contentNode(id: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode {
        let clockID = sports?.eventStatus?.clock?.id
        return NowPlayingLayout.layout(
            self, templateID: id, in: frame, context: context,
            clockStartedAt: clockID.flatMap { context.sportsClockStarts[$0] })
    }
}
