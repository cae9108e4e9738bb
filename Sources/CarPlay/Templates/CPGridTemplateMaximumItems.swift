import Foundation

/// The number of grid buttons a grid template shows; buttons past it are not displayed.
public let CPGridTemplateMaximumItems: Int = 8
