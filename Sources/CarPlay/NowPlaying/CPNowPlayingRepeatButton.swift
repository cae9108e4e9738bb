import Foundation

/// A Now Playing button that shows the current repeat mode, such as once or all.
@preconcurrency @MainActor
@available(iOS 14.0, *)
open class CPNowPlayingRepeatButton: CPNowPlayingButton {}
