import CarPlay
import Expectations
import Foundation
import Testing
import UIKit

// Code written exactly as an iOS 26 app writes it. Each declaration below compiles only while our `CarPlay`
// module matches the iOS SDK's Swift interface on one point; the tests check that the code also behaves.

// MARK: Subclassing (classes and their members are `open`)

/// Apps subclass templates to carry context and override `userInfo`.
final class LibraryListTemplate: CPListTemplate {
    private var context: [String: String] = ["screen": "library"]

    override var userInfo: Any? {
        get { context }
        set { context = newValue as? [String: String] ?? [:] }
    }
}

/// A compose button with the app's own glyph, subclassed like any `CPBarButton`.
final class BrandedComposeButton: CPMessageComposeBarButton {
    private(set) var wasConfigured = false

    override init(image: UIImage) {
        super.init(image: image)
        wasConfigured = true
    }

    /// Required as on iOS: the class adopts `NSSecureCoding`.
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// `init(image:)` is a designated initializer of `CPThumbnailImage`: subclasses can override it.
final class ArtworkThumbnail: CPThumbnailImage {
    override init(image: UIImage) {
        super.init(image: image)
        imageOverlay = CPImageOverlay(text: "NEW", textColor: .white, backgroundColor: .red, alignment: .leading)
    }

    override init(image: UIImage, imageOverlay: CPImageOverlay?, sportsOverlay: CPSportsOverlay?) {
        super.init(image: image, imageOverlay: imageOverlay, sportsOverlay: sportsOverlay)
    }

    /// Required as on iOS: the class adopts `NSSecureCoding`.
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// The four-argument initializer of the details header is designated too.
final class AlbumHeader: CPListTemplateDetailsHeader {
    override init(
        thumbnail: CPThumbnailImage, title: String?, subtitle: String?, actionButtons actionButton: [CPButton]
    ) {
        super.init(thumbnail: thumbnail, title: title, subtitle: subtitle, actionButtons: actionButton)
        wantsAdaptiveBackgroundStyle = true
    }

    /// Required as on iOS: the class adopts `NSSecureCoding`.
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A Now Playing button subclass overriding an overridable property.
final class FavoriteButton: CPNowPlayingImageButton {
    override var isSelected: Bool {
        didSet { accessibilityState = isSelected ? "favorite" : "not favorite" }
    }
    private(set) var accessibilityState = "not favorite"
}

// MARK: Isolation (protocols that are not main-actor protocols on iOS)

/// A plain `NSObject` observer: not main-actor isolated, so it can be created anywhere.
final class NowPlayingObserver: NSObject, CPNowPlayingTemplateObserver {
    private(set) var upNextTaps = 0

    func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {
        upNextTaps += 1
    }
}

/// The deprecated list delegate, a plain `NSObject` as well.
final class LegacyListDelegate: NSObject, CPListTemplateDelegate {
    private(set) var selections: [String] = []

    func listTemplate(
        _ listTemplate: CPListTemplate, didSelect item: CPListItem, completionHandler: @escaping () -> Void
    ) {
        selections.append(item.text ?? "")
        completionHandler()
    }
}

/// Compiles only while neither `CPNowPlayingTemplateObserver` nor `CPListTemplateDelegate` is a main-actor
/// protocol: the conformers' initializers are then nonisolated.
nonisolated func makeObservers() -> (NowPlayingObserver, LegacyListDelegate) {
    (NowPlayingObserver(), LegacyListDelegate())
}

/// Compiles only while the framework's conformances to `CPSelectableListItem`, `CPBarButtonProviding` and
/// `CPPlayableItem` are not main-actor isolated conformances.
nonisolated func erase(
    _ item: CPListItem, _ rowItem: CPListImageRowItem, _ list: CPListTemplate, _ grid: CPGridTemplate
) -> (items: [any CPSelectableListItem], providers: [any CPBarButtonProviding], playable: any CPPlayableItem) {
    ([item, rowItem], [list, grid], item)
}

@MainActor func addAndRemove(_ observer: NowPlayingObserver) -> Bool {
    let nowPlaying = CPNowPlayingTemplate.shared
    nowPlaying.add(observer)
    defer { nowPlaying.remove(observer) }
    observer.nowPlayingTemplateUpNextButtonTapped(nowPlaying)
    return observer.upNextTaps == 1
}

// MARK: Scene

/// The CarPlay scene delegate of an audio app.
final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    private(set) var interfaceController: CPInterfaceController?

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
    }
}

/// The app delegate picks the scene configuration by the CarPlay session role.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        configuration(for: connectingSceneSession)
    }

    func configuration(for session: UISceneSession) -> UISceneConfiguration {
        let name = session.role == UISceneSession.Role.carTemplateApplication ? "CarPlay" : "Phone"
        let configuration = UISceneConfiguration(name: name, sessionRole: session.role)
        if session.role == .carTemplateApplication {
            configuration.delegateClass = CarPlaySceneDelegate.self
        }
        return configuration
    }
}

