import Foundation

extension CPListItem {
    /// When a list template shows its assistant cell (iOS 15; Objective-C `CPAssistantCellVisibility`).
    @available(iOS 15.0, *)
    public enum AssistantCellVisibility: Int, Sendable {
        /// Never.
        case off = 0
        /// Only while the car limits the user interface (Limit UI).
        case whileLimitedUIActive = 1
        /// Always.
        case always = 2
    }
}
