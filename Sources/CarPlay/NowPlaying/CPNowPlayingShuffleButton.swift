import Foundation

/// A Now Playing button that indicates the app's current shuffle mode.
@MainActor
public class CPNowPlayingShuffleButton: CPNowPlayingButton {}
