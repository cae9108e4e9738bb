// Stand-in for Apple's MediaPlayer on platforms that lack it. The types CarPlay code needs from MediaPlayer
// (MPNowPlayingInfoCenter, MPRemoteCommandCenter...) live in CarPlay/Platform; this module only makes
// `import MediaPlayer` resolve, as it does on iOS.
@_exported import CarPlay
@_exported import Foundation
