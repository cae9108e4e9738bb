import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import MediaPlayer
import UIKit
@_spi(CarPlayHost) import _PlatformHost

/// The CarPlay interface the system draws for an audio app of the legacy path (`MPPlayableContentDataSource` and
/// `MPPlayableContentDelegate`, the WWDC session in the seeds), made of CarPlay's own templates: the root's items as
/// tabs (when the Info.plist asks for sectioned browsing) or as one list, a container's children as a list pushed
/// when it is selected (after the data source loaded them), and a playable item played by the delegate, then Now
/// Playing. `reloadData()` rebuilds every list shown; the car's limits reach the app as the manager's context.
@MainActor
final class PlayableContentSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    private var appName = ""
    private var sectioned = false
    private var maximumDepth = 5
    private var maximumTabs = 4
    private var interfaceController: CPInterfaceController?
    /// The lists on screen, by the index path of the item whose children they show.
    private var lists: [(path: IndexPath, template: CPListTemplate)] = []
    private var manager: MPPlayableContentManager { .shared() }

    /// The system's interface for `appName`: tabs when `sectioned` (`UIBrowsableContentSupportsSectionedBrowsing`),
    /// at most `rules`' tab count (an audio app's four: the session too recommends "at most four tabs"), browsing at
    /// most `rules`' depth.
    convenience init(appName: String, sectioned: Bool, rules: Rules) {
        self.init()
        self.appName = appName
        self.sectioned = sectioned
        maximumDepth = rules.maximumDepth
        maximumTabs = rules.maximumTabs
    }

    required init() {
        super.init()
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
        manager._observeReloads { [weak self] in
            if PlatformHost.isMainQueue() {
                MainActor.assumeIsolated { self?.reload() }
            } else {
                Task { @MainActor in self?.reload() }
            }
        }
        manager._setContext(
            MPPlayableContentManagerContext._make(
                itemsCount: CPListTemplate.maximumItemCount, treeDepth: maximumDepth, limitsEnforced: false,
                endpointAvailable: true))
        interfaceController.setRootTemplate(root(), animated: false, completion: nil)
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        manager._removeReloadObservers()
        self.interfaceController = nil
        lists = []
    }

    // MARK: Building

    private func root() -> CPTemplate {
        guard sectioned else { return list(at: IndexPath(indexes: []), title: appName) }
        let count = min(manager.dataSource?.numberOfChildItems(at: IndexPath(indexes: [])) ?? 0, maximumTabs)
        let tabs: [CPTemplate] = (0..<count).map { index in
            let path = IndexPath(indexes: [index])
            let item = manager.dataSource?.contentItem(at: path)
            let tab = list(at: path, title: item?.title ?? appName)
            tab.tabTitle = item?.title
            tab.tabImage = item?.artwork?.image(at: CGSize(width: 30, height: 30))
            return tab
        }
        guard !tabs.isEmpty else { return list(at: IndexPath(indexes: []), title: appName) }
        return CPTabBarTemplate(templates: tabs)
    }

    /// The list of the children of the item at `path`.
    private func list(at path: IndexPath, title: String) -> CPListTemplate {
        let template = CPListTemplate(title: title, sections: [section(at: path)])
        template.emptyViewTitleVariants = ["No Content"]
        lists.append((path, template))
        return template
    }

    /// Forgets the lists the driver went back from (the tabs stay).
    private func forgetListsGone() {
        guard let interfaceController else { return }
        let shown = Set(interfaceController.templates.map(ObjectIdentifier.init))
        let tabs = (interfaceController.rootTemplate as? CPTabBarTemplate)?.templates.map(ObjectIdentifier.init) ?? []
        lists.removeAll {
            !shown.contains(ObjectIdentifier($0.template)) && !tabs.contains(ObjectIdentifier($0.template))
        }
    }

    private func section(at path: IndexPath) -> CPListSection {
        guard let dataSource = manager.dataSource else { return CPListSection(items: []) }
        let count = max(0, dataSource.numberOfChildItems(at: path))
        let showsProgress = dataSource.childItemsDisplayPlaybackProgress(at: path)
        let playing = Set(manager.nowPlayingIdentifiers)
        let items: [CPListItem] = (0..<min(count, CPListTemplate.maximumItemCount)).compactMap { index in
            let childPath = path.appending(index)
            guard let content = dataSource.contentItem(at: childPath) else { return nil }
            let item = CPListItem(
                text: content.title, detailText: content.subtitle,
                image: content.artwork?.image(at: CGSize(width: 44, height: 44)))
            item.isExplicitContent = content.isExplicitContent
            if showsProgress, content.playbackProgress >= 0 {
                item.playbackProgress = CGFloat(content.playbackProgress)
            }
            item.isPlaying = playing.contains(content.identifier)
            if content.isContainer { item.accessoryType = .disclosureIndicator }
            item.handler = { [weak self] _, completion in
                guard let self else { return completion() }
                if content.isContainer {
                    open(childPath, title: content.title ?? appName, then: completion)
                } else if content.isPlayable {
                    play(childPath, then: completion)
                } else {
                    completion()
                }
            }
            return item
        }
        return CPListSection(items: items)
    }

    // MARK: The driver

    /// A container: its children load, then their list is pushed (not past the car's depth).
    private func open(_ path: IndexPath, title: String, then completion: @escaping () -> Void) {
        guard let interfaceController, interfaceController.templates.count < maximumDepth,
            let dataSource = manager.dataSource
        else { return completion() }
        dataSource.beginLoadingChildItems(at: path) { [weak self] error in
            Self.onMain {
                defer { completion() }
                guard let self, error == nil else { return }
                self.forgetListsGone()
                self.interfaceController?.pushTemplate(
                    self.list(at: path, title: title), animated: true, completion: nil)
            }
        }
    }

    /// A playable item: the delegate plays it, then Now Playing shows.
    private func play(_ path: IndexPath, then completion: @escaping () -> Void) {
        guard let delegate = manager.delegate else { return completion() }
        delegate.playableContentManager(manager, initiatePlaybackOfContentItemAt: path) { [weak self] error in
            Self.onMain {
                defer { completion() }
                guard let self, error == nil, let interfaceController = self.interfaceController,
                    interfaceController.topTemplate !== CPNowPlayingTemplate.shared
                else { return }
                interfaceController.pushTemplate(CPNowPlayingTemplate.shared, animated: true, completion: nil)
            }
        }
    }

    /// `reloadData()`: every list shown asks the data source again.
    private func reload() {
        guard interfaceController != nil else { return }
        forgetListsGone()
        for (path, template) in lists { template.updateSections([section(at: path)]) }
    }

    /// Runs `body` on the main actor: at once on the main queue, else later (the app may complete from any thread).
    private nonisolated static func onMain(_ body: @escaping @MainActor () -> Void) {
        if PlatformHost.isMainQueue() {
            MainActor.assumeIsolated(body)
        } else {
            Task { @MainActor in body() }
        }
    }
}
