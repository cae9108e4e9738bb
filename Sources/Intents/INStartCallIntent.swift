#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A request to call one or more people, a number, the emergency services or voicemail, or to call back a call of the
/// history. Siri in the car sends it to a communication app.
@available(iOS 13.0, *)
open class INStartCallIntent: INIntent {
    /// Which calls of the history the user means ("call my last missed call").
    @available(iOS 14.0, *)
    public let callRecordFilter: INCallRecordFilter?
    /// The call to call back.
    @available(iOS 14.0, *)
    public let callRecordToCallBack: INCallRecord?
    public let audioRoute: INCallAudioRoute
    public let destinationType: INCallDestinationType
    public let contacts: [INPerson]?
    public let callCapability: INCallCapability
    /// The kind of call to redial (iOS 13; since iOS 14 the call to call back says it).
    @available(iOS, introduced: 13.0, deprecated: 14.0)
    public let recordTypeForRedialing: INCallRecordType

    /// A call to start (the designated initializer since iOS 14).
    @available(iOS 14.0, *)
    public init(
        callRecordFilter: INCallRecordFilter?, callRecordToCallBack: INCallRecord?, audioRoute: INCallAudioRoute,
        destinationType: INCallDestinationType, contacts: [INPerson]?, callCapability: INCallCapability
    ) {
        self.callRecordFilter = callRecordFilter
        self.callRecordToCallBack = callRecordToCallBack
        self.audioRoute = audioRoute
        self.destinationType = destinationType
        self.contacts = contacts
        self.callCapability = callCapability
        recordTypeForRedialing = callRecordToCallBack?.callRecordType ?? .unknown
        super.init()
    }

    /// A call to start, redialing a kind of call (iOS 13).
    @available(
        iOS, introduced: 13.0, deprecated: 14.0,
        renamed: "init(callRecordFilter:callRecordToCallBack:audioRoute:destinationType:contacts:callCapability:)"
    )
    public convenience init(
        audioRoute: INCallAudioRoute, destinationType: INCallDestinationType, contacts: [INPerson]?,
        recordTypeForRedialing: INCallRecordType, callCapability: INCallCapability
    ) {
        self.init(
            callRecordFilter: nil, callRecordToCallBack: nil, audioRoute: audioRoute, destinationType: destinationType,
            contacts: contacts, callCapability: callCapability, recordTypeForRedialing: recordTypeForRedialing)
    }

    private init(
        callRecordFilter: INCallRecordFilter?, callRecordToCallBack: INCallRecord?, audioRoute: INCallAudioRoute,
        destinationType: INCallDestinationType, contacts: [INPerson]?, callCapability: INCallCapability,
        recordTypeForRedialing: INCallRecordType
    ) {
        self.callRecordFilter = callRecordFilter
        self.callRecordToCallBack = callRecordToCallBack
        self.audioRoute = audioRoute
        self.destinationType = destinationType
        self.contacts = contacts
        self.callCapability = callCapability
        self.recordTypeForRedialing = recordTypeForRedialing
        super.init()
    }
}
#endif
