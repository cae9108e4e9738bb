import Foundation
import UIKit

/// The minimum time a navigation alert with a non-zero duration stays visible: 5 seconds.
public let CPNavigationAlertMinimumDuration: TimeInterval = 5

/// A banner-style alert over the map: a title and subtitle (in variants), an image, a primary and an optional
/// secondary action, and how long it stays up. Present it with `CPMapTemplate.present(navigationAlert:animated:)`;
/// one is visible at a time.
@preconcurrency @MainActor
open class CPNavigationAlert: NSObject, @preconcurrency NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates an alert with an image (iOS 13). A `duration` of 0 keeps it up until it is dismissed; otherwise it
    /// stays at least `CPNavigationAlertMinimumDuration`. A nil `subtitleVariants` reads as no variants.
    @available(iOS 13.0, *)
    public init(
        titleVariants: [String], subtitleVariants: [String]?, image: UIImage?, primaryAction: CPAlertAction,
        secondaryAction: CPAlertAction?, duration: TimeInterval
    ) {
        self._titleVariants = titleVariants
        self._subtitleVariants = subtitleVariants ?? []
        self._image = image?.copy() as? UIImage ?? image
        self._imageSet = nil
        self._primaryAction = primaryAction
        self._secondaryAction = secondaryAction
        self._duration = duration
        super.init()
    }

    /// Creates an alert with a light and dark image pair (deprecated in iOS 13: use
    /// `init(titleVariants:subtitleVariants:image:primaryAction:secondaryAction:duration:)`).
    @available(iOS, introduced: 12.0, deprecated: 13.0)
    public init(
        titleVariants: [String], subtitleVariants: [String]?, imageSet: CPImageSet?, primaryAction: CPAlertAction,
        secondaryAction: CPAlertAction?, duration: TimeInterval
    ) {
        self._titleVariants = titleVariants
        self._subtitleVariants = subtitleVariants ?? []
        self._image = nil
        self._imageSet = imageSet
        self._primaryAction = primaryAction
        self._secondaryAction = secondaryAction
        self._duration = duration
        super.init()
    }

    // MARK: Content

    /// The title variants, localised, most preferred first.
    open var titleVariants: [String] { _titleVariants }
    private var _titleVariants: [String]

    /// The subtitle variants, localised, most preferred first; empty when the alert was made without any.
    open var subtitleVariants: [String] { _subtitleVariants }
    private var _subtitleVariants: [String]

    /// The light and dark image pair of an alert made with the deprecated image-set initialiser.
    open var imageSet: CPImageSet? { _imageSet }
    private let _imageSet: CPImageSet?

    /// The alert's image (iOS 13), with light and dark appearances; only the first frame of an animated image is
    /// shown.
    @available(iOS 13.0, *)
    open var image: UIImage? { _image }
    private let _image: UIImage?

    /// The required action.
    open var primaryAction: CPAlertAction { _primaryAction }
    private let _primaryAction: CPAlertAction

    /// The optional second action, drawn on the trailing edge.
    open var secondaryAction: CPAlertAction? { _secondaryAction }
    private let _secondaryAction: CPAlertAction?

    /// How long the alert stays visible; 0 keeps it up until it is dismissed.
    open var duration: TimeInterval { _duration }
    private let _duration: TimeInterval

    /// Replaces the title and subtitle variants, before the alert is presented or while it is visible. Once the
    /// alert has been dismissed this does nothing.
    open func updateTitleVariants(_ newTitleVariants: [String], subtitleVariants newSubtitleVariants: [String]) {
        guard !_isDismissed else { return }
        _titleVariants = newTitleVariants
        _subtitleVariants = newSubtitleVariants
        notifyHostOfChange()
    }

    // MARK: Life cycle (for the map template and the host)

    /// Whether the alert was presented and then dismissed.
    @_spi(CarPlayHost) public private(set) var _isDismissed = false

    /// Marks the alert as dismissed: later `updateTitleVariants(_:subtitleVariants:)` calls do nothing.
    @_spi(CarPlayHost) public func _didDismiss() {
        _isDismissed = true
    }

    // MARK: NSSecureCoding

    /// Navigation alerts support secure coding.
    nonisolated open class var supportsSecureCoding: Bool { true }

    /// Archives the variants, images, actions and duration; the actions' handlers are not archived.
    open func encode(with coder: NSCoder) {
        coder.encodeStrings(_titleVariants, forKey: "titleVariants")
        coder.encodeStrings(_subtitleVariants, forKey: "subtitleVariants")
        coder.encode(_imageSet, forKey: "imageSet")
        coder.encodeImage(_image, forKey: "image")
        coder.encode(_primaryAction, forKey: "primaryAction")
        coder.encode(_secondaryAction, forKey: "secondaryAction")
        coder.encode(_duration, forKey: "duration")
    }

    /// Decodes an alert that `encode(with:)` archived: a new alert, with new actions whose handlers do nothing;
    /// nil without title variants or a primary action.
    public required init?(coder: NSCoder) {
        guard let titleVariants = coder.decodeStrings(forKey: "titleVariants"),
            let primaryAction = coder.decodeIfPresent(CPAlertAction.self, forKey: "primaryAction")
        else { return nil }
        self._titleVariants = titleVariants
        self._subtitleVariants = coder.decodeStrings(forKey: "subtitleVariants") ?? []
        self._imageSet = coder.decodeIfPresent(CPImageSet.self, forKey: "imageSet")
        self._image = coder.decodeImage(forKey: "image")
        self._primaryAction = primaryAction
        self._secondaryAction = coder.decodeIfPresent(CPAlertAction.self, forKey: "secondaryAction")
        self._duration = coder.decodeDouble(forKey: "duration")
        super.init()
    }

    nonisolated open override var description: String {
        let head = "<CPNavigationAlert: \(cpAddress(of: self))>"
        guard cpIsMainQueue() else { return head }
        return MainActor.assumeIsolated {
            "\(head) titleVariants: \(titleVariants), subtitleVariants: \(subtitleVariants), duration: \(duration)"
        }
    }
}

extension CPNavigationAlert {
    /// Why a navigation alert went away (Objective-C `CPNavigationAlertDismissalContext`).
    public enum DismissalContext: UInt, Sendable {
        /// It stayed up for its duration and timed out.
        case timeout = 0
        /// The user pressed one of its buttons.
        case userDismissed = 1
        /// The app dismissed it (`dismissNavigationAlert(animated:completion:)`) or the system did.
        case systemDismissed = 2
    }
}
