import Foundation

/// The tab bar: a tab per root template with its title, image or system item and badge, the selected one in the
/// accent colour, and the Now Playing button at the trailing end while audio plays (`<tab bar id>/nowPlaying`).
enum TabBarLayout {
    static func layout(
        _ tabBar: TabBarTemplateSnapshot, id: ElementID, state: ScreenState, frame: Rect, context: LayoutContext
    ) -> ScreenNode {
        var available = frame.insetBy(dx: Theme.padding, dy: 0)
        var children: [ScreenNode] = []
        // Apple: a Now Playing button at the top right while audio plays, hidden when the bar has more than 4 tabs.
        if state.isPlayingAudio && Rules.tabBarShowsNowPlayingButton(tabCount: tabBar.tabs.count) {
            let (slice, remainder) = available.divided(atDistance: Theme.controlSize.width + 4, from: .right)
            available = remainder
            children.append(
                ScreenNode(
                    role: .nowPlayingButton, frame: slice.centered(Theme.controlSize),
                    id: ElementID(id.rawValue + ScreenLayout.nowPlayingSuffix),
                    image: ScreenImage(
                        source: .system("waveform"), size: Size(width: 20, height: 20), scale: 1, isTemplate: true),
                    foreground: context.theme.accent, action: .showNowPlaying))
        }
        let count = max(tabBar.tabs.count, 1)
        let width = available.width / Double(count)
        for (index, tab) in tabBar.tabs.enumerated() {
            let tabFrame = Rect(x: available.x + Double(index) * width, y: frame.y, width: width, height: frame.height)
            let selected = tabBar.selectedIndex == index
            let image: ScreenImage? =
                if let tabImage = tab.tab.image {
                    context.image(tabImage, maximum: ImageLimits.tab)
                } else if let symbol = tab.tab.systemItemSymbol {
                    ScreenImage(source: .system(symbol), size: Size(width: 20, height: 20), scale: 1, isTemplate: true)
                } else {
                    nil
                }
            var tabChildren: [ScreenNode] = []
            if tab.tab.showsBadge {
                tabChildren.append(
                    ScreenNode(
                        role: .badge, frame: Rect(x: tabFrame.midX + 8, y: tabFrame.y + 4, width: 8, height: 8),
                        background: context.theme.badge))
            }
            children.append(
                ScreenNode(
                    role: .tab, frame: tabFrame, id: tab.id,
                    text: context.fit(tab.tabTitle, width: width - 8, font: Theme.tab), image: image, font: Theme.tab,
                    foreground: selected ? context.theme.accent : context.theme.secondaryLabel, action: .select(tab.id),
                    isSelected: selected, children: tabChildren))
        }
        return ScreenNode(
            role: .tabBar, frame: frame, id: id, background: context.theme.barBackground, children: children)
    }
}
