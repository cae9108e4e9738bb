import Foundation

/// The helpers the CarPlay classes' `encode(with:)` and `init?(coder:)` share: arrays of coded objects, strings,
/// user info, attributed strings and the objects archived privately (see `CPPrivateArchive`).
extension NSCoder {
    // Foundation on Linux reports a missing key as a decoding error (which fails the whole archive) where Apple's
    // returns nil, so every optional value is read only when its key is present.

    /// The object archived under `key`, or nil when there is none.
    func decodeIfPresent<T: NSObject & NSSecureCoding>(_ type: T.Type, forKey key: String) -> T? {
        containsValue(forKey: key) ? decodeObject(of: type, forKey: key) : nil
    }

    /// The string archived under `key`, or nil when there is none.
    func decodeString(forKey key: String) -> String? {
        decodeIfPresent(NSString.self, forKey: key) as String?
    }

    /// An array of objects of one class (subclasses included); nil when the key is missing or an element has
    /// another class.
    func decodeArray<T: NSObject & NSSecureCoding>(of type: T.Type, forKey key: String) -> [T]? {
        guard containsValue(forKey: key),
            let array = decodeObject(of: [NSArray.self, T.self], forKey: key) as? NSArray
        else { return nil }
        var result: [T] = []
        for element in array {
            guard let object = element as? T else { return nil }
            result.append(object)
        }
        return result
    }

    /// Archives strings in order (nothing for nil).
    func encodeStrings(_ strings: [String]?, forKey key: String) {
        guard let strings else { return }
        encode(strings.map { NSString(string: $0) } as NSArray, forKey: key)
    }

    /// Strings that `encodeStrings(_:forKey:)` archived; nil when the key is missing or holds something else.
    func decodeStrings(forKey key: String) -> [String]? {
        guard containsValue(forKey: key),
            let array = decodeObject(of: [NSArray.self, NSString.self], forKey: key) as? NSArray
        else { return nil }
        var result: [String] = []
        for element in array {
            guard let string = element as? NSString else { return nil }
            result.append(string as String)
        }
        return result
    }

    // MARK: User info

    /// The classes a user info archive may hold: property-list values.
    private static var userInfoClasses: [AnyClass] {
        [
            NSString.self, NSNumber.self, NSArray.self, NSDictionary.self, NSDate.self, NSData.self, NSURL.self,
            NSUUID.self,
        ]
    }

    /// `value` as a property-list object (strings, numbers, Booleans, dates, data, URLs, UUIDs, and arrays and
    /// string-keyed dictionaries of them), or nil when it is something else.
    private static func propertyListObject(_ value: Any) -> NSObject? {
        switch value {
        case let string as String: return NSString(string: string)
        case let bool as Bool: return NSNumber(value: bool)
        case let int as Int: return NSNumber(value: int)
        case let double as Double: return NSNumber(value: double)
        case let date as Date: return date as NSDate
        case let data as Data: return data as NSData
        case let url as URL: return url as NSURL
        case let uuid as UUID: return uuid as NSUUID
        case let array as [Any]:
            var objects: [NSObject] = []
            for element in array {
                guard let object = propertyListObject(element) else { return nil }
                objects.append(object)
            }
            return objects as NSArray
        case let dictionary as [String: Any]:
            let result = NSMutableDictionary()
            for (key, element) in dictionary {
                guard let object = propertyListObject(element) else { return nil }
                result[NSString(string: key)] = object
            }
            return result.copy() as? NSDictionary
        case let object as NSObject:
            if object is NSString || object is NSNumber || object is NSDate || object is NSData || object is NSURL
                || object is NSUUID
            {
                return object
            }
            return nil
        default: return nil
        }
    }

    /// A decoded property-list object as Swift values: strings as `String`, arrays as `[Any]`, dictionaries as
    /// `[String: Any]`; numbers stay `NSNumber`, the rest their Foundation class.
    private static func swiftValue(_ object: Any) -> Any {
        switch object {
        case let string as NSString: return string as String
        case let array as NSArray: return array.map { swiftValue($0) }
        case let dictionary as NSDictionary:
            var result: [String: Any] = [:]
            for (key, element) in dictionary {
                if let key = key as? NSString { result[key as String] = swiftValue(element) }
            }
            return result
        case let date as NSDate: return date as Date
        case let data as NSData: return data as Data
        case let url as NSURL: return url as URL
        case let uuid as NSUUID: return uuid as UUID
        default: return object
        }
    }

    /// Archives `userInfo` when it is a property-list value; anything else is left out (a secure decoder could not
    /// name its class, and the whole archive would fail to decode).
    func encodeUserInfo(_ userInfo: Any?, forKey key: String) {
        guard let userInfo, let object = Self.propertyListObject(userInfo) else { return }
        encode(object, forKey: key)
    }

    /// The user info that `encodeUserInfo(_:forKey:)` archived, as Swift values; nil when none was archived.
    func decodeUserInfo(forKey key: String) -> Any? {
        guard containsValue(forKey: key) else { return nil }
        return decodeObject(of: Self.userInfoClasses, forKey: key).map { Self.swiftValue($0) }
    }

