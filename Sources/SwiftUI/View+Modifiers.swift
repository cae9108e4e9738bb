#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

// The modifiers widgets and Live Activities use. Each returns a `_ModifiedView` (`some View`).
@available(iOS 13.0, *)
extension View {
    /// The font of the text inside.
    public func font(_ font: Font?) -> some View { _ModifiedView(self, environment: { $0.font = font }) }

    public func fontWeight(_ weight: Font.Weight?) -> some View {
        _ModifiedView(self, environment: { env in if let weight { env.font = (env.font ?? .body).weight(weight) } })
    }

    public func bold(_ isActive: Bool = true) -> some View { fontWeight(isActive ? .bold : nil) }

    /// The colour text, symbols and unfilled shapes inside draw with.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        _ModifiedView(self, environment: { $0._foreground = style.resolvedColor(in: $0) })
    }

    public func foregroundColor(_ color: Color?) -> some View {
        _ModifiedView(self, environment: { env in env._foreground = color?.resolved(in: env.colorScheme) })
    }

    /// The tint of progress views, gauges and links inside.
    public func tint(_ tint: Color?) -> some View {
        _ModifiedView(self, environment: { env in env._tint = tint?.resolved(in: env.colorScheme) })
    }

    public func lineLimit(_ number: Int?) -> some View { _ModifiedView(self, environment: { $0.lineLimit = number }) }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        _ModifiedView(self, environment: { $0.multilineTextAlignment = alignment })
    }

    /// Sets an environment value for the views inside.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _ModifiedView(self, environment: { $0[keyPath: keyPath] = value })
    }

    /// Room around the view: `length` points on `edges` (nil: the standard 16).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = Double(length ?? 16)
        let insets = _ResolvedView.Insets(
            top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
            bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)
        return _ModifiedView(self, wrap: { view, _ in .padding(insets, view) })
    }

    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    public func padding(_ insets: EdgeInsets) -> some View {
        _ModifiedView(self, wrap: { view, _ in .padding(insets.resolved, view) })
    }

    /// A frame of a fixed size in either direction (nil: the content's), the content aligned in it.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let frame = _ResolvedView.Frame(
            width: width.map(Double.init), height: height.map(Double.init), minWidth: nil, maxWidth: nil,
            minHeight: nil, maxHeight: nil, alignment: alignment.resolved)
        return _ModifiedView(self, wrap: { view, _ in .frame(frame, view) })
    }

    /// A frame within bounds (`.infinity`: all the room offered), the content aligned in it.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        let frame = _ResolvedView.Frame(
            width: nil, height: nil, minWidth: minWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
            minHeight: minHeight.map(Double.init), maxHeight: maxHeight.map(Double.init), alignment: alignment.resolved)
        return _ModifiedView(self, wrap: { view, _ in .frame(frame, view) })
    }

    /// A style filling the view's frame behind it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        _ModifiedView(
            self,
            wrap: { view, env in .background(.shape(.rectangle, fill: style.resolvedColor(in: env)), content: view) })
    }

    /// A view behind this one, sized to it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = content()
        return _ModifiedView(
            self, wrap: { view, env in .background(_ViewResolver.resolve(background, in: env), content: view) })
    }

    public func opacity(_ opacity: Double) -> some View {
        _ModifiedView(self, wrap: { view, _ in .opacity(opacity, view) })
    }

    /// The URL a tap anywhere on the widget opens (the outermost one, if several are set).
    public func widgetURL(_ url: URL?) -> some View {
        _ModifiedView(self, wrap: { view, _ in url.map { .widgetURL($0, view) } ?? view })
    }

    /// The background of the container the view is the content of (a widget's, with WidgetKit's `.widget`), which
    /// the system draws behind the whole container, or leaves out where the container's background is removable.
    @available(iOS 17.0, *)
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View
    {
        _ModifiedView(
            self,
            wrap: { view, env in
                .containerBackground(.shape(.rectangle, fill: style.resolvedColor(in: env)), content: view)
            })
    }

    @available(iOS 17.0, *)
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        let background = content()
        return _ModifiedView(
            self,
            wrap: { view, env in
                .containerBackground(_ViewResolver.resolve(background, in: env), content: view)
            })
    }
}

@available(iOS 13.0, *)
extension Image {
    /// Keeps the image's aspect ratio within the room it is offered.
    @MainActor public func scaledToFit() -> some View { _ModifiedView(self.resizable()) }
}
#endif
