import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import AVFAudio

/// The car's audio arbitration as a value: the car's own source (the radio), the apps whose audio sessions hold the
/// audio focus, in the order they took it, and the app the car's Now Playing controls reach.
///
/// Pure: each mutating method applies one thing that happened and returns what changed, in order, for the car
/// system to carry out (interrupting an app) and to log. The rules (docs/DECISIONS.md, "Car system and simulator"):
/// - an active session of a playing category that does not mix with others takes the focus; the radio stops and
///   does not resume by itself when the focus is released;
/// - the radio is ducked while it plays and any app's active session ducks others or uses the voice-prompt mode
///   (`SpeechRules.ducksOthers`); so is every app holding the focus whose audio another app's session ducks;
/// - an app's session activated with `.interruptSpokenAudioAndMixWithOthers` (a navigation prompt) interrupts the
///   holders playing spoken audio (mode `.spokenAudio`: podcasts, audiobooks), navigation spec §16; when it is
///   deactivated with `.notifyOthersOnDeactivation` they may resume;
/// - switching the radio on takes the audio back: every holder is interrupted (its session becomes inactive);
/// - when the phone disconnects its audio stops and the radio (if on) plays again;
/// - an app closed after a fault loses the focus.
public struct AudioFocus: Hashable, Sendable {
    /// The car's audio source.
    public struct Radio: Codable, Hashable, Sendable {
        /// The radio is switched on as the car's source.
        public var isOn: Bool
        /// It is audible: on, and not silenced by an app that took the focus (it plays again when switched on or
        /// when the phone disconnects).
        public var isPlaying: Bool
        public var station: String
        /// An app's voice prompt lowers it now.
        public var isDucked: Bool

        public init(isOn: Bool = true, isPlaying: Bool = true, station: String = "FM 101.1", isDucked: Bool = false) {
            self.isOn = isOn
            self.isPlaying = isPlaying
            self.station = station
            self.isDucked = isDucked
        }
    }

    /// What changed, in the order it happened.
    public enum Change: Hashable, Sendable {
        /// The app's session (of the category, a raw value) took the focus; the app owns Now Playing.
        case tookFocus(app: String, category: String)
        /// The radio stopped because the app plays.
        case radioStopped(for: String)
        /// The app's session no longer holds the focus.
        case releasedFocus(app: String)
        /// The radio is lowered (true) or back to full volume (false).
        case radioDucked(Bool)
        /// An app's audio (it holds the focus) is lowered by another app's voice prompt (true) or back to full volume.
        case appDucked(app: String, Bool)
        /// The car's source took the audio back from the app: its session is interrupted (becomes inactive) and
        /// the app is paused. The system carries this out.
        case interrupted(app: String)
        /// Another app's voice prompt (`by`, a session with `.interruptSpokenAudioAndMixWithOthers`) paused the
        /// app playing spoken audio: its session is interrupted (becomes inactive) and the app is paused. The
        /// system carries this out.
        case spokenAudioInterrupted(app: String, by: String)
        /// The voice prompt that paused the app ended and notified others: the app's interruption ends and it may
        /// resume. The system carries this out.
        case spokenAudioMayResume(app: String)
        /// The radio was switched on or off.
        case radioSwitched(on: Bool)
        /// The phone disconnected while an app held the focus: the phone's audio stopped.
        case phoneAudioStopped
        /// The radio plays again (the phone's audio went).
        case radioResumed
        /// An app closed after a fault held the focus; it lost it.
        case closedAppLostFocus(app: String)
        /// The system took the audio (a call's, Siri's): the app playing is interrupted (its session becomes
        /// inactive) and paused. The system carries this out.
        case interruptedBySystem(app: String, reason: SystemAudioReason)
        /// The system's audio ended: the app it paused hears its interruption end and may resume. The system carries
        /// this out.
        case systemAudioEndedMayResume(app: String)
        /// The radio paused for the system's audio (true) or plays again after it (false).
        case radioPausedForSystem(Bool, reason: SystemAudioReason)
    }

    /// Why the system takes the audio from the apps and the radio: a call, or Siri listening and speaking.
    public enum SystemAudioReason: String, Hashable, Sendable, CaseIterable { case call, siri }

    /// What the system's audio (a call's, Siri's) paused, until it ends.
    public struct SystemAudio: Hashable, Sendable {
        /// The app whose call or Siri has the audio.
        public var app: String
        /// The apps it interrupted, in the order they held the focus.
        public var pausedApps: [String]
        /// Whether the radio was playing when the call began.
        public var pausedRadio: Bool
    }

