// Stand-in for Apple's AVFAudio on platforms that lack it: AVAudioSession and its categories, modes and options;
// speech synthesis (AVSpeechSynthesizer, AVSpeechUtterance, AVSpeechSynthesisVoice), spoken by the car.
// The per-app session reaches the car through `_PlatformHost` (see PlatformHostEnvironment.swift). Like Apple's, it
// re-exports Foundation.
@_exported import Foundation
