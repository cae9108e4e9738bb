import Foundation
import MapKit
import UIKit

/// A location shown on a point-of-interest template's map and in its picker, with texts for the picker and the
/// detail card and up to two text buttons.
@available(iOS 14.0, *)
open class CPPointOfInterest: NSObject, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a point of interest with pin images for the unselected and selected states (iOS 16).
    @available(iOS 16.0, *)
    public init(
        location: MKMapItem, title: String, subtitle: String?, summary: String?, detailTitle: String?,
        detailSubtitle: String?, detailSummary: String?, pinImage: UIImage?, selectedPinImage: UIImage?
    ) {
        self.location = location
        self.title = title
        self.subtitle = subtitle
        self.summary = summary
        self.detailTitle = detailTitle
        self.detailSubtitle = detailSubtitle
        self.detailSummary = detailSummary
        self.pinImage = pinImage
        self.selectedPinImage = selectedPinImage
        super.init()
    }

    /// Creates a point of interest with one pin image.
    public convenience init(
        location: MKMapItem, title: String, subtitle: String?, summary: String?, detailTitle: String?,
        detailSubtitle: String?, detailSummary: String?, pinImage: UIImage?
    ) {
        self.init(
            location: location, title: title, subtitle: subtitle, summary: summary, detailTitle: detailTitle,
            detailSubtitle: detailSubtitle, detailSummary: detailSummary, pinImage: pinImage, selectedPinImage: nil)
    }

    /// The size of a pin image; larger pins are scaled down (iOS 16).
    @available(iOS 16.0, *)
    open class var pinImageSize: CGSize { CGSize(width: 40, height: 40) }

    /// The size of a selected pin image; larger pins are scaled down (iOS 16).
    @available(iOS 16.0, *)
    open class var selectedPinImageSize: CGSize { CGSize(width: 60, height: 60) }

    /// The map item giving the location.
    open var location: MKMapItem { didSet { notifyHostOfChange() } }

    /// The title shown in the picker.
    open var title: String { didSet { notifyHostOfChange() } }

    /// The subtitle shown in the picker.
    open var subtitle: String? { didSet { notifyHostOfChange() } }

    /// The summary shown in the picker.
    open var summary: String? { didSet { notifyHostOfChange() } }

    /// The detail card's title; the card shows `title` when nil.
    open var detailTitle: String? { didSet { notifyHostOfChange() } }

    /// The detail card's subtitle; the card shows `subtitle` when nil.
    open var detailSubtitle: String? { didSet { notifyHostOfChange() } }

    /// The detail card's summary; the card shows `summary` when nil.
    open var detailSummary: String? { didSet { notifyHostOfChange() } }

    /// A custom map pin.
    open var pinImage: UIImage? { didSet { notifyHostOfChange() } }

    /// A custom map pin for the selected state (iOS 16).
    @available(iOS 16.0, *)
    open var selectedPinImage: UIImage? { didSet { notifyHostOfChange() } }

    /// The detail card's primary button.
    open var primaryButton: CPTextButton? { didSet { notifyHostOfChange() } }

    /// The detail card's secondary button.
    open var secondaryButton: CPTextButton? { didSet { notifyHostOfChange() } }

    /// Any custom data or object that you want to associate with the point of interest.
    open var userInfo: Any?

    open override var description: String {
        "<CPPointOfInterest: \(cpAddress(of: self))> title: \(title), subtitle: \(cpDescribe(subtitle)), "
            + "summary: \(cpDescribe(summary)), location: \(location)"
    }
}
