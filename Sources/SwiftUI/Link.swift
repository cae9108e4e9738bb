#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A view that opens a URL when tapped: in a widget, the app that handles it (in CarPlay only a CarPlay app).
@available(iOS 14.0, *)
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
    public typealias Body = Never
}

@available(iOS 14.0, *)
extension Link where Label == Text {
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

@available(iOS 14.0, *)
extension Link: _PrimitiveView {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        var environment = environment
        if environment._foreground == nil {
            environment._foreground = environment._tint ?? Color.accentColor.resolved(in: environment.colorScheme)
        }
        return .link(destination, _ViewResolver.resolve(label, in: environment))
    }
}
#endif
