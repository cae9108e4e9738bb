import AVFAudio
import Foundation
import MediaPlayer
import UIKit

/// Casts, a podcast app written the way audio apps reached CarPlay before CarPlay's templates (iOS 13 and earlier,
/// the WWDC session in the seeds): no CarPlay scene; its app delegate offers its content tree through
/// `MPPlayableContentManager` — Shows and Live as tabs (`UIBrowsableContentSupportsSectionedBrowsing`), a show's
/// episodes with how much of each was heard — and plays what the driver selects, publishing Now Playing. CarPlay
/// draws the tabs and lists itself. (The episodes are the sample's own, made up.)
final class AppDelegate: UIResponder, UIApplicationDelegate, MPPlayableContentDataSource, MPPlayableContentDelegate {
    private let catalogue = CastsCatalogue()
    /// The car's limits, as CarPlay last reported them.
    private(set) var context: MPPlayableContentManagerContext?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let manager = MPPlayableContentManager.shared()
        manager.dataSource = self
        manager.delegate = self
        return true
    }

    // MARK: MPPlayableContentDataSource

    func numberOfChildItems(at indexPath: IndexPath) -> Int { catalogue.children(at: indexPath).count }

    func contentItem(at indexPath: IndexPath) -> MPContentItem? { catalogue.node(at: indexPath)?.contentItem }

    /// A show's episodes say how much of each was heard.
    func childItemsDisplayPlaybackProgress(at indexPath: IndexPath) -> Bool { indexPath.count == 2 }

    // MARK: MPPlayableContentDelegate

    func playableContentManager(
        _ contentManager: MPPlayableContentManager, initiatePlaybackOfContentItemAt indexPath: IndexPath,
        completionHandler: @escaping ((any Error)?) -> Void
    ) {
        guard let node = catalogue.node(at: indexPath), node.isPlayable else {
            return completionHandler(NSError(domain: "Casts", code: 1))
        }
        do {
            let session = AVAudioSession.sharedInstance()
            try session.setCategory(.playback, mode: .spokenAudio, options: [])
            try session.setActive(true)
        } catch {
            return completionHandler(error)
        }
        var info: [String: Any] = [
            MPMediaItemPropertyTitle: node.title, MPMediaItemPropertyArtist: node.subtitle,
            MPNowPlayingInfoPropertyPlaybackRate: 1.0,
        ]
        if let duration = node.duration {
            info[MPMediaItemPropertyPlaybackDuration] = duration
            info[MPNowPlayingInfoPropertyElapsedPlaybackTime] = duration * Double(max(0, node.progress))
        } else {
            info[MPNowPlayingInfoPropertyIsLiveStream] = true
        }
        MPNowPlayingInfoCenter.default().nowPlayingInfo = info
        MPNowPlayingInfoCenter.default().playbackState = .playing
        contentManager.nowPlayingIdentifiers = [node.id]
        completionHandler(nil)
    }

    func playableContentManager(
        _ contentManager: MPPlayableContentManager, didUpdate context: MPPlayableContentManagerContext
    ) {
        self.context = context
    }
}
