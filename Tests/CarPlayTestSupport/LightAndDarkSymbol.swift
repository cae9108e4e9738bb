import Foundation
import UIKit

/// An SF Symbol with a black rendition registered for light mode and a white one for dark mode (a `UIImageAsset`), as
/// the Drive sample makes its maneuver arrows: the tests of where the car draws such a symbol in which style.
public enum LightAndDarkSymbol {
    /// The symbol `name`, its light rendition; nil for a symbol the set does not have.
    @MainActor public static func named(_ name: String) -> UIImage? {
        guard let image = UIImage(systemName: name) else { return nil }
        let asset = UIImageAsset()
        let light = UITraitCollection(userInterfaceStyle: .light)
        asset.register(image.withTintColor(.black, renderingMode: .alwaysOriginal), with: light)
        asset.register(
            image.withTintColor(.white, renderingMode: .alwaysOriginal),
            with: UITraitCollection(userInterfaceStyle: .dark))
        return asset.image(with: light)
    }
}
