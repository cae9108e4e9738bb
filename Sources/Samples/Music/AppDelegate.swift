import Intents
import UIKit

/// Music's app delegate: it owns what the app plays — the catalogue, the player, the library and the bridge to the
/// system's media controls — for as long as the app runs, so that Siri can play music through the app's
/// `INPlayMediaIntent` handler (in-app intent handling) whether or not the CarPlay scene is connected, and the
/// scene shows what plays.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// What the app plays; nil until launch, or when the bundled catalogue could not be read.
    private(set) var model: MusicModel?
    /// Why the bundled catalogue could not be read, if it could not.
    private(set) var catalogueError: (any Error)?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        do {
            let model = MusicModel(catalogue: try Catalogue.bundled())
            // Now Playing and the remote commands are the app's, from launch.
            model.mediaBridge.start()
            self.model = model
        } catch {
            catalogueError = error
        }
        return true
    }

    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        guard intent is INPlayMediaIntent, let model else { return nil }
        return MusicMediaIntentHandler(catalogue: model.catalogue, player: model.player)
    }
}
