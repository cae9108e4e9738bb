import Expectations
import MediaPlayer
import Testing

/// `import MediaPlayer` alone gives an app MediaPlayer's API, plus Foundation, which MediaPlayer re-exports as on
/// iOS. This file compiles only if that is so; that CarPlay stays out (`CPListTemplate` is not visible here) was
/// checked by hand, since a compile failure cannot be a test.
@MainActor
@Suite struct MediaPlayerAloneTests {
    @Test func mediaPlayerTypesAreVisible() {
        // Read only: without a host these are the process-wide instances other suites may use.
        let center: MPNowPlayingInfoCenter = MPNowPlayingInfoCenter.default()
        let commands: MPRemoteCommandCenter = MPRemoteCommandCenter.shared()
        let skip: MPSkipIntervalCommand = commands.skipForwardCommand
        let repeatMode: MPChangeRepeatModeCommand = commands.changeRepeatModeCommand
        let state: MPNowPlayingPlaybackState = .interrupted
        let status: MPRemoteCommandHandlerStatus = .commandFailed
        let keys: [String] = [MPMediaItemPropertyTitle, MPNowPlayingInfoPropertyElapsedPlaybackTime]
        let handler: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus = { _ in .success }
        // Foundation comes with MediaPlayer.
        let later: Date = Date(timeIntervalSince1970: 0).addingTimeInterval(1)

        expectTrue(center === MPNowPlayingInfoCenter.default())
        expectTrue(commands === MPRemoteCommandCenter.shared())
        expectTrue(skip === commands.skipForwardCommand)
        expectGreaterOrEqual(repeatMode.currentRepeatType.rawValue, 0)
        expectEqual(state.rawValue, 4)
        expectEqual(status.rawValue, 200)
        expectEqual(keys, ["title", "MPNowPlayingInfoPropertyElapsedPlaybackTime"])
        expectEqual(MPRepeatType.all.rawValue, 2)
        expectEqual(MPShuffleType.items.rawValue, 1)
        expectEqual(later.timeIntervalSince1970, 1)
        _ = handler
    }
}
