import Foundation
@_spi(CarPlayHost) import Intents
@_spi(CarPlayHost) import _PlatformHost

/// The SiriKit life cycle of each intent Siri runs in the car: the handler's resolve methods in the order its
/// protocol declares them, then `confirm`, then — when the app is ready — `handle`. Every call runs as the app; every
/// completion continues on the main actor (at once when the app completes on the main queue), once, and only while its conversation is current
/// (`Step`). The app may complete from any thread, at any time.
@MainActor
enum SiriIntentCalls {
    typealias Next = @MainActor @Sendable () -> Void
    typealias Call = @MainActor (_ next: @escaping Next) -> Void

    /// Where a completion continues.
    struct Step {
        /// Runs a continuation if its conversation is still current.
        let run: @MainActor @Sendable (@escaping @MainActor () -> Void) -> Void

        init(_ run: @escaping @MainActor @Sendable (@escaping @MainActor () -> Void) -> Void) {
            self.run = run
        }

        /// A completion handler for the app: the first call delivers its value to `body` on the main actor; later
        /// calls are ignored.
        func completion<T>(_ body: @escaping @MainActor @Sendable (T) -> Void) -> (T) -> Void {
            let run = self.run
            let once = CompletionOnce()
            return { value in
                guard once.claim() else { return }
                let box = Delivered(value)
                if PlatformHost.isMainQueue() {
                    MainActor.assumeIsolated { run { body(box.value) } }
                } else {
                    Task { @MainActor in run { body(box.value) } }
                }
            }
        }
    }

    /// Runs `calls` one after the other, each going on when the app completes it, then `then`.
    static func chain(_ calls: [Call], then: @escaping Next) {
        guard let first = calls.first else { return then() }
        let rest = Array(calls.dropFirst())
        first { chain(rest, then: then) }
    }

    /// A resolve step whose outcome only follows the life cycle (Siri built the value): runs `resolve` as the app and
    /// goes on once the app completes it.
    static func goOn<Resolution>(
        after resolve: @escaping @MainActor (_ completion: @escaping (Resolution) -> Void) -> Void,
        car: SiriConversation.Car, step: Step
    ) -> Call {
        { next in car.runAsApp { resolve(step.completion { (_: Resolution) in next() }) } }
    }

    /// Whether a confirm response lets Siri go on to handle: ready, in progress or success (anything else is a
    /// failure or says nothing).
    nonisolated static func goesOn(_ code: Int) -> Bool { (1...3).contains(code) }

    // MARK: Messaging intents

    /// Searches for messages: resolves the search's parameters (Siri built them, so their outcomes only follow the
    /// life cycle), confirms and handles; `done` gets the handle response, or the confirm response when the app was
    /// not ready.
    static func search(
        _ intent: INSearchForMessagesIntent, with handler: any INSearchForMessagesIntentHandling,
        car: SiriConversation.Car, step: Step,
        done: @escaping @MainActor @Sendable (INSearchForMessagesIntentResponse) -> Void
    ) {
        let box = Delivered((intent, handler))
        let calls: [Call] = [
            goOn(after: { box.value.1.resolveRecipients(for: box.value.0, with: $0) }, car: car, step: step),
            goOn(after: { box.value.1.resolveSenders(for: box.value.0, with: $0) }, car: car, step: step),
            goOn(after: { box.value.1.resolveAttributes(for: box.value.0, with: $0) }, car: car, step: step),
            goOn(after: { box.value.1.resolveDateTimeRange(for: box.value.0, with: $0) }, car: car, step: step),
            goOn(after: { box.value.1.resolveSpeakableGroupNames(for: box.value.0, with: $0) }, car: car, step: step),
        ]
        chain(calls) {
            confirmThenHandle(
                car: car, step: step, proceeds: { goesOn($0.code.rawValue) },
                confirm: { box.value.1.confirm(intent: box.value.0, completion: $0) },
                handle: { box.value.1.handle(intent: box.value.0, completion: $0) }, done: done)
        }
    }

    /// Sets a message attribute: resolves it, confirms and handles.
    static func setAttribute(
        _ intent: INSetMessageAttributeIntent, with handler: any INSetMessageAttributeIntentHandling,
        car: SiriConversation.Car, step: Step,
        done: @escaping @MainActor @Sendable (INSetMessageAttributeIntentResponse) -> Void
    ) {
        let box = Delivered((intent, handler))
        car.runAsApp {
            box.value.1.resolveAttribute(
                for: box.value.0,
                with: step.completion { _ in
                    confirmThenHandle(
                        car: car, step: step, proceeds: { goesOn($0.code.rawValue) },
                        confirm: { box.value.1.confirm(intent: box.value.0, completion: $0) },
                        handle: { box.value.1.handle(intent: box.value.0, completion: $0) }, done: done)
                })
        }
    }

