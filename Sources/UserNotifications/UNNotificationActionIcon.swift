#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The icon of a notification action: an image of the app's asset catalog drawn as a template, or an SF Symbol.
@available(iOS 15.0, *)
open class UNNotificationActionIcon: NSObject, NSCopying, @unchecked Sendable {
    // Immutable: set once in init.
    /// The image's name.
    let imageName: String
    /// Whether the image is an SF Symbol.
    let isSystemImage: Bool

    private init(imageName: String, isSystemImage: Bool) {
        self.imageName = imageName
        self.isSystemImage = isSystemImage
        super.init()
    }

    /// The icon of the app's image `templateImageName`, drawn as a template.
    public convenience init(templateImageName: String) {
        self.init(imageName: templateImageName, isSystemImage: false)
    }

    /// The icon of the SF Symbol `systemImageName`.
    public convenience init(systemImageName: String) {
        self.init(imageName: systemImageName, isSystemImage: true)
    }

    /// The icon itself: it never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif
