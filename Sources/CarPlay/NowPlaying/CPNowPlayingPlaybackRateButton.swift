import Foundation

/// A Now Playing button that shows the playback rate and cycles through the rates the app provides.
@MainActor
public class CPNowPlayingPlaybackRateButton: CPNowPlayingButton {}
