import Foundation

/// What a node says beyond its texts, image and flags, typed: which field of its template a text is, how a row's
/// accessory looks, which playback command a control sends... Every member is optional and absent from the JSON when
/// nil (docs/SCREEN.md, Content). Members that several roles share are at the top level; those of one role (or one
/// family of roles) are grouped in a struct of their own (`playbackControl`, `nowPlayingButton`, `view`...).
///
/// In JSON an object with the members' names as keys, always present (`{}` when empty); unknown keys are ignored, an
/// unknown value of an enumeration fails decoding.
public struct ScreenContent: Codable, Hashable, Sendable {
    // MARK: Shared by several roles

    /// Which field of its template a `text`, `image` or `button` node is.
    public var field: Field?
    /// How a text is aligned in its frame.
    public var alignment: Alignment?
    /// The number of lines of a wrapped text.
    public var lines: Int?
    /// The shape an image or button is clipped to.
    public var shape: ImageShape?
    /// A card whose image fills its full height (image row cards and their image).
    public var fullHeight: Bool?
    /// The corner radius of a card, in points.
    public var corner: Double?
    /// No image was given: the front end draws the role's default glyph.
    public var defaultGlyph: Bool?
    /// Unread (a message row, a grid button with a message configuration).
    public var unread: Bool?
    /// A favourite sports team.
    public var favorite: Bool?
    /// The appearance a screen, a map or a panel is drawn in.
    public var appearance: DisplayConfiguration.Appearance?
    /// The display's driving side (the root of a screen).
    public var drivingSide: DisplayConfiguration.DrivingSide?
    /// Which system screen the root or app area is: the home screen or the Dashboard view.
    public var screenKind: ScreenKind?
    /// The app a node stands for (an app icon, a Dashboard card).
    public var bundleIdentifier: String?
    /// The app's name (the status bar).
    public var appName: String?
    /// Where a card is shown when not on the map template (the Dashboard).
    public var surface: Surface?
    /// The bars of the phone's signal, 0...4 (`connectivity`).
    public var signal: Int?

    // MARK: Lists

    /// A list row's trailing accessory (`listRow`, `accessory`).
    public var accessory: Accessory?
    /// Where a row's now-playing indicator is, while the item plays (`listRow`, `playingIndicator`).
    public var playingIndicator: Edge?
    /// The explicit-content badge is shown (`listRow`).
    public var explicit: Bool?
    /// The item's `CPPlaybackConfiguration` (`listRow`, `imageRowElement`, `detailsHeader`).
    public var playback: Playback?
    /// An image row item (`imageRow`).
    public var imageRow: ImageRow?
    /// One element of an image row (`imageRowElement`).
    public var imageElement: ImageElement?
    /// A messaging row and its images (`messageRow`, its `image` children).
    public var messageRow: MessageRow?
    /// The "Play with Siri" / "Call with Siri" cell (`assistantCell`).
    public var assistantCell: AssistantCell?
    /// What a thumbnail's overlay shows (`overlay`).
    public var overlay: OverlayKind?
    /// The details header asks for the adaptive background style (`detailsHeader`).
    public var adaptiveBackground: Bool?
    /// The section a section-index letter scrolls to (`text` in a `sectionIndex`).
    public var section: ElementID?

    // MARK: Grid, information, point of interest

    /// A grid button's row and column, an information item's column (from 0).
    public var row: Int?
    public var column: Int?
    /// An information template's layout (`content`).
    public var informationLayout: InformationLayout?
    /// The number of stars of a `rating` (its `value` is the rating).
    public var maximumRating: Int?
    /// A text button's style (`textButton`).
    public var buttonStyle: TextButtonStyle?
    /// The side of a point-of-interest template's panel (`content`).
    public var panel: Panel?
    /// The region a point-of-interest map shows (`map`; absent without a valid pin).
    public var region: MapRegion?
    /// A location pin (`pin`).
    public var pin: Pin?
    /// The location a pin or a list entry stands for (`pin`, `pointOfInterest`).
    public var poi: ElementID?

    // MARK: Now Playing

    /// The Now Playing area (`nowPlaying`).
    public var nowPlaying: NowPlaying?
    /// The artwork is the sports background, drawn behind everything (`artwork`).
    public var isBackground: Bool?
    /// A Now Playing button (`button` with a `CPNowPlayingButton`).
    public var nowPlayingButton: NowPlayingButton?
    /// The playback progress (`progressBar`; its `value` is the fraction).
    public var progress: Progress?
    /// A playback control (`playbackControl`).
    public var playbackControl: PlaybackControl?
    /// The side of the scoreboard a team is on (`sportsTeam`).
    public var side: TeamSide?
    /// A sports event clock (`eventClock`; its `value` is the seconds).
    public var eventClock: EventClock?

    // MARK: Contact, search, alert, voice control

    /// A contact template's action button (`contactButton`).
    public var contactButton: ContactButton?
    /// The search field (`searchField`).
    public var searchField: SearchField?
    /// The on-screen keyboard's layout (`keyboard`).
    public var keyboard: KeyboardStyle?
    /// A keyboard key that types no character (`key`).
    public var key: SpecialKey?
    /// An alert or action sheet button (`alertAction`).
    public var alertAction: AlertAction?
    /// How an alert's actions are arranged (`alert`).
    public var arrangement: Arrangement?
    /// The voice control panel (`voiceControl`).
    public var voiceControl: VoiceControl?
    /// A navigation bar button (`barButton`).
    public var barButton: BarButton?

