#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import ActivityKit
import Foundation
import SwiftUI

/// A Live Activity's views for its attributes type: the Lock Screen view (drawn in the small family too, with
/// `supplementalActivityFamilies([.small])`) and the Dynamic Island.
@available(iOS 16.1, *)
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration, _PrimitiveWidgetConfiguration
{
    let description: _WidgetDescription
    public typealias Body = Never

    public init<Content: View>(
        for attributesType: Attributes.Type = Attributes.self,
        @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        let name = String(reflecting: Attributes.self)
        let renderer = _ActivityRenderer(attributesType: name) {
            attributes, state, isStale, id, presentation, environment in
            let decoder = JSONDecoder()
            guard let attributes = try? decoder.decode(Attributes.self, from: attributes),
                let state = try? decoder.decode(Attributes.ContentState.self, from: state)
            else { return nil }
            let context = ActivityViewContext(attributes: attributes, state: state, isStale: isStale, activityID: id)
            var environment = environment
            environment.isActivityStale = isStale
            switch presentation {
            case .small, .lockScreen:
                environment.activityFamily = presentation == .small ? .small : .medium
                return _ViewResolver.resolve(content(context), in: environment)
            case .compact:
                let island = dynamicIsland(context)
                let row = _ResolvedView.stack(
                    .horizontal, alignment: _ResolvedView.Alignment(horizontal: 0, vertical: 0), spacing: nil,
                    [
                        _ViewResolver.resolve(island.compactLeading, in: environment), .spacer(minLength: nil),
                        _ViewResolver.resolve(island.compactTrailing, in: environment),
                    ])
                return island.url.map { .widgetURL($0, row) } ?? row
            }
        }
        description = _WidgetDescription(kind: name, source: .activity(renderer), supportedFamilies: [])
    }

    public func _descriptions() -> [_WidgetDescription] { [description] }
}
#endif
