import Foundation

/// A Now Playing button that shows the current repeat mode, such as once or all.
@MainActor
open class CPNowPlayingRepeatButton: CPNowPlayingButton {}
