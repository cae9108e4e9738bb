// The Swift snippets of the seed documents, written as an iOS developer would write them (the seeds' own syntax
// slips fixed, see the notes), compiled against our `CarPlay` and run in a `TestCar`.
import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import Testing
import UIKit

// MARK: - "Displaying Content in CarPlay": the scene delegate connect method

final class DisplayingContentSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var interfaceController: CPInterfaceController?

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didConnect interfaceController: CPInterfaceController
    ) {

        // Store a reference to the interface controller so
        // you can add and remove templates as the user
        // interacts with your app.
        self.interfaceController = interfaceController

        // Create a template and set it as the root.
        let rootTemplate = self.makeRootTemplate()
        interfaceController.setRootTemplate(
            rootTemplate, animated: true,
            completion: nil)
    }

    func makeRootTemplate() -> CPTemplate {
        CPListTemplate(title: "Home", sections: [])
    }
}

// MARK: - CarPlay Developer Guide: "Create a list template" and "Create a now playing template"

final class DeveloperGuideSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var interfaceController: CPInterfaceController!
    var playbackRates: [Float] = [0.5, 1.0, 1.5, 2.0]
    var playbackRate: Float = 1.0

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
        interfaceController.setRootTemplate(
            CPListTemplate(title: "Library", sections: []), animated: false, completion: nil)
        configureNowPlaying()
        showAlbums()
    }

    /// The guide's list snippet. Seed slips fixed: `item.listItemHandler = { item, completion, [weak self] in` is
    /// `item.handler = { [weak self] item, completion in` in Swift, and `CPNowPlayingTemplate.shared()` is the class
    /// property `CPNowPlayingTemplate.shared`.
    func showAlbums() {
        let item = CPListItem(text: "My title", detailText: "My subtitle")
        item.handler = { [weak self] item, completion in

            // Start playback asynchronously...

            self?.interfaceController.pushTemplate(CPNowPlayingTemplate.shared, animated: true)
            completion()
        }

        let section = CPListSection(items: [item])
        let listTemplate = CPListTemplate(title: "Albums", sections: [section])
        self.interfaceController.pushTemplate(listTemplate, animated: true)
    }

    /// "This example shows an app configuring the playback rate button on the now playing template", with the
    /// WWDC talk's rates: 0.5, 1.0, 1.5 and 2.0, cycling.
    func configureNowPlaying() {
        let rateButton = CPNowPlayingPlaybackRateButton { [weak self] _ in
            guard let self else { return }
            let index = self.playbackRates.firstIndex(of: self.playbackRate) ?? 0
            self.playbackRate = self.playbackRates[(index + 1) % self.playbackRates.count]
        }
        CPNowPlayingTemplate.shared.updateNowPlayingButtons([rateButton])
    }
}

// MARK: - A realistic multi-template app: a podcast player

final class PodcastsSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPNowPlayingTemplateObserver,
    CPInterfaceControllerDelegate
{
    var interfaceController: CPInterfaceController?
    var played: [String] = []
    var upNextTaps = 0
    private var tabBar: CPTabBarTemplate?

    struct Episode { let title: String; let show: String }
    let episodes = (1...30).map { Episode(title: "Episode \($0)", show: $0.isMultiple(of: 2) ? "Daily" : "Weekly") }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
        interfaceController.delegate = self
        CPNowPlayingTemplate.shared.add(self)
        CPNowPlayingTemplate.shared.isUpNextButtonEnabled = true

        let library = CPListTemplate(title: "Library", sections: [librarySection()])
        library.tabSystemItem = .bookmarks
        library.emptyViewTitleVariants = ["No Episodes"]
        library.trailingNavigationBarButtons = [CPBarButton(title: "Sort") { [weak self] _ in self?.showSortSheet() }]

        let browse = CPGridTemplate(
            title: "Browse",
            gridButtons: ["News", "Comedy", "Science"].map { genre in
                CPGridButton(titleVariants: [genre], image: UIImage(systemName: "mic")!) { [weak self] _ in
                    self?.showGenre(genre)
                }
            })
        browse.tabTitle = "Browse"
        browse.tabImage = UIImage(systemName: "square.grid.2x2")

        let tabBar = CPTabBarTemplate(templates: [library, browse])
        self.tabBar = tabBar
        interfaceController.setRootTemplate(tabBar, animated: false) { success, error in
            assert(success && error == nil)
        }
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        CPNowPlayingTemplate.shared.remove(self)
        self.interfaceController = nil
    }

    func librarySection() -> CPListSection {
        let items = episodes.map { episode -> CPListItem in
            let item = CPListItem(
                text: episode.title, detailText: episode.show, image: UIImage(systemName: "music.note"),
                accessoryImage: nil, accessoryType: .disclosureIndicator)
            item.handler = { [weak self] _, completion in
                self?.play(episode, completion: completion)
            }
            return item
        }
        return CPListSection(items: items, header: "Recent", sectionIndexTitle: "R")
    }

    func play(_ episode: Episode, completion: @escaping () -> Void) {
        played.append(episode.title)
        interfaceController?.pushTemplate(CPNowPlayingTemplate.shared, animated: true) { _, _ in completion() }
    }

    func showGenre(_ genre: String) {
        let list = CPListTemplate(
            title: genre, sections: [CPListSection(items: [CPListItem(text: "\(genre) Hour", detailText: nil)])])
        interfaceController?.pushTemplate(list, animated: true, completion: nil)
    }

    func showSortSheet() {
        let sheet = CPActionSheetTemplate(
            title: "Sort Episodes", message: nil,
            actions: [
                CPAlertAction(title: "Newest First", style: .default) { _ in },
                CPAlertAction(title: "Cancel", style: .cancel) { _ in },
            ])
        interfaceController?.presentTemplate(sheet, animated: true, completion: nil)
    }

    func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {
        upNextTaps += 1
        let upNext = CPListTemplate(
            title: "Up Next", sections: [CPListSection(items: [CPListItem(text: "Episode 31", detailText: nil)])])
        interfaceController?.pushTemplate(upNext, animated: true, completion: nil)
    }
}

