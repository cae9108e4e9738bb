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
        self._position = position
        self._visibility = visibility
        self._assistantAction = assistantAction
        super.init()
    }

    /// Where the cell appears.
    open var position: CPListItem.AssistantCellPosition { _position }
    private let _position: CPListItem.AssistantCellPosition

    /// When the cell appears.
    open var visibility: CPListItem.AssistantCellVisibility { _visibility }
    private let _visibility: CPListItem.AssistantCellVisibility

    /// What Siri does when the user taps the cell.
    open var assistantAction: CPAssistantCellActionType { _assistantAction }
    private let _assistantAction: CPAssistantCellActionType

    open override var description: String {
        "<CPAssistantCellConfiguration: \(cpAddress(of: self))> position: \(position.rawValue), "
            + "visibility: \(visibility.rawValue), assistantAction: \(assistantAction.rawValue)"
    }
}
