#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A view for each element of a collection, laid out by the stack around them as if listed one by one.
@available(iOS 13.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var data: Data
    public var content: (Data.Element) -> Content

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        // The identity SwiftUI animates by: the car draws each entry afresh, so only the order counts.
        self.data = data
        self.content = content
    }

    public typealias Body = Never
}

@available(iOS 13.0, *)
extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

@available(iOS 13.0, *)
extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

@available(iOS 13.0, *)
extension ForEach: _PrimitiveView {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        .group(data.map { _ViewResolver.resolve(content($0), in: environment) })
    }
}
#endif
