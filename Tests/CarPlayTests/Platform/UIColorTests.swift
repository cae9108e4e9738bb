import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

@Suite struct UIColorTests {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        expectTrue(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    private func bytes(_ color: UIColor) -> [Int] {
        rgba(color).prefix(3).map { Int(($0 * 255).rounded()) }
    }

    private let dark = UITraitCollection(userInterfaceStyle: .dark)
    private let light = UITraitCollection(userInterfaceStyle: .light)

    @Test func componentsAndEquality() {
        expectEqual(rgba(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)), [0.1, 0.2, 0.3, 0.4])
        expectEqual(rgba(UIColor(white: 0.5, alpha: 1)), [0.5, 0.5, 0.5, 1])
        expectEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor.red)
        expectEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash, UIColor.red.hash)
        expectNotEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5), UIColor.red)
        expectEqual(UIColor(white: 1, alpha: 1), UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        expectEqual(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count, 2)
    }

    @Test func hueConversionRoundTrips() {
        expectEqual(bytes(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)), [255, 0, 0])
        expectEqual(bytes(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)), [0, 255, 0])
        expectEqual(bytes(UIColor(hue: 2.0 / 3.0, saturation: 1, brightness: 0.5, alpha: 1)), [0, 0, 128])
        expectEqual(bytes(UIColor(hue: 0.5, saturation: 0, brightness: 0.2, alpha: 1)), [51, 51, 51])
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        expectTrue(UIColor.orange.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        expectTrue(abs(h - 30.0 / 360.0) < 1e-9 && s == 1 && v == 1 && a == 1)
        var w: CGFloat = 0
        expectTrue(UIColor.darkGray.getWhite(&w, alpha: &a) && abs(w - 1.0 / 3.0) < 1e-12)
        expectTrue(!UIColor.red.getWhite(&w, alpha: &a))
    }

    @Test func fixedColorValues() {
        expectEqual(rgba(.black), [0, 0, 0, 1])
        expectEqual(rgba(.white), [1, 1, 1, 1])
        expectEqual(rgba(.clear), [0, 0, 0, 0])
        expectEqual(rgba(.gray), [0.5, 0.5, 0.5, 1])
        expectEqual(rgba(.orange), [1, 0.5, 0, 1])
        expectEqual(rgba(.purple), [0.5, 0, 0.5, 1])
        expectEqual(rgba(.brown), [0.6, 0.4, 0.2, 1])
        expectEqual(rgba(.cyan), [0, 1, 1, 1])
        expectEqual(rgba(.magenta), [1, 0, 1, 1])
        expectEqual(rgba(.yellow), [1, 1, 0, 1])
        expectTrue(!UIColor.red._isDynamic)
    }

    @Test func systemColorsResolvePerStyle() {
        expectTrue(UIColor.systemRed._isDynamic)
        expectEqual(bytes(UIColor.systemRed.resolvedColor(with: light)), [255, 59, 48])
        expectEqual(bytes(UIColor.systemRed.resolvedColor(with: dark)), [255, 69, 58])
        expectEqual(bytes(UIColor.systemBlue.resolvedColor(with: light)), [0, 122, 255])
        expectEqual(bytes(UIColor.systemBlue.resolvedColor(with: dark)), [10, 132, 255])
        expectEqual(bytes(UIColor.systemGreen.resolvedColor(with: dark)), [48, 209, 88])
        expectEqual(bytes(UIColor.systemGray6.resolvedColor(with: light)), [242, 242, 247])
        expectEqual(bytes(UIColor.systemGray6.resolvedColor(with: dark)), [28, 28, 30])
        expectEqual(rgba(UIColor.label.resolvedColor(with: dark)), [1, 1, 1, 1])
        expectEqual(rgba(UIColor.label.resolvedColor(with: light)), [0, 0, 0, 1])
        expectEqual(rgba(UIColor.secondaryLabel.resolvedColor(with: dark))[3], 0.6)
        expectEqual(bytes(UIColor.systemBackground.resolvedColor(with: dark)), [0, 0, 0])
        expectEqual(bytes(UIColor.secondarySystemBackground.resolvedColor(with: light)), [242, 242, 247])
        expectEqual(bytes(UIColor.tertiarySystemBackground.resolvedColor(with: dark)), [44, 44, 46])
        expectEqual(rgba(UIColor.systemFill.resolvedColor(with: dark))[3], 0.36)
        expectEqual(bytes(UIColor.tintColor.resolvedColor(with: dark)), [10, 132, 255])
        // Unspecified style resolves like light; getRed on a dynamic color resolves it the same way.
        expectEqual(bytes(UIColor.systemRed), [255, 59, 48])
        // System colors are singletons; dynamic colors are equal only by identity.
        expectEqual(UIColor.systemRed, UIColor.systemRed)
        expectNotEqual(UIColor.systemRed, UIColor(dynamicProvider: { _ in .systemRed }))
        expectTrue(UIColor.systemRed.description.contains("name = systemRedColor"))
    }

    @Test func dynamicProviderResolvesRecursively() {
        let color = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor.systemPink : UIColor.black })
        expectTrue(color._isDynamic)
        expectEqual(bytes(color.resolvedColor(with: dark)), [255, 55, 95])
        expectEqual(color.resolvedColor(with: light), .black)
        expectTrue(!color.resolvedColor(with: dark)._isDynamic)
        let translucent = color.withAlphaComponent(0.25)
        expectTrue(translucent._isDynamic)
        expectEqual(rgba(translucent.resolvedColor(with: dark))[3], 0.25)
        expectEqual(bytes(translucent.resolvedColor(with: dark)), [255, 55, 95])
    }

    @Test func descriptionsMatchUIKit() {
        expectEqual(UIColor.red.description, "UIExtendedSRGBColorSpace 1 0 0 1")
        expectEqual(
            UIColor(red: 0.5, green: 0.25, blue: 0, alpha: 1).description, "UIExtendedSRGBColorSpace 0.5 0.25 0 1")
        expectEqual(UIColor.white.description, "UIExtendedGrayColorSpace 1 1")
    }
}

