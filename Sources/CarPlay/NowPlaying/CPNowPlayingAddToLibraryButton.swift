import Foundation

/// A Now Playing button that adds the playing item to a collection, such as the user's library.
@preconcurrency @MainActor
@available(iOS 14.0, *)
open class CPNowPlayingAddToLibraryButton: CPNowPlayingButton {}
