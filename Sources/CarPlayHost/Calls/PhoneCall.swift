import Foundation

/// A call of the phone as the car shows it: one a VoIP app reported to CallKit (`CXProvider`) or started through it
/// (`CXCallController`), from its first ring or dial to its end.
public struct PhoneCall: Hashable, Sendable, Identifiable {
    /// Where the call is in its life.
    public enum State: String, Hashable, Sendable, Codable {
        /// An incoming call rings: the car shows Accept and Decline.
        case ringing
        /// An outgoing call the app was asked to start, before it reported connecting ("Calling…").
        case dialing
        /// An outgoing call the app reported connecting (`reportOutgoingCall(with:startedConnectingAt:)`).
        case connecting
        /// The call is connected: answered, or reported connected.
        case active
        /// The call ended.
        case ended
    }

    /// Why a call ended (`CXCallEndedReason`, and the driver's own ending).
    public enum EndReason: String, Hashable, Sendable, Codable {
        /// The driver ended the call or declined it.
        case endedByDriver
        /// The app could not carry out the call (`.failed`, or it failed the start or answer action).
        case failed
        case remoteEnded
        case unanswered
        case answeredElsewhere
        case declinedElsewhere

        /// The reason for `CXCallEndedReason`'s raw value; nil for an unknown one.
        init?(callKitRawValue: Int) {
            switch callKitRawValue {
            case 1: self = .failed
            case 2: self = .remoteEnded
            case 3: self = .unanswered
            case 4: self = .answeredElsewhere
            case 5: self = .declinedElsewhere
            default: return nil
            }
        }
    }

    /// CallKit's identifier of the call.
    public let id: UUID
    /// The bundle identifier of the app whose provider carries the call.
    public let app: String
    /// What the call screen says the call goes through ("Chat Audio"): the provider's `localizedName` or the app's
    /// name, and "Audio" or "Video".
    public var serviceName: String
    /// The other party's handle value (a phone number, an address, an app's own identifier).
    public var handle: String?
    /// The name the app gave (`localizedCallerName`).
    public var callerName: String?
    public var isOutgoing: Bool
    public var state: State
    public var isOnHold = false
    public var isMuted = false
    public var supportsHolding = false
    public var supportsDTMF = false
    /// Whether the call can be merged with another (`CXCallUpdate.supportsGrouping`).
    public var supportsGrouping = false
    /// The calls merged into one share this identifier (the first call's); nil for a call on its own.
    public var groupID: UUID?
    public var hasVideo = false
    /// When the phone dialled the call (its own calls only).
    public var dialedAt: Date?
    /// When the call connected; nil before.
    public var connectedAt: Date?
    /// When the call ended; nil before.
    public var endedAt: Date?
    public var endReason: EndReason?
    /// The keypad tones played, in order.
    public var digits = ""
    /// An action the car asked the app to perform and the app has not finished yet ("answer", "end"...): the call
    /// screen shows it as under way.
    public var pendingAction: String?
    /// When the pending action times out (`CallRules.actionTimeout` after the car asked for it).
    public var pendingActionTimeout: Date?

    /// The name the call screen shows: the caller's name, else the handle, else "Unknown".
    public var displayName: String { callerName ?? handle ?? "Unknown" }

    public init(id: UUID, app: String, serviceName: String, isOutgoing: Bool, state: State) {
        self.id = id
        self.app = app
        self.serviceName = serviceName
        self.isOutgoing = isOutgoing
        self.state = state
    }
}
