import Foundation

/// A Now Playing button that shows the playback rate and cycles through the rates the app provides.
@preconcurrency @MainActor
@available(iOS 14.0, *)
open class CPNowPlayingPlaybackRateButton: CPNowPlayingButton {}
