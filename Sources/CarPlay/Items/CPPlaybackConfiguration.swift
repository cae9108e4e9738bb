import CoreMedia
import Foundation

/// How a playable list element presents playback, the action it offers and its progress (iOS 26.4).
///
/// Configurations are immutable values: two configurations with the same presentation, action, elapsed time and
/// duration are equal, and `copy()` returns an equal configuration.
@preconcurrency @MainActor
@available(iOS 26.4, *)
open class CPPlaybackConfiguration: NSObject, NSCopying, NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a playback configuration. Pass a zero `duration` when it is unknown (live content).
    public init(
        preferredPresentation: CPPlaybackConfiguration.Presentation, playbackAction: CPPlaybackConfiguration.Action,
        elapsedTime: CMTime, duration: CMTime
    ) {
        self.preferredPresentation = preferredPresentation
        self.playbackAction = playbackAction
        self.elapsedTime = elapsedTime
        self.duration = duration
        super.init()
    }

    /// How the system prefers to present playback of the item.
    public nonisolated let preferredPresentation: CPPlaybackConfiguration.Presentation

    /// The playback action the item offers.
    public nonisolated let playbackAction: CPPlaybackConfiguration.Action

    /// How much of the item has played.
    public nonisolated let elapsedTime: CMTime

    /// The item's duration; zero when unknown (live content).
    public nonisolated let duration: CMTime

    // MARK: NSSecureCoding

    /// Playback configurations support secure coding.
    nonisolated open class var supportsSecureCoding: Bool { true }

    /// Archives the presentation, action and times. Nonisolated like the configuration's state, which is immutable.
    nonisolated open func encode(with coder: NSCoder) {
        coder.encode(preferredPresentation.rawValue, forKey: "preferredPresentation")
        coder.encode(playbackAction.rawValue, forKey: "playbackAction")
        Self.encode(elapsedTime, forKey: "elapsedTime", with: coder)
        Self.encode(duration, forKey: "duration", with: coder)
    }

    /// Decodes a configuration that `encode(with:)` archived; nil for an unknown presentation or action.
    public nonisolated required init?(coder: NSCoder) {
        guard let presentation = Presentation(rawValue: coder.decodeInteger(forKey: "preferredPresentation")),
            let action = Action(rawValue: coder.decodeInteger(forKey: "playbackAction"))
        else { return nil }
        self.preferredPresentation = presentation
        self.playbackAction = action
        self.elapsedTime = Self.decodeTime(forKey: "elapsedTime", with: coder)
        self.duration = Self.decodeTime(forKey: "duration", with: coder)
        super.init()
    }

    private nonisolated static func encode(_ time: CMTime, forKey key: String, with coder: NSCoder) {
        coder.encode(time.value, forKey: key + ".value")
        coder.encode(time.timescale, forKey: key + ".timescale")
        coder.encode(Int64(time.flags.rawValue), forKey: key + ".flags")
        coder.encode(time.epoch, forKey: key + ".epoch")
    }

    private nonisolated static func decodeTime(forKey key: String, with coder: NSCoder) -> CMTime {
        CMTime(
            value: coder.decodeInt64(forKey: key + ".value"), timescale: coder.decodeInt32(forKey: key + ".timescale"),
            flags: CMTimeFlags(rawValue: UInt32(truncatingIfNeeded: coder.decodeInt64(forKey: key + ".flags"))),
            epoch: coder.decodeInt64(forKey: key + ".epoch"))
    }

    /// A configuration equal to `source`, made on any thread (for `copy(with:)`).
    private nonisolated init(copying source: CPPlaybackConfiguration) {
        preferredPresentation = source.preferredPresentation
        playbackAction = source.playbackAction
        elapsedTime = source.elapsedTime
        duration = source.duration
        super.init()
    }

    /// Returns an equal configuration.
    public nonisolated func copy(with zone: NSZone? = nil) -> Any {
        CPPlaybackConfiguration(copying: self)
    }

    /// Configurations are equal when all four values are equal.
    public nonisolated override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CPPlaybackConfiguration else { return false }
        return preferredPresentation == other.preferredPresentation && playbackAction == other.playbackAction
            && elapsedTime == other.elapsedTime && duration == other.duration
    }

    public nonisolated override var hash: Int {
        var hasher = Hasher()
        hasher.combine(preferredPresentation)
        hasher.combine(playbackAction)
        hasher.combine(elapsedTime)
        hasher.combine(duration)
        return hasher.finalize()
    }

    public nonisolated override var description: String {
        "<CPPlaybackConfiguration: \(cpAddress(of: self))> preferredPresentation: \(preferredPresentation.rawValue), "
            + "playbackAction: \(playbackAction.rawValue), elapsedTime: \(elapsedTime), duration: \(duration)"
    }
}

extension CPPlaybackConfiguration {
    /// How the system prefers to present playback (Objective-C `CPPlaybackPresentation`).
    public enum Presentation: Int, Sendable {
        /// No preference.
        case none = 0
        /// Audio: the Now Playing template.
        case audio = 1
        /// Video, where the car supports it (`CPSessionConfiguration.supportsVideoPlayback`); otherwise the system
        /// falls back to Now Playing.
        case video = 2
    }

    /// The playback action an item offers (Objective-C `CPPlaybackAction`).
    public enum Action: Int, Sendable {
        /// No action.
        case none = 0
        /// Play.
        case play = 1
        /// Pause.
        case pause = 2
        /// Play again from the start.
        case replay = 3
    }
}
