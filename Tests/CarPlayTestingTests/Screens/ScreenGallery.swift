import CarPlay
import CarPlayHost
import CarPlayTesting
import Foundation
import MapKit
import MediaPlayer
import Testing
import UIKit

/// One app scene per template and element style, built with Apple's API as an app would, for the screen tests.
struct GalleryScene: Sendable, CustomTestStringConvertible {
    let name: String
    let category: AppCategory
    let build: @MainActor @Sendable (CPInterfaceController) -> Void
    /// Runs as the app after connecting (Now Playing metadata...).
    var afterConnect: (@MainActor @Sendable () -> Void)? = nil

    var testDescription: String { name }

    /// Connects a car to this scene.
    @MainActor func car(display: DisplayConfiguration = .standard) -> TestCar {
        let car = TestCar(category: category)
        car.display = display
        let delegate = GalleryDelegate(build: build)
        car.connect(delegate)
        if let afterConnect { car.run { afterConnect() } }
        return car
    }
}

final class GalleryDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var build: @MainActor (CPInterfaceController) -> Void = { _ in }
    var interfaceController: CPInterfaceController?

    required init() { super.init() }
    convenience init(build: @escaping @MainActor (CPInterfaceController) -> Void) {
        self.init()
        self.build = build
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
        build(interfaceController)
    }
}

final class GallerySearchDelegate: NSObject, CPSearchTemplateDelegate {
    func searchTemplate(
        _ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String,
        completionHandler: @escaping ([CPListItem]) -> Void
    ) {
        let places = ["Coffee Roasters", "Coffee Bar", "Cafe Central", "Bakery & Coffee"]
        completionHandler(
            places.filter { $0.localizedCaseInsensitiveContains(searchText) }.map {
                CPListItem(text: $0, detailText: "0.4 mi")
            })
    }

    func searchTemplate(
        _ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void
    ) {
        completionHandler()
    }
}

enum Gallery {
    @MainActor static func symbol(_ name: String) -> UIImage { UIImage(systemName: name)! }

    @MainActor static func root(_ template: CPTemplate) -> @MainActor @Sendable (CPInterfaceController) -> Void {
        { controller in controller.setRootTemplate(template, animated: false, completion: nil) }
    }

