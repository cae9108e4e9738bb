import Foundation
import MapKit
import UIKit

/// A location shown on a point-of-interest template's map and in its picker, with texts for the picker and the
/// detail card and up to two text buttons.
@available(iOS 14.0, *)
open class CPPointOfInterest: NSObject, NSSecureCoding, CPHostVisible {
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

    // MARK: NSSecureCoding

    /// Points of interest support secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Archives the location, texts, pin images and buttons; `userInfo` only when it is a property-list value.
    open func encode(with coder: NSCoder) {
        coder.encodeMapItem(location, forKey: "location")
        coder.encode(title, forKey: "title")
        coder.encode(subtitle, forKey: "subtitle")
        coder.encode(summary, forKey: "summary")
        coder.encode(detailTitle, forKey: "detailTitle")
        coder.encode(detailSubtitle, forKey: "detailSubtitle")
        coder.encode(detailSummary, forKey: "detailSummary")
        coder.encodeImage(pinImage, forKey: "pinImage")
        coder.encodeImage(selectedPinImage, forKey: "selectedPinImage")
        coder.encodePrivately(primaryButton, forKey: "primaryButton")
        coder.encodePrivately(secondaryButton, forKey: "secondaryButton")
        coder.encodeUserInfo(userInfo, forKey: "userInfo")
    }

    /// Decodes a point of interest that `encode(with:)` archived: a new object with new buttons.
    public required init?(coder: NSCoder) {
        guard let location = coder.decodeMapItem(forKey: "location"),
            let title = coder.decodeString(forKey: "title")
        else { return nil }
        self.location = location
        self.title = title
        self.subtitle = coder.decodeString(forKey: "subtitle")
        self.summary = coder.decodeString(forKey: "summary")
        self.detailTitle = coder.decodeString(forKey: "detailTitle")
        self.detailSubtitle = coder.decodeString(forKey: "detailSubtitle")
        self.detailSummary = coder.decodeString(forKey: "detailSummary")
        self.pinImage = coder.decodeImage(forKey: "pinImage")
        self.selectedPinImage = coder.decodeImage(forKey: "selectedPinImage")
        self.primaryButton = coder.decodePrivately(CPTextButton.self, forKey: "primaryButton")
        self.secondaryButton = coder.decodePrivately(CPTextButton.self, forKey: "secondaryButton")
        self.userInfo = coder.decodeUserInfo(forKey: "userInfo")
        super.init()
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
