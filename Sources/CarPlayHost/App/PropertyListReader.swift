import Foundation

/// Reads property lists (XML, binary or OpenStep) and checks value types, turning every problem into an
/// `AppBundleError` that names the file and the key.
enum PropertyListReader {
    /// The root dictionary of the property list at `url`.
    static func rootDictionary(contentsOf url: URL, file: String) throws(AppBundleError) -> [String: Any] {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw .fileNotFound(file: file, path: url.path)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .fileUnreadable(file: file, reason: error.localizedDescription)
        }
        return try rootDictionary(data: data, file: file)
    }

    /// The root dictionary of the property list in `data`.
    static func rootDictionary(data: Data, file: String) throws(AppBundleError) -> [String: Any] {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw .malformedPropertyList(file: file, reason: parseMessage(error))
        }
        guard let dictionary = stringKeyedDictionary(root) else {
            throw .rootNotDictionary(file: file, found: typeName(root))
        }
        return dictionary
    }

    /// Foundation's most specific parse message: the debug description when present ("Close tag on line 1 does
    /// not match open tag key"), else the localized description.
    static func parseMessage(_ error: any Error) -> String {
        let nsError = error as NSError
        if let debug = nsError.userInfo[NSDebugDescriptionErrorKey] as? String, !debug.isEmpty {
            return debug
        }
        return nsError.localizedDescription
    }

    /// `value` as a dictionary with string keys, or nil when it is not a dictionary (or has a non-string key).
    static func stringKeyedDictionary(_ value: Any) -> [String: Any]? {
        if let dictionary = value as? [String: Any] { return dictionary }
        guard let dictionary = value as? [AnyHashable: Any] else { return nil }
        var result: [String: Any] = [:]
        for (key, element) in dictionary {
            guard let key = key.base as? String else { return nil }
            result[key] = element
        }
        return result
    }

    /// `value` as a Boolean only when the property list stored a Boolean (`<true/>`, `<false/>`), never for a number.
    static func boolean(_ value: Any) -> Bool? {
        #if canImport(Darwin)
        if let number = value as? NSNumber, CFGetTypeID(number) == CFBooleanGetTypeID() { return number.boolValue }
        return nil
        #else
        guard type(of: value) == Bool.self else { return nil }
        return value as? Bool
        #endif
    }

    /// The property-list type name of `value`, as Xcode's plist editor shows it: Boolean, Integer, Real, String,
    /// Data, Date, Array or Dictionary.
    static func typeName(_ value: Any) -> String {
        if boolean(value) != nil { return "Boolean" }
        if value is String { return "String" }
        if let number = value as? NSNumber {
            let type = String(cString: number.objCType)
            return type == "d" || type == "f" ? "Real" : "Integer"
        }
        if value is Data { return "Data" }
        if value is Date { return "Date" }
        if value is [Any] { return "Array" }
        if stringKeyedDictionary(value) != nil { return "Dictionary" }
        return String(describing: type(of: value))
    }

    /// A string value, nil when absent; throws when present with another type.
    static func optionalString(_ dictionary: [String: Any], _ key: String, path: String, file: String)
        throws(AppBundleError) -> String?
    {
        guard let value = dictionary[key] else { return nil }
        guard let string = value as? String else {
            throw .wrongType(file: file, key: join(path, key), expected: "String", found: typeName(value))
        }
        return string
    }

    /// A Boolean value, nil when absent; throws when present with another type.
    static func optionalBoolean(_ dictionary: [String: Any], _ key: String, path: String, file: String)
        throws(AppBundleError) -> Bool?
    {
        guard let value = dictionary[key] else { return nil }
        guard let boolean = boolean(value) else {
            throw .wrongType(file: file, key: join(path, key), expected: "Boolean", found: typeName(value))
        }
        return boolean
    }

    /// The URL schemes of `CFBundleURLTypes` (each type's `CFBundleURLSchemes`), lower-cased; throws when the
    /// key or an entry has another type.
    static func urlSchemes(_ dictionary: [String: Any], file: String) throws(AppBundleError) -> [String] {
        let key = "CFBundleURLTypes"
        guard let value = dictionary[key] else { return [] }
        guard let types = value as? [Any] else {
            throw .wrongType(file: file, key: key, expected: "Array", found: typeName(value))
        }
        var schemes: [String] = []
        for (index, entry) in types.enumerated() {
            let path = "\(key)[\(index)]"
            guard let type = stringKeyedDictionary(entry) else {
                throw .wrongType(file: file, key: path, expected: "Dictionary", found: typeName(entry))
            }
            guard let list = type["CFBundleURLSchemes"] else { continue }
            guard let names = list as? [Any], let strings = names as? [String] else {
                throw .wrongType(
                    file: file, key: join(path, "CFBundleURLSchemes"), expected: "Array of String",
                    found: typeName(list))
            }
            schemes += strings.map { $0.lowercased() }
        }
        return schemes
    }

    /// An optional array of strings (`INIntentsSupported`); nil when absent, throws when of another type.
    static func optionalStrings(_ dictionary: [String: Any], _ key: String, file: String) throws(AppBundleError)
        -> [String]?
    {
        guard let value = dictionary[key] else { return nil }
        guard let list = value as? [Any], let strings = list as? [String] else {
            throw .wrongType(file: file, key: key, expected: "Array of String", found: typeName(value))
        }
        return strings
    }

    /// A dictionary value; throws when absent or of another type.
    static func requiredDictionary(_ dictionary: [String: Any], _ key: String, path: String, file: String)
        throws(AppBundleError) -> [String: Any]
    {
        guard let value = dictionary[key] else { throw .missingKey(file: file, key: join(path, key)) }
        guard let result = stringKeyedDictionary(value) else {
            throw .wrongType(file: file, key: join(path, key), expected: "Dictionary", found: typeName(value))
        }
        return result
    }

    /// "UIApplicationSceneManifest.UISceneConfigurations": the key path used in messages.
    static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }
}
