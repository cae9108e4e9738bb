import Foundation

/// A modal action sheet: an optional title and message and at least one action. Present it with
/// `presentTemplate`.
@preconcurrency @MainActor
open class CPActionSheetTemplate: CPTemplate {
    /// Creates an action sheet.
    public init(title: String?, message: String?, actions: [CPAlertAction]) {
        self._title = title
        self._message = message
        self._actions = actions
        super.init(_templateIdentifier: .make())
    }

    /// Archives the template, title, message and actions.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(title, forKey: "title")
        coder.encode(message, forKey: "message")
        coder.encode(actions as NSArray, forKey: "actions")
    }

    /// Decodes an action sheet that `encode(with:)` archived: a new template with new actions.
    public required init?(coder: NSCoder) {
        guard let actions = coder.decodeArray(of: CPAlertAction.self, forKey: "actions") else { return nil }
        self._title = coder.decodeString(forKey: "title")
        self._message = coder.decodeString(forKey: "message")
        self._actions = actions
        super.init(coder: coder)
    }

    /// The sheet's title.
    open var title: String? { _title }
    private let _title: String?

    /// The sheet's message.
    open var message: String? { _message }
    private let _message: String?

    /// The sheet's actions.
    open var actions: [CPAlertAction] { _actions }
    private let _actions: [CPAlertAction]

    nonisolated open override var description: String {
        let base = super.description
        guard cpIsMainQueue() else { return base }
        return MainActor.assumeIsolated {
            "\(base) title: \(cpDescribe(title)), message: \(cpDescribe(message)), actions: \(actions)"
        }
    }

    // MARK: The driver's input (the host)

    override func _hostActivate(_ id: CPElementID, action: CPHostAction, completion: CPCompletionOnce)
        -> CPHostActivationResult?
    { CPAlertAction._hostActivate(id, action: action, among: actions) }
}
