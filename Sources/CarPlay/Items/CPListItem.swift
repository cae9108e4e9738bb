import Foundation
import UIKit

/// A row of a list template: text, detail text, an image, an accessory, and playback state (iOS 12).
@preconcurrency @MainActor
open class CPListItem: NSObject, @preconcurrency CPSelectableListItem, @preconcurrency CPPlayableItem, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a list item with text and detail text.
    public init(text: String?, detailText: String?) {
        self.text = text
        self.detailText = detailText
        super.init()
    }

    /// Creates a list item with text, detail text and an image.
    public init(text: String?, detailText: String?, image: UIImage?) {
        self.text = text
        self.detailText = detailText
        self.image = image
        super.init()
    }

    /// Creates a list item with an accessory (iOS 14). A non-nil `accessoryImage` takes precedence: the
    /// accessory type is then `.none`.
    @available(iOS 14.0, *)
    public init(
        text: String?, detailText: String?, image: UIImage?, accessoryImage: UIImage?,
        accessoryType: CPListItemAccessoryType
    ) {
        self.text = text
        self.detailText = detailText
        self.image = image
        self.accessoryImage = accessoryImage
        self.accessoryType = accessoryImage == nil ? accessoryType : .none
        super.init()
    }

    /// Creates a list item that may show a disclosure indicator (deprecated in iOS 14: use `accessoryType`).
    @available(
        iOS, introduced: 12.0, deprecated: 14.0, renamed: "init(text:detailText:image:accessoryImage:accessoryType:)"
    )
    public init(text: String?, detailText: String?, image: UIImage?, showsDisclosureIndicator: Bool) {
        self.text = text
        self.detailText = detailText
        self.image = image
        self.accessoryType = showsDisclosureIndicator ? .disclosureIndicator : .none
        super.init()
    }

    // MARK: Content

    /// The item's primary text.
    open private(set) var text: String?

    /// The item's secondary text.
    open private(set) var detailText: String?

    /// The item's leading image.
    open private(set) var image: UIImage?

    /// A custom image at the item's trailing edge; it takes precedence over `accessoryType`.
    @available(iOS 14.0, *)
    open private(set) var accessoryImage: UIImage?

    /// Any custom data or object that you want to associate with the item.
    open var userInfo: Any?

    /// The maximum size of the item's image and accessory image; larger images are scaled down (iOS 14).
    @available(iOS 14.0, *)
    open class var maximumImageSize: CGSize { CGSize(width: 44, height: 44) }

    /// Replaces the primary text, reloading the row if shown (iOS 14).
    @available(iOS 14.0, *)
    open func setText(_ text: String) {
        self.text = text
        notifyHostOfChange()
    }

    /// Replaces the secondary text, reloading the row if shown (iOS 14).
    @available(iOS 14.0, *)
    open func setDetailText(_ detailText: String?) {
        self.detailText = detailText
        notifyHostOfChange()
    }

    /// Replaces the leading image, reloading the row if shown (iOS 14).
    @available(iOS 14.0, *)
    open func setImage(_ image: UIImage?) {
        self.image = image
        notifyHostOfChange()
    }

    /// Replaces the accessory image and sets `accessoryType` to `.none` (iOS 14).
    @available(iOS 14.0, *)
    open func setAccessoryImage(_ accessoryImage: UIImage?) {
        self.accessoryImage = accessoryImage
        accessoryType = .none  // notifies the host
    }

    // MARK: State

    /// A Boolean value that determines whether the item is enabled (iOS 15, default true).
    @available(iOS 15.0, *)
    open var isEnabled: Bool = true { didSet { notifyHostOfChange() } }

    /// The accessory shown at the trailing edge (iOS 14, default `.none`).
    @available(iOS 14.0, *)
    open var accessoryType: CPListItemAccessoryType = .none { didSet { notifyHostOfChange() } }

    /// Whether the item shows an explicit-content badge (iOS 14, default false).
    @available(iOS 14.0, *)
    open var isExplicitContent: Bool = false { didSet { notifyHostOfChange() } }

    /// The playback progress shown as a bar under the item, from 0 to 1 (iOS 14, default 0). Stored as given;
    /// the system clamps values outside 0...1 when it draws the bar.
    @available(iOS 14.0, *)
    open var playbackProgress: CGFloat = 0 { didSet { notifyHostOfChange() } }

    /// Whether the item shows the now-playing indicator (iOS 14, default false).
    @available(iOS 14.0, *)
    open var isPlaying: Bool = false { didSet { notifyHostOfChange() } }

    /// Where the now-playing indicator appears (iOS 14, default `.leading`).
    @available(iOS 14.0, *)
    open var playingIndicatorLocation: CPListItemPlayingIndicatorLocation = .leading {
        didSet { notifyHostOfChange() }
    }

    /// How the item presents playback and which playback action it offers (iOS 26.4).
    @available(iOS 26.4, *)
    @NSCopying open var playbackConfiguration: CPPlaybackConfiguration? { didSet { notifyHostOfChange() } }

    /// Called on the main queue when the user selects the item; call the completion closure when done (iOS 14).
    @available(iOS 14.0, *)
    open var handler: ((any CPSelectableListItem, @escaping () -> Void) -> Void)?

    // MARK: Deprecated

    /// Whether the item shows a disclosure indicator (deprecated in iOS 14: use `accessoryType`).
    @available(iOS, introduced: 12.0, deprecated: 14.0, message: "Use accessoryType")
    open var showsDisclosureIndicator: Bool { accessoryType == .disclosureIndicator }

    /// Whether the item shows an explicit-content badge (deprecated in iOS 14: use `isExplicitContent`).
    @available(iOS, introduced: 14.0, deprecated: 14.0, renamed: "isExplicitContent")
    open var showsExplicitLabel: Bool {
        get { isExplicitContent }
        set { isExplicitContent = newValue }
    }

    // MARK: Archiving (private: the header does not adopt NSSecureCoding; list sections archive their items)

    /// Archives the texts, images and state; `userInfo` only when it is a property-list value. The handler is not
    /// archived.
    func _encodePrivately(with coder: NSCoder) {
        coder.encode(text, forKey: "text")
        coder.encode(detailText, forKey: "detailText")
        coder.encodeImage(image, forKey: "image")
        coder.encodeImage(accessoryImage, forKey: "accessoryImage")
        coder.encodeUserInfo(userInfo, forKey: "userInfo")
        coder.encode(isEnabled, forKey: "enabled")
        coder.encode(accessoryType.rawValue, forKey: "accessoryType")
        coder.encode(isExplicitContent, forKey: "explicitContent")
        coder.encode(Double(playbackProgress), forKey: "playbackProgress")
        coder.encode(isPlaying, forKey: "playing")
        coder.encode(playingIndicatorLocation.rawValue, forKey: "playingIndicatorLocation")
        coder.encode(playbackConfiguration, forKey: "playbackConfiguration")
    }

    /// Decodes an item that `_encodePrivately(with:)` archived: a new item without a handler; nil for an unknown
    /// accessory type or indicator location.
    init?(_privateCoder coder: NSCoder) {
        guard let accessoryType = CPListItemAccessoryType(rawValue: coder.decodeInteger(forKey: "accessoryType")),
            let location = CPListItemPlayingIndicatorLocation(
                rawValue: coder.decodeInteger(forKey: "playingIndicatorLocation"))
        else { return nil }
        self.text = coder.decodeString(forKey: "text")
        self.detailText = coder.decodeString(forKey: "detailText")
        self.image = coder.decodeImage(forKey: "image")
        self.accessoryImage = coder.decodeImage(forKey: "accessoryImage")
        self.userInfo = coder.decodeUserInfo(forKey: "userInfo")
        self.isEnabled = coder.decodeBool(forKey: "enabled", default: true)
        self.accessoryType = accessoryType
        self.isExplicitContent = coder.decodeBool(forKey: "explicitContent")
        self.playbackProgress = CGFloat(coder.decodeDouble(forKey: "playbackProgress"))
        self.isPlaying = coder.decodeBool(forKey: "playing")
        self.playingIndicatorLocation = location
        self.playbackConfiguration = coder.decodeIfPresent(
            CPPlaybackConfiguration.self, forKey: "playbackConfiguration")
        super.init()
    }

    nonisolated open override var description: String {
        let head = "<CPListItem: \(cpAddress(of: self))>"
        guard cpIsMainQueue() else { return head }
        return MainActor.assumeIsolated {
            "\(head) text: \(cpDescribe(text)), detailText: \(cpDescribe(detailText)), "
                + "accessoryType: \(accessoryType.rawValue), enabled: \(isEnabled ? 1 : 0)"
        }
    }
}
