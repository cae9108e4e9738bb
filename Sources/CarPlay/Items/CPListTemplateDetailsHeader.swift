import Foundation

/// A header shown between a list template's navigation bar and its first section: a thumbnail, title, subtitle,
/// body text and action buttons (iOS 26.4).
@preconcurrency @MainActor
@available(iOS 26.4, *)
open class CPListTemplateDetailsHeader: NSObject, @preconcurrency NSSecureCoding, @preconcurrency CPPlayableItem,
    CPHostVisible
{
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a details header with action buttons (the system uses the first `maximumActionButtonCount`).
    public init(
        thumbnail: CPThumbnailImage, title: String?, subtitle: String?, actionButtons actionButton: [CPButton]
    ) {
        self.thumbnail = thumbnail
        self.title = title
        self.subtitle = subtitle
        self.bodyVariants = []
        self.actionButtons = actionButton
        super.init()
    }

    /// Creates a details header with body text variants (the system shows the first that fits) and action buttons.
    public init(
        thumbnail: CPThumbnailImage, title: String?, subtitle: String?, bodyVariants: [NSAttributedString],
        actionButtons: [CPButton]
    ) {
        self.thumbnail = thumbnail
        self.title = title
        self.subtitle = subtitle
        self.bodyVariants = bodyVariants
        self.actionButtons = actionButtons
        super.init()
    }

    // MARK: NSSecureCoding

    /// Details headers support secure coding.
    nonisolated open class var supportsSecureCoding: Bool { true }

    /// Archives the thumbnail, texts, body variants, action buttons, background style and playback configuration.
    open func encode(with coder: NSCoder) {
        coder.encode(thumbnail, forKey: "thumbnail")
        coder.encode(title, forKey: "title")
        coder.encode(subtitle, forKey: "subtitle")
        coder.encodeAttributedStrings(bodyVariants, forKey: "bodyVariants")
        coder.encodePrivately(actionButtons, forKey: "actionButtons")
        coder.encode(wantsAdaptiveBackgroundStyle, forKey: "adaptiveBackgroundStyle")
        coder.encode(playbackConfiguration, forKey: "playbackConfiguration")
    }

    /// Decodes a header that `encode(with:)` archived: a new header with new buttons.
    public required init?(coder: NSCoder) {
        guard let thumbnail = coder.decodeIfPresent(CPThumbnailImage.self, forKey: "thumbnail"),
            let bodyVariants = coder.decodeAttributedStrings(forKey: "bodyVariants"),
            let actionButtons = coder.decodePrivately(arrayOf: CPButton.self, forKey: "actionButtons")
        else { return nil }
        self.thumbnail = thumbnail
        self.title = coder.decodeString(forKey: "title")
        self.subtitle = coder.decodeString(forKey: "subtitle")
        self.bodyVariants = bodyVariants
        self.actionButtons = actionButtons
        self.wantsAdaptiveBackgroundStyle = coder.decodeBool(forKey: "adaptiveBackgroundStyle")
        self.playbackConfiguration = coder.decodeIfPresent(
            CPPlaybackConfiguration.self, forKey: "playbackConfiguration")
        super.init()
    }

    /// The header's image, with its overlays.
    open var thumbnail: CPThumbnailImage { didSet { notifyHostOfChange() } }

    /// The header's title.
    open var title: String? { didSet { notifyHostOfChange() } }

    /// The header's subtitle.
    open var subtitle: String? { didSet { notifyHostOfChange() } }

    /// Multiline body text variants, most preferred first; the system shows the first that fits.
    open var bodyVariants: [NSAttributedString] { didSet { notifyHostOfChange() } }

    /// The action buttons, leading to trailing. Buttons past `maximumActionButtonCount` are ignored.
    open var actionButtons: [CPButton] { didSet { notifyHostOfChange() } }

    /// Whether the header's background adapts to the thumbnail's colours (default false).
    open var wantsAdaptiveBackgroundStyle: Bool = false { didSet { notifyHostOfChange() } }

    /// How the header presents playback and which playback action it offers.
    @NSCopying open var playbackConfiguration: CPPlaybackConfiguration? { didSet { notifyHostOfChange() } }

    /// The maximum number of action buttons shown.
    open class var maximumActionButtonCount: Int { CPHostBridge.value(of: .detailsHeaderActionButtons) }

    /// The maximum size of an action button's image; larger images are scaled down.
    open class var maximumActionButtonSize: CGSize { CGSize(width: 50, height: 50) }

    nonisolated open override var description: String {
        let head = "<CPListTemplateDetailsHeader: \(cpAddress(of: self))>"
        guard cpIsMainQueue() else { return head }
        return MainActor.assumeIsolated {
            "\(head) title: \(cpDescribe(title)), subtitle: \(cpDescribe(subtitle)), "
                + "bodyVariants: \(bodyVariants.map(\.string)), actionButtons: \(actionButtons), "
                + "thumbnail: \(thumbnail)"
        }
    }
}
