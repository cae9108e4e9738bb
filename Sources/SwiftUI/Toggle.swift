#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import AppIntents
import Foundation

/// A switch with a label. In a widget or Live Activity it shows the state it is given and, when tapped, performs its
/// intent with the opposite state (a `SetValueIntent`'s `value` set to it first), as on iOS 17.
@available(iOS 17.0, *)
public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Bool
    let intent: any AppIntent

    public init(isOn: Bool, intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
        self.intent = intent
    }

    public typealias Body = Never
}

@available(iOS 17.0, *)
extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Bool, intent: some AppIntent) {
        self.init(isOn: isOn, intent: intent) { Text(title) }
    }
}

@available(iOS 17.0, *)
extension Toggle: _PrimitiveView {
    /// The switch's size, as iOS draws it.
    static var switchSize: (width: Double, height: Double) { (51, 31) }

    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        let scheme = environment.colorScheme
        let track =
            isOn
            ? environment._tint ?? Color.green.resolved(in: scheme)
            : Color.gray.opacity(scheme == .dark ? 0.45 : 0.3).resolved(in: scheme)
        let (width, height) = Self.switchSize
        let thumb = _ResolvedView.frame(
            .init(
                width: height - 4, height: height - 4, minWidth: nil, maxWidth: nil, minHeight: nil, maxHeight: nil,
                alignment: .init(horizontal: 0, vertical: 0)),
            .shape(.circle, fill: Color.white.resolved(in: scheme)))
        let control = _ResolvedView.frame(
            .init(
                width: width, height: height, minWidth: nil, maxWidth: nil, minHeight: nil, maxHeight: nil,
                alignment: .init(horizontal: 0, vertical: 0)),
            .stack(
                .depth, alignment: .init(horizontal: isOn ? 1 : -1, vertical: 0), spacing: nil,
                [.shape(.capsule, fill: track), .padding(.init(top: 2, leading: 2, bottom: 2, trailing: 2), thumb)]))
        let row = _ResolvedView.stack(
            .horizontal, alignment: .init(horizontal: 0, vertical: 0), spacing: nil,
            _ViewResolver.resolve(label, in: environment).flattened + [.spacer(minLength: nil), control])
        return .button(_IntentAction(kind: .toggle(isOn: isOn), intent: intent), row)
    }
}
#endif
