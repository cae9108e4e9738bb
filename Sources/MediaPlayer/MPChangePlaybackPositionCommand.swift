#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Move the playback position (scrubbing).
open class MPChangePlaybackPositionCommand: MPRemoteCommand, @unchecked Sendable {}
#endif
