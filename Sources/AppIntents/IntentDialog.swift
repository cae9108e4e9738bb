#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// What the system says or shows after an intent (Siri's words).
@available(iOS 16.0, *)
public struct IntentDialog: Hashable, Sendable, ExpressibleByStringInterpolation {
    public var full: LocalizedStringResource
    public var supporting: LocalizedStringResource

    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
    }

    public init(_ resource: LocalizedStringResource) { self.init(full: resource, supporting: resource) }

    public init(stringLiteral value: String) { self.init(LocalizedStringResource(value)) }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}
#endif
