import UIKit

/// Park's app delegate: where the app's intents find the parking session the CarPlay scene runs (the Live
/// Activity's Extend button performs `ExtendParkingIntent` in the app, as iOS performs a `LiveActivityIntent`).
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// The CarPlay scene's delegate while the scene is connected.
    weak var carPlayScene: CarPlaySceneDelegate?
}
