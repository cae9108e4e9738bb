import Foundation

/// A Now Playing button that shows more actions, for example in an action sheet.
@MainActor
open class CPNowPlayingMoreButton: CPNowPlayingButton {}
