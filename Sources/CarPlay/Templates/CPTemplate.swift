import Foundation
import UIKit

/// An abstract base class for interface templates.
///
/// Don't use this class directly or create subclasses: use one of the prebuilt templates.
@preconcurrency @MainActor
open class CPTemplate: NSObject, @preconcurrency NSSecureCoding, CPHostVisible {
    /// The template's internal identifier (shown in its description) and the host's element id.
    @_spi(CarPlayHost) public nonisolated let _elementID: CPElementID

    /// Any custom data or object that you want to associate with the template.
    open var userInfo: Any?

    /// A short title that describes the content of the tab.
    @available(iOS 14.0, *)
    open var tabTitle: String? { didSet { notifyHostOfChange() } }

    /// An image that represents the content of the tab.
    @available(iOS 14.0, *)
    open var tabImage: UIImage? { didSet { notifyHostOfChange() } }

    /// A system object that provides a title and image for common tab types.
    @available(iOS 14.0, *)
    open var tabSystemItem: UITabBarItem.SystemItem {
        get { _tabSystemItem ?? .more }
        set {
            _tabSystemItem = newValue
            notifyHostOfChange()
        }
    }
    /// The system item, or nil when the app never set one.
    @_spi(CarPlayHost) public private(set) var _tabSystemItem: UITabBarItem.SystemItem?

    /// An indicator you use to call attention to the tab (a small red dot).
    @available(iOS 14.0, *)
    open var showsTabBadge: Bool = false { didSet { notifyHostOfChange() } }

    /// Creates a bare template. The header does not make `init()` unavailable, but the class is abstract: CarPlay
    /// shows only the prebuilt templates.
    public override init() {
        _elementID = .make()
        super.init()
    }

    /// Designated initializer for the framework's templates.
    init(_templateIdentifier: CPElementID = .make()) {
        _elementID = _templateIdentifier
        super.init()
    }

    // MARK: NSSecureCoding

    /// Templates support secure coding.
    nonisolated open class var supportsSecureCoding: Bool { true }

    /// Archives the tab properties and `userInfo` (only when it is a property-list value). Subclasses archive
    /// their content after calling this. Delegates and handlers are not archived.
    open func encode(with coder: NSCoder) {
        coder.encodeUserInfo(userInfo, forKey: "userInfo")
        coder.encode(tabTitle, forKey: "tabTitle")
        coder.encodeImage(tabImage, forKey: "tabImage")
        if let _tabSystemItem { coder.encode(_tabSystemItem.rawValue, forKey: "tabSystemItem") }
        coder.encode(showsTabBadge, forKey: "showsTabBadge")
    }

    /// Decodes a template that `encode(with:)` archived: a new template, with a new identifier, in no hierarchy.
    public required init?(coder: NSCoder) {
        _elementID = .make()
        userInfo = coder.decodeUserInfo(forKey: "userInfo")
        tabTitle = coder.decodeString(forKey: "tabTitle")
        tabImage = coder.decodeImage(forKey: "tabImage")
        if coder.containsValue(forKey: "tabSystemItem") {
            guard let item = UITabBarItem.SystemItem(rawValue: coder.decodeInteger(forKey: "tabSystemItem")) else {
                return nil
            }
            _tabSystemItem = item
        }
        showsTabBadge = coder.decodeBool(forKey: "showsTabBadge")
        super.init()
    }

    /// The Objective-C class name used in descriptions and exception texts.
    nonisolated var objcClassName: String { String(describing: type(of: self)) }

    /// The description format CarPlay logs:
    /// `<CPListTemplate: 0x…> <identifier: UUID, userInfo: …, tabTitle: …, tabImage: …, showsTabBadge: 0>`.
    nonisolated open override var description: String {
        let head = "<\(objcClassName): \(cpAddress(of: self))>"
        let fields: String =
            if cpIsMainQueue() {
                MainActor.assumeIsolated {
                    "userInfo: \(cpDescribe(userInfo)), tabTitle: \(cpDescribe(tabTitle)), "
                        + "tabImage: \(cpDescribe(tabImage)), showsTabBadge: \(showsTabBadge ? 1 : 0)"
                }
            } else {
                "userInfo: (unavailable off the main thread)"
            }
        return "\(head) <identifier: \(_elementID.rawValue), \(fields)>"
    }

    // MARK: The driver's input (the host)

    /// What the driver's `action` on the element `id` of this template does: each template finds its own elements
    /// and calls the app's handler (`CPInterfaceController._activate` looks in the bar buttons first); nil when no
    /// element of this template has the id.
    func _hostActivate(_ id: CPElementID, action: CPHostAction, completion: CPCompletionOnce)
        -> CPHostActivationResult?
    { nil }
}
