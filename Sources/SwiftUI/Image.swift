#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An image: an SF Symbol by name (drawn in the foreground colour at the font's size) or an image of the app's
/// bundle (an asset catalogue's image set or a loose file, as `UIImage(named:)` finds it), at its size or resizable.
@available(iOS 13.0, *)
public struct Image: Hashable, Sendable {
    let source: _ResolvedView.Image.Source
    let isResizable: Bool
    let bundlePath: String?

    public init(systemName: String) { self.init(source: .system(systemName), isResizable: false, bundlePath: nil) }
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(source: .named(name), isResizable: false, bundlePath: bundle?.bundlePath)
    }

    init(source: _ResolvedView.Image.Source, isResizable: Bool, bundlePath: String?) {
        self.source = source
        self.isResizable = isResizable
        self.bundlePath = bundlePath
    }

    /// An image that fills the room it is given instead of keeping its size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        Image(source: source, isResizable: true, bundlePath: bundlePath)
    }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
}

@available(iOS 13.0, *)
extension Image: View, _PrimitiveView {
    public typealias Body = Never
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        let color = environment._foreground ?? Color.primary.resolved(in: environment.colorScheme)
        let image = _ResolvedView.Image(
            source: source, font: (environment.font ?? .body).resolved, color: color, bundlePath: bundlePath)
        let view: _ResolvedView = isResizable ? .resizable(.image(image)) : .image(image)
        return environment.redactionReasons.isEmpty ? view : .redacted(view)
    }
}
#endif
