import AVFAudio
import CarPlayHost
import Expectations
import Testing

/// The car's audio arbitration, rule by rule, as a value (docs/DECISIONS.md, "Car system and simulator").
@Suite struct AudioFocusTests {
    static let playback = AVAudioSession.Category.playback.rawValue

    /// A focus where `app` plays (a non-mixing playback session): the radio stopped.
    static func playing(_ apps: String...) -> AudioFocus {
        var focus = AudioFocus()
        for app in apps { _ = focus.activate(app, category: .playback) }
        return focus
    }

    // MARK: The system's audio

    /// A call and Siri both take the audio; what the first paused waits until the last of them ends, whichever
    /// order they end in.
    @Test(arguments: [true, false])
    func whatTheSystemsAudioPausedResumesWhenTheLastOfItEnds(callEndsFirst: Bool) {
        var focus = Self.playing("music")
        expectEqual(
            focus.systemAudioBegan("chat", for: .siri),
            [
                .interruptedBySystem(app: "music", reason: .siri), .releasedFocus(app: "music"),
            ])
        expectTrue(focus.systemAudioBegan("chat", for: .call).isEmpty, "nothing more to pause")
        expectTrue(focus.systemAudioBegan("chat", for: .call).isEmpty, "the same reason again changes nothing")
        let first: AudioFocus.SystemAudioReason = callEndsFirst ? .call : .siri
        let last: AudioFocus.SystemAudioReason = callEndsFirst ? .siri : .call
        expectTrue(focus.systemAudioEnded(for: first).isEmpty, "music waits for the other")
        expectEqual(focus.systemAudio[last]?.pausedApps, ["music"])
        expectEqual(focus.systemAudioEnded(for: last), [.systemAudioEndedMayResume(app: "music")])
        expectTrue(focus.systemAudio.isEmpty && focus.systemAudioEnded(for: last).isEmpty)
    }

    // MARK: Taking the focus

    @Test func startsWithTheRadioPlayingAndNoHolder() {
        let focus = AudioFocus()
        expectEqual(focus.radio, AudioFocus.Radio(isOn: true, isPlaying: true, station: "FM 101.1", isDucked: false))
        expectTrue(focus.holders.isEmpty && focus.nowPlayingApp == nil && focus.sessions.isEmpty)
    }

    @Test func aNonMixingPlaybackSessionTakesTheFocusAndStopsTheRadio() {
        var focus = AudioFocus()
        let changes = focus.activate("music", category: .playback)
        expectEqual(changes, [.tookFocus(app: "music", category: Self.playback), .radioStopped(for: "music")])
        expectTrue(focus.holders == ["music"] && focus.nowPlayingApp == "music")
        expectTrue(focus.radio.isOn && !focus.radio.isPlaying)
    }

    @Test(arguments: [
        (AVAudioSession.Category.playback, true), (.playAndRecord, true), (.soloAmbient, true), (.multiRoute, true),
        (.ambient, false), (.record, false),
    ])
    func onlyPlayingCategoriesTakeTheFocus(category: AVAudioSession.Category, takes: Bool) {
        var focus = AudioFocus()
        _ = focus.activate("app", category: category)
        expectEqual(focus.holders, (takes ? ["app"] : []))
        expectEqual(focus.radio.isPlaying, !takes)
    }

    @Test func anInactiveSessionDoesNotTakeTheFocus() {
        var focus = AudioFocus()
        let state = AudioSessionState(isActive: false, category: Self.playback, mode: "", options: 0)
        expectTrue(focus.sessionChanged("music", to: state).isEmpty)
        expectTrue(focus.holders.isEmpty && focus.radio.isPlaying)
        expectEqual(focus.sessions["music"], state)
    }

    @Test func mixingSessionsDoNotTakeTheFocus() {
        var focus = AudioFocus()
        expectTrue(focus.activate("podcast", category: .playback, options: .mixWithOthers).isEmpty)
        expectTrue(focus.holders.isEmpty && focus.nowPlayingApp == nil)
        expectTrue(focus.radio.isPlaying && !focus.radio.isDucked)
    }

    @Test func reportingTheSameSessionAgainChangesNothing() {
        var focus = Self.playing("music")
        expectTrue(focus.activate("music", category: .playback).isEmpty)
        expectEqual(focus.holders, ["music"])
    }

    @Test func theLastAppToTakeTheFocusOwnsNowPlaying() {
        var focus = Self.playing("music")
        let changes = focus.activate("audiobook", category: .playback)
        expectEqual(changes, [.tookFocus(app: "audiobook", category: Self.playback)], "the radio was already stopped")
        expectTrue(focus.holders == ["music", "audiobook"] && focus.nowPlayingApp == "audiobook")
    }

    // MARK: Releasing the focus

