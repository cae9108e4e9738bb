import Foundation

/// A Now Playing button that indicates the app's current shuffle mode.
@MainActor
open class CPNowPlayingShuffleButton: CPNowPlayingButton {}
