#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Who a call goes to: a person, the emergency services, voicemail, the last number (redial) or a caller (call back).
@available(iOS 11.0, *)
public enum INCallDestinationType: Int, Sendable {
    case unknown = 0
    case normal = 1
    case emergency = 2
    case voicemail = 3
    case redial = 4
    @available(iOS 13.0, *)
    case callBack = 5

    // The first names of the cases, which Apple keeps as deprecated aliases.
    @available(iOS, introduced: 11.0, deprecated: 11.0, message: "Use INCallDestinationTypeNormal instead")
    public static let normalDestination = INCallDestinationType.normal
    @available(iOS, introduced: 11.0, deprecated: 11.0, message: "Use INCallDestinationTypeEmergency instead")
    public static let emergencyDestination = INCallDestinationType.emergency
    @available(iOS, introduced: 11.0, deprecated: 11.0, message: "Use INCallDestinationTypeVoicemail instead")
    public static let voicemailDestination = INCallDestinationType.voicemail
    @available(iOS, introduced: 11.0, deprecated: 11.0, message: "Use INCallDestinationTypeRedial instead")
    public static let redialDestination = INCallDestinationType.redial
}
#endif