    /// The car's radio.
    public private(set) var radio: Radio
    /// The apps whose session holds the focus, in the order they took it.
    public private(set) var holders: [String] = []
    /// The app that owns Now Playing: the last holder to take the focus (the previous one when it releases).
    public private(set) var nowPlayingApp: String?
    /// The apps' audio sessions as last reported (apps without a session are absent).
    public private(set) var sessions: [String: AudioSessionState] = [:]
    /// The apps holding the focus whose audio another app's session lowers now, in the order they took the focus.
    public private(set) var duckedApps: [String] = []
    /// The spoken-audio apps a voice prompt paused, and the app whose prompt did, until the prompt ends.
    public private(set) var pausedForPrompt: [String: String] = [:]
    /// The system's audio by reason (a call's, Siri's) and what each paused, while it has the audio.
    public private(set) var systemAudio: [SystemAudioReason: SystemAudio] = [:]
    /// What a call's audio paused, while a call has the audio.
    public var callAudio: SystemAudio? { systemAudio[.call] }

    /// A car whose radio is `radio` (by default on and playing) and no app holds the focus.
    public init(radio: Radio = Radio()) { self.radio = radio }

    // MARK: Apps' audio sessions

    /// The apps' audio sessions now (`sessions`, apps without one absent), after `app`'s changed: `app` takes or
    /// releases the focus, and the radio's ducking follows every session.
    public mutating func sessionsChanged(_ app: String, sessions: [String: AudioSessionState]) -> [Change] {
        let wasActive = self.sessions[app]?.isActive ?? false
        self.sessions = sessions
        let state = sessions[app]
        let takesFocus = state?.takesAudioFocus ?? false
        var changes: [Change] = []
        if let state, state.isActive, !wasActive, SpeechRules.interruptsSpokenAudio(state) {
            for holder in holders where holder != app {
                guard let other = sessions[holder], other.isActive, SpeechRules.isSpokenAudio(other) else { continue }
                holders.removeAll { $0 == holder }
                if nowPlayingApp == holder { nowPlayingApp = holders.last }
                self.sessions[holder]?.isActive = false
                pausedForPrompt[holder] = app
                changes += [.spokenAudioInterrupted(app: holder, by: app), .releasedFocus(app: holder)]
            }
        }
        // An app that plays again is no longer waiting; a prompt that ended lets the apps it paused resume if it
        // notified others, else they stay paused.
        if state?.isActive == true { pausedForPrompt[app] = nil }
        if wasActive, state?.isActive != true {
            let paused = pausedForPrompt.filter { $0.value == app }.keys.sorted()
            for other in paused {
                pausedForPrompt[other] = nil
                if state?.notifiedOthersOnDeactivation == true { changes.append(.spokenAudioMayResume(app: other)) }
            }
        }
        if takesFocus, !holders.contains(app) {
            holders.append(app)
            nowPlayingApp = app
            changes.append(.tookFocus(app: app, category: state?.category ?? ""))
            // The radio stops for the app; paused for a call or Siri, it no longer comes back when they end.
            let pausedForSystem = systemAudio.values.contains { $0.pausedRadio }
            for reason in systemAudio.keys { systemAudio[reason]?.pausedRadio = false }
            if radio.isPlaying || pausedForSystem {
                radio.isPlaying = false
                changes.append(.radioStopped(for: app))
            }
        } else if !takesFocus, holders.contains(app) {
            holders.removeAll { $0 == app }
            if nowPlayingApp == app { nowPlayingApp = holders.last }
            changes.append(.releasedFocus(app: app))
        }
        return changes + updateDucking()
    }

    /// The radio is ducked while it plays and an app's session lowers other audio, and so is each holder while
    /// another app's session does; what changed.
    private mutating func updateDucking() -> [Change] {
        var changes: [Change] = []
        let ducked = radio.isPlaying && sessions.values.contains(where: SpeechRules.ducksOthers)
        if ducked != radio.isDucked {
            radio.isDucked = ducked
            changes.append(.radioDucked(ducked))
        }
        let duckers = Set(sessions.filter { SpeechRules.ducksOthers($0.value) }.keys)
        let apps = holders.filter { !duckers.subtracting([$0]).isEmpty }
        for app in duckedApps where !apps.contains(app) { changes.append(.appDucked(app: app, false)) }
        for app in apps where !duckedApps.contains(app) { changes.append(.appDucked(app: app, true)) }
        duckedApps = apps
        return changes
    }

    /// `app`'s audio session is now `state` (nil: it has none, e.g. it is not connected); the other apps' are as
    /// last reported.
    public mutating func sessionChanged(_ app: String, to state: AudioSessionState?) -> [Change] {
        var sessions = sessions
        sessions[app] = state
        return sessionsChanged(app, sessions: sessions)
    }

    /// `app` activated its audio session with a category, mode and options.
    public mutating func activate(
        _ app: String, category: AVAudioSession.Category, mode: AVAudioSession.Mode = .default,
        options: AVAudioSession.CategoryOptions = []
    ) -> [Change] {
        let state = AudioSessionState(
            isActive: true, category: category.rawValue, mode: mode.rawValue, options: options.rawValue)
        return sessionChanged(app, to: state)
    }

