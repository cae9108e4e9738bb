import Foundation

/// The rules of calls in the car (CallKit and PushKit as iOS enforces them, and the Developer Guide's communication
/// apps), each checked once, where the car's call service (`CallCenter`) meets the app.
public enum CallRules {
    // MARK: Actions

    /// How long an app has to fulfil or fail an action the car asked its provider to perform before it times out
    /// (`CXAction.timeoutDate`; docs/DECISIONS.md, "CallKit action timeouts").
    public static let actionTimeout: TimeInterval = 10

    // MARK: VoIP pushes (PushKit, iOS 13 and later)

    /// iOS's text when an app finished handling a VoIP push without reporting a new incoming call to CallKit: iOS
    /// terminates the app (and stops delivering VoIP pushes to an app that keeps doing it).
    static let pushWithoutCallReason =
        "Killing app because it never posted an incoming call to the system after receiving a PushKit VoIP push."
    /// The exception iOS terminates the app with.
    static let pushWithoutCallName = "NSInternalInconsistencyException"

    /// Whether the app kept the VoIP push rule: it reported at least one new incoming call between the push's
    /// delivery and its completion.
    static func keptPushRule(incomingCallsReported: Int) -> Bool { incomingCallsReported > 0 }

    // MARK: Transactions (CXCallController)

    /// `CXErrorCodeRequestTransactionError` raw values.
    enum TransactionError: Int {
        case unknown = 0, unentitled, unknownCallProvider, emptyTransaction, unknownCallUUID, callUUIDAlreadyExists
        case invalidAction, maximumCallGroupsReached
    }

    /// `CXErrorCodeIncomingCallError` raw values.
    enum IncomingCallError: Int {
        case unknown = 0, unentitled, callUUIDAlreadyExists, filteredByDoNotDisturb, filteredByBlockList
    }

    /// What is wrong with a start action, nil when the car starts the call: an app without a provider cannot
    /// start one, nor reuse a call's identifier, nor go past its configuration's `maximumCallGroups` (each call of
    /// the app is its own group: the car does not group calls).
    static func startError(
        hasProvider: Bool, identifierInUse: Bool, appCallsUnderWay: Int, maximumCallGroups: Int
    ) -> TransactionError? {
        guard hasProvider else { return .unknownCallProvider }
        if identifierInUse { return .callUUIDAlreadyExists }
        if appCallsUnderWay >= maximumCallGroups { return .maximumCallGroupsReached }
        return nil
    }

    /// What is wrong with an action on an existing call, nil when the car asks the provider to perform it: the call
    /// must be the app's and under way; only a ringing incoming call can be answered; a held call cannot be muted
    /// or take keypad tones; holding needs the call's `supportsHolding`, tones its `supportsDTMF`.
    static func actionError(_ action: CallActionKind, on call: PhoneCall?, app: String) -> TransactionError? {
        guard let call, call.app == app, call.state != .ended else { return .unknownCallUUID }
        switch action {
        case .answer: return call.state == .ringing && !call.isOutgoing ? nil : .invalidAction
        case .end: return nil
        case .setHeld: return call.state == .active && call.supportsHolding ? nil : .invalidAction
        case .setMuted: return call.state == .ringing ? .invalidAction : nil
        case .playDTMF: return call.state == .active && call.supportsDTMF && !call.isOnHold ? nil : .invalidAction
        case .setGroup: return .invalidAction
        }
    }

    /// The kinds of action on an existing call.
    enum CallActionKind { case answer, end, setHeld, setMuted, playDTMF, setGroup }

    /// Whether an incoming call may ring: its identifier is new.
    static func incomingCallError(identifierInUse: Bool) -> IncomingCallError? {
        identifierInUse ? .callUUIDAlreadyExists : nil
    }

    /// Whether the car offers to merge two calls: both say they can be grouped (`CXCallUpdate.supportsGrouping`) and
    /// one app's provider carries both (CallKit groups calls within a provider, `CXSetGroupCallAction`).
    static func canMerge(_ call: PhoneCall, _ other: PhoneCall) -> Bool {
        call.supportsGrouping && other.supportsGrouping && call.app == other.app
    }

    // MARK: Calling apps

    /// The note for a calling app Siri asked to start a call without a handler of `INStartCallIntent`.
    static func missingStartCallHandler(app: String) -> String {
        "\(app) has no handler for INStartCallIntent \(AppDelegateRules.handlerSources): a calling app in CarPlay "
            + "must support CallKit and INStartCallIntent"
    }

    /// The note for a calling app Siri asked for its call history without a handler of `INSearchCallHistoryIntent`
    /// (the WWDC session's calling workflow: Siri searches missed calls with it).
    static func missingCallHistoryHandler(app: String) -> String {
        "\(app) has no handler for INSearchCallHistoryIntent \(AppDelegateRules.handlerSources): Siri in CarPlay "
            + "searches a calling app's missed calls with it"
    }
}