/// `CPTemplateApplicationScene.delegate` has CarPlay's delegate type.
@MainActor func carDelegate(of scene: CPTemplateApplicationScene) -> (any CPTemplateApplicationSceneDelegate)? {
    scene.delegate
}

// MARK: Navigation model

/// Trips as a navigation app builds them (Apple's CoastalRoads sample), off the main actor: compiles only while the
/// model classes are not main-actor isolated.
nonisolated func makeCoastalTrips() -> (trips: [CPTrip], texts: CPTripPreviewTextConfiguration) {
    let fastest = CPRouteChoice(
        summaryVariants: ["Via Highway 1", "Hwy 1"], additionalInformationVariants: ["Fastest route"],
        selectionSummaryVariants: ["Highway 1, 45 min"])
    fastest.userInfo = ["polyline": "fast"]
    let scenic = CPRouteChoice(
        summaryVariants: ["Along the coast"], additionalInformationVariants: ["Scenic"],
        selectionSummaryVariants: ["Coast road, 1 h 5 min"])
    let start = MKMapItem(
        placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 37.77, longitude: -122.42)))
    let end = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 36.97, longitude: -122.03)))
    end.name = "Santa Cruz"
    let classic = CPTrip(origin: start, destination: end, routeChoices: [fastest, scenic])
    classic.userInfo = "classic"
    var trips = [classic]
    if #available(iOS 26.4, *) {
        let beach = CPNavigationWaypoint(
            centerPoint: CPLocationCoordinate3D(latitude: 36.96, longitude: -122.02, altitude: CLLocationDistanceMax),
            locationThreshold: Measurement(value: 30, unit: UnitLength.meters), name: "Beach",
            address: "400 Beach St\nSanta Cruz, CA", entryPoints: [],
            timeZone: TimeZone(identifier: "America/Los_Angeles"))
        let home = CPNavigationWaypoint(mapItem: start, locationThreshold: nil, entryPoints: [])
        let trip = CPTrip(originWaypoint: home, destinationWaypoint: beach, routeChoices: [scenic])
        trip.destinationNameVariants = ["Santa Cruz Beach", "Beach"]
        trip.hasShareableDestination = true
        trips.append(trip)
    }
    let texts = CPTripPreviewTextConfiguration(
        startButtonTitle: "Let's go!", additionalRoutesButtonTitle: "Other routes", overviewButtonTitle: nil)
    return (trips, texts)
}

/// Estimates, display styles and metadata enums as a navigation app writes them.
nonisolated func coastalEstimates(minutes: Double) -> (CPTravelEstimates, CPManeuverDisplayStyle, String) {
    let estimates = CPTravelEstimates(
        distanceRemaining: Measurement(value: 4.7, unit: UnitLength.miles), timeRemaining: minutes * 60)
    let style: CPManeuverDisplayStyle = minutes < 1 ? .symbolOnly : [.leadingSymbol]
    var name: String = NSStringFromCPManeuverType(.keepLeft)
    if #available(iOS 17.4, *) {
        let side: CPTrafficSide = .left
        let junction = CPJunctionType(rawValue: 1) ?? .intersection
        name += "/" + NSStringFromCPTrafficSide(side) + "/" + NSStringFromCPJunctionType(junction)
    }
    return (estimates, style, name)
}

@MainActor @Suite struct IOSSourceCompatibilityTests {
    let image = UIImage(systemName: "music.note")!

    @Test func listTemplateSubclassOverridesUserInfo() {
        let list = LibraryListTemplate(title: "Library", sections: [])
        expectEqual((list.userInfo as? [String: String]), ["screen": "library"])
        list.userInfo = ["screen": "albums"]
        let template: CPTemplate = list
        expectEqual((template.userInfo as? [String: String]), ["screen": "albums"])
        expectEqual(list.title, "Library")
    }

    @Test func composeButtonSubclass() {
        let button = BrandedComposeButton(image: image)
        expectTrue(button.wasConfigured)
        expectTrue(button.image === image)
        let bar: CPBarButton = button
        bar.isEnabled = false
        expectEqual(button.isEnabled, false)
    }

    @Test func designatedAndInheritedInitializers() {
        let plain = CPThumbnailImage(image: image)
        expectTrue(plain.image === image && plain.imageOverlay == nil && plain.sportsOverlay == nil)
        let artwork = ArtworkThumbnail(image: image)
        expectEqual(artwork.imageOverlay?.text, "NEW")

        let play = CPButton(image: image) { _ in }
        let header = AlbumHeader(thumbnail: plain, title: "Album", subtitle: "Artist", actionButtons: [play])
        expectTrue(header.wantsAdaptiveBackgroundStyle && header.bodyVariants.isEmpty && header.actionButtons == [play])

        var tapped = false
        let message = CPContactMessageButton(image: image) { _ in tapped = true }
        expectTrue(message.image === image)
        expectEqual(tapped, false)
        expectEqual(CPContactMessageButton(phoneOrEmail: "ada@example.com").phoneOrEmail, "ada@example.com")
    }

