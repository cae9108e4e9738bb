#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import SwiftUI

@available(iOS 17.0, *)
extension ContainerBackgroundPlacement {
    /// A widget's background: drawn behind the whole widget, or removed where the system removes removable ones.
    public static let widget = ContainerBackgroundPlacement(_name: "widget")
}
#endif
