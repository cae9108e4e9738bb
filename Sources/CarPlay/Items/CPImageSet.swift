import Foundation
import UIKit

/// A pair of images for light and dark content.
open class CPImageSet: NSObject, NSSecureCoding {
    /// Creates an image set.
    public init(lightContentImage lightImage: UIImage, darkContentImage darkImage: UIImage) {
        self._lightContentImage = lightImage
        self._darkContentImage = darkImage
        super.init()
    }

    /// Image sets support secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Archives both images.
    open func encode(with coder: NSCoder) {
        coder.encodeImage(lightContentImage, forKey: "lightContentImage")
        coder.encodeImage(darkContentImage, forKey: "darkContentImage")
    }

    /// Decodes an image set that `encode(with:)` archived.
    public required init?(coder: NSCoder) {
        guard let light = coder.decodeImage(forKey: "lightContentImage"),
            let dark = coder.decodeImage(forKey: "darkContentImage")
        else { return nil }
        self._lightContentImage = light
        self._darkContentImage = dark
        super.init()
    }

    /// The image for light content.
    open var lightContentImage: UIImage { _lightContentImage }
    private let _lightContentImage: UIImage

    /// The image for dark content.
    open var darkContentImage: UIImage { _darkContentImage }
    private let _darkContentImage: UIImage

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CPImageSet else { return false }
        return lightContentImage.isEqual(other.lightContentImage) && darkContentImage.isEqual(other.darkContentImage)
    }

    open override var hash: Int { lightContentImage.hash ^ (darkContentImage.hash &* 31) }
}
