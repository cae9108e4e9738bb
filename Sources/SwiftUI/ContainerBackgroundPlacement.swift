#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Which container a background is for (WidgetKit adds `.widget`).
@available(iOS 17.0, *)
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    /// A placement named `name` (the frameworks that own a container declare theirs).
    public init(_name name: String) { self.name = name }
}
#endif
