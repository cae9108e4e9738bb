import Foundation

/// A modal alert: a title (in variants) and at least one action. Present it with `presentTemplate`.
@preconcurrency @MainActor
open class CPAlertTemplate: CPTemplate {
    /// Creates an alert. The system keeps at most `maximumActionCount` actions.
    public init(titleVariants: [String], actions: [CPAlertAction]) {
        self._titleVariants = titleVariants
        self._actions = actions
        super.init(_templateIdentifier: .make())
    }

    /// Archives the template, title variants and actions.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encodeStrings(titleVariants, forKey: "titleVariants")
        coder.encode(actions as NSArray, forKey: "actions")
    }

    /// Decodes an alert that `encode(with:)` archived: a new template with new actions.
    public required init?(coder: NSCoder) {
        guard let titleVariants = coder.decodeStrings(forKey: "titleVariants"),
            let actions = coder.decodeArray(of: CPAlertAction.self, forKey: "actions")
        else { return nil }
        self._titleVariants = titleVariants
        self._actions = actions
        super.init(coder: coder)
    }

    /// The title variants, most preferred first.
    open var titleVariants: [String] { _titleVariants }
    private let _titleVariants: [String]

    /// The maximum number of actions an alert shows (iOS 14).
    @available(iOS 14.0, *)
    open class var maximumActionCount: Int { CPHostBridge.value(of: .alertActions) }

    /// The alert's actions, as the app supplied them.
    open var actions: [CPAlertAction] { _actions }
    private let _actions: [CPAlertAction]

    nonisolated open override var description: String {
        let base = super.description
        guard cpIsMainQueue() else { return base }
        return MainActor.assumeIsolated { "\(base) titleVariants: \(titleVariants), actions: \(actions)" }
    }

    // MARK: The driver's input (the host)

    override func _hostActivate(_ id: CPElementID, action: CPHostAction, completion: CPCompletionOnce)
        -> CPHostActivationResult?
    { CPAlertAction._hostActivate(id, action: action, among: actions) }
}
