import Foundation
@_spi(CarPlayHost) import Intents

// Siri plays media for an audio app (the list's "Play with Siri" cell): it asks what to play, has the app resolve
// the media items from the driver's words (`INPlayMediaIntent`'s `mediaSearch`), then runs the rest of the intent's
// life cycle; the app plays in its handler.
extension SiriConversation {
    /// Plays what the driver named (`name`; nil: Siri asks what). When the app has no handler of `INPlayMediaIntent`
    /// Siri says so and the note names it.
    func playMedia(named name: String? = nil) {
        begin()
        let intent = INPlayMediaIntent()
        guard
            let handler = handler(
                for: intent, as: (any INPlayMediaIntentHandling).self,
                missing: "\(car.appName) has no handler for INPlayMediaIntent \(AppDelegateRules.handlerSources): "
                    + "the list's \"Play with Siri\" cell and the driver's requests to play need one")
        else { return }
        mediaHandler = handler
        rounds = 0
        guard let name else { return ask(.media, SiriTexts.mediaQuestion) }
        searchMedia(named: name)
    }

    /// The driver named what to play: the app resolves it to media items.
    func searchMedia(named name: String) {
        guard let mediaHandler else { return }
        rounds += 1
        guard rounds <= Self.maximumRounds else { return finish(SiriTexts.cannotDoThat) }
        let search = INMediaSearch(mediaName: name)
        let intent = INPlayMediaIntent(mediaSearch: search)
        SiriIntentCalls.resolveMediaItems(intent, with: mediaHandler, car: car, step: step) { [weak self] results in
            self?.mediaResolved(results, search: search, name: name)
        }
    }

    /// What the app found. Several items (a disambiguation) play the first, as Siri does for media: the app orders
    /// them best first.
    private func mediaResolved(_ results: [INPlayMediaMediaItemResolutionResult], search: INMediaSearch, name: String) {
        guard let mediaHandler else { return }
        var items: [INMediaItem]?
        switch results.first?._resolution {
        case .success?:
            items = results.compactMap { result in
                if case .success(let item as INMediaItem) = result._resolution { item } else { nil }
            }
        case .disambiguation(let options)?:
            items = options.compactMap { $0 as? INMediaItem }.prefix(1).map { $0 }
        case .confirmationRequired(let value)?:
            items = (value as? INMediaItem).map { [$0] }
        case .needsValue?: return ask(.media, SiriTexts.mediaQuestion)
        case .unsupported?: return finish(SiriTexts.cannotFind(name, app: car.appName))
        case .unimplemented?, .notRequired?, nil: break
        }
        let intent = INPlayMediaIntent(mediaItems: items, mediaSearch: search)
        let title = items?.first?.title ?? name
        SiriIntentCalls.playMedia(intent, with: mediaHandler, car: car, step: step) { [weak self] response in
            self?.mediaHandled(response, intent: intent, title: title)
        }
    }

    /// The app played it (in its handler), or says why not.
    private func mediaHandled(_ response: INPlayMediaIntentResponse, intent: INPlayMediaIntent, title: String) {
        switch response.code {
        case .success, .inProgress, .handleInApp, .ready:
            finish(SiriTexts.playing(title, app: car.appName))
        case .continueInApp:
            let activity = response.userActivity ?? NSUserActivity(activityType: "INPlayMediaIntent")
            activity._interaction = INInteraction(intent: intent, response: response)
            finish(SiriTexts.playing(title, app: car.appName))
            _ = car.continueInApp(activity)
        default:
            finish(SiriTexts.mediaFailed(response.code, app: car.appName))
        }
    }
}
