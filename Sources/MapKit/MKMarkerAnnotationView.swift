#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation
import UIKit

/// An annotation drawn as a balloon marker: its colour and the glyph inside it.
@preconcurrency @MainActor
open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's colour; nil: the system's red.
    open var markerTintColor: UIColor?
    /// The glyph's colour; nil: white.
    open var glyphTintColor: UIColor?
    /// Text shown in the balloon (a character or two); the car draws it when there is no glyph image.
    open var glyphText: String?
    /// An image shown in the balloon (the car draws the text glyph only).
    open var glyphImage: UIImage?
    /// The image shown in the balloon while selected.
    open var selectedGlyphImage: UIImage?
}
#endif
