#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import AppIntents
import Foundation

/// A button. In a widget or Live Activity only a button that performs an app intent (`Button(intent:)`) responds to
/// a tap, as on iOS: one made with an action closure is drawn and does nothing.
@available(iOS 13.0, *)
public struct Button<Label: View>: View {
    let label: Label
    let intent: (any AppIntent)?
    let role: ButtonRole?

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.intent = nil
        self.role = role
    }

    /// A button that performs `intent` when tapped (iOS 17; interactive widgets and Live Activities).
    @available(iOS 17.0, *)
    public init(intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.intent = intent
        self.role = nil
    }

    public typealias Body = Never
}

@available(iOS 13.0, *)
extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    @available(iOS 17.0, *)
    public init<S: StringProtocol>(_ title: S, intent: some AppIntent) {
        self.init(intent: intent) { Text(title) }
    }
}

@available(iOS 13.0, *)
extension Button where Label == SwiftUI.Label<Text, Image> {
    @available(iOS 17.0, *)
    public init<S: StringProtocol>(_ title: S, systemImage: String, intent: some AppIntent) {
        self.init(intent: intent) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

/// What a button does, as its style may show it.
@available(iOS 15.0, *)
public struct ButtonRole: Hashable, Sendable {
    let value: Int
    public static let destructive = ButtonRole(value: 0)
    public static let cancel = ButtonRole(value: 1)
}

@available(iOS 13.0, *)
extension Button: _PrimitiveView {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        var inner = environment
        let accent =
            role == .destructive
            ? Color.red.resolved(in: environment.colorScheme)
            : environment._tint ?? Color.accentColor.resolved(in: environment.colorScheme)
        let style = environment._buttonStyle
        if inner._foreground == nil || style != .plain {
            inner._foreground = style == .borderedProminent ? Color.white.resolved(in: environment.colorScheme) : accent
        }
        let content = style.wrap(_ViewResolver.resolve(label, in: inner), accent: accent)
        return .button(_IntentAction(kind: .button, intent: intent), content)
    }
}
#endif