    /// Resolves a message's recipients (the first parameter of `INSendMessageIntentHandling`).
    static func resolveRecipients(
        _ intent: INSendMessageIntent, with handler: any INSendMessageIntentHandling, car: SiriConversation.Car,
        step: Step, done: @escaping @MainActor @Sendable ([INSendMessageRecipientResolutionResult]) -> Void
    ) {
        let box = Delivered((intent, handler))
        car.runAsApp { box.value.1.resolveRecipients(for: box.value.0, with: step.completion { done($0) }) }
    }

    /// Resolves the rest of a message in the protocol's order: its kind, its content, its group name.
    static func resolveMessage(
        _ intent: INSendMessageIntent, with handler: any INSendMessageIntentHandling, car: SiriConversation.Car,
        step: Step,
        done: @escaping @MainActor @Sendable (INStringResolutionResult, INSpeakableStringResolutionResult) -> Void
    ) {
        let box = Delivered((intent, handler))
        car.runAsApp {
            box.value.1.resolveOutgoingMessageType(
                for: box.value.0,
                with: step.completion { _ in
                    car.runAsApp {
                        box.value.1.resolveContent(
                            for: box.value.0,
                            with: step.completion { content in
                                let contentBox = Delivered(content)
                                car.runAsApp {
                                    box.value.1.resolveSpeakableGroupName(
                                        for: box.value.0,
                                        with: step.completion { done(contentBox.value, $0) })
                                }
                            })
                    }
                })
        }
    }

    /// Sends a message: confirms, then handles when the app is ready; `done` gets the last response.
    static func send(
        _ intent: INSendMessageIntent, with handler: any INSendMessageIntentHandling, car: SiriConversation.Car,
        step: Step, done: @escaping @MainActor @Sendable (INSendMessageIntentResponse) -> Void
    ) {
        let box = Delivered((intent, handler))
        confirmThenHandle(
            car: car, step: step, proceeds: { goesOn($0.code.rawValue) },
            confirm: { box.value.1.confirm(intent: box.value.0, completion: $0) },
            handle: { box.value.1.handle(intent: box.value.0, completion: $0) }, done: done)
    }

    // MARK: Calling intents

    /// Resolves a call up to its contacts, in the protocol's order: the call to call back, the destination type,
    /// the contacts; `done` gets the contacts' results.
    static func resolveCallee(
        _ intent: INStartCallIntent, with handler: any INStartCallIntentHandling, car: SiriConversation.Car,
        step: Step, done: @escaping @MainActor @Sendable ([INStartCallContactResolutionResult]) -> Void
    ) {
        let box = Delivered((intent, handler))
        let calls: [Call] = [
            goOn(after: { box.value.1.resolveCallRecordToCallBack(for: box.value.0, with: $0) }, car: car, step: step),
            goOn(after: { box.value.1.resolveDestinationType(for: box.value.0, with: $0) }, car: car, step: step),
        ]
        chain(calls) {
            car.runAsApp { box.value.1.resolveContacts(for: box.value.0, with: step.completion { done($0) }) }
        }
    }

    /// Starts a call: resolves its capability, confirms and handles. Siri goes on when the app is ready, continues in
    /// the app, or asks for the driver's confirmation (the driver asked for the call: Siri in the car takes it as
    /// given); `done` gets the handle response, or the confirm response.
    static func startCall(
        _ intent: INStartCallIntent, with handler: any INStartCallIntentHandling, car: SiriConversation.Car,
        step: Step, done: @escaping @MainActor @Sendable (INStartCallIntentResponse) -> Void
    ) {
        let box = Delivered((intent, handler))
        car.runAsApp {
            box.value.1.resolveCallCapability(
                for: box.value.0,
                with: step.completion { _ in
                    confirmThenHandle(
                        car: car, step: step,
                        proceeds: { [.ready, .continueInApp, .userConfirmationRequired].contains($0.code) },
                        confirm: { box.value.1.confirm(intent: box.value.0, completion: $0) },
                        handle: { box.value.1.handle(intent: box.value.0, completion: $0) }, done: done)
                })
        }
    }

    // MARK: Media

