#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import AppIntents
import Foundation

/// What a tap on a button or toggle of a widget or Live Activity does: perform an app intent (a toggle's with its new
/// value), or nothing for a button made with an action closure, which widgets never run. Equal when the intent's type
/// and parameter values are.
@available(iOS 17.0, *)
public struct _IntentAction: Hashable, @unchecked Sendable {
    public enum Kind: Hashable, Sendable {
        case button
        /// A toggle, on or off as the view shows it now (a tap turns it over).
        case toggle(isOn: Bool)
    }
    public let kind: Kind
    /// nil for a button with an action closure.
    public let intent: (any AppIntent)?
    private let key: String

    init(kind: Kind, intent: (any AppIntent)?) {
        self.kind = kind
        self.intent = intent
        key = intent.map { String(reflecting: type(of: $0)) + String(describing: $0) } ?? ""
    }

    /// The intent's title (nil for a button with an action closure).
    public var title: String? { intent.map { _IntentPerformer.title(of: $0) } }

    public static func == (a: _IntentAction, b: _IntentAction) -> Bool { a.kind == b.kind && a.key == b.key }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(key)
    }
}
#endif
