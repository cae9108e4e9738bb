import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit
@testable import CarPlayHost

/// The app area of the standard display beside a left-hand-drive status bar.
private let area = Rect(x: 52, y: 0, width: 348, height: 240)

private func context(map: DisplayConfiguration.Appearance = .light) -> LayoutContext {
    var display = DisplayConfiguration.standard
    display.mapAppearance = map
    return LayoutContext(display: display, rules: Rules(category: .navigation), now: Date(timeIntervalSince1970: 0))
}

/// The signature and header chunk of a `width`×`height` PNG (all the car reads of it).
private func png(width: UInt8, height: UInt8) -> Data {
    Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
        + Data([0, 0, 0, width, 0, 0, 0, height, 8, 6, 0, 0, 0, 0, 0, 0, 0])
}

/// A navigation app's window as the car copies, places and draws it: `ViewSnapshot`, `WindowGeometry`,
/// `WindowLayout` and the window's drawing items.
@MainActor
@Suite("WindowLayout")
struct WindowLayoutTests {
    final class CountingView: UIView {
        var layouts = 0
        var safeAreaChanges = 0
        override func layoutSubviews() { layouts += 1 }
        override func safeAreaInsetsDidChange() { safeAreaChanges += 1 }
    }

    final class MapController: UIViewController {
        var safeAreaChanges = 0
        override func loadView() { view = CountingView(frame: .zero) }
        override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
    }

    /// A view that places its one subview in `layoutSubviews`, as map views do.
    final class ScaleBarView: UIView {
        let bar = UIView()
        override func layoutSubviews() {
            if bar.superview == nil { addSubview(bar) }
            bar.frame = CGRect(x: 4, y: bounds.height - 6, width: bounds.width - 8, height: 2)
        }
    }

    // MARK: The snapshot

