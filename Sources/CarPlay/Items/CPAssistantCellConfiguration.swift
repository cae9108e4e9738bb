import Foundation

/// The Siri assistant cell of a list template: where it appears, when, and what Siri does (iOS 15). Audio and
/// communication apps only; the system supplies its text and icon and Siri handles the tap.
@available(iOS 15.0, *)
open class CPAssistantCellConfiguration: NSObject, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates an assistant cell configuration.
    public init(
        position: CPListItem.AssistantCellPosition, visibility: CPListItem.AssistantCellVisibility,
        assistantAction: CPAssistantCellActionType
    ) {
        self.position = position
        self.visibility = visibility
        self.assistantAction = assistantAction
        super.init()
    }

    /// Where the cell appears.
    public let position: CPListItem.AssistantCellPosition

    /// When the cell appears.
    public let visibility: CPListItem.AssistantCellVisibility

    /// What Siri does when the user taps the cell.
    public let assistantAction: CPAssistantCellActionType

    open override var description: String {
        "<CPAssistantCellConfiguration: \(cpAddress(of: self))> position: \(position.rawValue), "
            + "visibility: \(visibility.rawValue), assistantAction: \(assistantAction.rawValue)"
    }
}
