import Foundation

/// A Now Playing button that shows more actions, for example in an action sheet.
@preconcurrency @MainActor
@available(iOS 14.0, *)
open class CPNowPlayingMoreButton: CPNowPlayingButton {}
