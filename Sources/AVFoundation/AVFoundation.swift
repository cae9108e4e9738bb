// Stand-in for Apple's AVFoundation on platforms that lack it. As on iOS, `import AVFoundation` brings in AVFAudio
// (AVAudioSession) and CoreMedia (CMTime); it declares nothing of its own.
@_exported import AVFAudio
@_exported import CoreMedia
@_exported import Foundation
