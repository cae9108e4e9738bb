import Foundation

/// A list item that calls a handler when the user selects it: `CPListItem` and `CPListImageRowItem` (iOS 14).
/// Apps don't adopt this protocol themselves.
@available(iOS 14.0, *)
public protocol CPSelectableListItem: CPListTemplateItem {
    /// Called on the main queue when the user selects the item; the system shows a spinner until the handler
    /// calls its completion closure.
    var handler: ((any CPSelectableListItem, @escaping () -> Void) -> Void)? { get set }
}
