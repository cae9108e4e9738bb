import Foundation
@_spi(CarPlayHost) import CarPlay

/// A `CPContactTemplate`: its contact and navigation bar buttons.
public struct ContactTemplateSnapshot: Codable, Hashable, Sendable {
    public var contact: ContactSnapshot
    public var navigationBar: NavigationBarButtons

    public init(contact: ContactSnapshot, navigationBar: NavigationBarButtons = NavigationBarButtons()) {
        self.contact = contact
        self.navigationBar = navigationBar
    }

    @MainActor init(_ template: CPContactTemplate) {
        contact = ContactSnapshot(template.contact)
        navigationBar = NavigationBarButtons(template)
    }
}

/// A `CPContact`, with every action button the app supplied (the host shows the first 4).
public struct ContactSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var name: String
    public var image: ImageSnapshot
    public var subtitle: String?
    public var informativeText: String?
    /// The action buttons; nil when the app never set them. Contact buttons carry `systemKind` "call", "message"
    /// or "directions".
    public var actions: [ButtonSnapshot]?
    /// The phone number or email address of each message button, by the button's id.
    public var messageRecipients: [String: String]

    public init(
        id: ElementID, name: String, image: ImageSnapshot, subtitle: String? = nil, informativeText: String? = nil,
        actions: [ButtonSnapshot]? = nil, messageRecipients: [String: String] = [:]
    ) {
        self.id = id
        self.name = name
        self.image = image
        self.subtitle = subtitle
        self.informativeText = informativeText
        self.actions = actions
        self.messageRecipients = messageRecipients
    }

    init(_ contact: CPContact) {
        id = ElementID(of: contact)
        name = contact.name
        image = ImageSnapshot(contact.image)
        subtitle = contact.subtitle
        informativeText = contact.informativeText
        actions = contact.actions?.map { button in
            let kind: String? =
                switch button {
                case is CPContactCallButton: "call"
                case is CPContactMessageButton: "message"
                case is CPContactDirectionsButton: "directions"
                default: nil
                }
            return ButtonSnapshot(button, systemKind: kind)
        }
        var recipients: [String: String] = [:]
        for case let button as CPContactMessageButton in contact.actions ?? [] {
            recipients[button._elementID.rawValue] = button.phoneOrEmail
        }
        messageRecipients = recipients
    }
}

/// The contact template as a unit: one contact with its action buttons, laid out by `ContactLayout`.
extension ContactTemplateSnapshot: CopiedTemplateUnit {
    typealias Template = CPContactTemplate
    static var kind: TemplateKind { .contact }

    var content: TemplateSnapshot.Content { .contact(self) }

    func list(into contents: inout SnapshotContents) {
        contents.element(contact.id, .contact, [contact.name, contact.subtitle])
        contents.image(contact.image)
        contents.add((contact.actions ?? []).map { ButtonEntry(button: $0, kind: .contactButton) })
        contents.add(navigationBar)
    }

    func displayed(by limits: DisplayLimits, showTab _: (TemplateSnapshot) -> TemplateSnapshot) -> Self {
        var copy = self
        copy.contact.actions = copy.contact.actions.map { limits.trim(.contactActions, $0) }
        copy.navigationBar = limits.bar(copy.navigationBar)
        return copy
    }

    var navigationButtons: NavigationBarButtons? { navigationBar }

    func contentNode(id _: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode {
        ContactLayout.layout(self, in: frame, context: context)
    }
}
