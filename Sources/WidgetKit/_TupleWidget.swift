#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The widgets a bundle lists.
@available(iOS 14.0, *)
public struct _TupleWidget<each Member: Widget>: Widget {
    let widgets: (repeat each Member)

    init(widgets: (repeat each Member)) { self.widgets = widgets }
    public init() { widgets = (repeat (each Member).init()) }

    public var body: _WidgetList {
        var list: [_WidgetDescription] = []
        for widget in repeat each widgets { list += _WidgetDescription.describe(widget) }
        return _WidgetList(descriptions: list)
    }
}
#endif
