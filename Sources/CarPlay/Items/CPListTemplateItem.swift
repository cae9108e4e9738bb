import Foundation

/// An item a list section can hold: `CPListItem`, `CPListImageRowItem` or `CPMessageListItem` (iOS 14).
/// Apps don't adopt this protocol themselves.
@available(iOS 14.0, *)
public protocol CPListTemplateItem: NSObjectProtocol {
    /// The item's primary text.
    var text: String? { get }
    /// Any custom data or object that you want to associate with the item.
    var userInfo: Any? { get set }
    /// A Boolean value that determines whether the item is enabled (iOS 15, default true).
    @available(iOS 15.0, *)
    var isEnabled: Bool { get set }
}
