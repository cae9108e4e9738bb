#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import UIKit
import _PlatformHost

/// The artwork of a Now Playing item: the system asks for an image at the size it draws.
open class MPMediaItemArtwork: NSObject, @unchecked Sendable {
    private let requestHandler: (CGSize) -> UIImage

    /// Artwork whose natural size is `boundsSize`; `requestHandler` returns an image for a requested size.
    public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
        self.bounds = CGRect(origin: .zero, size: boundsSize)
        self.requestHandler = requestHandler
        super.init()
    }

    /// Artwork of one image, drawn at every requested size (deprecated in iOS 10).
    @available(iOS, introduced: 3.0, deprecated: 10.0, message: "Use init(boundsSize:requestHandler:)")
    public convenience init(image: UIImage) {
        self.init(boundsSize: image.size) { _ in image }
    }

    /// The artwork's natural bounds.
    public let bounds: CGRect

    /// An image for `size`, from the app's request handler.
    open func image(at size: CGSize) -> UIImage? { requestHandler(size) }

    open override var description: String {
        "<MPMediaItemArtwork: \(PlatformFormat.address(of: self))> bounds: {{0, 0}, {\(bounds.width), \(bounds.height)}}"
    }
}
#endif
