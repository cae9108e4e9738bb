#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import SwiftUI

/// The expanded Dynamic Island's regions.
@available(iOS 16.1, *)
public struct DynamicIslandExpandedContent<Content: View> {
    let content: Content
}
#endif
