#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A string to be localized when shown: its key, its default value, and the table and bundle it is looked up in.
/// Foundation's type on Apple's platforms (iOS 16); here with App Intents, which names intents with it.
@available(iOS 16.0, *)
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public var key: String
    public var defaultValue: String
    public var table: String?
    public var locale: Locale

    public init(_ keyAndValue: String, table: String? = nil, locale: Locale = .current) {
        self.key = keyAndValue
        self.defaultValue = keyAndValue
        self.table = table
        self.locale = locale
    }

    public init(_ key: String, defaultValue: String, table: String? = nil, locale: Locale = .current) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    /// The string as shown: its default value (the car has no string tables for an app's intents).
    public var description: String { defaultValue }
}

@available(iOS 16.0, *)
extension String {
    /// The resource's string (its default value).
    public init(localized resource: LocalizedStringResource) { self = resource.defaultValue }
}
#endif
