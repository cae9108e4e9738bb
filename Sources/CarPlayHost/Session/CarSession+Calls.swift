import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import AVFAudio
@_spi(CarPlayHost) import _PlatformHost

// The app's way to the car's calls (CallKit) and VoIP pushes (PushKit).
extension CarSession {
    /// The car's call service as this app reaches it; nil when the car keeps no calls.
    var callService: (any PlatformCallService)? { callCenter?.link(for: self) }
    /// The car's push service as this app reaches it; nil when the car keeps no calls.
    var pushService: (any PlatformPushService)? { callCenter?.link(for: self) }

    /// CallKit activates or deactivates the app's audio session for its calls.
    func setCallAudioSessionActive(_ active: Bool) {
        runAsApp { AVAudioSession.sharedInstance()._hostSetActive(active) }
    }

    /// Terminates the app through the one fault path, with the exception iOS raises.
    func raiseFault(name: String, reason: String) {
        raise(CPHostException(name: name, reason: reason))
    }

    /// The car's network sends the app a push of `type` (`PKPushType` raw value) with `payload`: false when no
    /// registry of the app wants pushes of that type.
    public func deliverPush(_ payload: [String: PushValue], type: String = PushValue.voIPType) -> Bool {
        guard let link = callCenter?.link(for: self) else { return false }
        // iOS launches an app that is not running for its VoIP push; its delegate registers for pushes at launch.
        if !link.wantsPushes(of: type), let launchInBackground { runAsApp { launchInBackground() } }
        return link.deliverPush(payload.mapValues(\.platformValue), type: type)
    }

    /// Pushes the car's network delivered whose completion the app has not called yet (the app's push registry
    /// delivers them on its queue, later).
    public var pushesUnderway: Int { callCenter?.link(for: self).pushesUnderway ?? 0 }

    /// Whether a push registry of the app wants pushes of `type`.
    public func wantsPushes(of type: String = PushValue.voIPType) -> Bool {
        callCenter?.link(for: self).wantsPushes(of: type) ?? false
    }
}

extension CarSession {
    /// Gives the session a call center of its own, as a car with only this app keeps (a `TestCar`): its changes are
    /// the session's, and call audio sets the app's prompt style (a call makes voice prompts short).
    @discardableResult
    public func keepOwnCalls() -> CallCenter {
        let center = CallCenter()
        center.clock = { [weak self] in self?.clock() ?? Date() }
        center.onChange = { [weak self] in self?.changed() }
        center.callAudioChanged = { [weak self, weak center] _, _ in
            guard let self, let center else { return }
            var state = voiceState
            state.isOnCall = !center.appsWithCallAudio.isEmpty
            if state != voiceState { setVoiceState(state) }
        }
        callCenter = center
        return center
    }
}
