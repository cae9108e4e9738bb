import Foundation

/// The number of grid buttons a grid template shows; buttons past it are not displayed.
@available(iOS 15.0, *)
public let CPGridTemplateMaximumItems: Int = 8
