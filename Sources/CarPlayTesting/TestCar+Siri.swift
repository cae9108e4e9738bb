import Foundation
import Intents
import Testing

extension TestCar {
    /// Siri in the car: what it said and heard, and the driver's voice. Tapping a message item, a compose button or
    /// a contact's message button starts it; Siri runs the app's messaging intents.
    public var siri: TestSiri { TestSiri(car: self) }

    /// Where Siri finds the app's intent handlers in this test, as an Intents extension's principal object gives them
    /// (`INExtension` or any `INIntentHandlerProviding`). `TestCar(app:)` and `TestCar(appModule:)` use the app
    /// delegate's `application(_:handlerFor:)` unless this is set.
    public func useIntentHandlers(_ provider: any INIntentHandlerProviding) {
        session.intentHandlerProvider = { intent in provider.handler(for: intent) }
    }
}

/// The driver's side of Siri in a `TestCar`.
@MainActor
public struct TestSiri {
    let car: TestCar

    /// What Siri and the driver said, oldest first (message contents included: they are spoken, never shown).
    public var transcript: [SiriLine] { car.session.siriTranscript }
    /// What Siri said, oldest first.
    public var said: [String] { transcript.filter { $0.speaker == .siri }.map(\.text) }
    /// Siri's lines as the car spoke them, oldest first: their audio (once `car.speechAudioReady()` returned) and
    /// what may be shown of each — never a message's content.
    public var spoken: [SiriUtterance] { car.session.siriUtterances }
    /// What Siri is doing.
    public var state: SiriState { car.session.siriState }
    /// Whether Siri listens for the driver.
    public var isListening: Bool {
        if case .listening = state { return true }
        return false
    }

    /// The driver says `text` to Siri: a yes or no, a name, or a message to dictate.
    public func say(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard isListening else {
            Issue.record(
                "Siri is not listening (\(state)); it last said: \(said.last ?? "nothing")",
                sourceLocation: sourceLocation)
            return
        }
        car.act(sourceLocation) { car.session.siriHears(text) }
    }

    /// The driver dictates a message; Siri must be asking what the message says.
    public func dictate(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard state == .listening(.messageContent) else {
            Issue.record("Siri is not taking dictation (\(state))", sourceLocation: sourceLocation)
            return
        }
        car.act(sourceLocation) { car.session.siriHears(text) }
    }

    /// The driver presses the Siri key: Siri asks what they want ("Read my messages", "Call Ana", "Any missed
    /// calls?"). `.unsupported`, with Siri not starting, unless the app is a communication app.
    @discardableResult
    public func pressSiriKey(sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        guard MessagingRules.siriKeyServes(car.session.app.category) else { return .unsupported }
        car.act(sourceLocation) { car.session.startSiri(.listen) }
        return .handledBySystem
    }

    /// The driver dismisses Siri.
    public func cancel(sourceLocation: SourceLocation = #_sourceLocation) {
        car.act(sourceLocation) { car.session.cancelSiri() }
    }
}
