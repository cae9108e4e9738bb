import Foundation
@_spi(CarPlayHost) import Intents

// The people Siri talks about: whom the driver named or chose, and a person an element's address reaches.
extension SiriConversation {
    /// Which of `names` the driver said: the name said exactly, else the longest name the words hold.
    static func choice(_ text: String, among names: [String]) -> Int? {
        let spoken = text.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        if let exact = names.firstIndex(where: { $0.lowercased() == spoken }) { return exact }
        return names.indices.filter { spoken.contains(names[$0].lowercased()) }
            .max { names[$0].count < names[$1].count }
    }

    /// The person a phone number or email address reaches, by name when the screen gave one.
    static func person(handle: String, name: String? = nil) -> INPerson {
        let type: INPersonHandleType = handle.contains("@") ? .emailAddress : .phoneNumber
        let named = name.flatMap { $0.isEmpty ? nil : $0 }
        return INPerson(
            personHandle: INPersonHandle(value: handle, type: type), nameComponents: named.map(nameComponents),
            displayName: named, image: nil, contactIdentifier: nil,
            customIdentifier: nil)
    }

    /// The person the driver named.
    static func person(named name: String) -> INPerson {
        INPerson(
            personHandle: INPersonHandle(value: name, type: .unknown), nameComponents: nameComponents(name),
            displayName: name,
            image: nil, contactIdentifier: nil, customIdentifier: nil)
    }

    /// A name's given and family parts ("Ana Silva": Ana, Silva).
    static func nameComponents(_ name: String) -> PersonNameComponents {
        let parts = name.split(separator: " ", maxSplits: 1).map(String.init)
        return PersonNameComponents(givenName: parts.first, familyName: parts.count > 1 ? parts[1] : nil)
    }
}
