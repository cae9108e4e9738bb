#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

// Calls cross the line between CallKit and the car as these values. The car plays iOS's call service: an app's
// `CXProvider` registers with its app's environment (`PlatformHostEnvironment.callService`) and reports its calls
// there; `CXCallController` sends it transactions; `CXCallObserver` hears every call change. The car asks a provider
// to perform actions (the driver answers, ends, mutes) and tells it when it activated the app's audio session for a
// call, always on the main actor; the provider turns them into its delegate's calls on the delegate's queue.

/// The other party of a call (`CXHandle`): its type (`CXHandle.HandleType` raw value: generic 1, phone number 2,
/// email address 3) and value.
@_spi(CarPlayHost) public struct PlatformCallHandle: Hashable, Sendable {
    public var type: Int
    public var value: String

    public init(type: Int, value: String) {
        self.type = type
        self.value = value
    }
}

/// What an app reports about a call (`CXCallUpdate`); nil leaves what the car knows (a property the app never set).
@_spi(CarPlayHost) public struct PlatformCallUpdate: Hashable, Sendable {
    public var remoteHandle: PlatformCallHandle?
    public var localizedCallerName: String?
    public var supportsHolding: Bool?
    public var supportsGrouping: Bool?
    public var supportsUngrouping: Bool?
    public var supportsDTMF: Bool?
    public var hasVideo: Bool?

    public init(
        remoteHandle: PlatformCallHandle? = nil, localizedCallerName: String? = nil, supportsHolding: Bool? = nil,
        supportsGrouping: Bool? = nil, supportsUngrouping: Bool? = nil, supportsDTMF: Bool? = nil,
        hasVideo: Bool? = nil
    ) {
        self.remoteHandle = remoteHandle
        self.localizedCallerName = localizedCallerName
        self.supportsHolding = supportsHolding
        self.supportsGrouping = supportsGrouping
        self.supportsUngrouping = supportsUngrouping
        self.supportsDTMF = supportsDTMF
        self.hasVideo = hasVideo
    }
}

/// A call as `CXCallObserver` sees it (`CXCall`).
@_spi(CarPlayHost) public struct PlatformCall: Hashable, Sendable {
    public var uuid: UUID
    public var isOutgoing: Bool
    public var isOnHold: Bool
    public var hasConnected: Bool
    public var hasEnded: Bool

    public init(uuid: UUID, isOutgoing: Bool, isOnHold: Bool, hasConnected: Bool, hasEnded: Bool) {
        self.uuid = uuid
        self.isOutgoing = isOutgoing
        self.isOnHold = isOnHold
        self.hasConnected = hasConnected
        self.hasEnded = hasEnded
    }
}

/// A call action (`CXCallAction`'s subclasses): one the app requests in a transaction (`CXCallController`), or one
/// the car asks the app's provider to perform.
@_spi(CarPlayHost) public enum PlatformCallAction: Hashable, Sendable {
    /// `CXStartCallAction`.
    case start(call: UUID, handle: PlatformCallHandle, contactIdentifier: String?, isVideo: Bool)
    /// `CXAnswerCallAction`.
    case answer(call: UUID)
    /// `CXEndCallAction`.
    case end(call: UUID)
    /// `CXSetHeldCallAction`.
    case setHeld(call: UUID, onHold: Bool)
    /// `CXSetMutedCallAction`.
    case setMuted(call: UUID, muted: Bool)
    /// `CXSetGroupCallAction`; nil: the call leaves its group.
    case setGroup(call: UUID, groupedWith: UUID?)
    /// `CXPlayDTMFCallAction` with its type's raw value (single tone 1, soft pause 2, hard pause 3).
    case playDTMF(call: UUID, digits: String, type: Int)

    /// The call the action is about.
    public var call: UUID {
        switch self {
        case .start(let call, _, _, _), .answer(let call), .end(let call), .setHeld(let call, _),
            .setMuted(let call, _), .setGroup(let call, _), .playDTMF(let call, _, _):
            call
        }
    }
}

/// How an app finished an action the car asked its provider to perform.
@_spi(CarPlayHost) public enum PlatformCallActionOutcome: Hashable, Sendable {
    /// `fulfill()`, or `fulfill(withDateStarted:)` / `…Connected:` / `…Ended:` with that date.
    case fulfilled(Date?)
    /// `fail()`.
    case failed
    /// Neither before its `timeoutDate`: the provider's delegate heard `provider(_:timedOutPerforming:)`.
    case timedOut
}

/// Why the car refused a call request: CallKit's error domain and code (`CXErrorCodeIncomingCallError`,
/// `CXErrorCodeRequestTransactionError` raw values).
@_spi(CarPlayHost) public struct PlatformCallError: Error, Hashable, Sendable {
    public enum Domain: String, Hashable, Sendable {
        /// `CXErrorDomainIncomingCall`.
        case incomingCall = "com.apple.CallKit.error.incomingcall"
        /// `CXErrorDomainRequestTransaction`.
        case requestTransaction = "com.apple.CallKit.error.requesttransaction"
    }

