import Foundation

/// Archives the framework objects that coded objects contain but whose classes do not adopt `NSSecureCoding` in
/// Apple's headers: list items, message list items and their configurations, image-row elements, `CPButton` and
/// its subclasses, `CPTextButton`, `CPMessageGridItemConfiguration`.
///
/// CarPlay archives these objects privately (a list section's items, a contact's actions…), but their classes
/// must not gain a public conformance. Each class archives its state in its own file
/// (`_encodePrivately(with:)`, `init?(_privateCoder:)`); this box records which framework class it was and
/// dispatches. An app's subclass of one of these classes (which Apple forbids) decodes as the framework class.
/// Main-actor classes are archived and decoded on the main actor, as their own coding requires.
final class CPPrivateArchive: NSObject, NSSecureCoding {
    let object: NSObject

    init(_ object: NSObject) {
        self.object = object
        super.init()
    }

    static var supportsSecureCoding: Bool { true }

    private static let classKey = "CPPrivateArchive.class"

    func encode(with coder: NSCoder) {
        // The main-actor classes archive inside `MainActor.assumeIsolated`, which runs its closure at once on this
        // thread: the coder does not cross threads.
        nonisolated(unsafe) let coder = coder
        let name: String
        switch object {
        case let button as CPButton:
            name = button._archivedClassName
            button._encodePrivately(with: coder)
        case let button as CPTextButton:
            name = "CPTextButton"
            button._encodePrivately(with: coder)
        case let item as CPMessageListItem:
            name = "CPMessageListItem"
            item._encodePrivately(with: coder)
        case let configuration as CPMessageListItemLeadingConfiguration:
            name = "CPMessageListItemLeadingConfiguration"
            configuration._encodePrivately(with: coder)
        case let configuration as CPMessageListItemTrailingConfiguration:
            name = "CPMessageListItemTrailingConfiguration"
            configuration._encodePrivately(with: coder)
        case let configuration as CPMessageGridItemConfiguration:
            name = "CPMessageGridItemConfiguration"
            configuration._encodePrivately(with: coder)
        case let item as CPListItem:
            name = "CPListItem"
            MainActor.assumeIsolated { item._encodePrivately(with: coder) }
        case let item as CPListImageRowItem:
            name = "CPListImageRowItem"
            MainActor.assumeIsolated { item._encodePrivately(with: coder) }
        case let element as CPListImageRowItemElement:
            name = MainActor.assumeIsolated {
                element._encodePrivately(with: coder)
                return element._archivedClassName
            }
        default:
            return
        }
        coder.encode(name, forKey: Self.classKey)
    }

    init?(coder: NSCoder) {
        // See `encode(with:)`: the coder does not cross threads.
        nonisolated(unsafe) let coder = coder
        guard let name = coder.decodeObject(of: NSString.self, forKey: Self.classKey) as String? else { return nil }
        let decoded: NSObject?
        switch name {
        case "CPButton": decoded = CPButton(_privateCoder: coder)
        case "CPContactCallButton": decoded = CPContactCallButton(_privateCoder: coder)
        case "CPContactMessageButton": decoded = CPContactMessageButton(_privateCoder: coder)
        case "CPContactDirectionsButton": decoded = CPContactDirectionsButton(_privateCoder: coder)
        case "CPTextButton": decoded = CPTextButton(_privateCoder: coder)
        case "CPMessageListItem": decoded = CPMessageListItem(_privateCoder: coder)
        case "CPMessageListItemLeadingConfiguration":
            decoded = CPMessageListItemLeadingConfiguration(_privateCoder: coder)
        case "CPMessageListItemTrailingConfiguration":
            decoded = CPMessageListItemTrailingConfiguration(_privateCoder: coder)
        case "CPMessageGridItemConfiguration": decoded = CPMessageGridItemConfiguration(_privateCoder: coder)
        case "CPListItem": decoded = MainActor.assumeIsolated { CPListItem(_privateCoder: coder) }
        case "CPListImageRowItem": decoded = MainActor.assumeIsolated { CPListImageRowItem(_privateCoder: coder) }
        case "CPListImageRowItemRowElement":
            decoded = MainActor.assumeIsolated { CPListImageRowItemRowElement(_privateCoder: coder) }
        case "CPListImageRowItemCardElement":
            decoded = MainActor.assumeIsolated { CPListImageRowItemCardElement(coder: coder) }
        case "CPListImageRowItemCondensedElement":
            decoded = MainActor.assumeIsolated { CPListImageRowItemCondensedElement(_privateCoder: coder) }
        case "CPListImageRowItemGridElement":
            decoded = MainActor.assumeIsolated { CPListImageRowItemGridElement(_privateCoder: coder) }
        case "CPListImageRowItemImageGridElement":
            decoded = MainActor.assumeIsolated { CPListImageRowItemImageGridElement(_privateCoder: coder) }
        default: decoded = nil
        }
        guard let decoded else { return nil }
        self.object = decoded
        super.init()
    }
}
