import Foundation

/// A Now Playing button that shows the current repeat mode, such as once or all.
@MainActor
public class CPNowPlayingRepeatButton: CPNowPlayingButton {}
