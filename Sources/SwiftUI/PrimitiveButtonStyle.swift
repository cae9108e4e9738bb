#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How buttons inside a view are drawn (`buttonStyle(_:)`): the automatic style of a widget is bordered (a tinted
/// rounded background), plain keeps the label as it is, borderless tints it, bordered prominent fills the background.
@available(iOS 15.0, *)
public protocol PrimitiveButtonStyle: Sendable {
    var _kind: _ButtonStyleKind { get }
}

/// The styles the car draws.
public enum _ButtonStyleKind: Hashable, Sendable {
    case automatic, plain, borderless, bordered, borderedProminent

    /// The label as the style draws it.
    func wrap(_ label: _ResolvedView, accent: _ResolvedView.Color) -> _ResolvedView {
        switch self {
        case .plain, .borderless: return label
        case .automatic, .bordered, .borderedProminent:
            var fill = accent
            if self != .borderedProminent { fill.opacity *= 0.2 }
            let padded = _ResolvedView.padding(.init(top: 6, leading: 12, bottom: 6, trailing: 12), label)
            return .background(.shape(.capsule, fill: fill), content: padded)
        }
    }
}

@available(iOS 15.0, *)
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _kind: _ButtonStyleKind { .automatic }
}

@available(iOS 13.0, *)
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _kind: _ButtonStyleKind { .plain }
}

@available(iOS 13.0, *)
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _kind: _ButtonStyleKind { .borderless }
}

@available(iOS 15.0, *)
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _kind: _ButtonStyleKind { .bordered }
}

@available(iOS 15.0, *)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _kind: _ButtonStyleKind { .borderedProminent }
}

@available(iOS 15.0, *)
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
@available(iOS 13.0, *)
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
@available(iOS 13.0, *)
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
@available(iOS 15.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
@available(iOS 15.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
#endif