    @Test func deactivatingReleasesTheFocusAndTheRadioStaysStopped() {
        var focus = Self.playing("music")
        expectEqual(focus.deactivate("music"), [.releasedFocus(app: "music")])
        expectTrue(focus.holders.isEmpty && focus.nowPlayingApp == nil)
        expectTrue(focus.radio.isOn && !focus.radio.isPlaying, "the radio does not resume by itself")
        expectTrue(focus.sessions["music"]?.isActive == false && focus.sessions["music"]?.category == Self.playback)
    }

    @Test func nowPlayingFallsBackToThePreviousHolder() {
        var focus = Self.playing("music", "audiobook")
        expectEqual(focus.deactivate("audiobook"), [.releasedFocus(app: "audiobook")])
        expectEqual(focus.nowPlayingApp, "music")

        focus = Self.playing("music", "audiobook")
        _ = focus.deactivate("music")
        expectTrue(
            focus.holders == ["audiobook"] && focus.nowPlayingApp == "audiobook", "a holder that is not the owner")
    }

    @Test func switchingToAMixingSessionReleasesTheFocus() {
        var focus = Self.playing("music")
        expectEqual(
            focus.activate("music", category: .playback, options: .mixWithOthers), [.releasedFocus(app: "music")])
    }

    @Test func losingTheSessionReleasesTheFocus() {
        var focus = Self.playing("music")
        expectEqual(focus.sessionChanged("music", to: nil), [.releasedFocus(app: "music")])
        expectEqual(focus.sessions["music"], nil)
    }

    @Test func deactivatingWithoutASessionChangesNothing() {
        var focus = AudioFocus()
        expectTrue(focus.deactivate("music").isEmpty)
    }

    // MARK: Ducking

    @Test func aDuckingSessionLowersThePlayingRadio() {
        var focus = AudioFocus()
        expectEqual(
            focus.activate("maps", category: .playback, options: [.mixWithOthers, .duckOthers]), [.radioDucked(true)])
        expectTrue(focus.radio.isDucked && focus.radio.isPlaying && focus.holders.isEmpty)
        expectEqual(focus.deactivate("maps"), [.radioDucked(false)])
        expectTrue(!focus.radio.isDucked)
    }

    @Test func aVoicePromptLowersThePlayingRadio() {
        var focus = AudioFocus()
        expectEqual(
            focus.activate("maps", category: .playback, mode: .voicePrompt, options: .mixWithOthers),
            [
                .radioDucked(true)
            ])
        expectTrue(focus.radio.isDucked)
    }

    @Test func anInactiveVoicePromptDoesNotDuck() {
        var focus = AudioFocus()
        let state = AudioSessionState(
            isActive: false, category: Self.playback, mode: AVAudioSession.Mode.voicePrompt.rawValue,
            options: AVAudioSession.CategoryOptions.duckOthers.rawValue)
        expectTrue(focus.sessionChanged("maps", to: state).isEmpty && !focus.radio.isDucked)
    }

    @Test func aStoppedRadioIsNotDucked() {
        var focus = Self.playing("music")
        // The music app that stopped the radio is ducked instead.
        expectEqual(
            focus.activate("maps", category: .playback, options: [.mixWithOthers, .duckOthers]),
            [
                .appDucked(app: "music", true)
            ])
        expectTrue(!focus.radio.isDucked)
    }

    @Test func aNonMixingDuckingSessionStopsTheRadioRatherThanDucking() {
        var focus = AudioFocus()
        let changes = focus.activate("maps", category: .playback, options: .duckOthers)
        expectEqual(changes, [.tookFocus(app: "maps", category: Self.playback), .radioStopped(for: "maps")])
        expectTrue(!focus.radio.isDucked)
    }

    @Test func duckingFollowsEveryAppsSession() {
        var focus = AudioFocus()
        _ = focus.activate("maps", category: .playback, mode: .voicePrompt, options: .mixWithOthers)
        // Another app's change keeps the radio ducked while the prompt's session stays active.
        expectTrue(focus.activate("podcast", category: .ambient).isEmpty)
        expectTrue(focus.radio.isDucked)
        // Reported all at once: the prompt ended meanwhile.
        var sessions = focus.sessions
        sessions["maps"]?.isActive = false
        expectEqual(focus.sessionsChanged("podcast", sessions: sessions), [.radioDucked(false)])
    }

    @Test func theRadioTakingTheFocusBackEndsTheDucking() {
        var focus = AudioFocus()
        _ = focus.activate("maps", category: .playback, options: [.mixWithOthers, .duckOthers])
        let changes = focus.activate("music", category: .playback)
        expectEqual(
            changes,
            [
                .tookFocus(app: "music", category: Self.playback), .radioStopped(for: "music"), .radioDucked(false),
                .appDucked(app: "music", true),
            ])
    }

    // MARK: The radio

