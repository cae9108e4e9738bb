import Foundation

/// A Now Playing button that indicates the app's current shuffle mode.
@preconcurrency @MainActor
@available(iOS 14.0, *)
open class CPNowPlayingShuffleButton: CPNowPlayingButton {}
