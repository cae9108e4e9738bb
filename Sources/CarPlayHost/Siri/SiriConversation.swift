import Foundation
@_spi(CarPlayHost) import Intents

/// Siri in the car for one app's messages: it reads a conversation aloud and marks it read, replies, and composes
/// new messages, by running the app's SiriKit intents (`INSearchForMessagesIntent`, `INSetMessageAttributeIntent`,
/// `INSendMessageIntent`) through their life cycle — each parameter resolved in the order the handling protocol
/// declares them, then confirm, then handle — and asking the driver what the app's resolutions leave open.
///
/// A reference type: the app answers each step through a completion handler, from any thread and at any time, and
/// the conversation goes on from there (on the main actor). A new request, or the driver cancelling, makes earlier
/// completions stale (`generation`).
@MainActor
final class SiriConversation {
    /// What Siri needs of the car session.
    struct Car {
        /// The app's name, as Siri says it.
        var appName: String
        /// The app's handler of an intent (`application(_:handlerFor:)` or an Intents extension), asked as the app.
        var handler: @MainActor (INIntent) -> Any?
        /// Runs app code in the app's environment.
        var runAsApp: @MainActor (() -> Void) -> Void
        /// Hands the app the activity of an intent it answered with "continue in app" (its app delegate's
        /// `application(_:continue:restorationHandler:)`); false when the app did not take it.
        var continueInApp: @MainActor (NSUserActivity) -> Bool
        /// Something the driver may see changed.
        var changed: @MainActor () -> Void
        /// A note for the developer (an intent the app does not handle).
        var note: @MainActor (String) -> Void
        /// Siri speaks or listens (the app's prompt style follows).
        var voice: @MainActor (_ speaking: Bool, _ listening: Bool) -> Void
        /// Says a line of Siri's aloud (the car's speech engine).
        var speak: @MainActor (SiriLine) -> Void
        /// The car's clock.
        var now: @MainActor () -> Date
        /// The app's CarPlay category: Siri plays media for an audio app, and takes messages and calls for a
        /// communication app.
        var category: AppCategory? = nil
        /// The names of the car's apps, which the driver may name at the end of a request ("… on Music").
        var appNames: @MainActor () -> [String] = { [] }
        /// Hands a request the driver said after the Siri key to the app that takes it — the one named (nil: the
        /// car's choice of audio app when `media`, else of communication app); false when no other app takes it.
        var handOff: @MainActor (_ text: String, _ app: String?, _ media: Bool) -> Bool = { _, _, _ in false }
    }

    let car: Car
    /// What Siri and the driver said, oldest first.
    private(set) var transcript: [SiriLine] = []
    /// Where the request Siri works on began in the transcript.
    private var requestStart = 0
    /// Completions of a request whose app went away are ignored (`end()`); a request the driver dismissed still lets
    /// the app finish marking what Siri read.
    private var connection = 0
    private(set) var state: SiriState = .idle {
        didSet { if state == .working, oldValue != .working { workingSince = car.now() } }
    }
    /// When Siri began waiting on the app (its state became `.working`).
    private var workingSince: Date?

    /// When Siri gives up waiting on the app, while it waits; nil otherwise.
    var deadline: Date? {
        guard state == .working, let workingSince else { return nil }
        return workingSince.addingTimeInterval(MessagingRules.siriAppTimeout)
    }

    /// The car's clock moved: an app that has not answered Siri within `MessagingRules.siriAppTimeout` is given up on; its late
    /// completions are ignored.
    func clockDidAdvance() {
        guard let deadline, car.now() >= deadline else { return }
        car.note(
            "\(car.appName) did not complete its intent handler within \(Int(MessagingRules.siriAppTimeout)) s: Siri gave up"
        )
        finish(SiriTexts.notResponding(app: car.appName))
    }
    /// Completions of an older request are ignored.
    private var generation = 0
    /// The message being composed and its handler.
    var draft: INSendMessageIntent?
    var sendHandler: (any INSendMessageIntentHandling)?
    /// How often each parameter was resolved for this draft: a handler that keeps asking stops Siri.
    var rounds = 0
    /// The people the driver chooses from (`.choice`) or confirms (`.confirmValue`), and which recipient they stand
    /// for (nil: a new one).
    var candidates: [INPerson] = []
    private var choosing: Int?
    /// The content of the messages the app handed Siri to read or send, newest last (the last
    /// `retainedMessageContents`): the car's review checks the screen never shows them.
    private(set) var messageContents: [String] = []
    static let retainedMessageContents = 100
    /// The call being placed and its handler (SiriConversation+Calls.swift).
    var call: INStartCallIntent?
    var callHandler: (any INStartCallIntentHandling)?
    /// The media request's handler (SiriConversation+Media.swift).
    var mediaHandler: (any INPlayMediaIntentHandling)?

