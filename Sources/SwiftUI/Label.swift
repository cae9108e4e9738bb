#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A title with an icon before it.
@available(iOS 14.0, *)
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    public typealias Body = Never
}

@available(iOS 14.0, *)
extension Label where Title == Text, Icon == Image {
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

@available(iOS 14.0, *)
extension Label: _PrimitiveView {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        .stack(
            .horizontal, alignment: _ResolvedView.Alignment(horizontal: 0, vertical: 0), spacing: 6,
            [_ViewResolver.resolve(icon, in: environment), _ViewResolver.resolve(title, in: environment)])
    }
}
#endif
