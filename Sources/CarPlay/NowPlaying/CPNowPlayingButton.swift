import Foundation

/// The maximum size of a Now Playing image button's image; larger images are scaled down.
@available(iOS 14.0, *)
public let CPNowPlayingButtonMaximumImageSize = CGSize(width: 20, height: 20)

/// An abstract button of the Now Playing template. Use one of its six concrete subclasses.
@preconcurrency @MainActor
@available(iOS 14.0, *)
open class CPNowPlayingButton: NSObject, @preconcurrency NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a button with a handler the system calls when the user selects it.
    public init(handler: ((CPNowPlayingButton) -> Void)? = nil) {
        self.handler = handler
        super.init()
    }

    // MARK: NSSecureCoding

    /// Now Playing buttons support secure coding.
    nonisolated open class var supportsSecureCoding: Bool { true }

    /// Archives the enabled and selected states; the handler is not archived.
    open func encode(with coder: NSCoder) {
        coder.encode(isEnabled, forKey: "enabled")
        coder.encode(isSelected, forKey: "selected")
    }

    /// Decodes a button that `encode(with:)` archived: a new button of the same class, without a handler.
    public required init?(coder: NSCoder) {
        self.handler = nil
        self.isEnabled = coder.decodeBool(forKey: "enabled", default: true)
        self.isSelected = coder.decodeBool(forKey: "selected")
        super.init()
    }

    /// A Boolean value that determines whether the button is enabled (default true).
    open var isEnabled: Bool = true { didSet { notifyHostOfChange() } }

    /// Whether the button draws with its selected appearance. Only image buttons show a custom selected state;
    /// system buttons reflect the app's shuffle and repeat states.
    open var isSelected: Bool = false { didSet { notifyHostOfChange() } }

    /// The closure the system calls when the user selects the button.
    @_spi(CarPlayHost) public let handler: ((CPNowPlayingButton) -> Void)?

    /// The driver selected the button: runs its handler.
    @_spi(CarPlayHost) public func _hostTap() {
        handler?(self)
    }

    nonisolated open override var description: String {
        let head = "<\(String(describing: type(of: self))): \(cpAddress(of: self))>"
        guard cpIsMainQueue() else { return head }
        return MainActor.assumeIsolated { "\(head) enabled: \(isEnabled ? 1 : 0), selected: \(isSelected ? 1 : 0)" }
    }
}
