#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import SwiftUI

/// Builds the expanded Dynamic Island from its regions.
@available(iOS 16.1, *)
@MainActor @resultBuilder public struct DynamicIslandExpandedContentBuilder {
    public static func buildBlock() -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent(content: EmptyView())
    }
    public static func buildBlock<Content: View>(_ content: DynamicIslandExpandedRegion<Content>)
        -> DynamicIslandExpandedContent<DynamicIslandExpandedRegion<Content>>
    {
        DynamicIslandExpandedContent(content: content)
    }
    public static func buildBlock<each Content: View>(_ content: repeat DynamicIslandExpandedRegion<each Content>)
        -> DynamicIslandExpandedContent<TupleView<(repeat DynamicIslandExpandedRegion<each Content>)>>
    {
        DynamicIslandExpandedContent(content: TupleView((repeat each content)))
    }
}
#endif
