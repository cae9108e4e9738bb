import Foundation

/// The Siri assistant cell of a list template: where it appears, when, and what Siri does (iOS 15). Audio and
/// communication apps only; the system supplies its text and icon and Siri handles the tap.
@available(iOS 15.0, *)
open class CPAssistantCellConfiguration: NSObject, NSSecureCoding, CPHostVisible {
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

    /// Decodes a configuration that `encode(with:)` archived; nil when a stored value is not a known case.
    public required init?(coder: NSCoder) {
        guard
            let position = CPListItem.AssistantCellPosition(rawValue: coder.decodeInteger(forKey: "position")),
            let visibility = CPListItem.AssistantCellVisibility(rawValue: coder.decodeInteger(forKey: "visibility")),
            let assistantAction = CPAssistantCellActionType(rawValue: coder.decodeInteger(forKey: "assistantAction"))
        else { return nil }
        self._position = position
        self._visibility = visibility
        self._assistantAction = assistantAction
        super.init()
    }

    /// Archives the position, visibility and action.
    open func encode(with coder: NSCoder) {
        coder.encode(position.rawValue, forKey: "position")
        coder.encode(visibility.rawValue, forKey: "visibility")
        coder.encode(assistantAction.rawValue, forKey: "assistantAction")
    }

    /// Assistant cell configurations support secure coding.
    open class var supportsSecureCoding: Bool { true }

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
