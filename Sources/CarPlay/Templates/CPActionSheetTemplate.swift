import Foundation

/// A modal action sheet: an optional title and message and at least one action. Present it with
/// `presentTemplate`.
@MainActor
open class CPActionSheetTemplate: CPTemplate {
    /// Creates an action sheet.
    public init(title: String?, message: String?, actions: [CPAlertAction]) {
        self.title = title
        self.message = message
        self.actions = actions
        super.init(_templateIdentifier: .make())
    }

    /// The sheet's title.
    public let title: String?

    /// The sheet's message.
    public let message: String?

    /// The sheet's actions.
    public let actions: [CPAlertAction]

    nonisolated open override var description: String {
        let base = super.description
        guard cpIsMainQueue() else { return base }
        return MainActor.assumeIsolated {
            "\(base) title: \(cpDescribe(title)), message: \(cpDescribe(message)), actions: \(actions)"
        }
    }
}
