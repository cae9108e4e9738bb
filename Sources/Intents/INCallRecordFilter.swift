#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Which calls of the call history an intent means: with whom, of which kinds, audio or video.
@available(iOS 14.0, *)
open class INCallRecordFilter: NSObject {
    public let participants: [INPerson]?
    public let callTypes: INCallRecordTypeOptions
    public let callCapability: INCallCapability

    /// A filter of the calls with `participants`, of `callTypes`, with `callCapability`.
    public init(participants: [INPerson]?, callTypes: INCallRecordTypeOptions = [], callCapability: INCallCapability) {
        self.participants = participants
        self.callTypes = callTypes
        self.callCapability = callCapability
        super.init()
    }
}
#endif
