import Foundation

/// One of up to three routes of a trip, described by summary variants for the trip preview.
///
/// Each array of variants is ordered from most to least preferred; the system shows the first that fits.
open class CPRouteChoice: NSObject, NSCopying, NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a route choice. Give at least one variant of each kind, localized.
    public init(
        summaryVariants: [String], additionalInformationVariants: [String], selectionSummaryVariants: [String]
    ) {
        self._summaryVariants = summaryVariants
        self._additionalInformationVariants = additionalInformationVariants
        self._selectionSummaryVariants = selectionSummaryVariants
        super.init()
    }

    // MARK: NSSecureCoding

    /// Route choices support secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Archives the variants; `userInfo` only when it is a property-list value.
    open func encode(with coder: NSCoder) {
        coder.encodeStrings(summaryVariants, forKey: "summaryVariants")
        coder.encodeStrings(additionalInformationVariants, forKey: "additionalInformationVariants")
        coder.encodeStrings(selectionSummaryVariants, forKey: "selectionSummaryVariants")
        coder.encodeUserInfo(userInfo, forKey: "userInfo")
    }

    /// Decodes a route choice that `encode(with:)` archived.
    public required init?(coder: NSCoder) {
        guard let summaryVariants = coder.decodeStrings(forKey: "summaryVariants") else { return nil }
        self._summaryVariants = summaryVariants
        self._additionalInformationVariants = coder.decodeStrings(forKey: "additionalInformationVariants")
        self._selectionSummaryVariants = coder.decodeStrings(forKey: "selectionSummaryVariants")
        self.userInfo = coder.decodeUserInfo(forKey: "userInfo")
        super.init()
    }

    // MARK: NSCopying

    /// A route choice with the variants and user info of `source` (for `copy(with:)`).
    private init(copying source: CPRouteChoice) {
        self._summaryVariants = source.summaryVariants
        self._additionalInformationVariants = source.additionalInformationVariants
        self._selectionSummaryVariants = source.selectionSummaryVariants
        self.userInfo = source.userInfo
        super.init()
    }

    /// Returns a new route choice with the same variants and user info.
    open func copy(with zone: NSZone? = nil) -> Any {
        CPRouteChoice(copying: self)
    }

    /// The route's summaries, such as "Via I-280 S".
    open var summaryVariants: [String] { _summaryVariants }
    private let _summaryVariants: [String]

    /// Further information on the route, such as "Fastest Route" or "Avoids Tolls".
    open var additionalInformationVariants: [String]? { _additionalInformationVariants }
    private let _additionalInformationVariants: [String]?

    /// The summaries shown while the route is selected.
    open var selectionSummaryVariants: [String]? { _selectionSummaryVariants }
    private let _selectionSummaryVariants: [String]?

    /// Any custom data or object that you want to associate with the route choice.
    open var userInfo: Any?

    open override var description: String {
        "<CPRouteChoice: \(cpAddress(of: self))> summaryVariants: \(summaryVariants), "
            + "additionalInformationVariants: \(cpDescribe(additionalInformationVariants)), "
            + "selectionSummaryVariants: \(cpDescribe(selectionSummaryVariants))"
    }
}
