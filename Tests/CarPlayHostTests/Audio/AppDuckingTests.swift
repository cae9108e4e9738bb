@_spi(CarPlayHost) import AVFAudio
import CarPlayHost
import Expectations
import Testing

/// Apps holding the audio focus are ducked, like the radio, while another app's session lowers other audio.
@Suite struct AppDuckingTests {
    static let prompt = AudioSessionState(
        isActive: true, category: AVAudioSession.Category.playback.rawValue,
        mode: AVAudioSession.Mode.voicePrompt.rawValue,
        options: AVAudioSession.CategoryOptions([.duckOthers, .interruptSpokenAudioAndMixWithOthers]).rawValue)

    @Test func theMusicAppIsDuckedWhileANavigationPromptIsActive() {
        var focus = AudioFocus()
        _ = focus.activate("music", category: .playback)
        expectEqual(focus.sessionChanged("maps", to: Self.prompt), [.appDucked(app: "music", true)])
        expectTrue(focus.duckedApps == ["music"] && focus.nowPlayingApp == "music")
        expectEqual(focus.deactivate("maps"), [.appDucked(app: "music", false)])
        expectTrue(focus.duckedApps.isEmpty)
    }

    @Test func anAppIsNotDuckedByItsOwnSession() {
        var focus = AudioFocus()
        _ = focus.activate("music", category: .playback, options: .duckOthers)
        expectTrue(focus.duckedApps.isEmpty)
    }

    @Test func theCarsSpeechSessionDucksWhileTheAppSpeaks() {
        var focus = AudioFocus()
        let speaking = AudioSessionState(
            isActive: false, category: AVAudioSession.Category.soloAmbient.rawValue, mode: "", options: 0,
            speaksThroughCarSession: true)
        expectEqual(focus.sessionChanged("maps", to: speaking), [.radioDucked(true)])
        var done = speaking
        done.speaksThroughCarSession = false
        expectEqual(focus.sessionChanged("maps", to: done), [.radioDucked(false)])
    }

    @Test func aVoicePromptInterruptsSpokenAudio() {
        var focus = AudioFocus()
        _ = focus.activate("podcast", category: .playback, mode: .spokenAudio)
        _ = focus.activate("music", category: .playback)
        let changes = focus.sessionChanged("maps", to: Self.prompt)
        expectEqual(
            changes,
            [
                .spokenAudioInterrupted(app: "podcast", by: "maps"), .releasedFocus(app: "podcast"),
                .appDucked(app: "music", true),
            ])
        expectTrue(focus.holders == ["music"] && focus.sessions["podcast"]?.isActive == false)
        // Only when the prompt's session becomes active: a later change of another app interrupts nothing.
        expectTrue(
            focus.activate("podcast", category: .playback, mode: .spokenAudio).contains(
                .tookFocus(app: "podcast", category: AVAudioSession.Category.playback.rawValue)))
    }

    @Test func theSpokenAudioAppMayResumeWhenThePromptNotifiesOthers() {
        var focus = AudioFocus()
        _ = focus.activate("podcast", category: .playback, mode: .spokenAudio)
        _ = focus.sessionChanged("maps", to: Self.prompt)
        expectEqual(focus.pausedForPrompt, ["podcast": "maps"])
        var ended = Self.prompt
        ended.isActive = false
        ended.notifiedOthersOnDeactivation = true
        expectEqual(focus.sessionChanged("maps", to: ended), [.spokenAudioMayResume(app: "podcast")])
        expectTrue(focus.pausedForPrompt.isEmpty)
    }

    @Test func withoutNotifyingOthersTheSpokenAudioAppStaysPaused() {
        var focus = AudioFocus()
        _ = focus.activate("podcast", category: .playback, mode: .spokenAudio)
        _ = focus.sessionChanged("maps", to: Self.prompt)
        expectTrue(focus.deactivate("maps").isEmpty && focus.pausedForPrompt.isEmpty)
    }

    @Test func aPromptWithoutTheInterruptOptionOnlyDucksSpokenAudio() {
        var focus = AudioFocus()
        _ = focus.activate("podcast", category: .playback, mode: .spokenAudio)
        let duckOnly = AudioSessionState(
            isActive: true, category: AVAudioSession.Category.playback.rawValue,
            mode: AVAudioSession.Mode.voicePrompt.rawValue,
            options: AVAudioSession.CategoryOptions([.duckOthers, .mixWithOthers]).rawValue)
        expectEqual(focus.sessionChanged("maps", to: duckOnly), [.appDucked(app: "podcast", true)])
    }

    @Test func aClosedAppStopsDucking() {
        var focus = AudioFocus()
        _ = focus.activate("music", category: .playback)
        _ = focus.sessionChanged("maps", to: Self.prompt)
        expectEqual(focus.appClosed("maps"), [.appDucked(app: "music", false)])
    }
}