    /// `app` deactivated its audio session (keeping its category, mode and options).
    public mutating func deactivate(_ app: String) -> [Change] {
        guard var state = sessions[app] else { return sessionChanged(app, to: nil) }
        state.isActive = false
        return sessionChanged(app, to: state)
    }

    // MARK: The car

    /// Switches the radio on or off (nothing changes when it is already so and, when on, playing). Switching it on
    /// takes the audio back: every holder is interrupted, in order, and releases the focus.
    public mutating func setRadio(_ on: Bool) -> [Change] {
        guard on != radio.isOn || on != radio.isPlaying else { return [] }
        radio.isOn = on
        radio.isPlaying = on
        var changes: [Change] = []
        if on {
            for holder in holders {
                changes += [.interrupted(app: holder), .releasedFocus(app: holder)]
                sessions[holder]?.isActive = false
            }
            holders = []
            nowPlayingApp = nil
        }
        changes.append(.radioSwitched(on: on))
        return changes + updateDucking()
    }

    /// The phone disconnected (every app's scene with it): the phone's audio stops and the radio, if on, plays.
    public mutating func phoneDisconnected() -> [Change] {
        var changes: [Change] = []
        holders = []
        sessions = [:]
        if nowPlayingApp != nil {
            nowPlayingApp = nil
            changes.append(.phoneAudioStopped)
        }
        if radio.isOn, !radio.isPlaying {
            radio.isPlaying = true
            changes.append(.radioResumed)
        }
        return changes + updateDucking()
    }

    /// `app` was closed after a fault: it loses the focus (Now Playing goes to the previous holder); the radio does
    /// not resume by itself.
    public mutating func appClosed(_ app: String) -> [Change] {
        sessions[app] = nil
        guard holders.contains(app) else { return updateDucking() }
        holders.removeAll { $0 == app }
        if nowPlayingApp == app { nowPlayingApp = holders.last }
        return [.closedAppLostFocus(app: app)] + updateDucking()
    }

    // MARK: The system's audio: calls and Siri

    /// A call of `app` (CallKit activated its session) or `app`'s Siri takes the audio: every other app holding the
    /// focus is interrupted and paused, and the radio pauses; they come back when the last of the system's audio
    /// ends (`systemAudioEnded(for:)`). A calling app's own session then takes the focus as any session does.
    /// Nothing changes while the same reason already has the audio.
    public mutating func systemAudioBegan(_ app: String, for reason: SystemAudioReason) -> [Change] {
        guard systemAudio[reason] == nil else { return [] }
        var changes: [Change] = []
        // A call's app keeps its session (its audio is the call's); Siri pauses even the app it works for.
        let paused = holders.filter { ($0 != app || reason == .siri) && sessions[$0]?.isActive == true }
        for holder in paused {
            sessions[holder]?.isActive = false
            changes += [.interruptedBySystem(app: holder, reason: reason), .releasedFocus(app: holder)]
        }
        holders.removeAll { paused.contains($0) }
        if let owner = nowPlayingApp, paused.contains(owner) { nowPlayingApp = holders.last }
        let pausedRadio = radio.isPlaying
        if pausedRadio {
            radio.isPlaying = false
            changes.append(.radioPausedForSystem(true, reason: reason))
        }
        systemAudio[reason] = SystemAudio(app: app, pausedApps: paused, pausedRadio: pausedRadio)
        return changes + updateDucking()
    }

    /// The system's audio goes on for another app (Siri took a request on in another app): nothing resumes.
    public mutating func systemAudioMoved(to app: String, for reason: SystemAudioReason) {
        systemAudio[reason]?.app = app
    }

    /// The call's audio ended (its app's last call ended) or Siri went: the apps it paused may resume, in order, and
    /// the radio plays again if it paused it and it is still on — unless the system's other audio still plays (a
    /// call Siri began during, or the other way round): then they wait for that to end.
    public mutating func systemAudioEnded(for reason: SystemAudioReason) -> [Change] {
        guard let ended = systemAudio.removeValue(forKey: reason) else { return [] }
        if let other = SystemAudioReason.allCases.first(where: { systemAudio[$0] != nil }) {
            systemAudio[other]?.pausedApps += ended.pausedApps
            if ended.pausedRadio { systemAudio[other]?.pausedRadio = true }
            return updateDucking()
        }
        var changes: [Change] = ended.pausedApps.map { .systemAudioEndedMayResume(app: $0) }
        if ended.pausedRadio, radio.isOn, !radio.isPlaying {
            radio.isPlaying = true
            changes.append(.radioPausedForSystem(false, reason: reason))
        }
        return changes + updateDucking()
    }
}
