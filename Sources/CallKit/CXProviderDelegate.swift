#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import AVFAudio
import Foundation

/// What a provider tells its delegate, on the delegate queue (`setDelegate(_:queue:)`; nil: the main queue): the car
/// asks the app to perform call actions (the driver answered, ended, muted a call), activates and deactivates the
/// app's audio session for its calls, and resets the provider.
///
/// Only `providerDidReset(_:)` is required. The others are optional, as on iOS: the defaults of the `perform`
/// methods fail the action (an action nobody performs fails, as an unanswered one times out on iOS), the others do
/// nothing, and `provider(_:execute:)` answers false (the provider performs the actions one by one).
@available(iOS 10.0, *)
public protocol CXProviderDelegate: NSObjectProtocol {
    /// The car ended every call of the provider: the app ends its calls and stops their audio.
    func providerDidReset(_ provider: CXProvider)
    /// The provider is ready (once the delegate is set).
    func providerDidBegin(_ provider: CXProvider)
    /// The provider is about to perform `transaction`'s actions: true when the delegate performs the whole
    /// transaction itself (it then fulfils or fails its actions), false to have each action performed through the
    /// `provider(_:perform:)` methods.
    func provider(_ provider: CXProvider, execute transaction: CXTransaction) -> Bool
    /// Start the outgoing call; fulfil the action once it began connecting.
    func provider(_ provider: CXProvider, perform action: CXStartCallAction)
    /// Answer the incoming call; configure the audio session, and start the call's audio only once
    /// `provider(_:didActivate:)` arrives.
    func provider(_ provider: CXProvider, perform action: CXAnswerCallAction)
    /// End (or decline) the call.
    func provider(_ provider: CXProvider, perform action: CXEndCallAction)
    /// Put the call on hold or resume it.
    func provider(_ provider: CXProvider, perform action: CXSetHeldCallAction)
    /// Mute or unmute the call.
    func provider(_ provider: CXProvider, perform action: CXSetMutedCallAction)
    /// Group the call with another, or take it out of its group.
    func provider(_ provider: CXProvider, perform action: CXSetGroupCallAction)
    /// Play DTMF tones in the call.
    func provider(_ provider: CXProvider, perform action: CXPlayDTMFCallAction)
    /// `action` was not completed before its timeout date.
    func provider(_ provider: CXProvider, timedOutPerforming action: CXAction)
    /// The car activated the app's audio session for its calls: start the call's audio now.
    func provider(_ provider: CXProvider, didActivate audioSession: AVAudioSession)
    /// The car deactivated the app's audio session: the call's audio stops.
    func provider(_ provider: CXProvider, didDeactivate audioSession: AVAudioSession)
}

@available(iOS 10.0, *)
extension CXProviderDelegate {
    /// Does nothing.
    public func providerDidBegin(_ provider: CXProvider) {}
    /// False: the provider performs the actions one by one.
    public func provider(_ provider: CXProvider, execute transaction: CXTransaction) -> Bool { false }
    /// Leaves the action unanswered: CallKit times it out (`provider(_:timedOutPerforming:)`), as iOS does when
    /// the delegate does not implement this method.
    public func provider(_ provider: CXProvider, perform action: CXStartCallAction) {}
    /// Leaves the action unanswered: CallKit times it out (`provider(_:timedOutPerforming:)`), as iOS does when
    /// the delegate does not implement this method.
    public func provider(_ provider: CXProvider, perform action: CXAnswerCallAction) {}
    /// Leaves the action unanswered: CallKit times it out (`provider(_:timedOutPerforming:)`), as iOS does when
    /// the delegate does not implement this method.
    public func provider(_ provider: CXProvider, perform action: CXEndCallAction) {}
    /// Leaves the action unanswered: CallKit times it out (`provider(_:timedOutPerforming:)`), as iOS does when
    /// the delegate does not implement this method.
    public func provider(_ provider: CXProvider, perform action: CXSetHeldCallAction) {}
    /// Leaves the action unanswered: CallKit times it out (`provider(_:timedOutPerforming:)`), as iOS does when
    /// the delegate does not implement this method.
    public func provider(_ provider: CXProvider, perform action: CXSetMutedCallAction) {}
    /// Leaves the action unanswered: CallKit times it out (`provider(_:timedOutPerforming:)`), as iOS does when
    /// the delegate does not implement this method.
    public func provider(_ provider: CXProvider, perform action: CXSetGroupCallAction) {}
    /// Leaves the action unanswered: CallKit times it out (`provider(_:timedOutPerforming:)`), as iOS does when
    /// the delegate does not implement this method.
    public func provider(_ provider: CXProvider, perform action: CXPlayDTMFCallAction) {}
    /// Does nothing.
    public func provider(_ provider: CXProvider, timedOutPerforming action: CXAction) {}
    /// Does nothing.
    public func provider(_ provider: CXProvider, didActivate audioSession: AVAudioSession) {}
    /// Does nothing.
    public func provider(_ provider: CXProvider, didDeactivate audioSession: AVAudioSession) {}
}
#endif
