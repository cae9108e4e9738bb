import Foundation

/// How the Now Playing template presents the current item. The default mode shows the metadata of
/// `MPNowPlayingInfoCenter`; subclasses (such as `CPNowPlayingModeSports`) show other layouts.
@preconcurrency @MainActor
@available(iOS 18.4, *)
open class CPNowPlayingMode: NSObject, @preconcurrency NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a mode. The header does not make `init()` unavailable; apps normally use `CPNowPlayingMode.default`
    /// or a subclass such as `CPNowPlayingModeSports`. A new plain mode shows the default layout.
    public override init() {
        super.init()
    }

    /// Now Playing modes support secure coding.
    nonisolated open class var supportsSecureCoding: Bool { true }

    /// The default mode has no state to archive; subclasses archive theirs.
    open func encode(with coder: NSCoder) {}

    /// Decodes a mode that `encode(with:)` archived: a new object (a decoded default mode is not `default`
    /// itself).
    public required init?(coder: NSCoder) {
        super.init()
    }

    private static let sharedDefault = CPNowPlayingMode()

    /// The default mode: the template shows the now-playing metadata of `MPNowPlayingInfoCenter`.
    open class var `default`: CPNowPlayingMode { sharedDefault }

    nonisolated open override var description: String {
        "<\(String(describing: type(of: self))): \(cpAddress(of: self))>"
    }
}
