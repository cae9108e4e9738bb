import Foundation

/// The Music sample's bundle files, for whoever launches it: the simulator reads the scene manifest and the
/// entitlements like iOS does, shows the icon on the CarPlay home screen, and creates `MusicSceneDelegate` by the
/// class name the manifest gives (`Music.MusicSceneDelegate`).
public enum MusicApp {
    /// The bundle identifier (`CFBundleIdentifier` of the Info.plist).
    public static let bundleIdentifier = "com.swiftcarplay.music"

    /// The app's resource folder (`Sources/Samples/Music/Resources`, copied into the module's bundle).
    public static var resourcesURL: URL {
        Bundle.module.url(forResource: "Resources", withExtension: nil)
            ?? Bundle.module.bundleURL.appendingPathComponent("Resources", isDirectory: true)
    }

    /// The Info.plist with the CarPlay scene manifest.
    public static var infoPlistURL: URL { resourcesURL.appendingPathComponent("Info.plist") }

    /// The entitlements (`com.apple.developer.carplay-audio`).
    public static var entitlementsURL: URL { resourcesURL.appendingPathComponent("Music.entitlements") }

    /// The app icon (180 × 180 px PNG).
    public static var iconURL: URL { resourcesURL.appendingPathComponent("AppIcon.png") }

    /// The catalogue the app browses and plays.
    public static var catalogueURL: URL { resourcesURL.appendingPathComponent("catalogue.json") }

    /// The folder of artwork images (`<name>@2x.png`).
    public static var artworkURL: URL { resourcesURL.appendingPathComponent("Artwork", isDirectory: true) }
}