    /// How many rounds of resolving one message Siri goes through before giving up.
    static let maximumRounds = 6
    /// How many lines the transcript keeps (the newest): a session runs for hours.
    static let retainedLines = 500

    init(car: Car) {
        self.car = car
    }

    // MARK: Requests

    /// Composes a message to `address` (a phone number or email address) of the person `name` names, or to someone
    /// the driver names.
    func compose(to address: String?, name: String? = nil) {
        begin()
        let recipients = address.map { [SiriConversation.person(handle: $0, name: name)] }
        startDraft(recipients: recipients, conversation: nil, groupName: nil)
    }

    /// Composes a message to the person the driver named (nil: Siri asks), saying `content` (nil: Siri asks).
    func compose(toPersonNamed name: String?, content: String?) {
        begin()
        startDraft(
            recipients: name.map { [SiriConversation.person(named: $0)] }, conversation: nil, groupName: nil,
            content: content)
    }

    /// The driver answers Siri (dictation included).
    func driverSays(_ text: String) {
        guard case .listening(let prompt) = state else { return }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            // The question again, once prefixed however many blanks came before.
            let question = transcript.last { $0.speaker == .siri }
            let prefix = SiriTexts.didNotCatch + " "
            let text = (question?.text ?? "").replacingOccurrences(of: prefix, with: "")
            let shown = question?.shownText.map { $0.replacingOccurrences(of: prefix, with: "") }
            return ask(prompt, prefix + text, shown: shown.map { prefix + $0 })
        }
        record(prompt == .messageContent ? SiriLine(.driver, text, shownText: nil) : SiriLine(.driver, text))
        state = .working
        car.voice(false, false)
        switch prompt {
        case .reply:
            answer(text, prompt: prompt) { [self] yes in
                guard yes else { return finish(SiriTexts.okay) }
                ask(.messageContent, SiriTexts.contentQuestion)
            }
        case .recipient:
            replaceRecipient(with: SiriConversation.person(named: text))
            resolveDraft()
        case .messageContent:
            remember(content: text)
            updateDraft(content: text)
            resolveDraft()
        case .send:
            answer(text, prompt: prompt) { [self] yes in yes ? confirmAndSend() : finish(SiriTexts.notSent) }
        case .callee:
            placeCall(to: SiriConversation.person(named: text))
        case .media:
            searchMedia(named: text)
        case .request:
            takeRequest(text)
        case .callBack(let name):
            answer(text, prompt: prompt) { [self] yes in yes ? startCall(to: name) : finish(SiriTexts.okay) }
        case .choice(let names):
            guard let index = SiriConversation.choice(text, among: names) else {
                return ask(prompt, SiriTexts.didNotCatch + " " + SiriTexts.choice(names))
            }
            if call != nil { return placeCall(to: candidates[index]) }
            replaceRecipient(with: candidates[index])
            resolveDraft()
        case .confirmValue:
            answer(text, prompt: prompt) { [self] yes in
                if call != nil {
                    guard yes, let person = candidates.first else { return ask(.callee, SiriTexts.calleeQuestion) }
                    return placeCall(to: person)
                }
                if yes, let person = candidates.first {
                    replaceRecipient(with: person)
                    resolveDraft()
                } else {
                    ask(.recipient, SiriTexts.recipientQuestion)
                }
            }
        }
        car.changed()
    }

    /// The driver dismisses Siri.
    func cancel() {
        guard state != .idle else { return }
        end()
        car.changed()
    }

    /// Siri stops without a word (the app disconnected or stopped): later completions are ignored. The caller
    /// reports the change.
    func end() {
        connection += 1
        guard state != .idle else { return }
        generation += 1
        state = .idle
        draft = nil
        sendHandler = nil
        call = nil
        callHandler = nil
        car.voice(false, false)
    }

    // MARK: Sending

    func startDraft(
        recipients: [INPerson]?, conversation: String?, groupName: INSpeakableString?, content: String? = nil
    ) {
        guard beginDraft(recipients: recipients, conversation: conversation, groupName: groupName, content: content)
        else { return }
        resolveDraft()
    }

    /// A new draft and the app's handler of it; false (Siri said why) when the app has no handler.
    func beginDraft(
        recipients: [INPerson]?, conversation: String?, groupName: INSpeakableString?, content: String? = nil
    ) -> Bool {
        let intent = INSendMessageIntent(
            recipients: recipients, outgoingMessageType: .outgoingMessageText, content: content,
            speakableGroupName: groupName, conversationIdentifier: conversation, serviceName: nil, sender: nil,
            attachments: nil)
        guard let handler = handler(for: intent, as: (any INSendMessageIntentHandling).self) else { return false }
        draft = intent
        sendHandler = handler
        rounds = 0
        return true
    }

    /// Resolves the draft's parameters in the protocol's order (recipients; then the kind, the content and the group
    /// name); asks the driver for what the app's resolutions leave open; reads the message back when it is complete.
    private func resolveDraft() {
        guard let draft, let sendHandler else { return }
        rounds += 1
        guard rounds <= Self.maximumRounds else { return finish(SiriTexts.cannotDoThat) }
        SiriIntentCalls.resolveRecipients(draft, with: sendHandler, car: car, step: step) { [weak self] results in
            self?.recipientsResolved(results)
        }
    }

    private func recipientsResolved(_ results: [INSendMessageRecipientResolutionResult]) {
        guard let draft, let sendHandler else { return }
        let given = draft.recipients ?? []
        // A handler without `resolveRecipients` (one `unimplemented` result) keeps every recipient as given.
        if results.count == 1, case .unimplemented = results[0]._resolution {
            guard !given.isEmpty else { return ask(.recipient, SiriTexts.recipientQuestion) }
            return resolveMessage(draft, with: sendHandler)
        }
        // One result per recipient (or one asking for a value when there are none).
        if given.isEmpty, results.count == 1, case .needsValue = results[0]._resolution {
            return ask(.recipient, SiriTexts.recipientQuestion)
        }
        guard results.count == given.count else {
            car.note(
                "resolveRecipients(for:with:) answered \(results.count) results for \(given.count) recipients: "
                    + "SiriKit expects one per recipient")
            return finish(SiriTexts.cannotDoThat)
        }
        var resolved = given
        for (index, result) in results.enumerated() {
            switch result._resolution {
            case .success(let person as INPerson): resolved[index] = person
            case .unimplemented, .notRequired, .success: break
            case .disambiguation(let options):
                candidates = options.compactMap { $0 as? INPerson }
                guard !candidates.isEmpty else { return ask(.recipient, SiriTexts.recipientQuestion) }
                choosing = index
                let names = candidates.map(\.displayName)
                return ask(.choice(names), SiriTexts.choice(names))
            case .confirmationRequired(let person):
                guard let person = person as? INPerson else { return ask(.recipient, SiriTexts.recipientQuestion) }
                candidates = [person]
                choosing = index
                return ask(.confirmValue(person.displayName), SiriTexts.confirmValue(person.displayName))
            case .needsValue:
                choosing = index
                return ask(.recipient, SiriTexts.recipientQuestion)
            case .unsupported(let reason):
                return finish(
                    SiriTexts.cannotSend(
                        to: given[index].displayName, reason.flatMap(INSendMessageRecipientUnsupportedReason.init)))
            }
        }
        updateDraft(recipients: resolved)
        resolveMessage(self.draft ?? draft, with: sendHandler)
    }

    /// Resolves the message's kind, content and group name, in the protocol's order.
    private func resolveMessage(_ draft: INSendMessageIntent, with sendHandler: any INSendMessageIntentHandling) {
        SiriIntentCalls.resolveMessage(draft, with: sendHandler, car: car, step: step) {
            [weak self] content, groupName in
            self?.messageResolved(content: content, groupName: groupName)
        }
    }

    private func messageResolved(content: INStringResolutionResult, groupName: INSpeakableStringResolutionResult) {
        guard let draft else { return }
        switch content._resolution {
        case .success(let text as String): updateDraft(content: text)
        case .needsValue, .disambiguation, .confirmationRequired:
            return ask(.messageContent, SiriTexts.contentQuestion)
        case .unsupported: return finish(SiriTexts.cannotDoThat)
        case .unimplemented, .notRequired, .success: break
        }
        // Nothing to send yet: Siri asks (the app left the content to it).
        guard (self.draft ?? draft).content?.isEmpty == false else {
            return ask(.messageContent, SiriTexts.contentQuestion)
        }
        switch groupName._resolution {
        case .success(let name as INSpeakableString): updateDraft(groupName: name)
        case .unsupported: return finish(SiriTexts.cannotDoThat)
        default: break
        }
        let names = (self.draft ?? draft).recipients?.map(\.displayName) ?? []
        ask(
            .send, SiriTexts.readBack(to: names, (self.draft ?? draft).content ?? ""),
            shown: SiriTexts.sendQuestionShown)
    }

    private func confirmAndSend() {
        guard let draft, let sendHandler else { return }
        SiriIntentCalls.send(draft, with: sendHandler, car: car, step: step) { [weak self] response in
            guard let self else { return }
            switch response.code {
            case .success, .inProgress: finish(SiriTexts.sent)
            default: finish(SiriTexts.failed(response.code, app: car.appName))
            }
        }
    }

    /// Replaces parts of the draft, as SiriKit updates the intent after each resolution (the intent keeps its
    /// identifier).
    private func updateDraft(
        recipients: [INPerson]? = nil, content: String? = nil, groupName: INSpeakableString? = nil
    ) {
        guard let draft else { return }
        self.draft = draft._replacing(recipients: recipients, content: content, speakableGroupName: groupName)
    }

    /// The recipient being chosen, confirmed or asked for becomes `person` (a new recipient when none is).
    private func replaceRecipient(with person: INPerson) {
        var recipients = draft?.recipients ?? []
        if let choosing, recipients.indices.contains(choosing) {
            recipients[choosing] = person
        } else {
            recipients.append(person)
        }
        choosing = nil
        updateDraft(recipients: recipients)
    }

    // MARK: Talking

    func begin() {
        generation += 1
        state = .working
        draft = nil
        sendHandler = nil
        call = nil
        callHandler = nil
        mediaHandler = nil
        candidates = []
        choosing = nil
        requestStart = transcript.count
        car.voice(true, false)
        car.changed()
    }

    /// The handler of `intent` of the kind Siri needs; when the app has none Siri says so and stops (and the
    /// missing intent is noted as the rule requires: `missing`, else the messaging rule's note, `MessagingRules`).
    func handler<Handler>(
        for intent: INIntent, as kind: Handler.Type, quietly: Bool = false, missing: String? = nil
    ) -> Handler? {
        if let handler = car.handler(intent) as? Handler { return handler }
        car.note(missing ?? MessagingRules.missingHandler(app: car.appName, intent: intent))
        if !quietly { finish(SiriTexts.notSupported(app: car.appName)) }
        return nil
    }

    /// Siri says `text`; the screen shows `shown` (the text itself unless given).
    func say(_ text: String, shown: String? = nil) {
        let line = shown.map { SiriLine(.siri, text, shownText: $0) } ?? SiriLine(.siri, text)
        record(line)
        car.speak(line)
        car.changed()
    }

    /// Keeps a message's content for the review (never shown, never logged).
    func remember(content: String?) {
        guard let content, !content.isEmpty else { return }
        messageContents.append(content)
        if messageContents.count > Self.retainedMessageContents { messageContents.removeFirst() }
    }

    /// Keeps what the driver said to another app's Siri, whose request this one takes on.
    func recordHandedOn(_ text: String) {
        record(SiriLine(.driver, text))
    }

    /// Adds a line to the transcript, dropping the oldest beyond `retainedLines`.
    private func record(_ line: SiriLine) {
        transcript.append(line)
        let excess = transcript.count - Self.retainedLines
        guard excess > 0 else { return }
        transcript.removeFirst(excess)
        requestStart = max(0, requestStart - excess)
    }

    func ask(_ prompt: SiriPrompt, _ question: String, shown: String? = nil) {
        say(question, shown: shown)
        state = .listening(prompt)
        car.voice(false, true)
        car.changed()
    }

    /// The driver's yes or no to `prompt`; anything else and Siri asks again.
    func answer(_ text: String, prompt: SiriPrompt, then: (Bool) -> Void) {
        guard let yes = SiriTexts.answer(text) else { return ask(prompt, SiriTexts.yesOrNo) }
        then(yes)
    }

    func finish(_ text: String) {
        say(text)
        generation += 1
        state = .idle
        draft = nil
        sendHandler = nil
        call = nil
        callHandler = nil
        car.voice(false, false)
        car.changed()
    }

    /// A step of the conversation: runs when the app completes, on the main actor, unless the conversation moved
    /// on. The app may complete from any thread.
    var step: SiriIntentCalls.Step {
        let expected = generation
        return SiriIntentCalls.Step { [weak self] body in
            guard let self, self.generation == expected, self.state != .idle else { return }
            body()
        }
    }

    /// A step that goes on while the app stays connected, whatever the driver does meanwhile (marking messages read
    /// once Siri read them).
    var connectionStep: SiriIntentCalls.Step {
        let expected = connection
        return SiriIntentCalls.Step { [weak self] body in
            guard let self, self.connection == expected else { return }
            body()
        }
    }

    /// What the car's screen shows of the request Siri works on: the shown text of Siri's last line of it.
    var shownLine: String? {
        guard state != .idle else { return nil }
        return transcript[min(requestStart, transcript.count)...].last { $0.speaker == .siri }?.shownText
    }
}