    @Test func publicPlainInitializers() {
        let template = CPTemplate()
        template.tabTitle = "Tab"
        expectTrue(template.tabTitle == "Tab" && template.userInfo == nil)
        let mode = CPNowPlayingMode()
        expectTrue(mode !== CPNowPlayingMode.default)
        let sports = CPNowPlayingModeSports(
            leftTeam: CPNowPlayingSportsTeam(
                name: "Away", logo: CPNowPlayingSportsTeamLogo(teamInitials: "AW"), teamStandings: nil, eventScore: "1",
                possessionIndicator: nil, favorite: false),
            rightTeam: CPNowPlayingSportsTeam(
                name: "Home", logo: CPNowPlayingSportsTeamLogo(teamInitials: "HO"), teamStandings: nil, eventScore: "2",
                possessionIndicator: nil, favorite: true),
            eventStatus: nil, backgroundArtwork: nil)
        let modes: [CPNowPlayingMode] = [mode, sports, .default]
        expectEqual(modes.count, 3)
    }

    @Test func nowPlayingButtonSubclass() {
        let favorite = FavoriteButton(image: image) { _ in }
        favorite.isSelected = true
        expectEqual(favorite.accessibilityState, "favorite")
    }

    @Test func listDelegateAndPlainConformances() {
        let (_, delegate) = makeObservers()
        let item = CPListItem(text: "Song", detailText: nil)
        let list = CPListTemplate(title: "Songs", sections: [CPListSection(items: [item])])
        list.delegate = delegate
        delegate.listTemplate(list, didSelect: item) {}
        expectEqual(delegate.selections, ["Song"])

        let row = CPListImageRowItem(
            text: "Recent",
            condensedElements: [
                CPListImageRowItemCondensedElement(
                    image: image, imageShape: .roundedRectangle, title: "Album", subtitle: nil,
                    accessorySymbolName: nil)
            ],
            allowsMultipleLines: false)
        let grid = CPGridTemplate(title: "Grid", gridButtons: [])
        let erased = erase(item, row, list, grid)
        expectTrue(erased.items.count == 2 && erased.items[0].text == "Song" && erased.items[1].text == "Recent")
        expectEqual(erased.providers.count, 2)
        erased.providers[0].trailingNavigationBarButtons = [CPBarButton(title: "Edit")]
        expectEqual(list.trailingNavigationBarButtons.first?.title, "Edit")
        expectEqual(erased.playable.playbackConfiguration, nil)
        let condensed = row.elements.first as? CPListImageRowItemCondensedElement
        expectEqual(condensed?.imageShape, .roundedRectangle)
        expectEqual(CPListImageRowItemCondensedElement.Shape(rawValue: 1), .roundedRectangle)
    }

    @Test func sceneDelegateAndSessionRole() {
        let scene = CPTemplateApplicationScene()
        expectEqual(carDelegate(of: scene), nil)
        let delegate = CarPlaySceneDelegate()
        scene.delegate = delegate
        expectTrue(carDelegate(of: scene) === delegate)
        let uiScene: UIScene = scene
        expectTrue(uiScene.delegate === delegate)

        let configuration = AppDelegate().configuration(for: scene.session)
        expectEqual(configuration.name, "CarPlay")
        expectTrue(configuration.delegateClass == CarPlaySceneDelegate.self)
        let role = UISceneSession.Role.carTemplateApplication
        expectEqual(role.rawValue, "CPTemplateApplicationSceneSessionRoleApplication")
    }
}

/// Runs off the main actor.
@Suite struct IOSSourceCompatibilityOffMainActorTests {
    @Test func observersAreCreatedOffTheMainActor() async {
        let (observer, _) = makeObservers()
        #expect(await addAndRemove(observer))
    }

    @Test func navigationModelOffTheMainActor() async throws {
        let (trips, texts) = makeCoastalTrips()
        expectTrue(trips.count == 2 && texts.startButtonTitle == "Let's go!" && texts.overviewButtonTitle == nil)
        expectTrue(trips[0].destination.name == "Santa Cruz" && trips[0].routeChoices.count == 2)
        expectEqual(trips[0].destinationWaypoint.name, "Santa Cruz")
        expectEqual(trips[1].destinationWaypoint.locationThreshold, Measurement(value: 30, unit: UnitLength.meters))
        expectTrue(trips[1].hasShareableDestination && trips[1].routeSegmentsAvailableForRegion)
        // Waypoints are Sendable: they may be handed to another task.
        let waypoint = trips[1].destinationWaypoint
        let name = await Task.detached { waypoint.name }.value
        expectEqual(name, "Beach")

        let (estimates, style, names) = coastalEstimates(minutes: 0.5)
        expectTrue(estimates.timeRemaining == 30 && estimates.distanceRemainingToDisplay.unit == UnitLength.miles)
        expectTrue(style.rawValue == 3 && style == [.leadingSymbol, .trailingSymbol])
        expectEqual(names, "KeepLeft/Left/Roundabout")
    }
}
