#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

extension UIImage: _ExpressibleByImageLiteral {
    /// The image of a missing image literal: on iOS an implicitly unwrapped nil stops the app; here the app is
    /// terminated through the car's fault path with that message.
    static func missingImageLiteral(_ path: String) {
        PlatformHost.raise(
            name: "Fatal error",
            reason: "Unexpectedly found nil while implicitly unwrapping an Optional value: no image named "
                + "\"\(path)\" for the image literal")
    }
}
#endif
