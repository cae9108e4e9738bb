#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The kind of a message's content.
@available(iOS 11.0, *)
public enum INMessageType: Int, Sendable {
    case unspecified = 0
    case text = 1
    case audio = 2
    case digitalTouch = 3
    case handwriting = 4
    case sticker = 5
    case tapbackLiked = 6
    case tapbackDisliked = 7
    case tapbackEmphasized = 8
    case tapbackLoved = 9
    case tapbackQuestioned = 10
    case tapbackLaughed = 11
    case mediaCalendar = 12
    case mediaLocation = 13
    case mediaAddressCard = 14
    case mediaImage = 15
    case mediaVideo = 16
    case mediaPass = 17
    case mediaAudio = 18
    @available(iOS 12.0, *)
    case paymentSent = 19
    @available(iOS 12.0, *)
    case paymentRequest = 20
    @available(iOS 12.0, *)
    case paymentNote = 21
    @available(iOS 12.0, *)
    case animoji = 22
    @available(iOS 12.0, *)
    case activitySnippet = 23
    @available(iOS 12.0, *)
    case file = 24
    @available(iOS 12.0, *)
    case link = 25
    @available(iOS 17.0, *)
    case reaction = 26
    @available(iOS 18.0, *)
    case mediaAnimatedImage = 27
    @available(iOS 18.0, *)
    case thirdPartyAttachment = 28
}
#endif
