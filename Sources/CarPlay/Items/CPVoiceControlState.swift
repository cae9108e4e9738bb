import Foundation
import UIKit

/// One state of a voice control template: an identifier, title variants, an optional (animated) image and, from
/// iOS 26.4, action buttons.
open class CPVoiceControlState: NSObject, NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a state. The image is at most 150×150 points; an animated image cycles in 0.3–5 seconds and
    /// repeats when `repeats` is true.
    public init(identifier: String, titleVariants: [String]?, image: UIImage?, repeats: Bool) {
        self._identifier = identifier
        self._titleVariants = titleVariants
        self._image = image
        self._repeats = repeats
        super.init()
    }

    // MARK: NSSecureCoding

    /// Voice control states support secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Archives the identifier, title variants, image, repeat flag and action buttons.
    open func encode(with coder: NSCoder) {
        coder.encode(identifier, forKey: "identifier")
        coder.encodeStrings(titleVariants, forKey: "titleVariants")
        coder.encodeImage(image, forKey: "image")
        coder.encode(repeats, forKey: "repeats")
        coder.encodePrivately(actionButtons, forKey: "actionButtons")
    }

    /// Decodes a state that `encode(with:)` archived: a new state with new buttons.
    public required init?(coder: NSCoder) {
        guard let identifier = coder.decodeString(forKey: "identifier") else {
            return nil
        }
        self._identifier = identifier
        self._titleVariants = coder.decodeStrings(forKey: "titleVariants")
        self._image = coder.decodeImage(forKey: "image")
        self._repeats = coder.decodeBool(forKey: "repeats")
        self.actionButtons = coder.decodePrivately(arrayOf: CPButton.self, forKey: "actionButtons") ?? []
        super.init()
    }

    /// The title variants, most preferred first.
    open var titleVariants: [String]? { _titleVariants }
    private let _titleVariants: [String]?

    /// The image shown in this state.
    open var image: UIImage? { _image }
    private let _image: UIImage?

    /// The identifier used to activate the state.
    open var identifier: String { _identifier }
    private let _identifier: String

    /// Whether an animated image repeats.
    open var repeats: Bool { _repeats }
    private let _repeats: Bool

    /// The state's action buttons, leading to trailing (iOS 26.4); the system shows at most
    /// `maximumActionButtonCount`.
    @available(iOS 26.4, *)
    open var actionButtons: [CPButton] = [] { didSet { notifyHostOfChange() } }

    /// The maximum number of action buttons a state shows (iOS 26.4).
    @available(iOS 26.4, *)
    open class var maximumActionButtonCount: Int { CPHostBridge.value(of: .voiceControlStateActionButtons) }

    open override var description: String {
        "<CPVoiceControlState: \(cpAddress(of: self))> identifier: \(identifier), titleVariants: "
            + "\(cpDescribe(titleVariants)), image: \(cpDescribe(image)), repeats: \(repeats ? 1 : 0)"
    }
}
