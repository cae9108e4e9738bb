// Stand-in for Apple's AVFAudio on platforms that lack it. AVAudioSession and its types live in CarPlay/Platform; this
// module only makes `import AVFAudio` resolve, as it does on iOS.
@_exported import CarPlay
@_exported import Foundation
