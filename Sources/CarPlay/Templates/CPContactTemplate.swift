import Foundation

/// A template that shows a contact: name, image, texts and action buttons.
@preconcurrency @MainActor
@available(iOS 14.0, *)
open class CPContactTemplate: CPTemplate, @preconcurrency CPBarButtonProviding {
    /// Creates a contact template.
    public init(contact: CPContact) {
        self.contact = contact
        super.init(_templateIdentifier: .make())
    }

    /// Archives the template, contact and navigation bar buttons.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(contact, forKey: "contact")
        coder.encode(leadingNavigationBarButtons as NSArray, forKey: "leadingNavigationBarButtons")
        coder.encode(trailingNavigationBarButtons as NSArray, forKey: "trailingNavigationBarButtons")
        coder.encode(backButton, forKey: "backButton")
    }

    /// Decodes a contact template that `encode(with:)` archived: a new template with a new contact.
    public required init?(coder: NSCoder) {
        guard let contact = coder.decodeIfPresent(CPContact.self, forKey: "contact") else { return nil }
        self.contact = contact
        self.leadingNavigationBarButtons =
            coder.decodeArray(of: CPBarButton.self, forKey: "leadingNavigationBarButtons") ?? []
        self.trailingNavigationBarButtons =
            coder.decodeArray(of: CPBarButton.self, forKey: "trailingNavigationBarButtons") ?? []
        self.backButton = coder.decodeIfPresent(CPBarButton.self, forKey: "backButton")
        super.init(coder: coder)
    }

    /// The contact shown; assign a contact to refresh the template.
    open var contact: CPContact { didSet { notifyHostOfChange() } }

    // MARK: CPBarButtonProviding

    /// Buttons on the leading side of the navigation bar (at most 2 are shown).
    open var leadingNavigationBarButtons: [CPBarButton] = [] { didSet { notifyHostOfChange() } }

    /// Buttons on the trailing side of the navigation bar (at most 2 are shown).
    open var trailingNavigationBarButtons: [CPBarButton] = [] { didSet { notifyHostOfChange() } }

    /// The back button, or nil for the system back button.
    open var backButton: CPBarButton? { didSet { notifyHostOfChange() } }

    nonisolated open override var description: String {
        let base = super.description
        guard cpIsMainQueue() else { return base }
        return MainActor.assumeIsolated { "\(base) contact: \(contact)" }
    }

    // MARK: The driver's input (the host)

    override func _hostActivate(_ id: CPElementID, action: CPHostAction, completion: CPCompletionOnce)
        -> CPHostActivationResult?
    {
        guard let button = (contact.actions ?? []).first(where: { $0._elementID == id }) else { return nil }
        guard action == .select else { return .unsupported }
        if let message = button as? CPContactMessageButton {
            guard !message.phoneOrEmail.isEmpty else { return .invokedSystem(.compose(to: nil)) }
            return .invokedSystem(.compose(to: message.phoneOrEmail, name: contact.name.isEmpty ? nil : contact.name))
        }
        button.handler?(button)
        return .invoked
    }
}