    // MARK: Navigation

    /// The map template's navigation bar and map buttons are hidden (`mapTemplate`).
    public var controlsHidden: Bool?
    /// Why a navigation session is paused (`text` of the guidance card).
    public var pause: PauseReason?
    /// A maneuver on the guidance card (`maneuver`).
    public var maneuver: Maneuver?
    /// A lane of the lane guidance (`lane`).
    public var lane: Lane?
    /// The direction a panning button moves the map (`panButton`).
    public var direction: MapPanDirection?
    /// A navigation app's banner (`navigationBanner`).
    public var banner: Banner?
    /// A view of a navigation app's window (`appWindow`, `view`, `label`, `imageView`, `mapView`).
    public var view: ViewLayer?
    /// An installed app's category (`appIcon`).
    public var category: String?

    // MARK: Widgets

    /// The URL a tap opens (`widget` with a `widgetURL`, `widgetLink`).
    public var url: String?

    /// Content with the given members (every one optional; pass only those the node carries).
    public init(
        field: Field? = nil,
        alignment: Alignment? = nil,
        lines: Int? = nil,
        shape: ImageShape? = nil,
        fullHeight: Bool? = nil,
        corner: Double? = nil,
        defaultGlyph: Bool? = nil,
        unread: Bool? = nil,
        favorite: Bool? = nil,
        appearance: DisplayConfiguration.Appearance? = nil,
        drivingSide: DisplayConfiguration.DrivingSide? = nil,
        screenKind: ScreenKind? = nil,
        bundleIdentifier: String? = nil,
        appName: String? = nil,
        surface: Surface? = nil,
        signal: Int? = nil,
        accessory: Accessory? = nil,
        playingIndicator: Edge? = nil,
        explicit: Bool? = nil,
        playback: Playback? = nil,
        imageRow: ImageRow? = nil,
        imageElement: ImageElement? = nil,
        messageRow: MessageRow? = nil,
        assistantCell: AssistantCell? = nil,
        overlay: OverlayKind? = nil,
        adaptiveBackground: Bool? = nil,
        section: ElementID? = nil,
        row: Int? = nil,
        column: Int? = nil,
        informationLayout: InformationLayout? = nil,
        maximumRating: Int? = nil,
        buttonStyle: TextButtonStyle? = nil,
        panel: Panel? = nil,
        region: MapRegion? = nil,
        pin: Pin? = nil,
        poi: ElementID? = nil,
        nowPlaying: NowPlaying? = nil,
        isBackground: Bool? = nil,
        nowPlayingButton: NowPlayingButton? = nil,
        progress: Progress? = nil,
        playbackControl: PlaybackControl? = nil,
        side: TeamSide? = nil,
        eventClock: EventClock? = nil,
        contactButton: ContactButton? = nil,
        searchField: SearchField? = nil,
        keyboard: KeyboardStyle? = nil,
        key: SpecialKey? = nil,
        alertAction: AlertAction? = nil,
        arrangement: Arrangement? = nil,
        voiceControl: VoiceControl? = nil,
        barButton: BarButton? = nil,
        controlsHidden: Bool? = nil,
        pause: PauseReason? = nil,
        maneuver: Maneuver? = nil,
        lane: Lane? = nil,
        direction: MapPanDirection? = nil,
        banner: Banner? = nil,
        view: ViewLayer? = nil,
        category: String? = nil,
        url: String? = nil
    ) {
        self.field = field
        self.alignment = alignment
        self.lines = lines
        self.shape = shape
        self.fullHeight = fullHeight
        self.corner = corner
        self.defaultGlyph = defaultGlyph
        self.unread = unread
        self.favorite = favorite
        self.appearance = appearance
        self.drivingSide = drivingSide
        self.screenKind = screenKind
        self.bundleIdentifier = bundleIdentifier
        self.appName = appName
        self.surface = surface
        self.signal = signal
        self.accessory = accessory
        self.playingIndicator = playingIndicator
        self.explicit = explicit
        self.playback = playback
        self.imageRow = imageRow
        self.imageElement = imageElement
        self.messageRow = messageRow
        self.assistantCell = assistantCell
        self.overlay = overlay
        self.adaptiveBackground = adaptiveBackground
        self.section = section
        self.row = row
        self.column = column
        self.informationLayout = informationLayout
        self.maximumRating = maximumRating
        self.buttonStyle = buttonStyle
        self.panel = panel
        self.region = region
        self.pin = pin
        self.poi = poi
        self.nowPlaying = nowPlaying
        self.isBackground = isBackground
        self.nowPlayingButton = nowPlayingButton
        self.progress = progress
        self.playbackControl = playbackControl
        self.side = side
        self.eventClock = eventClock
        self.contactButton = contactButton
        self.searchField = searchField
        self.keyboard = keyboard
        self.key = key
        self.alertAction = alertAction
        self.arrangement = arrangement
        self.voiceControl = voiceControl
        self.barButton = barButton
        self.controlsHidden = controlsHidden
        self.pause = pause
        self.maneuver = maneuver
        self.lane = lane
        self.direction = direction
        self.banner = banner
        self.view = view
        self.category = category
        self.url = url
    }
}
