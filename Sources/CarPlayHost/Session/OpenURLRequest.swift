import Foundation
@_spi(CarPlayHost) import UIKit

/// A URL the car hands an app to open, and the app that asked (`UIOpenURLContext`'s `sourceApplication`).
public struct OpenURLRequest: Sendable, Hashable {
    public var url: URL
    /// The bundle identifier of the app that opened it; nil: the car itself.
    public var sourceApplication: String?

    public init(url: URL, sourceApplication: String? = nil) {
        self.url = url
        self.sourceApplication = sourceApplication
    }

    /// The URL contexts of `requests`, as UIKit hands them to a scene.
    @MainActor
    static func contexts(_ requests: [OpenURLRequest]) -> Set<UIOpenURLContext> {
        Set(
            requests.map {
                UIOpenURLContext(
                    _url: $0.url, options: UIScene.OpenURLOptions(_sourceApplication: $0.sourceApplication))
            })
    }

    /// A scene's connection options carrying `requests` (the app was launched to open them).
    @MainActor
    static func connectionOptions(_ requests: [OpenURLRequest]) -> UIScene.ConnectionOptions {
        UIScene.ConnectionOptions(
            _urlContexts: contexts(requests), sourceApplication: requests.first?.sourceApplication)
    }
}
