import Foundation
@_spi(CarPlayHost) import CarPlay
import Intents

/// What a driver hands to Siri from the car's screen.
public enum SiriRequest: Hashable, Sendable {
    /// Read a conversation aloud (a message list item with a conversation identifier and unread messages).
    case readConversation(String)
    /// Reply in a conversation the driver has read (its message item has no unread messages).
    case replyToConversation(String)
    /// Compose a message to a phone number or email address, to the person `name` names (nil: the address stands
    /// for them); nil: to someone the driver names (the compose button).
    case compose(to: String?, name: String? = nil)
    /// Call someone the driver names (the "Call with Siri" assistant cell).
    case startCall
    /// Read the message a notification told of (the driver tapped its banner), by the request's identifier.
    case readNotification(String)
    /// Listen for what the driver wants (the car's Siri key).
    case listen
    /// Play what the driver names (the "Play with Siri" assistant cell).
    case playMedia
    /// Take a request the driver said to another app's Siri after the Siri key ("Play Road Trip on Music"), which
    /// handed it on (`CarSession.siriHandOff`).
    case request(String)

    init(_ request: CPHostSiriRequest) {
        switch request {
        case .readConversation(let conversation): self = .readConversation(conversation)
        case .replyToConversation(let conversation): self = .replyToConversation(conversation)
        case .compose(let address, let name): self = .compose(to: address, name: name)
        case .startCall: self = .startCall
        case .playMedia: self = .playMedia
        }
    }
}

extension CarSession {
    /// What Siri and the driver said in this app's conversations, oldest first.
    public var siriTranscript: [SiriLine] { siriConversation?.transcript ?? [] }
    /// What Siri is doing.
    public var siriState: SiriState { siriConversation?.state ?? .idle }
    /// What Siri's card shows of the request Siri works on (never a message's content); nil when Siri is not up.
    public var siriShownLine: String? { siriConversation?.shownLine }
    /// Siri's lines spoken aloud in this app's conversations, oldest first (the last
    /// `SiriVoice.retainedUtterances`), with their audio once the engine made it.
    public var siriUtterances: [SiriUtterance] { siriVoice.utterances }
    /// Siri's spoken lines a front end may play now, in order: up to the first whose audio is still being made.
    public var playableSiriUtterances: ArraySlice<SiriUtterance> { siriVoice.playable }

    /// Siri takes `request` for the app: it runs the app's messaging intents and talks with the driver.
    public func startSiri(_ request: SiriRequest) {
        let siri = siriConversation ?? makeSiri()
        siriConversation = siri
        switch request {
        case .readConversation(let conversation): siri.readConversation(conversation)
        case .replyToConversation(let conversation): siri.replyToConversation(conversation)
        case .compose(let address, let name): siri.compose(to: address, name: name)
        case .startCall: siri.startCall()
        case .readNotification(let identifier): siri.readNotification(identifier)
        case .listen: siri.listenForRequest()
        case .playMedia: siri.playMedia()
        case .request(let text): siri.takeHandedOnRequest(text)
        }
    }

    /// The driver answers Siri (a yes or no, a name, a dictated message). Nothing happens unless Siri listens.
    public func siriHears(_ text: String) {
        siriConversation?.driverSays(text)
    }

    /// When Siri gives up waiting on the app (`MessagingRules.siriAppTimeout` after it began waiting); nil while it
    /// does not wait.
    public var siriDeadline: Date? { siriConversation?.deadline }

    /// The driver dismisses Siri.
    public func cancelSiri() {
        siriConversation?.cancel()
    }

    /// Hands the app `activity` to continue, as the app (false when it has no delegate or did not take it).
    private func continueInApp(_ activity: NSUserActivity) -> Bool {
        guard let userActivityContinuation else { return false }
        return runAsApp { userActivityContinuation(activity) }
    }

    private func makeSiri() -> SiriConversation {
        SiriConversation(
            car: SiriConversation.Car(
                appName: app.name,
                handler: { [weak self] intent in
                    guard let self, let provider = intentHandlerProvider else { return nil }
                    return runAsApp { provider(intent) }
                },
                runAsApp: { [weak self] body in self?.runAsApp(body) },
                continueInApp: { [weak self] activity in self?.continueInApp(activity) ?? false },
                changed: { [weak self] in self?.changed() },
                note: { [weak self] text in self?.logs.noteOnce(text) },
                voice: { [weak self] speaking, listening in
                    guard let self else { return }
                    var state = voiceState
                    state.isSiriSpeaking = speaking
                    state.isSiriListening = listening
                    if state != voiceState { setVoiceState(state) }
                },
                speak: { [weak self] line in self?.speakAsSiri(line) },
                now: { [weak self] in self?.clock() ?? Date() },
                category: app.category,
                appNames: { [weak self] in self?.siriAppNames ?? [] },
                handOff: { [weak self] text, app, media in self?.siriHandOff?(text, app, media) ?? false }))
    }

    /// Says Siri's `line` aloud: the car's speech engine makes its audio in the car's language, off the main actor;
    /// front ends hear of it once it is ready (`playableSiriUtterances`).
    private func speakAsSiri(_ line: SiriLine) {
        let language = SessionSpeech.languageCode(of: locale)
        let voice = SessionSpeech.voice(for: language, in: speech.voices())?.espeakName ?? language.lowercased()
        let utterance = siriVoice.say(line, voice: voice, at: clock())
        speech.beginRendering()
        SessionSpeech.makeAudio(utterance.request, engine: speech.engine) { [weak self] result in
            guard let self else { return }
            siriVoice.rendered(utterance.number, result)
            if case .failure(let error) = result {
                speech.endRendering(problem: error)
            } else {
                speech.endRendering(problem: nil)
            }
            for waiter in speech.idleWaiters() { waiter.resume() }
            onChange?()
        }
    }
}
