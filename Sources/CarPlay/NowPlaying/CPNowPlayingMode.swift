import Foundation

/// How the Now Playing template presents the current item. The default mode shows the metadata of
/// `MPNowPlayingInfoCenter`; subclasses (such as `CPNowPlayingModeSports`) show other layouts.
@MainActor
open class CPNowPlayingMode: NSObject, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// The framework's initializer; apps use `CPNowPlayingMode.default` or a subclass.
    init(_nowPlayingMode: Void) {
        super.init()
    }

    private static let sharedDefault = CPNowPlayingMode(_nowPlayingMode: ())

    /// The default mode: the template shows the now-playing metadata of `MPNowPlayingInfoCenter`.
    public class var `default`: CPNowPlayingMode { sharedDefault }

    nonisolated open override var description: String {
        "<\(String(describing: type(of: self))): \(cpAddress(of: self))>"
    }
}
