import Foundation
@_spi(CarPlayHost) import CarPlay

/// A navigation bar button.
public struct BarButtonSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var title: String?
    public var image: ImageSnapshot?
    public var isEnabled: Bool
    public var style: Style
    /// A message-compose button (starts Siri, no handler).
    public var isMessageCompose: Bool
    public enum Style: String, Codable, Hashable, Sendable { case none, rounded }

    /// A bar button the system adds (Now Playing's Up Next): a title, no image, no style.
    init(systemButton id: ElementID, title: String, isEnabled: Bool) {
        self.id = id
        self.title = title
        image = nil
        self.isEnabled = isEnabled
        style = .none
        isMessageCompose = false
    }

    init(_ button: CPBarButton) {
        id = ElementID(of: button)
        // The title wins when both are set.
        title = button.title
        image = button.title == nil ? button.image.map(ImageSnapshot.init) : nil
        isEnabled = button.isEnabled
        style = button.buttonStyle == .rounded ? .rounded : .none
        isMessageCompose = button is CPMessageComposeBarButton
    }
}

/// The navigation bar buttons of a template that provides them (`CPBarButtonProviding`), as the app declared
/// them (the host trims to two per side when it shows them).
public struct NavigationBarButtons: Codable, Hashable, Sendable {
    public var leading: [BarButtonSnapshot]
    public var trailing: [BarButtonSnapshot]
    public var back: BarButtonSnapshot?

    public init(leading: [BarButtonSnapshot] = [], trailing: [BarButtonSnapshot] = [], back: BarButtonSnapshot? = nil) {
        self.leading = leading
        self.trailing = trailing
        self.back = back
    }

    init(_ provider: any CPBarButtonProviding) {
        leading = provider.leadingNavigationBarButtons.map(BarButtonSnapshot.init)
        trailing = provider.trailingNavigationBarButtons.map(BarButtonSnapshot.init)
        back = provider.backButton.map(BarButtonSnapshot.init)
    }
}

/// A `CPButton` (contact actions, section header button, details header and voice state actions).
public struct ButtonSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var title: String?
    public var image: ImageSnapshot?
    public var isEnabled: Bool
    /// The system glyph of a contact button ("call", "message", "directions"), nil for an image button.
    public var systemKind: String?

    init(_ button: CPButton, systemKind: String? = nil) {
        id = ElementID(of: button)
        title = button.title
        image = button.image.map(ImageSnapshot.init)
        isEnabled = button.isEnabled
        self.systemKind = systemKind
    }
}

/// A `CPTextButton` (information actions, point-of-interest buttons).
public struct TextButtonSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var title: String
    public var style: Style
    public enum Style: String, Codable, Hashable, Sendable { case normal, cancel, confirm }

    init(_ button: CPTextButton) {
        id = ElementID(of: button)
        title = button.title
        style =
            switch button.textStyle {
            case .normal: .normal
            case .cancel: .cancel
            case .confirm: .confirm
            }
    }
}

/// A `CPGridButton` (grid templates and a list's pinned header buttons).
public struct GridButtonSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var titleVariants: [String]
    public var image: ImageSnapshot
    public var isEnabled: Bool
    public var conversationIdentifier: String?
    public var isUnread: Bool?

    init(_ button: CPGridButton) {
        id = ElementID(of: button)
        titleVariants = button.titleVariants
        image = ImageSnapshot(button.image)
        isEnabled = button.isEnabled
        conversationIdentifier = button.messageConfiguration?.conversationIdentifier
        isUnread = button.messageConfiguration?.isUnread
    }
}