@Suite struct UITraitCollectionTests {
    @Test func defaultsAndRawValues() {
        let traits = UITraitCollection()
        expectEqual(traits.userInterfaceStyle, .unspecified)
        expectEqual(traits.displayScale, 0)
        expectEqual(traits.userInterfaceIdiom, .unspecified)
        expectEqual(UIUserInterfaceIdiom.carPlay.rawValue, 3)
        expectEqual(UIUserInterfaceIdiom.mac.rawValue, 5)
        expectEqual(UIUserInterfaceIdiom.vision.rawValue, 6)
        expectEqual(UIUserInterfaceIdiom.unspecified.rawValue, -1)
        expectEqual(UIUserInterfaceStyle.dark.rawValue, 2)
    }

    @Test func combiningLetsLaterSpecifiedTraitsWin() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(displayScale: 2),
            UITraitCollection(userInterfaceIdiom: .carPlay),
            UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(),
        ])
        expectEqual(combined.userInterfaceStyle, .light)
        expectEqual(combined.displayScale, 2)
        expectEqual(combined.userInterfaceIdiom, .carPlay)
        expectTrue(combined.containsTraits(in: UITraitCollection(displayScale: 2)))
        expectTrue(!combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
    }

    @Test func equalityIsByValue() {
        let a = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3),
        ])
        let b = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 3), UITraitCollection(userInterfaceStyle: .dark),
        ])
        expectEqual(a, b)
        expectEqual(a.hash, b.hash)
        expectNotEqual(a, UITraitCollection(userInterfaceStyle: .dark))
        expectTrue(a.description.contains("UserInterfaceStyle = Dark"))
    }
}
