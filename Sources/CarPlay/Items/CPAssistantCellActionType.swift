import Foundation

/// What Siri does when the user taps a list template's assistant cell (iOS 15).
@available(iOS 15.0, *)
public enum CPAssistantCellActionType: Int, Sendable {
    /// Play media (audio apps, `INPlayMediaIntent`).
    case playMedia = 0
    /// Start a call (communication apps, `INStartCallIntent`).
    case startCall = 1
}
