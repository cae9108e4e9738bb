#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A person an intent is about: how to reach them, their name and the app's identifiers for them.
@available(iOS 10.0, *)
open class INPerson: NSObject, INSpeakable {
    public let personHandle: INPersonHandle?
    public let nameComponents: PersonNameComponents?
    public let image: INImage?
    public let contactIdentifier: String?
    /// The app's identifier for the person (also its vocabulary identifier).
    public let customIdentifier: String?
    /// Whether the person is the device's owner.
    @available(iOS 11.0, *)
    public let isMe: Bool
    public private(set) var suggestionType: INPersonSuggestionType = .none
    /// Other handles of the person.
    public private(set) var aliases: [INPersonHandle]?
    /// People Siri matched for what the user said.
    @available(iOS 10.3, *)
    public let siriMatches: [INPerson]?
    private let givenDisplayName: String?

    /// A person (the designated initializer since iOS 12).
    @available(iOS 12.0, *)
    public init(
        personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
        contactIdentifier: String?, customIdentifier: String?, isMe: Bool
    ) {
        self.personHandle = personHandle
        self.nameComponents = nameComponents
        givenDisplayName = displayName
        self.image = image
        self.contactIdentifier = contactIdentifier
        self.customIdentifier = customIdentifier
        self.isMe = isMe
        siriMatches = nil
        super.init()
    }

    /// A person with how they were suggested.
    @available(iOS 15.0, *)
    public convenience init(
        personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
        contactIdentifier: String?, customIdentifier: String?, isMe: Bool, suggestionType: INPersonSuggestionType
    ) {
        self.init(
            personHandle: personHandle, nameComponents: nameComponents, displayName: displayName, image: image,
            contactIdentifier: contactIdentifier, customIdentifier: customIdentifier, isMe: isMe)
        self.suggestionType = suggestionType
    }

    /// A person who is not the device's owner.
    public convenience init(
        personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
        contactIdentifier: String?, customIdentifier: String?
    ) {
        self.init(
            personHandle: personHandle, nameComponents: nameComponents, displayName: displayName, image: image,
            contactIdentifier: contactIdentifier, customIdentifier: customIdentifier, isMe: false)
    }

    /// A person with other handles.
    public convenience init(
        personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
        contactIdentifier: String?, customIdentifier: String?, aliases: [INPersonHandle]?,
        suggestionType: INPersonSuggestionType
    ) {
        self.init(
            personHandle: personHandle, nameComponents: nameComponents, displayName: displayName, image: image,
            contactIdentifier: contactIdentifier, customIdentifier: customIdentifier, isMe: false)
        self.aliases = aliases
        self.suggestionType = suggestionType
    }

    /// The name to show and say: the display name, else the name components formatted, else the handle's value.
    open var displayName: String {
        if let givenDisplayName, !givenDisplayName.isEmpty { return givenDisplayName }
        if let nameComponents {
            let name = [nameComponents.givenName, nameComponents.familyName].compactMap { $0 }.joined(separator: " ")
            if !name.isEmpty { return name }
            if let nickname = nameComponents.nickname, !nickname.isEmpty { return nickname }
        }
        return personHandle?.value ?? ""
    }

    // INSpeakable: a person is spoken by their name.
    public var spokenPhrase: String { displayName }
    public var pronunciationHint: String? { nil }
    public var vocabularyIdentifier: String? { customIdentifier }
    public var alternativeSpeakableMatches: [any INSpeakable]? { siriMatches }

    open override var description: String { displayName }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INPerson else { return false }
        return personHandle == other.personHandle && displayName == other.displayName
            && customIdentifier == other.customIdentifier && contactIdentifier == other.contactIdentifier
    }

    open override var hash: Int { displayName.hashValue ^ (customIdentifier?.hashValue ?? 0) }
}
#endif
