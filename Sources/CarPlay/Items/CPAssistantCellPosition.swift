import Foundation

extension CPListItem {
    /// Where a list template shows its assistant cell (iOS 15; Objective-C `CPAssistantCellPosition`).
    @available(iOS 15.0, *)
    public enum AssistantCellPosition: Int, Sendable {
        /// Above the first section.
        case top = 0
        /// Below the last section.
        case bottom = 1
    }
}
