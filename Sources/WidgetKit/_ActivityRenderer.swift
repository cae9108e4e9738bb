#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import SwiftUI

/// A Live Activity configuration's views, its types erased: the car draws an activity's attributes and content
/// state (JSON, as ActivityKit sends them) in a presentation.
@available(iOS 16.1, *)
@MainActor public final class _ActivityRenderer {
    /// What the car draws.
    public enum Presentation: Hashable, Sendable {
        /// The Lock Screen view in the small family (CarPlay's, with `supplementalActivityFamilies([.small])`).
        case small
        /// The Lock Screen view (the medium family).
        case lockScreen
        /// The Dynamic Island's compact leading and trailing views, side by side.
        case compact
    }

    /// The attributes type's name (`String(reflecting:)`), as ActivityKit reports it.
    public let attributesType: String
    private let render: @MainActor (Data, Data, Bool, String, Presentation, EnvironmentValues) -> _ResolvedView?

    init(
        attributesType: String,
        render: @escaping @MainActor (Data, Data, Bool, String, Presentation, EnvironmentValues) -> _ResolvedView?
    ) {
        self.attributesType = attributesType
        self.render = render
    }

    /// The activity drawn in `presentation`, nil when its attributes or state do not decode as this
    /// configuration's.
    public func resolve(
        attributes: Data, state: Data, isStale: Bool, id: String, presentation: Presentation,
        in environment: EnvironmentValues
    ) -> _ResolvedView? {
        render(attributes, state, isStale, id, presentation, environment)
    }
}
#endif
