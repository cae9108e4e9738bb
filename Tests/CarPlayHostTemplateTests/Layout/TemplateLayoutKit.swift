import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

/// Shared by the template layout tests (list, grid, information, point of interest): contexts, content frames and
/// the geometry checks every layout must pass.
enum TemplateLayoutKit {
    /// The standard and minimum displays, light and dark.
    static let displays: [DisplayConfiguration] = [
        .standard, .standard.with(appearance: .dark), .minimum, .minimum.with(appearance: .dark),
    ]
    /// Every main display preset, light and dark, limited and not.
    static let allDisplays: [DisplayConfiguration] = DisplayConfiguration.presets.flatMap { preset in
        [preset, preset.with(appearance: .dark), preset.limited(), preset.with(appearance: .dark).limited()]
    }

    static func context(_ display: DisplayConfiguration = .standard, pending: Set<ElementID> = []) -> LayoutContext {
        LayoutContext(
            display: display, rules: Rules(category: .audio), now: Date(timeIntervalSince1970: 0),
            pendingHandlers: pending)
    }

    /// The content frame `ScreenLayout` gives a template with a navigation bar: the screen minus the status bar and
    /// the bar.
    static func contentFrame(_ display: DisplayConfiguration) -> Rect {
        let edge: Rect.Edge = display.isPortrait ? .bottom : (display.drivingSide == .leftHandDrive ? .left : .right)
        let app = display.bounds.divided(atDistance: Theme.statusBarThickness, from: edge).remainder
            .inset(by: display.safeAreaInsets)
        return app.divided(atDistance: Theme.barHeight, from: .top).remainder
    }

    /// An image of `width`×`height` points.
    static func image(_ width: Double, _ height: Double, name: String = "art") -> ImageSnapshot {
        var variant = ImageVariant(UIImage(systemName: "star")!)
        variant.source = .named(name)
        variant.width = width
        variant.height = height
        variant.scale = 2
        variant.isTemplate = false
        return ImageSnapshot(light: variant, dark: nil)
    }

    /// A string of `count` characters in words.
    static func long(_ count: Int) -> String {
        String(repeating: "Lorem ipsum ", count: count / 12 + 1).prefix(count).description
    }

    /// Checks what every template layout promises:
    /// - every frame is finite, not negative, and inside the content frame — nodes in a scroll view inside its
    ///   width and below its top, within its content height;
    /// - interactive frames do not overlap and are at least 20 points in each direction;
    /// - focus order runs top to bottom, leading to trailing within a line (separately for fixed and scrolled nodes).
    static func checkGeometry(
        _ content: ScreenNode, in frame: Rect, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectEqual(content.role, .content, sourceLocation: sourceLocation)
        expectEqual(content.frame, frame, sourceLocation: sourceLocation)
        var fixedFocus: [ScreenNode] = []
        var scrolledFocus: [[ScreenNode]] = []

        func inside(_ rect: Rect, _ bounds: Rect) -> Bool {
            rect.minX >= bounds.minX - 0.01 && rect.maxX <= bounds.maxX + 0.01 && rect.minY >= bounds.minY - 0.01
                && rect.maxY <= bounds.maxY + 0.01
        }
        func visit(_ node: ScreenNode, scroll: ScreenNode?) {
            let f = node.frame
            expectTrue(
                [f.x, f.y, f.width, f.height].allSatisfy { $0.isFinite } && f.width >= 0 && f.height >= 0,
                "bad frame \(f) of \(node.role)", sourceLocation: sourceLocation)
            if let scroll {
                let content = Rect(
                    x: scroll.frame.minX, y: scroll.frame.minY, width: scroll.frame.width,
                    height: max(scroll.frame.height, scroll.contentHeight ?? 0))
                expectTrue(
                    inside(f, content), "\(node.role) \(f) outside scroll content \(content)",
                    sourceLocation: sourceLocation)
            } else {
                expectTrue(
                    inside(f, frame), "\(node.role) \(f) outside content frame \(frame)", sourceLocation: sourceLocation
                )
            }
            if node.isFocusable && node.isEnabled {
                expectTrue(
                    f.width >= 20 && f.height >= 20, "\(node.role) \(f) too small to tap",
                    sourceLocation: sourceLocation)
                if scroll == nil {
                    fixedFocus.append(node)
                } else {
                    scrolledFocus[scrolledFocus.count - 1].append(node)
                }
            }
            var childScroll = scroll
            if node.role == .scrollView {
                expectEqual(node.scrollOffset, 0, sourceLocation: sourceLocation)
                expectGreaterOrEqual((node.contentHeight ?? -1), 0, sourceLocation: sourceLocation)
                expectTrue(inside(f, frame), sourceLocation: sourceLocation)
                scrolledFocus.append([])
                childScroll = node
            }
            for child in node.children { visit(child, scroll: childScroll) }
        }
        for child in content.children { visit(child, scroll: nil) }

        let interactive = fixedFocus + scrolledFocus.flatMap { $0 }
        for (i, a) in interactive.enumerated() {
            for b in interactive[(i + 1)...] {
                let overlap = a.frame.insetBy(dx: 0.01, dy: 0.01).intersects(b.frame.insetBy(dx: 0.01, dy: 0.01))
                expectTrue(
                    !overlap, "\(a.role) \(a.frame) overlaps \(b.role) \(b.frame)", sourceLocation: sourceLocation)
            }
        }
        for sequence in [fixedFocus] + scrolledFocus {
            for (a, b) in zip(sequence, sequence.dropFirst()) {
                let later = b.frame.minY > a.frame.minY + 0.01
                let sameLineAfter = abs(b.frame.minY - a.frame.minY) <= 0.01 && b.frame.minX > a.frame.minX
                let besideBelow = b.frame.minY >= a.frame.minY - 0.01 && b.frame.minX >= a.frame.maxX
                expectTrue(
                    later || sameLineAfter || besideBelow,
                    "focus order: \(a.role) \(a.frame) before \(b.role) \(b.frame)", sourceLocation: sourceLocation)
            }
        }
        // The focus order the screen computes is the interactive nodes in tree order.
        let ids = interactive.compactMap(\.id)
        expectTrue(content.focusOrder == ids || Set(content.focusOrder) == Set(ids), sourceLocation: sourceLocation)
    }
}
