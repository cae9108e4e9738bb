#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An image for an intent's parameter or a person: an asset name, image data or a URL.
@available(iOS 10.0, *)
open class INImage: NSObject {
    /// The asset or symbol name, for `init(named:)` and `systemImageNamed(_:)`.
    @_spi(CarPlayHost) public let _name: String?
    /// The encoded image, for `init(imageData:)`.
    @_spi(CarPlayHost) public let _imageData: Data?
    /// Where the image is, for `init(url:)`.
    @_spi(CarPlayHost) public let _url: URL?

    /// An image from its source; apps use the initializers below.
    @_spi(CarPlayHost) public required init(name: String?, imageData: Data?, url: URL?) {
        _name = name
        _imageData = imageData
        _url = url
        super.init()
    }

    /// The image of the app's asset catalogue named `name`.
    public convenience init(named name: String) {
        self.init(name: name, imageData: nil, url: nil)
    }

    /// An image from its encoded data (PNG, JPEG…).
    public convenience init(imageData: Data) {
        self.init(name: nil, imageData: imageData, url: nil)
    }

    /// An image at a URL; nil for a URL that is not a file or web address.
    public convenience init?(url URL: URL) {
        guard URL.isFileURL || ["http", "https"].contains(URL.scheme?.lowercased() ?? "") else { return nil }
        self.init(name: nil, imageData: nil, url: URL)
    }

    /// An image at a URL, drawn at a size.
    @available(iOS 11.0, *)
    public convenience init?(url URL: URL, width: Double, height: Double) {
        self.init(url: URL)
    }

    /// A system symbol.
    @available(iOS 14.0, *)
    open class func systemImageNamed(_ systemImageName: String) -> Self {
        self.init(name: systemImageName, imageData: nil, url: nil)
    }
}
#endif
