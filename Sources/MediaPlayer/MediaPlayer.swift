// Stand-in for Apple's MediaPlayer on platforms that lack it: MPNowPlayingInfoCenter, MPRemoteCommandCenter and
// their commands, events and info keys. It depends on UIKit (artwork images) and re-exports Foundation, as Apple's
// does. The per-app center instances reach the car through `_PlatformHost` (see PlatformHostEnvironment.swift).
@_exported import Foundation
