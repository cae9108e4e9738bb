import Foundation
import SwiftUI

/// Lays out widgets and Live Activities as cards: in the Dashboard view's widgets column (a square slot each, Live
/// Activities first) and as a Live Activity's banner over any screen.
///
/// A card is a `widget` or `liveActivity` node (id "widget:ID" or "liveActivity:ID"; its `drawing` is the view
/// `WidgetViewLayout` laid out; its content's `bundleIdentifier` is the app and `url` the `widgetURL`), with a
/// `widgetLink` child for each `Link` (id "widget:ID#N", content `url`) and a `widgetButton` child for each button or
/// toggle (id "widget:ID#intent.N", text the intent's title). Interactive cards, links and buttons have the action
/// `select` of their own id; a widget disfavoured for CarPlay has no action at all.
public enum DashboardWidgetLayout {
    static let bannerHeight = 88.0
    static let bannerWidth = 400.0
    static let margin = 8.0

    /// The id of the card of `widget`.
    static func cardID(_ widget: DashboardWidget) -> ElementID {
        ElementID((widget.kind == .widget ? "widget:" : "liveActivity:") + widget.id)
    }

    /// The widget id a widget card or link node stands for; nil for other nodes.
    public static func widgetID(of node: ScreenNode) -> String? {
        guard let id = node.id?.rawValue, id.hasPrefix("widget:") else { return nil }
        let rest = id.dropFirst("widget:".count)
        return String(rest.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? rest)
    }

    /// The roles whose taps the car handles for widgets.
    static let roles: Set<ScreenRole> = [.widget, .liveActivity, .widgetLink, .widgetButton]

    /// The widgets column: the cards, one square slot each from the top, as many as fit; "No Widgets" when there
    /// are none.
    static func column(_ widgets: [DashboardWidget], in frame: Rect, context: LayoutContext) -> [ScreenNode] {
        let side = frame.width
        let count = max(1, Int((frame.height + margin) / (side + margin)))
        return widgets.prefix(count).enumerated().map { index, widget in
            let slot = Rect(x: frame.minX, y: frame.minY + Double(index) * (side + margin), width: side, height: side)
            return card(widget, frame: slot, context: context)
        }
    }

    /// A Live Activity's banner along the top of the app area, centred.
    static func banner(_ activity: DashboardWidget, display: DisplayConfiguration, now: Date) -> ScreenNode {
        let context = LayoutContext(display: display, rules: Rules(category: nil), now: now)
        let area = StatusBarLayout.divide(display).rest.inset(by: display.safeAreaInsets)
        let width = min(area.width - 2 * margin, bannerWidth)
        let frame = Rect(x: area.midX - width / 2, y: area.minY + margin, width: width, height: bannerHeight)
        var node = card(activity, frame: frame, context: context)
        let id = ElementID("liveActivity:" + activity.id + "#banner")
        node.id = id
        if node.action != nil { node.action = .select(id) }
        return node
    }

    /// One card: the view laid out inside the system's content margins, centred as SwiftUI centres a widget's
    /// content, `WidgetRules.designSize` high (the small widget's size on iPhone) and scaled to the card's height, so
    /// a widget looks the same in every car, only smaller or larger (a Live Activity's banner, wider, keeps the
    /// height's scale). What falls outside the card is clipped, as the widget's container clips it.
    static func card(_ widget: DashboardWidget, frame: Rect, context: LayoutContext) -> ScreenNode {
        let id = cardID(widget)
        let scale = frame.height / WidgetRules.designSize
        let bounds = Rect(x: 0, y: 0, width: frame.width / scale, height: frame.height / scale)
        let margin = widget.hasContentMargins ? WidgetRules.contentMargin(side: min(bounds.width, bounds.height)) : 0
        let inner = bounds.insetBy(dx: margin, dy: margin)
        var layout = WidgetViewLayout(
            measurer: context.text, scale: context.display.scale,
            showsContainerBackground: widget.showsContainerBackground, bounds: bounds,
            cornerRadius: WidgetRules.cornerRadius / scale)
        layout.asset = { name in
            widget.images[name].flatMap { context.image($0, maximum: Size(width: bounds.width, height: bounds.height)) }
        }
        if let view = widget.view {
            let size = layout.size(view, .init(width: inner.width, height: inner.height))
            let fitted = Size(width: min(size.width, inner.width), height: min(size.height, inner.height))
            layout.place(view, in: inner.centered(fitted))
        }
        func placed(_ rect: Rect) -> Rect {
            Rect(
                x: frame.x + rect.x * scale, y: frame.y + rect.y * scale, width: rect.width * scale,
                height: rect.height * scale)
        }
        var children: [ScreenNode] = []
        // A widget still loading has no links or buttons: they take no taps.
        let links = widget.isLoading ? [] : layout.links
        let buttons = widget.isLoading ? [] : layout.buttons
        for (index, link) in links.enumerated() {
            let linkID = ElementID(id.rawValue + "#\(index)")
            children.append(
                ScreenNode(
                    role: .widgetLink, frame: placed(link.frame).intersection(frame), id: linkID,
                    action: widget.isInteractive ? .select(linkID) : nil,
                    content: ScreenContent(bundleIdentifier: widget.bundleIdentifier, url: link.url.absoluteString)))
        }
        for (index, button) in buttons.enumerated() {
            let buttonID = ElementID(id.rawValue + "#intent.\(index)")
            let performs = widget.isInteractive && button.action.intent != nil
            children.append(
                ScreenNode(
                    role: .widgetButton, frame: placed(button.frame).intersection(frame), id: buttonID,
                    text: button.action.title, action: performs ? .select(buttonID) : nil,
                    content: ScreenContent(bundleIdentifier: widget.bundleIdentifier)))
        }
        var node = ScreenNode(
            role: widget.kind == .widget ? .widget : .liveActivity, frame: frame, id: id, text: widget.appName,
            background: context.theme.surface, action: widget.isInteractive ? .select(id) : nil,
            content: ScreenContent(
                corner: WidgetRules.cornerRadius, bundleIdentifier: widget.bundleIdentifier,
                url: layout.widgetURL?.absoluteString),
            children: children)
        node.drawing = layout.drawing.compactMap { item in
            var item = item
            item.frame = placed(item.frame)
            if let font = item.font { item.font = ScreenFont(size: font.size * scale, weight: font.weight) }
            if var image = item.image {
                image.size = Size(width: image.size.width * scale, height: image.size.height * scale)
                item.image = image
            }
            item.cornerRadius = item.cornerRadius.map { $0 * scale }
            // Clipped to the card: a fill is cut to it, a text line or image out of it is not drawn.
            guard !frame.insetBy(dx: -0.01, dy: -0.01).contains(item.frame) else { return item }
            guard item.kind == .fill, frame.intersects(item.frame) else { return nil }
            item.frame = item.frame.intersection(frame)
            return item
        }
        return node
    }

    /// Whether a view opens a URL when tapped (a `widgetURL` or a `Link`).
    static func opensURL(_ view: _ResolvedView) -> Bool {
        switch view {
        case .link, .widgetURL: true
        case .empty, .text, .image, .shape, .spacer, .redacted: false
        case .group(let views), .stack(_, _, _, let views): views.contains(where: opensURL)
        case .progress(let progress): (progress.label + progress.below).contains(where: opensURL)
        case .padding(_, let view), .frame(_, let view), .opacity(_, let view), .resizable(let view),
            .button(_, let view):
            opensURL(view)
        case .background(let a, let b), .containerBackground(let a, let b), .overlay(let a, _, let b):
            opensURL(a) || opensURL(b)
        }
    }
}
