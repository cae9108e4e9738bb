#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An object containing information about a URL to open.
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    /// The URL to open.
    public let url: URL
    /// Options for opening the URL.
    public let options: UIScene.OpenURLOptions

    /// Creates a context; only the system (the host) creates URL contexts.
    @_spi(CarPlayHost) public init(_url url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
        super.init()
    }
}
#endif
