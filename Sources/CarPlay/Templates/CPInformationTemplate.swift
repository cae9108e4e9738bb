import Foundation

/// A template that shows up to ten title/detail items and up to three text buttons, in one or two columns.
@preconcurrency @MainActor
@available(iOS 14.0, *)
open class CPInformationTemplate: CPTemplate, @preconcurrency CPBarButtonProviding {
    /// Creates an information template. All items and actions are kept; the system shows the first 10 items and
    /// the first 3 actions.
    public init(
        title: String, layout: CPInformationTemplateLayout, items: [CPInformationItem], actions: [CPTextButton]
    ) {
        self.title = title
        self._layout = layout
        self.items = items
        self.actions = actions
        super.init(_templateIdentifier: .make())
    }

    /// Archives the template, title, layout, items, actions and navigation bar buttons.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(title, forKey: "title")
        coder.encode(layout.rawValue, forKey: "layout")
        coder.encode(items as NSArray, forKey: "items")
        coder.encodePrivately(actions, forKey: "actions")
        coder.encode(leadingNavigationBarButtons as NSArray, forKey: "leadingNavigationBarButtons")
        coder.encode(trailingNavigationBarButtons as NSArray, forKey: "trailingNavigationBarButtons")
        coder.encode(backButton, forKey: "backButton")
    }

    /// Decodes an information template that `encode(with:)` archived: a new template with new items and buttons;
    /// nil for an unknown layout.
    public required init?(coder: NSCoder) {
        guard let title = coder.decodeString(forKey: "title"),
            let layout = CPInformationTemplateLayout(rawValue: coder.decodeInteger(forKey: "layout")),
            let items = coder.decodeArray(of: CPInformationItem.self, forKey: "items"),
            let actions = coder.decodePrivately(arrayOf: CPTextButton.self, forKey: "actions")
        else { return nil }
        self.title = title
        self._layout = layout
        self.items = items
        self.actions = actions
        self.leadingNavigationBarButtons =
            coder.decodeArray(of: CPBarButton.self, forKey: "leadingNavigationBarButtons") ?? []
        self.trailingNavigationBarButtons =
            coder.decodeArray(of: CPBarButton.self, forKey: "trailingNavigationBarButtons") ?? []
        self.backButton = coder.decodeIfPresent(CPBarButton.self, forKey: "backButton")
        super.init(coder: coder)
    }

    /// The layout of the items.
    open var layout: CPInformationTemplateLayout { _layout }
    private let _layout: CPInformationTemplateLayout

    /// The title shown in the navigation bar.
    open var title: String { didSet { notifyHostOfChange() } }

    /// The items (the first 10 are shown).
    open var items: [CPInformationItem] { didSet { notifyHostOfChange() } }

    /// The text buttons (the first 3 are shown).
    open var actions: [CPTextButton] { didSet { notifyHostOfChange() } }

    // MARK: CPBarButtonProviding

    /// Buttons on the leading side of the navigation bar (at most 2 are shown).
    @available(iOS 16.0, *)
    open var leadingNavigationBarButtons: [CPBarButton] = [] { didSet { notifyHostOfChange() } }

    /// Buttons on the trailing side of the navigation bar (at most 2 are shown).
    @available(iOS 16.0, *)
    open var trailingNavigationBarButtons: [CPBarButton] = [] { didSet { notifyHostOfChange() } }

    /// The back button, or nil for the system back button.
    @available(iOS 16.0, *)
    open var backButton: CPBarButton? { didSet { notifyHostOfChange() } }

    nonisolated open override var description: String {
        let base = super.description
        guard cpIsMainQueue() else { return base }
        return MainActor.assumeIsolated {
            "\(base) title: \(title), layout: \(layout.rawValue), items: \(items), actions: \(actions)"
        }
    }

    // MARK: The driver's input (the host)

    override func _hostActivate(_ id: CPElementID, action: CPHostAction, completion: CPCompletionOnce)
        -> CPHostActivationResult?
    { CPTextButton._hostActivate(id, action: action, among: actions) }
}
