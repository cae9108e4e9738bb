#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation
import UIKit

/// How an annotation looks on a map view: the view the delegate gives for it (`mapView(_:viewFor:)`). The car draws
/// its pin for every annotation; a marker view's tint and glyph text colour and label that pin.
@preconcurrency @MainActor
open class MKAnnotationView: UIView {
    /// The annotation shown.
    open var annotation: (any MKAnnotation)?
    /// The identifier the view can be reused under.
    open private(set) var reuseIdentifier: String?
    /// The image drawn for the annotation (the car draws its pin instead).
    open var image: UIImage?
    /// Where the view's centre sits from the annotation's point, in points.
    open var centerOffset: CGPoint = .zero
    /// Where the callout sits from the view's top centre, in points.
    open var calloutOffset: CGPoint = .zero
    /// Whether selecting the view shows a callout with the annotation's title.
    open var canShowCallout = false
    open var isEnabled = true
    open var isHighlighted = false
    open var isSelected = false

    /// A view for `annotation`, reusable under `reuseIdentifier`.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a view from an archive, without an annotation.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before the view is reused for another annotation.
    open func prepareForReuse() {}

    /// Called before the view is shown.
    open func prepareForDisplay() {}
}
#endif