    @Test func framesAreInWindowCoordinatesThroughFramesAndBoundsOrigins() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 348, height: 240))
        let container = UIView(frame: CGRect(x: 50, y: 20, width: 200, height: 100))
        container.bounds.origin = CGPoint(x: 10, y: 5)  // scrolled
        let child = UIView(frame: CGRect(x: 30, y: 40, width: 20, height: 10))
        let grandchild = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        window.addSubview(container)
        container.addSubview(child)
        child.addSubview(grandchild)
        let root = ViewSnapshot(window: window)
        expectEqual(root.frame, Rect(x: 0, y: 0, width: 348, height: 240))
        let c = try require(root.children.first)
        expectEqual(c.frame, Rect(x: 50, y: 20, width: 200, height: 100))
        expectEqual(c.children.first?.frame, Rect(x: 70, y: 55, width: 20, height: 10))
        expectEqual(c.children.first?.children.first?.frame, Rect(x: 71, y: 57, width: 3, height: 4))
    }

    @Test func hiddenAndTransparentViewsAreLeftOutAndAlphaMultipliesDown() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        expectTrue(window.isHidden, "a window the app never showed is still the car's window")
        let half = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        half.alpha = 0.5
        let quarter = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        quarter.alpha = 0.5
        quarter.text = "300 m"
        let hidden = UIView(frame: .zero)
        hidden.isHidden = true
        hidden.addSubview(UIView())
        let transparent = UIView(frame: .zero)
        transparent.alpha = 0
        window.addSubview(half)
        half.addSubview(quarter)
        window.addSubview(hidden)
        window.addSubview(transparent)
        let root = ViewSnapshot(window: window)
        expectTrue(root.children.count == 1 && root.alpha == 1)
        let h = try require(root.children.first)
        expectTrue(h.alpha == 0.5 && h.kind == .view)
        expectTrue(h.children.map(\.alpha) == [0.25] && h.children.first?.kind == .label)
        // A transparent window keeps nothing.
        window.alpha = 0
        expectTrue(ViewSnapshot(window: window).children.isEmpty)
    }

    @Test func theWindowIsLaidOutBeforeItIsCopied() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 348, height: 240))
        let scale = ScaleBarView(frame: CGRect(x: 10, y: 200, width: 100, height: 30))
        window.addSubview(scale)
        let root = ViewSnapshot(window: window)
        expectEqual(root.children.first?.children.first?.frame, Rect(x: 14, y: 224, width: 92, height: 2))
    }

    @Test func theLayerGivesCornersClippingAndBorder() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        badge.backgroundColor = .systemBlue
        badge.layer.cornerRadius = 8
        badge.layer.masksToBounds = true
        badge.layer.borderWidth = 1.5
        badge.layer.borderColor = UIColor.white.cgColor
        let noColour = UIView(frame: .zero)
        noColour.layer.borderWidth = 2
        noColour.layer.borderColor = nil
        window.addSubview(badge)
        window.addSubview(noColour)
        let root = ViewSnapshot(window: window)
        let b = try require(root.children.first)
        expectTrue(b.cornerRadius == 8 && b.clipsToBounds)
        expectEqual(
            b.border,
            .init(
                width: 1.5,
                color: ColorSnapshot(
                    light: .init(red: 1, green: 1, blue: 1, alpha: 1),
                    dark: .init(red: 1, green: 1, blue: 1, alpha: 1))))
        expectTrue(b.backgroundColor?.light.blue == 1 && b.backgroundColor?.dark.red == 10.0 / 255)
        expectTrue(root.children.last?.border == nil && root.children.last?.backgroundColor == nil)
    }

    @Test func labelsAndImageViewsAreCopied() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Rue de la Loi"
        label.font = .systemFont(ofSize: 13, weight: .semibold)
        label.textColor = .systemRed
        label.textAlignment = .center
        label.numberOfLines = 2
        label.isEnabled = false
        let empty = UILabel(frame: .zero)
        let icon = UIImage(data: png(width: 40, height: 20))!
        let pressed = UIImage(data: png(width: 20, height: 20))!
        let imageView = UIImageView(image: icon)
        imageView.highlightedImage = pressed
        imageView.isHighlighted = true
        imageView.contentMode = .scaleAspectFit
        for view in [label, empty, imageView] { window.addSubview(view) }
        let store = ImageStore()
        let root = ImageStore.$recording.withValue(store) { ViewSnapshot(window: window) }
        let l = try require(root.children[0].label)
        expectEqual(root.children[0].kind, .label)
        expectTrue(l.text == "Rue de la Loi" && l.fontSize == 13 && l.isBold && l.alignment == .center)
        expectTrue(l.numberOfLines == 2 && !l.isEnabled && l.textColor == ColorSnapshot(UIColor.systemRed))
        expectTrue(root.children[1].kind == .label && root.children[1].label == nil)
        let i = root.children[2]
        expectTrue(
            i.kind == .imageView && i.contentMode == .scaleAspectFit && i.frame.size == Size(width: 40, height: 20))
        expectEqual(i.image?.light.width, 20, "the highlighted image while highlighted")
        let source = try require(i.image?.light.source)
        let key = try require(ImageStore.key(of: source))
        expectNotEqual(store.entry(kind: key.kind, value: key.value), nil, "the bytes are kept for front ends")
    }

    // MARK: Geometry

    @Test func geometryTellsEachSafeAreaChangeOnceAndLaysOut() throws {
        let window = CPWindow(frame: .zero)
        let controller = MapController()
        window.rootViewController = controller
        let map = try require(controller.view as? CountingView)
        window.layoutIfNeeded()
        let layouts = map.layouts
        let insets = Insets(top: 40, left: 0, bottom: 0, right: 0)

        WindowGeometry.apply(to: window, bounds: area, safeArea: insets, mapButtonArea: nil)
        expectEqual(window.frame, CGRect(x: 52, y: 0, width: 348, height: 240))
        expectEqual(window.bounds, CGRect(x: 0, y: 0, width: 348, height: 240))
        expectTrue(
            map.frame == window.bounds && map.safeAreaInsets == UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0))
        expectTrue(map.safeAreaChanges == 1 && controller.safeAreaChanges == 1)
        expectEqual(map.layouts, layouts + 1, "laid out once, after the safe area was told")
        expectEqual(window.mapButtonSafeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 40, width: 348, height: 200))

        // The same geometry: nothing to tell, nothing to lay out.
        WindowGeometry.apply(to: window, bounds: area, safeArea: insets, mapButtonArea: nil)
        expectTrue(map.safeAreaChanges == 1 && controller.safeAreaChanges == 1 && map.layouts == layouts + 1)

        // A panel now covers the left third.
        WindowGeometry.apply(
            to: window, bounds: area, safeArea: Insets(top: 40, left: 120), mapButtonArea: nil)
        expectTrue(map.safeAreaChanges == 2 && controller.safeAreaChanges == 2 && map.layouts == layouts + 2)
        expectEqual(map.safeAreaLayoutGuide.layoutFrame, CGRect(x: 120, y: 40, width: 228, height: 200))

        // Map buttons on the trailing edge: the guide moves, the safe area does not.
        WindowGeometry.apply(
            to: window, bounds: area, safeArea: Insets(top: 40, left: 120),
            mapButtonArea: Rect(x: 120, y: 40, width: 180, height: 200))
        expectEqual(window.mapButtonSafeAreaLayoutGuide.layoutFrame, CGRect(x: 120, y: 40, width: 180, height: 200))
        expectTrue(map.safeAreaChanges == 2 && map.layouts == layouts + 3)
    }

    @Test func aNewSizeAndNewInsetsTogetherAreOneChange() throws {
        let window = CPWindow(frame: .zero)
        let controller = MapController()
        window.rootViewController = controller
        let map = try require(controller.view as? CountingView)
        WindowGeometry.apply(to: window, bounds: area, safeArea: .zero, mapButtonArea: nil)
        let legend = CountingView(frame: CGRect(x: 250, y: 0, width: 98, height: 40))  // at the trailing edge
        map.addSubview(legend)
        expectTrue(legend.safeAreaInsets == .zero && legend.safeAreaChanges == 0)
        // The window narrows and a trailing panel appears at once: the legend hears its final insets only.
        WindowGeometry.apply(
            to: window, bounds: Rect(x: 52, y: 0, width: 300, height: 240), safeArea: Insets(right: 20),
            mapButtonArea: nil)
        expectTrue(legend.safeAreaInsets.right == 68 && legend.safeAreaChanges == 1)
        expectTrue(map.safeAreaInsets.right == 20 && map.safeAreaChanges == 1)
    }

    @Test func geometryIgnoresSizesThatAreNotSizes() {
        let window = CPWindow(frame: .zero)
        WindowGeometry.apply(
            to: window, bounds: Rect(x: .nan, y: 0, width: -5, height: .infinity), safeArea: Insets(top: .nan),
            mapButtonArea: nil)
        expectTrue(window.frame == .zero && window.safeAreaInsets == .zero)
    }

    // MARK: Layout

    private func tree() -> ViewSnapshot {
        let white = ColorSnapshot(
            light: .init(red: 1, green: 1, blue: 1, alpha: 1), dark: .init(red: 0, green: 0, blue: 0, alpha: 1))
        let red = ColorSnapshot(
            light: .init(red: 1, green: 0, blue: 0, alpha: 1), dark: .init(red: 1, green: 0, blue: 0, alpha: 1))
        let card = ViewSnapshot(
            frame: Rect(x: 150, y: 50, width: 120, height: 60), backgroundColor: white, alpha: 0.5, cornerRadius: 10,
            clipsToBounds: true, border: .init(width: 2, color: red),
            children: [
                ViewSnapshot(
                    kind: .label, frame: Rect(x: 160, y: 60, width: 100, height: 40), alpha: 0.5,
                    label: .init(text: "Exit 12", fontSize: 15, textColor: white, alignment: .right))
            ])
        return ViewSnapshot(
            frame: Rect(x: 0, y: 0, width: 348, height: 240), backgroundColor: white, children: [card])
    }

    @Test func nodesAreOffsetIntoTheAppAreaWithTheMapsColours() throws {
        let node = WindowLayout.nodes(for: tree(), in: area, context: context())
        expectTrue(node.role == .appWindow && node.frame == area && node.content.view?.clipsToBounds == true)
        expectEqual(node.background, "#FFFFFF")
        let card = try require(node.children.first)
        expectTrue(card.role == .view && card.frame == Rect(x: 202, y: 50, width: 120, height: 60))
        expectEqual(
            card.content,
            ScreenContent(
                view: ScreenContent.ViewLayer(
                    opacity: 0.5, cornerRadius: 10, clipsToBounds: true, borderWidth: 2, borderColor: "#FF0000")))
        let label = try require(card.children.first)
        expectTrue(label.role == .label && label.frame == Rect(x: 212, y: 60, width: 100, height: 40))
        expectTrue(label.text == "Exit 12" && label.font == ScreenFont(size: 15) && label.foreground == "#FFFFFF")
        expectTrue(label.content.alignment == .trailing && label.content.lines == 1)
        // The map is dark while the templates are light: the window's colours follow the map.
        let dark = WindowLayout.nodes(for: tree(), in: area, context: context(map: .dark))
        expectTrue(dark.background == "#000000" && dark.children.first?.children.first?.foreground == "#000000")
        // A corner radius beyond half the shorter side is drawn as half of it.
        var round = tree()
        round.children[0].cornerRadius = 500
        expectEqual(
            WindowLayout.nodes(for: round, in: area, context: context()).children[0].content.view?.cornerRadius, 30)
    }

    private func label(
        _ text: String, width: Double, height: Double, lines: Int, bold: Bool = false, enabled: Bool = true
    ) -> ScreenNode {
        let black = ColorSnapshot(
            light: .init(red: 0, green: 0, blue: 0, alpha: 1), dark: .init(red: 1, green: 1, blue: 1, alpha: 1))
        let view = ViewSnapshot(
            kind: .label, frame: Rect(x: 0, y: 0, width: width, height: height),
            label: .init(
                text: text, fontSize: 17, isBold: bold, textColor: black, numberOfLines: lines, isEnabled: enabled))
        return WindowLayout.nodes(for: ViewSnapshot(frame: area, children: [view]), in: area, context: context())
            .children[0]
    }

    @Test func labelsAreFittedToTheirWidthAndWrappedToTheirLinesAndHeight() throws {
        let long = "Continue on Boulevard du Souverain towards Auderghem and the ring road"
        let measurer = TextMeasurer.dejaVuSans
        let one = try require(label(long, width: 150, height: 30, lines: 1).text)
        expectTrue(one.hasSuffix("…") && measurer.width(of: one, font: ScreenFont(size: 17)) <= 150)
        // Unlimited lines: as many as the height holds (22 points a line at 17 points).
        let tall = label(long, width: 150, height: 70, lines: 0)
        expectTrue(tall.text?.components(separatedBy: "\n").count == 3 && tall.content.lines == 3)
        // Two lines asked for in a frame that holds more.
        let two = try require(label(long, width: 150, height: 200, lines: 2).text)
        expectTrue(two.components(separatedBy: "\n").count == 2 && two.hasSuffix("…"))
        // A frame too short for one line still shows one.
        expectEqual(label("Exit", width: 150, height: 5, lines: 0).text, "Exit")
        let bold = label("Exit", width: 150, height: 30, lines: 1, bold: true)
        expectEqual(bold.font, ScreenFont(size: 17, weight: .bold))
        let disabled = label("Exit", width: 150, height: 30, lines: 1, enabled: false)
        expectTrue(disabled.foreground == Theme(.light).disabledLabel && !disabled.isEnabled)
    }

    private func imageView(
        _ mode: ViewSnapshot.ContentMode, image: ImageSnapshot, map: DisplayConfiguration.Appearance = .light
    ) -> ScreenNode {
        let view = ViewSnapshot(
            kind: .imageView, frame: Rect(x: 10, y: 10, width: 100, height: 100), image: image, contentMode: mode)
        return WindowLayout.nodes(
            for: ViewSnapshot(frame: area, children: [view]), in: area, context: context(map: map)
        )
        .children[0]
    }

    @Test func imageViewsShowTheMapsRenditionAtTheirContentModesSize() throws {
        let light = UIImage(data: png(width: 40, height: 20))!
        let dark = UIImage(data: png(width: 30, height: 20))!
        let asset = UIImageAsset()
        asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
        let image = ImageSnapshot(asset.image(with: UITraitCollection(userInterfaceStyle: .light)))
        expectNotEqual(image.dark, nil)
        let lightNode = imageView(.center, image: image)
        let darkNode = imageView(.center, image: image, map: .dark)
        expectTrue(
            lightNode.image?.source == image.light.source && lightNode.image?.size == Size(width: 40, height: 20))
        expectTrue(darkNode.image?.source == image.dark?.source && darkNode.image?.size == Size(width: 30, height: 20))
        expectTrue(lightNode.role == .imageView && lightNode.content.view?.contentMode == .center)
        expectEqual(imageView(.scaleAspectFit, image: image).image?.size, Size(width: 100, height: 50))
        expectEqual(imageView(.scaleAspectFill, image: image).image?.size, Size(width: 200, height: 100))
        expectEqual(imageView(.scaleToFill, image: image).image?.size, Size(width: 100, height: 100))
        // A template symbol takes the view's tint, system blue.
        let symbol = ImageSnapshot(UIImage(systemName: "location.fill")!)
        expectEqual(imageView(.scaleAspectFit, image: symbol).foreground, Theme(.light).accent)
        expectEqual(imageView(.scaleAspectFit, image: image).foreground, nil)
    }

    @Test func warningsNameTheImagesThatCannotBeDrawn() {
        let unknown = ImageSnapshot(UIImage(systemName: "no.such.symbol")!)
        var tree = ViewSnapshot(frame: area)
        tree.children = [ViewSnapshot(kind: .imageView, frame: .zero, image: unknown, contentMode: .center)]
        let warnings = WindowLayout.warnings(for: tree)
        expectTrue(warnings.count == 1 && warnings.first?.contains("\"no.such.symbol\"") == true)
        expectTrue(WindowLayout.warnings(for: ViewSnapshot(frame: area)).isEmpty)
    }

    // MARK: Drawing

    @Test func viewsDrawARoundedBackgroundTheirContentAndBorderWithTheirOpacity() throws {
        let node = ScreenDrawing.drawn(
            WindowLayout.nodes(for: tree(), in: area, context: context()), context: context())
        expectTrue(
            node.background == nil && node.drawing.first?.shape == .rectangle && node.drawing.first?.opacity == nil)
        let card = try require(node.children.first)
        expectEqual(card.background, nil, "drawn as its rectangle")
        expectEqual(card.drawing.map(\.shape), [.rectangle, .border])
        let fill = card.drawing[0]
        expectTrue(fill.frame == card.frame && fill.fill == "#FFFFFF" && fill.cornerRadius == 10 && fill.opacity == 0.5)
        let border = card.drawing[1]
        expectTrue(
            border.lineWidth == 2 && border.fill == "#FF0000" && border.cornerRadius == 10 && border.opacity == 0.5)
        let label = try require(card.children.first)
        let line = try require(label.drawing.first)
        expectTrue(
            label.drawing.count == 1 && line.kind == .text && line.text == "Exit 12" && line.alignment == .trailing)
        // One 19-point line (15 × 1.25, rounded up) centred in the 40-point label.
        expectTrue(line.frame == Rect(x: 212, y: 70.5, width: 100, height: 19) && line.opacity == 0.5)
    }

    @Test func imageViewsPlaceTheirImageByContentMode() throws {
        let image = ImageSnapshot(UIImage(data: png(width: 40, height: 20))!)
        func item(_ mode: ViewSnapshot.ContentMode) throws -> ScreenDrawItem {
            let node = ScreenDrawing.drawn(imageView(mode, image: image), context: context())
            return try require(node.drawing.first { $0.kind == .image })
        }
        // The view is at 62, 10 on screen, 100 points square.
        let stretched = try item(.scaleToFill)
        expectTrue(stretched.frame == Rect(x: 62, y: 10, width: 100, height: 100) && stretched.stretches == true)
        let fitted = try item(.scaleAspectFit)
        expectTrue(fitted.frame == Rect(x: 62, y: 35, width: 100, height: 50) && fitted.stretches == nil)
        expectEqual(try item(.scaleAspectFill).frame, Rect(x: 12, y: 10, width: 200, height: 100))
        expectEqual(try item(.topLeft).frame, Rect(x: 62, y: 10, width: 40, height: 20))
        expectEqual(try item(.bottomRight).frame, Rect(x: 122, y: 90, width: 40, height: 20))
        expectEqual(try item(.top).frame, Rect(x: 92, y: 10, width: 40, height: 20))
        expectEqual(try item(.right).frame, Rect(x: 122, y: 50, width: 40, height: 20))
    }

    @Test func newDrawingMembersAreWrittenOnlyWhenSet() throws {
        let plain = ScreenDrawItem.fill(.circle, frame: Rect(x: 0, y: 0, width: 4, height: 4), color: "#FFFFFF")
        let json = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
        for key in ["cornerRadius", "opacity", "lineWidth", "stretches"] { expectTrue(!json.contains(key)) }
        var rounded = plain
        rounded.cornerRadius = 1.0 / 3
        rounded.opacity = 0.5
        let cleaned = Screen.cleaned(rounded)
        expectTrue(cleaned.cornerRadius == 0.333333 && cleaned.opacity == 0.5)
        let decoded = try JSONDecoder().decode(ScreenDrawItem.self, from: try JSONEncoder().encode(cleaned))
        expectEqual(decoded, cleaned)
    }

    @Test func aTextsLinesAreSplitAsFoundationSplitsThem() {
        let texts = ["", "one line", "a\nb", "a\nb\n", "\n", "\n\n", "a\r\nb", "x\n\u{301}y", "é\ne", "🚗\n🅿️"]
        for text in texts {
            expectEqual(ScreenDrawing.lines(of: text), text.components(separatedBy: "\n"), "\(text.debugDescription)")
        }
    }
}