    @Test func switchingTheRadioOnInterruptsEveryHolderInOrder() {
        var focus = Self.playing("music", "audiobook")
        let changes = focus.setRadio(true)
        expectEqual(
            changes,
            [
                .interrupted(app: "music"), .releasedFocus(app: "music"), .interrupted(app: "audiobook"),
                .releasedFocus(app: "audiobook"), .radioSwitched(on: true),
            ])
        expectTrue(focus.holders.isEmpty && focus.nowPlayingApp == nil)
        expectTrue(focus.radio.isOn && focus.radio.isPlaying)
        expectTrue(focus.sessions.values.allSatisfy { !$0.isActive }, "interrupted sessions are inactive")
    }

    @Test func playingAgainAfterTheRadioTookTheAudioTakesTheFocusAgain() {
        var focus = Self.playing("music")
        _ = focus.setRadio(true)
        expectEqual(
            focus.activate("music", category: .playback),
            [
                .tookFocus(app: "music", category: Self.playback), .radioStopped(for: "music"),
            ])
    }

    @Test func switchingTheRadioOnWhilePlayingChangesNothing() {
        var focus = AudioFocus()
        expectTrue(focus.setRadio(true).isEmpty)
        expectEqual(focus, AudioFocus())
    }

    @Test func switchingTheRadioOffKeepsTheHolders() {
        var focus = Self.playing("music")
        expectEqual(focus.setRadio(false), [.radioSwitched(on: false)])
        expectTrue(focus.holders == ["music"] && !focus.radio.isOn && !focus.radio.isPlaying)
        expectTrue(focus.setRadio(false).isEmpty)
    }

    @Test func anAppPlayingWhileTheRadioIsOffDoesNotStopIt() {
        var focus = AudioFocus()
        _ = focus.setRadio(false)
        expectEqual(focus.activate("music", category: .playback), [.tookFocus(app: "music", category: Self.playback)])
        expectEqual(focus.setRadio(true).first, .interrupted(app: "music"))
    }

    @Test func switchingTheRadioOnWithoutHolders() {
        var focus = AudioFocus()
        _ = focus.setRadio(false)
        expectEqual(focus.setRadio(true), [.radioSwitched(on: true)])
        expectTrue(focus.radio.isPlaying)
    }

    // MARK: The phone

    @Test func unpluggingThePhoneLetsTheRadioPlayAgain() {
        var focus = Self.playing("music", "audiobook")
        expectEqual(focus.phoneDisconnected(), [.phoneAudioStopped, .radioResumed])
        expectTrue(focus.holders.isEmpty && focus.nowPlayingApp == nil && focus.sessions.isEmpty)
        expectTrue(focus.radio.isPlaying)
    }

    @Test func unpluggingThePhoneWithTheRadioOffKeepsItOff() {
        var focus = Self.playing("music")
        _ = focus.setRadio(false)
        expectEqual(focus.phoneDisconnected(), [.phoneAudioStopped])
        expectTrue(!focus.radio.isPlaying)
    }

    @Test func unpluggingAQuietPhoneChangesNothing() {
        var focus = AudioFocus()
        expectTrue(focus.phoneDisconnected().isEmpty)
        // The radio stopped and the app released the focus since: the phone going brings the radio back.
        focus = Self.playing("music")
        _ = focus.deactivate("music")
        expectEqual(focus.phoneDisconnected(), [.radioResumed])
    }

    // MARK: Faults

    @Test func aFaultedAppLosesTheFocus() {
        var focus = Self.playing("music", "audiobook")
        expectEqual(focus.appClosed("audiobook"), [.closedAppLostFocus(app: "audiobook")])
        expectTrue(focus.holders == ["music"] && focus.nowPlayingApp == "music")
        expectEqual(focus.sessions["audiobook"], nil)
        expectTrue(!focus.radio.isPlaying, "the radio does not resume by itself")
        expectEqual(focus.appClosed("music"), [.closedAppLostFocus(app: "music")])
        expectEqual(focus.nowPlayingApp, nil)
    }

    @Test func aFaultedAppWithoutTheFocusChangesNothing() {
        var focus = Self.playing("music")
        expectTrue(focus.appClosed("maps").isEmpty)
        expectEqual(focus.holders, ["music"])
    }
}

/// Ducking follows the radio and the phone too, not only the apps' sessions.
@Suite struct AudioFocusDuckingTests {
    @Test func switchingTheRadioOnDuringAVoicePromptDucksIt() {
        var focus = AudioFocus()
        _ = focus.setRadio(false)
        _ = focus.activate("nav", category: .playback, mode: .voicePrompt, options: [.mixWithOthers])
        expectTrue(!focus.radio.isDucked, "nothing plays to duck")
        let changes = focus.setRadio(true)
        expectTrue(focus.radio.isDucked)
        expectTrue(changes.contains(.radioDucked(true)))
        _ = focus.setRadio(false)
        expectTrue(!focus.radio.isDucked, "a radio switched off is not ducked")
    }
}
