#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A piece of user interface: a primitive view, or one made of others through its `body`.
@available(iOS 13.0, *)
@MainActor @preconcurrency public protocol View {
    /// The type of the view's body.
    associatedtype Body: View
    /// The view's content.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, *)
extension Never: View {
    public typealias Body = Never
    /// Never called: a view whose body is `Never` is a primitive view.
    public var body: Never { self }
}
#endif