    public var domain: Domain
    public var code: Int

    public init(_ domain: Domain, code: Int) {
        self.domain = domain
        self.code = code
    }
}

/// What a provider's configuration tells the car (`CXProviderConfiguration`).
@_spi(CarPlayHost) public struct PlatformCallConfiguration: Hashable, Sendable {
    /// The name the call screen shows under the caller (`localizedName`; nil: the app's name).
    public var localizedName: String?
    public var maximumCallGroups: Int
    public var maximumCallsPerCallGroup: Int
    public var supportsVideo: Bool
    public var includesCallsInRecents: Bool
    /// `CXHandle.HandleType` raw values.
    public var supportedHandleTypes: Set<Int>

    public init(
        localizedName: String?, maximumCallGroups: Int, maximumCallsPerCallGroup: Int, supportsVideo: Bool,
        includesCallsInRecents: Bool, supportedHandleTypes: Set<Int>
    ) {
        self.localizedName = localizedName
        self.maximumCallGroups = maximumCallGroups
        self.maximumCallsPerCallGroup = maximumCallsPerCallGroup
        self.supportsVideo = supportsVideo
        self.includesCallsInRecents = includesCallsInRecents
        self.supportedHandleTypes = supportedHandleTypes
    }
}

/// An app's `CXProvider` as the car sees it. The car keeps it weakly.
@_spi(CarPlayHost) @MainActor public protocol PlatformCallProvider: AnyObject, Sendable {
    /// The provider's configuration now.
    var callConfiguration: PlatformCallConfiguration { get }
    /// The car asks the app to perform `action` (the provider's delegate hears `provider(_:perform:)`), to be
    /// completed by `timeoutDate` (the action's `timeoutDate`); `finished` runs once, on the main actor, when the app
    /// fulfils or fails it or it times out.
    func perform(
        _ action: PlatformCallAction, timeoutDate: Date,
        finished: @escaping @MainActor @Sendable (PlatformCallActionOutcome) -> Void)
    /// The car's clock reached `now`: the actions not completed by their `timeoutDate` time out (the provider's
    /// delegate hears `provider(_:timedOutPerforming:)`; a later `fulfill()` or `fail()` changes nothing).
    func timeOutActions(at now: Date)
    /// The car activated (true) or deactivated the app's audio session for its calls
    /// (`provider(_:didActivate:)` / `provider(_:didDeactivate:)`).
    func audioSessionDidChange(active: Bool)
    /// The car ended every call of the provider (`providerDidReset(_:)`).
    func providerDidReset()
}

/// An app's `CXCallObserver` as the car sees it. The car keeps it weakly.
@_spi(CarPlayHost) @MainActor public protocol PlatformCallObserver: AnyObject, Sendable {
    /// A call of the phone changed (`callObserver(_:callChanged:)`).
    func callChanged(_ call: PlatformCall)
}

/// The car's call service for one app: what CallKit's objects ask of it.
@_spi(CarPlayHost) @MainActor public protocol PlatformCallService: AnyObject {
    /// A provider was made (`CXProvider(configuration:)`): the app's calls go through it from now on.
    func register(_ provider: any PlatformCallProvider)
    /// The provider was invalidated (`invalidate()`): its calls end.
    func invalidate(_ provider: any PlatformCallProvider)
    /// The app reports a new incoming call (`reportNewIncomingCall(with:update:completion:)`); the error CallKit
    /// gives, nil when the car rings.
    func reportNewIncomingCall(_ call: UUID, update: PlatformCallUpdate, provider: any PlatformCallProvider)
        -> PlatformCallError?
    /// `reportCall(with:updated:)`.
    func reportCall(_ call: UUID, updated: PlatformCallUpdate, provider: any PlatformCallProvider)
    /// `reportCall(with:endedAt:reason:)` with `CXCallEndedReason`'s raw value.
    func reportCall(_ call: UUID, endedAt: Date?, reason: Int, provider: any PlatformCallProvider)
    /// `reportOutgoingCall(with:startedConnectingAt:)`.
    func reportOutgoingCall(_ call: UUID, startedConnectingAt: Date?, provider: any PlatformCallProvider)
    /// `reportOutgoingCall(with:connectedAt:)`.
    func reportOutgoingCall(_ call: UUID, connectedAt: Date?, provider: any PlatformCallProvider)
    /// The app requests a transaction (`CXCallController.request(_:completion:)`): the car checks it and, when
    /// nothing is wrong, asks the app's provider to perform its actions. `completion` runs on the main actor with the
    /// error CallKit gives, nil when the request was accepted.
    func requestTransaction(
        _ actions: [PlatformCallAction], completion: @escaping @MainActor @Sendable (PlatformCallError?) -> Void)
    /// The phone's calls now (`CXCallObserver.calls`), ended ones included until the car forgets them.
    var calls: [PlatformCall] { get }
    /// An observer was made (`CXCallObserver()`): it hears every call change from now on.
    func addObserver(_ observer: any PlatformCallObserver)
}
#endif
