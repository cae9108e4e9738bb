import Foundation
import UIKit

/// The app's artwork images, loaded once from the resources (`Artwork/<name>@2x.png`).
@MainActor
enum Artwork {
    private static var cache: [String: UIImage] = [:]

    /// The image named `name`, or a music note symbol when the file is missing.
    static func image(_ name: String) -> UIImage {
        if let cached = cache[name] { return cached }
        let path = MusicApp.artworkURL.appendingPathComponent(name + "@2x.png").path
        let image = UIImage(contentsOfFile: path) ?? symbol("music.note")
        cache[name] = image
        return image
    }

    /// A system symbol image.
    static func symbol(_ name: String) -> UIImage {
        UIImage(systemName: name) ?? UIImage()
    }
}
