import Foundation

/// A Now Playing button that shows the playback rate and cycles through the rates the app provides.
@MainActor
open class CPNowPlayingPlaybackRateButton: CPNowPlayingButton {}
