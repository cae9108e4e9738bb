#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// One of two views, as an `if`/`else` in a `ViewBuilder` closure chose.
@available(iOS 13.0, *)
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let storage: Storage
    public init(storage: Storage) { self.storage = storage }
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension _ConditionalContent: _PrimitiveView {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        switch storage {
        case .trueContent(let content): _ViewResolver.resolve(content, in: environment)
        case .falseContent(let content): _ViewResolver.resolve(content, in: environment)
        }
    }
}

@available(iOS 13.0, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional<View> is a primitive view: its body is never asked for") }
}

@available(iOS 13.0, *)
extension Optional: _PrimitiveView where Wrapped: View {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        map { _ViewResolver.resolve($0, in: environment) } ?? .empty
    }
}
#endif
