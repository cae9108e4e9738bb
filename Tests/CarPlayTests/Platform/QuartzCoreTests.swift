import Expectations
import Foundation
import QuartzCore
import Testing
import UIKit

/// A view's layer (QuartzCore's `CALayer`, re-exported by UIKit as on iOS) and the Core Graphics colours it takes.
@MainActor @Suite struct QuartzCoreTests {
    @Test func aViewsLayerKeepsItsCornersClippingAndBorder() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        let layer: CALayer = view.layer
        expectTrue(layer.cornerRadius == 0 && !layer.masksToBounds && layer.borderWidth == 0)
        expectEqual(layer.borderColor, CGColor.black, "Core Animation's default border colour is opaque black")
        // Written the way apps write it: through `view.layer`, one layer per view.
        view.layer.cornerRadius = 12
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.red.cgColor
        expectTrue(view.layer === layer && layer.cornerRadius == 12 && layer.borderWidth == 2)
        expectEqual(layer.borderColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        expectTrue(UIView().layer !== UIView().layer)
    }

    @Test func clipsToBoundsIsTheLayersMasksToBounds() {
        let view = UIView()
        view.clipsToBounds = true
        expectTrue(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        expectTrue(!view.clipsToBounds)
    }

    @Test func aLayerCopyTakesTheOthersProperties() {
        let layer = CALayer()
        layer.cornerRadius = 5
        layer.masksToBounds = true
        layer.borderWidth = 1
        layer.borderColor = nil
        let copy = CALayer(layer: layer)
        expectTrue(copy.cornerRadius == 5 && copy.masksToBounds && copy.borderWidth == 1 && copy.borderColor == nil)
        let fromSomethingElse = CALayer(layer: "not a layer")
        expectTrue(fromSomethingElse.cornerRadius == 0 && fromSomethingElse.borderColor == .black)
    }

    @Test func cgColorComponents() {
        let rgb = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        expectTrue(rgb.components == [0.2, 0.4, 0.6, 0.8] && rgb.numberOfComponents == 4 && rgb.alpha == 0.8)
        let gray = CGColor(gray: 0.5, alpha: 1)
        expectTrue(gray.components == [0.5, 1] && gray.numberOfComponents == 2)
        expectEqual(CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 0.8), rgb)
        expectEqual(rgb.copy(alpha: 0.25)?.components, [0.2, 0.4, 0.6, 0.25])
        expectTrue(CGColor.clear.alpha == 0 && CGColor.white.components == [1, 1])
        expectEqual(Set([gray, CGColor(gray: 0.5, alpha: 1), rgb]).count, 2)
        expectNotEqual(gray, CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1), "different colour spaces")
    }

    @Test func uiColorAndCGColorConvert() {
        expectEqual(UIColor.red.cgColor.components, [1, 0, 0, 1])
        expectEqual(UIColor(white: 0.25, alpha: 0.5).cgColor.components, [0.25, 0.5])
        // A dynamic colour is resolved first (in the unspecified trait collection: light).
        expectEqual(UIColor.systemBlue.cgColor, CGColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        expectEqual(
            UIColor(cgColor: CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)),
            UIColor(
                red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        expectEqual(UIColor(cgColor: .white), .white)
    }
}
