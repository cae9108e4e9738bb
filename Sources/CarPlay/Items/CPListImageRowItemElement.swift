import Foundation
import UIKit

/// The abstract base of the elements an image row shows (iOS 26): row, card, condensed, grid and image-grid
/// elements. Create one of the subclasses.
@preconcurrency @MainActor
@available(iOS 26.0, *)
open class CPListImageRowItemElement: NSObject, @preconcurrency CPPlayableItem, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Designated initializer of the subclasses; apps can't create a bare element.
    init(_image image: UIImage) {
        self.image = image
        super.init()
    }

    /// The element's image, scaled down to the class's `maximumImageSize`.
    open var image: UIImage { didSet { notifyHostOfChange() } }

    /// The maximum size of the element's image.
    open class var maximumImageSize: CGSize { CGSize(width: 80, height: 80) }

    /// A Boolean value that determines whether the element is enabled (default true).
    open var isEnabled: Bool = true { didSet { notifyHostOfChange() } }

    /// The label VoiceOver reads for the element (iOS 26.4).
    @available(iOS 26.4, *)
    open var accessibilityLabel: String? { didSet { notifyHostOfChange() } }

    /// How the element presents playback and which playback action it offers (iOS 26.4).
    @available(iOS 26.4, *)
    @NSCopying open var playbackConfiguration: CPPlaybackConfiguration? { didSet { notifyHostOfChange() } }

    // MARK: Archiving (private: only the card element adopts NSSecureCoding in the header; image-row items archive
    // their elements)

    /// The framework class name a private archive records.
    var _archivedClassName: String { "CPListImageRowItemElement" }

    /// Archives the image, enabled state, accessibility label and playback configuration.
    func _encodePrivately(with coder: NSCoder) {
        coder.encodeImage(image, forKey: "image")
        coder.encode(isEnabled, forKey: "enabled")
        coder.encode(accessibilityLabel, forKey: "accessibilityLabel")
        coder.encode(playbackConfiguration, forKey: "playbackConfiguration")
    }

    /// Decodes the element state that `_encodePrivately(with:)` archived: a new element.
    init?(_privateCoder coder: NSCoder) {
        guard let image = coder.decodeImage(forKey: "image") else { return nil }
        self.image = image
        self.isEnabled = coder.decodeBool(forKey: "enabled", default: true)
        self.accessibilityLabel = coder.decodeString(forKey: "accessibilityLabel")
        self.playbackConfiguration = coder.decodeIfPresent(
            CPPlaybackConfiguration.self, forKey: "playbackConfiguration")
        super.init()
    }

    /// The element's fields for its description, after the image.
    var _descriptionFields: String { "" }

    nonisolated open override var description: String {
        let head = "<\(String(describing: type(of: self))): \(cpAddress(of: self))>"
        guard cpIsMainQueue() else { return head }
        return MainActor.assumeIsolated {
            "\(head) image: \(image), \(_descriptionFields)enabled: \(isEnabled ? 1 : 0)"
        }
    }
}
