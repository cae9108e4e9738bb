import Foundation

/// The titles of the trip preview's buttons; nil for a title means the system's (start, more routes, overview).
open class CPTripPreviewTextConfiguration: NSObject, NSSecureCoding {
    /// Creates a text configuration.
    public init(startButtonTitle: String?, additionalRoutesButtonTitle: String?, overviewButtonTitle: String?) {
        self._startButtonTitle = startButtonTitle
        self._additionalRoutesButtonTitle = additionalRoutesButtonTitle
        self._overviewButtonTitle = overviewButtonTitle
        super.init()
    }

    // MARK: NSSecureCoding

    /// Text configurations support secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Archives the three titles.
    open func encode(with coder: NSCoder) {
        coder.encode(startButtonTitle, forKey: "startButtonTitle")
        coder.encode(additionalRoutesButtonTitle, forKey: "additionalRoutesButtonTitle")
        coder.encode(overviewButtonTitle, forKey: "overviewButtonTitle")
    }

    /// Decodes a text configuration that `encode(with:)` archived.
    public required init?(coder: NSCoder) {
        self._startButtonTitle = coder.decodeString(forKey: "startButtonTitle")
        self._additionalRoutesButtonTitle = coder.decodeString(forKey: "additionalRoutesButtonTitle")
        self._overviewButtonTitle = coder.decodeString(forKey: "overviewButtonTitle")
        super.init()
    }

    /// The start button's title; nil for the system's.
    open var startButtonTitle: String? { _startButtonTitle }
    private let _startButtonTitle: String?

    /// The title of the button that shows more routes; nil for the system's.
    open var additionalRoutesButtonTitle: String? { _additionalRoutesButtonTitle }
    private let _additionalRoutesButtonTitle: String?

    /// The overview button's title; nil for the system's.
    open var overviewButtonTitle: String? { _overviewButtonTitle }
    private let _overviewButtonTitle: String?

    open override var description: String {
        "<CPTripPreviewTextConfiguration: \(cpAddress(of: self))> startButtonTitle: \(cpDescribe(startButtonTitle)), "
            + "additionalRoutesButtonTitle: \(cpDescribe(additionalRoutesButtonTitle)), "
            + "overviewButtonTitle: \(cpDescribe(overviewButtonTitle))"
    }
}