@MainActor
@Suite("The seeds' snippets compile and run")
struct SeedSnippetsTests {
    @Test("Displaying Content in CarPlay: connect sets the root template")
    func displayingContent() {
        let car = TestCar(category: .communication)
        let delegate = DisplayingContentSceneDelegate()
        car.connect(delegate)
        expectEqual(car.rootTemplate?.kind, .list)
        expectTrue(delegate.interfaceController?.rootTemplate is CPListTemplate)
    }

    @Test("Developer Guide: the list item handler pushes Now Playing; the rate button cycles")
    func developerGuide() throws {
        let car = TestCar(category: .audio)
        let delegate = DeveloperGuideSceneDelegate()
        car.connect(delegate)
        expectEqual(car.topTemplate?.tabTitle, "Albums")
        expectEqual(car.select("My title"), .handled)
        expectEqual(car.topTemplate?.kind, .nowPlaying)
        for expected: Float in [1.5, 2.0, 0.5, 1.0] {
            car.tapNowPlayingButton(at: 0)
            expectEqual(delegate.playbackRate, expected)
        }
    }

    @Test("the guide's Info.plist scene manifest connects through its delegate class name")
    func guideManifest() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let delegateClass = NSStringFromClass(DisplayingContentSceneDelegate.self)
        let info = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>CFBundleIdentifier</key>
                <string>com.example.guide</string>
                <key>UIApplicationSceneManifest</key>
                <dict>
                    <key>UIApplicationSupportsMultipleScenes</key>
                    <true/>
                    <key>UISceneConfigurations</key>
                    <dict>
                        <key>UIWindowSceneSessionRoleApplication</key>
                        <array>
                            <dict>
                                <key>UISceneConfigurationName</key>
                                <string>Default Configuration</string>
                                <key>UISceneDelegateClassName</key>
                                <string>MyAppWindowSceneDelegate</string>
                            </dict>
                        </array>
                        <key>CPTemplateApplicationSceneSessionRoleApplication</key>
                        <array>
                            <dict>
                                <key>UISceneClassName</key>
                                <string>CPTemplateApplicationScene</string>
                                <key>UISceneConfigurationName</key>
                                <string>MyCarPlaySceneConfiguration</string>
                                <key>UISceneDelegateClassName</key>
                                <string>\(delegateClass)</string>
                            </dict>
                        </array>
                    </dict>
                </dict>
            </dict>
            </plist>
            """
        let entitlements = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>com.apple.developer.carplay-communication</key><true/></dict></plist>
            """
        let infoURL = directory.appendingPathComponent("Info.plist")
        let entitlementsURL = directory.appendingPathComponent("App.entitlements")
        try Data(info.utf8).write(to: infoURL)
        try Data(entitlements.utf8).write(to: entitlementsURL)
        let car = try TestCar(infoPlist: infoURL, entitlements: entitlementsURL)
        try car.connect()
        expectEqual(car.rootTemplate?.kind, .list)
        expectEqual(car.session.app.category, .communication)
    }

    @Test("a realistic podcast app: tabs, lists, grid, action sheet, Now Playing, Up Next")
    func podcasts() throws {
        let car = TestCar(category: .audio)
        let delegate = PodcastsSceneDelegate()
        car.connect(delegate)
        expectEqual(car.tabTitles, ["Library", "Browse"])
        expectEqual(car.select("Episode 3"), .handled)
        expectEqual(delegate.played, ["Episode 3"])
        expectEqual(car.topTemplate?.kind, .nowPlaying)
        car.tapUpNext()
        expectEqual(delegate.upNextTaps, 1)
        expectEqual(car.topTemplate?.tabTitle, "Up Next")
        car.back()
        car.back()
        car.tap("Sort")
        expectEqual(car.presentedTemplate?.kind, .actionSheet)
        car.tap("Cancel")
        expectEqual(car.presentedTemplate, nil)
        car.selectTab("Browse")
        car.tap("Science")
        expectEqual(car.topTemplate?.tabTitle, "Science")
        car.back()
        car.selectTab("Library")
        expectNotEqual(car.element("Episode 30"), nil)
        car.disconnect()
        expectEqual(delegate.interfaceController, nil)
        expectTrue(car.faults.isEmpty)
    }
}