    static let scenes: [GalleryScene] =
        [
            GalleryScene(
                name: "list", category: .audio,
                build: { controller in
                    let playing = CPListItem(
                        text: "Blue in Green", detailText: "Miles Davis · Kind of Blue", image: symbol("music.note"))
                    playing.isPlaying = true
                    playing.playingIndicatorLocation = .trailing
                    let progress = CPListItem(
                        text: "Episode 12: The Long Road Home", detailText: "42 min left", image: symbol("mic.fill"))
                    progress.playbackProgress = 0.35
                    let explicit = CPListItem(text: "Explicit Track", detailText: "Artist", image: symbol("music.note"))
                    explicit.isExplicitContent = true
                    let disclosure = CPListItem(
                        text: "Downloaded Albums", detailText: nil, image: symbol("arrow.down.circle"),
                        accessoryImage: nil,
                        accessoryType: .disclosureIndicator)
                    let cloud = CPListItem(
                        text: "In the Cloud", detailText: nil, image: nil, accessoryImage: nil, accessoryType: .cloud)
                    let disabled = CPListItem(text: "Unavailable", detailText: "Not downloaded")
                    disabled.isEnabled = false
                    let header = CPListSection(
                        items: [playing, progress, explicit], header: "Recently Played", headerSubtitle: "This week",
                        headerImage: symbol("clock"), headerButton: CPButton(image: symbol("play.fill")),
                        sectionIndexTitle: "R")
                    let second = CPListSection(
                        items: [disclosure, cloud, disabled], header: "Library", sectionIndexTitle: "L")
                    controller.setRootTemplate(
                        CPListTemplate(title: "Listen Now", sections: [header, second]), animated: false,
                        completion: nil)
                }),
            GalleryScene(
                name: "imageRows", category: .audio,
                build: { controller in
                    let art = symbol("music.note")
                    let legacy = CPListImageRowItem(
                        text: "Legacy grid", images: [art, symbol("star.fill"), symbol("heart.fill")],
                        imageTitles: ["One", "Two", "Three"])
                    let cards = CPListImageRowItem(
                        text: "Cards",
                        cardElements: [
                            CPListImageRowItemCardElement(
                                image: art, showsImageFullHeight: false, title: "Chill Mix", subtitle: "Updated today",
                                tintColor: .systemBlue),
                            CPListImageRowItemCardElement(
                                image: art, showsImageFullHeight: true, title: "Focus", subtitle: nil, tintColor: nil),
                        ], allowsMultipleLines: false)
                    let rows = CPListImageRowItem(
                        text: "Rows",
                        elements: [
                            CPListImageRowItemRowElement(image: art, title: "Track A", subtitle: "Artist A"),
                            CPListImageRowItemRowElement(image: art, title: "Track B", subtitle: nil),
                        ], allowsMultipleLines: false)
                    let condensed = CPListImageRowItem(
                        text: "Condensed",
                        condensedElements: [
                            CPListImageRowItemCondensedElement(
                                image: art, imageShape: .circular, title: "Podcast", subtitle: "New episode",
                                accessorySymbolName: "play.fill")
                        ], allowsMultipleLines: true)
                    let grid = CPListImageRowItem(
                        text: "Grid",
                        gridElements: [
                            CPListImageRowItemGridElement(image: art),
                            CPListImageRowItemGridElement(image: symbol("star.fill")),
                        ],
                        allowsMultipleLines: false)
                    let imageGrid = CPListImageRowItem(
                        text: "Image grid",
                        imageGridElements: [
                            CPListImageRowItemImageGridElement(
                                image: art, imageShape: .roundedRectangle, title: "Mix 1", accessorySymbolName: nil)
                        ], allowsMultipleLines: false)
                    let section = CPListSection(items: [legacy, cards, rows, condensed, grid, imageGrid])
                    controller.setRootTemplate(
                        CPListTemplate(title: "For You", sections: [section]), animated: false, completion: nil)
                }),
            GalleryScene(
                name: "messages", category: .communication,
                build: { controller in
                    let pinned = CPMessageListItem(
                        conversationIdentifier: "c1", text: "Family",
                        leadingConfiguration: CPMessageListItemLeadingConfiguration(
                            leadingItem: .pin, leadingImage: symbol("person"), unread: true),
                        trailingConfiguration: CPMessageListItemTrailingConfiguration(
                            trailingItem: .mute, trailingImage: nil),
                        detailText: "See you at 6", trailingText: "9:41")
                    let plain = CPMessageListItem(
                        fullName: "Anna Example", phoneOrEmailAddress: "anna@example.com",
                        leadingConfiguration: CPMessageListItemLeadingConfiguration(
                            leadingItem: .star, leadingImage: nil, unread: false),
                        trailingConfiguration: nil, detailText: "Thanks!", trailingText: "Yesterday")
                    let grid = [
                        CPGridButton(
                            titleVariants: ["Anna"], image: symbol("person"),
                            messageConfiguration: CPMessageGridItemConfiguration(
                                conversationIdentifier: "c2", unread: true)
                        ),
                        CPGridButton(titleVariants: ["Ben"], image: symbol("person"), messageConfiguration: nil),
                    ]
                    let list = CPListTemplate(
                        title: "Messages", sections: [CPListSection(items: [pinned, plain])],
                        assistantCellConfiguration: CPAssistantCellConfiguration(
                            position: .top, visibility: .always, assistantAction: .startCall), headerGridButtons: grid)
                    controller.setRootTemplate(list, animated: false, completion: nil)
                }),
            GalleryScene(
                name: "emptyList", category: .audio,
                build: { controller in
                    let list = CPListTemplate(title: "Downloads", sections: [])
                    list.emptyViewTitleVariants = ["No Downloads Yet", "No Downloads"]
                    list.emptyViewSubtitleVariants = [
                        "Albums and playlists you download appear here.", "Download music to listen offline.",
                    ]
                    controller.setRootTemplate(list, animated: false, completion: nil)
                }),
            GalleryScene(
                name: "grid", category: .parking,
                build: { controller in
                    let titles = ["Nearby", "Garages", "Street", "Favorites", "EV", "Valet", "Airport", "Events"]
                    let names = [
                        "car.fill", "parkingsign", "building.2", "star.fill", "bolt.car", "person", "globe", "calendar",
                    ]
                    let buttons = zip(titles, names).map {
                        CPGridButton(titleVariants: [$0.0], image: UIImage(systemName: $0.1) ?? symbol("star"))
                    }
                    buttons[4].isEnabled = false
                    let grid = CPGridTemplate(title: "Find Parking", gridButtons: buttons)
                    grid.trailingNavigationBarButtons = [CPBarButton(title: "Filter")]
                    controller.setRootTemplate(grid, animated: false, completion: nil)
                }),
            GalleryScene(
                name: "information", category: .quickFoodOrdering,
                build: { controller in
                    let items = [
                        CPInformationItem(title: "Order", detail: "#1042 · 2 items"),
                        CPInformationItem(title: "Pickup", detail: "Curbside, spot 4"),
                        CPInformationRatingItem(
                            rating: 4.5, maximumRating: 5, title: "Rating", detail: "1,204 reviews"),
                    ]
                    let actions = [
                        CPTextButton(title: "Check In", textStyle: .confirm),
                        CPTextButton(title: "Call Store", textStyle: .normal),
                        CPTextButton(title: "Cancel Order", textStyle: .cancel),
                    ]
                    let info = CPInformationTemplate(
                        title: "Your Order", layout: .twoColumn, items: items, actions: actions)
                    controller.setRootTemplate(info, animated: false, completion: nil)
                }),
            GalleryScene(
                name: "pointsOfInterest", category: .evCharging,
                build: { controller in
                    let coords = [(37.3349, -122.0090), (37.3318, -122.0312), (37.3230, -122.0322)]
                    let pois = coords.enumerated().map { index, coord in
                        let poi = CPPointOfInterest(
                            location: MKMapItem(
                                placemark: MKPlacemark(
                                    coordinate: CLLocationCoordinate2D(latitude: coord.0, longitude: coord.1))),
                            title: "Charger \(index + 1)", subtitle: "\(index + 2) of 8 free",
                            summary: "150 kW · $0.43/kWh",
                            detailTitle: index == 0 ? "Infinite Loop Chargers" : nil, detailSubtitle: "1 Infinite Loop",
                            detailSummary: "Open 24 hours", pinImage: symbol("bolt.fill"))
                        poi.primaryButton = CPTextButton(title: "Navigate", textStyle: .confirm)
                        poi.secondaryButton = CPTextButton(title: "Call", textStyle: .normal)
                        return poi
                    }
                    controller.setRootTemplate(
                        CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: pois, selectedIndex: 0),
                        animated: false, completion: nil)
                }),
            GalleryScene(
                name: "nowPlaying", category: .audio,
                build: { controller in
                    let nowPlaying = CPNowPlayingTemplate.shared
                    nowPlaying.nowPlayingMode = nil
                    nowPlaying.isUpNextButtonEnabled = true
                    nowPlaying.isAlbumArtistButtonEnabled = true
                    nowPlaying.updateNowPlayingButtons([
                        CPNowPlayingShuffleButton(), CPNowPlayingRepeatButton(), CPNowPlayingPlaybackRateButton(),
                        CPNowPlayingAddToLibraryButton(),
                    ])
                    controller.setRootTemplate(
                        CPListTemplate(title: "Library", sections: []), animated: false, completion: nil)
                    controller.pushTemplate(nowPlaying, animated: false, completion: nil)
                },
                afterConnect: {
                    MPNowPlayingInfoCenter.default().nowPlayingInfo = [
                        MPMediaItemPropertyTitle: "So What", MPMediaItemPropertyArtist: "Miles Davis",
                        MPMediaItemPropertyAlbumTitle: "Kind of Blue", MPMediaItemPropertyPlaybackDuration: 562.0,
                        MPNowPlayingInfoPropertyElapsedPlaybackTime: 95.0, MPNowPlayingInfoPropertyPlaybackRate: 1.0,
                    ]
                    MPNowPlayingInfoCenter.default().playbackState = .playing
                }),
            GalleryScene(
                name: "nowPlayingSports", category: .audio,
                build: { controller in
                    let nowPlaying = CPNowPlayingTemplate.shared
                    nowPlaying.updateNowPlayingButtons([])
                    nowPlaying.isUpNextButtonEnabled = false
                    nowPlaying.isAlbumArtistButtonEnabled = false
                    let home = CPNowPlayingSportsTeam(
                        name: "Cupertino Comets", logo: CPNowPlayingSportsTeamLogo(teamInitials: "CC"),
                        teamStandings: "10-2",
                        eventScore: "21", possessionIndicator: symbol("football"), favorite: true)
                    let away = CPNowPlayingSportsTeam(
                        name: "Palo Alto Pioneers", logo: CPNowPlayingSportsTeamLogo(teamInitials: "PAP"),
                        teamStandings: "8-4",
                        eventScore: "17", possessionIndicator: nil, favorite: false)
                    let status = CPNowPlayingSportsEventStatus(
                        eventStatusText: ["4th Quarter", "Q4"], eventStatusImage: nil,
                        eventClock: CPNowPlayingSportsClock(timeRemaining: 125, paused: false))
                    nowPlaying.nowPlayingMode = CPNowPlayingModeSports(
                        leftTeam: away, rightTeam: home, eventStatus: status, backgroundArtwork: nil)
                    controller.setRootTemplate(
                        CPListTemplate(title: "Live", sections: []), animated: false, completion: nil)
                    controller.pushTemplate(nowPlaying, animated: false, completion: nil)
                },
                afterConnect: {
                    MPNowPlayingInfoCenter.default().nowPlayingInfo = [
                        MPMediaItemPropertyTitle: "Comets at Pioneers", MPNowPlayingInfoPropertyIsLiveStream: true,
                        MPNowPlayingInfoPropertyPlaybackRate: 1.0,
                    ]
                    MPNowPlayingInfoCenter.default().playbackState = .playing
                }),
            GalleryScene(
                name: "contact", category: .communication,
                build: { controller in
                    let contact = CPContact(name: "Anna Example", image: symbol("person"))
                    contact.subtitle = "Mobile"
                    contact.informativeText = "Last called yesterday"
                    contact.actions = [
                        CPContactCallButton(handler: nil), CPContactMessageButton(phoneOrEmail: "anna@example.com"),
                    ]
                    controller.setRootTemplate(
                        CPListTemplate(title: "Contacts", sections: []), animated: false, completion: nil)
                    controller.pushTemplate(CPContactTemplate(contact: contact), animated: false, completion: nil)
                }),
            GalleryScene(
                name: "search", category: .navigation,
                build: { controller in
                    let search = CPSearchTemplate()
                    search.delegate = GallerySearchDelegate.shared
                    controller.setRootTemplate(
                        CPListTemplate(title: "Destinations", sections: []), animated: false, completion: nil)
                    controller.pushTemplate(search, animated: false, completion: nil)
                }),
            GalleryScene(
                name: "voiceControl", category: .navigation,
                build: { controller in
                    controller.setRootTemplate(
                        CPListTemplate(title: "Destinations", sections: []), animated: false, completion: nil)
                    let states = [
                        CPVoiceControlState(
                            identifier: "listening", titleVariants: ["Listening…", "Listening"],
                            image: symbol("waveform"),
                            repeats: true),
                        CPVoiceControlState(
                            identifier: "thinking", titleVariants: ["Thinking…"], image: nil, repeats: false),
                    ]
                    controller.presentTemplate(
                        CPVoiceControlTemplate(voiceControlStates: states), animated: false, completion: nil)
                }),
            GalleryScene(
                name: "alert", category: .parking,
                build: { controller in
                    controller.setRootTemplate(
                        CPListTemplate(title: "Spots", sections: []), animated: false, completion: nil)
                    let alert = CPAlertTemplate(
                        titleVariants: ["Reserve spot 117 on level 2?", "Reserve spot 117?", "Reserve?"],
                        actions: [
                            CPAlertAction(title: "Cancel", style: .cancel) { _ in },
                            CPAlertAction(title: "Reserve", style: .default) { _ in },
                        ])
                    controller.presentTemplate(alert, animated: false, completion: nil)
                }),
            GalleryScene(
                name: "actionSheet", category: .parking,
                build: { controller in
                    controller.setRootTemplate(
                        CPListTemplate(title: "Spots", sections: []), animated: false, completion: nil)
                    let sheet = CPActionSheetTemplate(
                        title: "Payment", message: "Choose how to pay for this session.",
                        actions: [
                            CPAlertAction(title: "Apple Pay", style: .default) { _ in },
                            CPAlertAction(title: "Remove Vehicle", style: .destructive) { _ in },
                            CPAlertAction(title: "Cancel", style: .cancel) { _ in },
                        ])
                    controller.presentTemplate(sheet, animated: false, completion: nil)
                }),
            GalleryScene(
                name: "tabBar", category: .communication,
                build: { controller in
                    let recents = CPListTemplate(
                        title: "Recents",
                        sections: [CPListSection(items: [CPListItem(text: "Anna", detailText: "Mobile")])]
                    )
                    recents.tabImage = symbol("clock")
                    let favorites = CPListTemplate(title: "Favorites", sections: [])
                    favorites.tabSystemItem = .favorites
                    favorites.showsTabBadge = true
                    let keypad = CPGridTemplate(
                        title: "Keypad",
                        gridButtons: [CPGridButton(titleVariants: ["Call"], image: symbol("phone.fill"))])
                    keypad.tabTitle = "Keypad"
                    controller.setRootTemplate(
                        CPTabBarTemplate(templates: [recents, favorites, keypad]), animated: false, completion: nil)
                }),
        ] + MapGallery.scenes
}

extension GallerySearchDelegate {
    @MainActor static let shared = GallerySearchDelegate()
}
