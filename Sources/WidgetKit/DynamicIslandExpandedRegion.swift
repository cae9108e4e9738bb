#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import SwiftUI

/// A region of the expanded Dynamic Island (an iPhone presentation; CarPlay shows the compact ones).
@available(iOS 16.1, *)
public struct DynamicIslandExpandedRegion<Content: View>: View {
    public let position: DynamicIslandExpandedRegionPosition
    public let priority: Double
    let content: Content

    public init(
        _ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content
    ) {
        self.position = position
        self.priority = priority
        self.content = content()
    }

    public var body: Content { content }
}
#endif
