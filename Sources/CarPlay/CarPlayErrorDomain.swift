import Foundation

/// The error domain of CarPlay errors.
public let CarPlayErrorDomain: String = "CarPlayErrorDomain"
