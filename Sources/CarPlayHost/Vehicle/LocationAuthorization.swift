import Foundation

/// An app's permission to have the car's position (the values of `CLAuthorizationStatus`).
public enum LocationAuthorization: Int32, Codable, Hashable, Sendable, CaseIterable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorizedAlways = 3
    case authorizedWhenInUse = 4

    /// Whether the app may have the position.
    public var isAuthorized: Bool { self == .authorizedAlways || self == .authorizedWhenInUse }
}

/// What the car's user answers when an app asks for the position (the system prompt's buttons).
public enum LocationAuthorizationAnswer: String, Codable, Hashable, Sendable, CaseIterable {
    /// "Allow While Using App".
    case allowWhileUsing
    /// "Allow While Using App", then "Change to Always Allow" when the app asks for Always.
    case allowAlways
    /// "Don't Allow".
    case deny
}