    /// Resolves the media items of a request to play (from its `mediaSearch`); `done` gets the results.
    static func resolveMediaItems(
        _ intent: INPlayMediaIntent, with handler: any INPlayMediaIntentHandling, car: SiriConversation.Car,
        step: Step, done: @escaping @MainActor @Sendable ([INPlayMediaMediaItemResolutionResult]) -> Void
    ) {
        let box = Delivered((intent, handler))
        car.runAsApp { box.value.1.resolveMediaItems(for: box.value.0, with: step.completion { done($0) }) }
    }

    /// Plays: resolves the rest of the request in the protocol's order (shuffle, repeat, resume, queue location,
    /// speed), confirms and handles; `done` gets the handle response, or the confirm response when the app was not
    /// ready.
    static func playMedia(
        _ intent: INPlayMediaIntent, with handler: any INPlayMediaIntentHandling, car: SiriConversation.Car,
        step: Step, done: @escaping @MainActor @Sendable (INPlayMediaIntentResponse) -> Void
    ) {
        let box = Delivered((intent, handler))
        let calls: [Call] = [
            goOn(after: { box.value.1.resolvePlayShuffled(for: box.value.0, with: $0) }, car: car, step: step),
            goOn(after: { box.value.1.resolvePlaybackRepeatMode(for: box.value.0, with: $0) }, car: car, step: step),
            goOn(after: { box.value.1.resolveResumePlayback(for: box.value.0, with: $0) }, car: car, step: step),
            goOn(after: { box.value.1.resolvePlaybackQueueLocation(for: box.value.0, with: $0) }, car: car, step: step),
            goOn(after: { box.value.1.resolvePlaybackSpeed(for: box.value.0, with: $0) }, car: car, step: step),
        ]
        chain(calls) {
            confirmThenHandle(
                car: car, step: step, proceeds: { [.ready, .inProgress, .success].contains($0.code) },
                confirm: { box.value.1.confirm(intent: box.value.0, completion: $0) },
                handle: { box.value.1.handle(intent: box.value.0, completion: $0) }, done: done)
        }
    }

    /// Searches the call history: resolves the search's parameters in the protocol's order (Siri built them, so their
    /// outcomes only follow the life cycle), confirms and handles; `done` gets the handle response, or the confirm
    /// response when the app was not ready.
    static func searchCallHistory(
        _ intent: INSearchCallHistoryIntent, with handler: any INSearchCallHistoryIntentHandling,
        car: SiriConversation.Car, step: Step,
        done: @escaping @MainActor @Sendable (INSearchCallHistoryIntentResponse) -> Void
    ) {
        let box = Delivered((intent, handler))
        let calls: [Call] = [
            goOn(after: { box.value.1.resolveCallType(for: box.value.0, with: $0) }, car: car, step: step),
            goOn(after: { box.value.1.resolveDateCreated(for: box.value.0, with: $0) }, car: car, step: step),
            goOn(after: { box.value.1.resolveRecipient(for: box.value.0, with: $0) }, car: car, step: step),
            goOn(after: { box.value.1.resolveCallTypes(for: box.value.0, with: $0) }, car: car, step: step),
            goOn(after: { box.value.1.resolveUnseen(for: box.value.0, with: $0) }, car: car, step: step),
        ]
        chain(calls) {
            confirmThenHandle(
                car: car, step: step, proceeds: { [.ready, .inProgress, .success].contains($0.code) },
                confirm: { box.value.1.confirm(intent: box.value.0, completion: $0) },
                handle: { box.value.1.handle(intent: box.value.0, completion: $0) }, done: done)
        }
    }

    /// The end of every intent's life cycle: `confirm`, then — when its response lets Siri go on (`proceeds`) —
    /// `handle`; `done` gets the handle response, or the confirm response when the app was not ready.
    static func confirmThenHandle<Response>(
        car: SiriConversation.Car, step: Step, proceeds: @escaping @Sendable (Response) -> Bool,
        confirm: @escaping @MainActor (_ completion: @escaping (Response) -> Void) -> Void,
        handle: @escaping @MainActor (_ completion: @escaping (Response) -> Void) -> Void,
        done: @escaping @MainActor @Sendable (Response) -> Void
    ) {
        car.runAsApp {
            confirm(
                step.completion { confirmed in
                    guard proceeds(confirmed) else { return done(confirmed) }
                    car.runAsApp { handle(step.completion { done($0) }) }
                })
        }
    }
}

/// Lets a completion handler through once.
final class CompletionOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed = false

    /// True the first time only.
    func claim() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if claimed { return false }
        claimed = true
        return true
    }
}
