#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A call of the app's call history: when, what kind, with whom, how long, and whether the user has seen it.
///
/// As on iOS, Objective-C's number parameters come to Swift refined: `callDuration`, `unseen` and `numberOfCalls` read
/// as Swift values, and the designated initializer, which alone takes `participants` and `isCallerIdBlocked`, is the
/// `__`-prefixed one with `NSNumber`s (Apple gives it no Swift refinement).
@available(iOS 11.0, *)
open class INCallRecord: NSObject {
    public let identifier: String
    public let dateCreated: Date?
    public let callRecordType: INCallRecordType
    public let callCapability: INCallCapability
    /// The people on the call.
    @available(iOS 14.5, *)
    public let participants: [INPerson]?
    /// The call's length in seconds, as a number (read `callDuration`).
    public let __callDuration: NSNumber?
    /// Whether the user has not seen the call, as a number (read `unseen`).
    public let __unseen: NSNumber?
    /// How many calls the record stands for, as a number (read `numberOfCalls`).
    @available(iOS 13.0, *)
    public let __numberOfCalls: NSNumber?
    /// Whether the caller hid their number, as a number.
    @available(iOS 14.5, *)
    public let __isCallerIdBlocked: NSNumber?

    /// A call with its participants and whether the caller hid their number (the designated initializer).
    @available(iOS 14.5, *)
    public init(
        __identifier identifier: String, dateCreated: Date?, callRecordType: INCallRecordType,
        callCapability: INCallCapability, callDuration: NSNumber?, unseen: NSNumber?, participants: [INPerson]?,
        numberOfCalls: NSNumber?, isCallerIdBlocked: NSNumber?
    ) {
        self.identifier = identifier
        self.dateCreated = dateCreated
        self.callRecordType = callRecordType
        self.callCapability = callCapability
        __callDuration = callDuration
        __unseen = unseen
        self.participants = participants
        __numberOfCalls = numberOfCalls
        __isCallerIdBlocked = isCallerIdBlocked
        super.init()
    }

    /// A call without participants.
    public convenience init(
        __identifier identifier: String, dateCreated: Date?, callRecordType: INCallRecordType,
        callCapability: INCallCapability, callDuration: NSNumber?, unseen: NSNumber?
    ) {
        self.init(
            __identifier: identifier, dateCreated: dateCreated, callRecordType: callRecordType,
            callCapability: callCapability, callDuration: callDuration, unseen: unseen, participants: nil,
            numberOfCalls: nil, isCallerIdBlocked: nil)
    }

    /// A call without participants, standing for `numberOfCalls` calls.
    @available(iOS 13.0, *)
    public convenience init(
        __identifier identifier: String, dateCreated: Date?, callRecordType: INCallRecordType,
        callCapability: INCallCapability, callDuration: NSNumber?, unseen: NSNumber?, numberOfCalls: NSNumber?
    ) {
        self.init(
            __identifier: identifier, dateCreated: dateCreated, callRecordType: callRecordType,
            callCapability: callCapability, callDuration: callDuration, unseen: unseen, participants: nil,
            numberOfCalls: numberOfCalls, isCallerIdBlocked: nil)
    }

    /// A call with Swift values (the Swift overlay's initializer); the caller becomes the only participant.
    @available(iOS 13.0, *)
    public convenience init(
        identifier: String, dateCreated: Date? = nil, caller: INPerson? = nil,
        callRecordType: INCallRecordType = .unknown, callCapability: INCallCapability = .unknown,
        callDuration: Double? = nil, unseen: Bool? = nil, numberOfCalls: Int? = nil
    ) {
        self.init(
            __identifier: identifier, dateCreated: dateCreated, callRecordType: callRecordType,
            callCapability: callCapability, callDuration: callDuration.map { NSNumber(value: $0) },
            unseen: unseen.map { NSNumber(value: $0) }, participants: caller.map { [$0] },
            numberOfCalls: numberOfCalls.map { NSNumber(value: $0) }, isCallerIdBlocked: nil)
    }

    /// The person on the other end: the first participant.
    @available(iOS, introduced: 11.0, deprecated: 14.5)
    public var caller: INPerson? { participants?.first }

    /// The call's length in seconds.
    public final var callDuration: Double? { __callDuration?.doubleValue }
    /// Whether the user has not seen the call.
    public final var unseen: Bool? { __unseen?.boolValue }
    /// How many calls the record stands for.
    @available(iOS 13.0, *)
    public final var numberOfCalls: Int? { __numberOfCalls?.intValue }
}
#endif
