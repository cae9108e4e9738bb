import AVFAudio
import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import Testing
import UIKit

/// The AVAudioSession stand-in as the car reads it.
@MainActor @Suite struct AudioSessionTests {
    @Test func playbackTakesTheAudioFocusOnlyWhileActive() throws {
        let car = TestCar(category: .audio)
        car.connect(RootSceneDelegate { CPListTemplate(title: "Music", sections: []) })
        expectEqual(car.session.audioSession?.isActive, false)
        try car.run {
            try AVAudioSession.sharedInstance().setCategory(.playback, mode: .default, options: [])
            try AVAudioSession.sharedInstance().setActive(true)
        }
        let state = try require(car.session.audioSession)
        expectTrue(state.isActive && state.takesAudioFocus && !state.mixesWithOthers)
        expectEqual(state.category, "AVAudioSessionCategoryPlayback")
        try car.run { try AVAudioSession.sharedInstance().setActive(false) }
        expectEqual(car.session.audioSession?.takesAudioFocus, false)
    }

    @Test func voicePromptsDuckAndMix() throws {
        let car = TestCar(category: .navigation)
        car.connect(RootSceneDelegate { CPListTemplate(title: "Nav", sections: []) })
        try car.run {
            let session = AVAudioSession.sharedInstance()
            try session.setCategory(
                .playback, mode: .voicePrompt, options: [.interruptSpokenAudioAndMixWithOthers, .duckOthers])
            try session.setActive(true)
            expectTrue(session.categoryOptions.contains(.mixWithOthers))
            expectEqual(session.promptStyle, .normal)
        }
        let state = try require(car.session.audioSession)
        expectTrue(state.ducksOthers && state.mixesWithOthers && !state.takesAudioFocus)
        expectEqual(state.mode, "AVAudioSessionModeVoicePrompt")
    }

    @Test func voicePromptModeNeedsThePlaybackCategory() {
        let car = TestCar(category: .navigation)
        car.connect(RootSceneDelegate { CPListTemplate(title: "Nav", sections: []) })
        car.run {
            let session = AVAudioSession.sharedInstance()
            #expect(throws: NSError.self) { try session.setCategory(.ambient, mode: .voicePrompt, options: []) }
            #expect(throws: NSError.self) {
                try session.setCategory(.soloAmbient, mode: .default, options: [.duckOthers])
            }
            expectTrue(session.category == .soloAmbient && session.mode == .default)
        }
    }

    @Test func eachAppHasItsOwnSession() throws {
        let music = TestCar(category: .audio)
        music.connect(RootSceneDelegate { CPListTemplate(title: "Music", sections: []) })
        let other = TestCar(category: .audio)
        other.connect(RootSceneDelegate { CPListTemplate(title: "Other", sections: []) })
        try music.run { try AVAudioSession.sharedInstance().setActive(true) }
        expectEqual(music.session.audioSession?.isActive, true)
        expectEqual(other.session.audioSession?.isActive, false)
    }

    @Test func promptStyleRawValuesAreFourCharacterCodes() {
        expectEqual(AVAudioSession.PromptStyle.none.rawValue, 0x6E6F_6E65)
        expectEqual(AVAudioSession.PromptStyle.short.rawValue, 0x7368_7274)
        expectEqual(AVAudioSession.PromptStyle.normal.rawValue, 0x6E72_6D6C)
        expectEqual(AVAudioSession.CategoryOptions.interruptSpokenAudioAndMixWithOthers.rawValue, 17)
    }
}