    // MARK: Attributed strings

    /// Archives attributed strings as their strings and attribute runs. (Foundation on Linux cannot decode an
    /// attributed string with a single run, so `NSAttributedString`'s own coding is not used.) Attribute values
    /// that are not property-list values are left out.
    func encodeAttributedStrings(_ strings: [NSAttributedString], forKey key: String) {
        let archived: [NSDictionary] = strings.map { string in
            var runs: [NSDictionary] = []
            string.enumerateAttributes(in: NSRange(location: 0, length: string.length)) { attributes, range, _ in
                let values = NSMutableDictionary()
                for (name, value) in attributes {
                    if let object = Self.propertyListObject(value) { values[NSString(string: name.rawValue)] = object }
                }
                runs.append(
                    [
                        "location": NSNumber(value: range.location), "length": NSNumber(value: range.length),
                        "attributes": values,
                    ] as NSDictionary)
            }
            return ["string": NSString(string: string.string), "runs": runs as NSArray] as NSDictionary
        }
        encode(archived as NSArray, forKey: key)
    }

    /// Attributed strings that `encodeAttributedStrings(_:forKey:)` archived; nil when the key is missing or holds
    /// something else.
    func decodeAttributedStrings(forKey key: String) -> [NSAttributedString]? {
        guard containsValue(forKey: key),
            let archived = decodeObject(of: [NSArray.self, NSDictionary.self] + Self.userInfoClasses, forKey: key)
                as? NSArray
        else { return nil }
        var result: [NSAttributedString] = []
        for case let entry as NSDictionary in archived {
            guard let string = entry["string"] as? NSString, let runs = entry["runs"] as? NSArray else { return nil }
            let attributed = NSMutableAttributedString(string: string as String)
            for case let run as NSDictionary in runs {
                guard let location = (run["location"] as? NSNumber)?.intValue,
                    let length = (run["length"] as? NSNumber)?.intValue, location >= 0, length >= 0,
                    location + length <= attributed.length, let values = run["attributes"] as? NSDictionary
                else { return nil }
                var attributes: [NSAttributedString.Key: Any] = [:]
                for (name, value) in values {
                    if let name = name as? NSString {
                        attributes[NSAttributedString.Key(name as String)] = Self.swiftValue(value)
                    }
                }
                if !attributes.isEmpty {
                    attributed.setAttributes(attributes, range: NSRange(location: location, length: length))
                }
            }
            result.append(NSAttributedString(attributedString: attributed))
        }
        return result.count == archived.count ? result : nil
    }

    // MARK: Privately archived objects

    /// Archives a framework object whose class does not adopt `NSSecureCoding` (see `CPPrivateArchive`).
    func encodePrivately(_ object: NSObject?, forKey key: String) {
        guard let object else { return }
        encode(CPPrivateArchive(object), forKey: key)
    }

    /// An object that `encodePrivately(_:forKey:)` archived; nil when there is none or it has another class.
    func decodePrivately<T>(_ type: T.Type, forKey key: String) -> T? {
        decodeIfPresent(CPPrivateArchive.self, forKey: key)?.object as? T
    }

    /// Archives framework objects whose classes do not adopt `NSSecureCoding`, in order.
    func encodePrivately(_ objects: [NSObject]?, forKey key: String) {
        guard let objects else { return }
        encode(objects.map(CPPrivateArchive.init) as NSArray, forKey: key)
    }

    /// Objects that `encodePrivately(_:forKey:)` archived; nil when the key is missing or an object has another
    /// class.
    func decodePrivately<T>(arrayOf type: T.Type, forKey key: String) -> [T]? {
        guard let archives = decodeArray(of: CPPrivateArchive.self, forKey: key) else { return nil }
        var result: [T] = []
        for archive in archives {
            guard let object = archive.object as? T else { return nil }
            result.append(object)
        }
        return result
    }
}

extension NSCoder {
    /// A Boolean that was archived under `key`, or `value` when none was.
    func decodeBool(forKey key: String, default value: Bool) -> Bool {
        containsValue(forKey: key) ? decodeBool(forKey: key) : value
    }

    /// Archives a sports event: both teams and the event status (sports mode and the sports overlay).
    @MainActor func encodeSportsEvent(
        left: CPNowPlayingSportsTeam, right: CPNowPlayingSportsTeam, status: CPNowPlayingSportsEventStatus?
    ) {
        encode(left, forKey: "leftTeam")
        encode(right, forKey: "rightTeam")
        encode(status, forKey: "eventStatus")
    }

    /// A sports event `encodeSportsEvent` archived; nil without both teams.
    @MainActor func decodeSportsEvent() -> (
        left: CPNowPlayingSportsTeam, right: CPNowPlayingSportsTeam, status: CPNowPlayingSportsEventStatus?
    )? {
        guard let left = decodeIfPresent(CPNowPlayingSportsTeam.self, forKey: "leftTeam"),
            let right = decodeIfPresent(CPNowPlayingSportsTeam.self, forKey: "rightTeam")
        else { return nil }
        return (left, right, decodeIfPresent(CPNowPlayingSportsEventStatus.self, forKey: "eventStatus"))
    }
}
