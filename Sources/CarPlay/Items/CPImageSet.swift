import Foundation
import UIKit

/// A pair of images for light and dark content.
open class CPImageSet: NSObject {
    /// Creates an image set.
    public init(lightContentImage lightImage: UIImage, darkContentImage darkImage: UIImage) {
        self._lightContentImage = lightImage
        self._darkContentImage = darkImage
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
