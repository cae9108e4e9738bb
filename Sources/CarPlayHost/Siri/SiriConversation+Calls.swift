import Foundation
@_spi(CarPlayHost) import Intents

// Siri places calls for a calling app: it asks whom to call, resolves the call through the app's
// `INStartCallIntent` handler, and when the app answers "continue in app" hands the app the intent's activity, with
// which the app starts the call through CallKit (the car's call screen then shows it).
extension SiriConversation {
    /// Calls the person the driver named, or asks whom to call (the list's "Call with Siri" cell). When the app has
    /// no handler of `INStartCallIntent` Siri says so and the calling rule's note names what is missing
    /// (`CallRules`).
    func startCall(to name: String? = nil) {
        begin()
        let person = name.map(SiriConversation.person(named:))
        let intent = Self.callIntent(to: person)
        guard
            let handler = handler(
                for: intent, as: (any INStartCallIntentHandling).self,
                missing: CallRules.missingStartCallHandler(app: car.appName))
        else { return }
        call = intent
        callHandler = handler
        rounds = 0
        guard let person else { return ask(.callee, SiriTexts.calleeQuestion) }
        placeCall(to: person)
    }

    /// Resolves a call to `person` (the name the driver said, or the person they chose or confirmed).
    func placeCall(to person: INPerson) {
        guard let callHandler else { return }
        rounds += 1
        guard rounds <= Self.maximumRounds else { return finish(SiriTexts.cannotDoThat) }
        let intent = Self.callIntent(to: person)
        call = intent
        SiriIntentCalls.resolveCallee(intent, with: callHandler, car: car, step: step) { [weak self] results in
            self?.calleeResolved(results, asked: person)
        }
    }

    private func calleeResolved(_ results: [INStartCallContactResolutionResult], asked: INPerson) {
        guard let callHandler else { return }
        var person = asked
        // One result for the one contact; a handler without `resolveContacts` keeps the contact as given.
        switch results.first?._resolution {
        case .success(let resolved as INPerson)?: person = resolved
        case .disambiguation(let options)?:
            candidates = options.compactMap { $0 as? INPerson }
            guard !candidates.isEmpty else { return ask(.callee, SiriTexts.calleeQuestion) }
            let names = candidates.map(\.displayName)
            return ask(.choice(names), SiriTexts.choice(names))
        case .confirmationRequired(let value)?:
            guard let value = value as? INPerson else { return ask(.callee, SiriTexts.calleeQuestion) }
            candidates = [value]
            return ask(.confirmValue(value.displayName), SiriTexts.confirmValue(value.displayName))
        case .needsValue?: return ask(.callee, SiriTexts.calleeQuestion)
        case .unsupported(let reason)?:
            return finish(
                SiriTexts.cannotCall(
                    asked.displayName, reason.flatMap(INStartCallContactUnsupportedReason.init), app: car.appName))
        case .unimplemented?, .notRequired?, .success?, nil: break
        }
        let intent = Self.callIntent(to: person)
        call = intent
        SiriIntentCalls.startCall(intent, with: callHandler, car: car, step: step) { [weak self] response in
            self?.callHandled(response, person: person)
        }
    }

    /// The app handled the call: "continue in app" hands the app the intent's activity (SiriKit launches the app
    /// with it), with which the app starts the call through CallKit.
    private func callHandled(_ response: INStartCallIntentResponse, person: INPerson) {
        guard let call else { return }
        guard response.code == .continueInApp || response.code == .ready else {
            return finish(SiriTexts.callFailed(response.code, app: car.appName))
        }
        let activity = response.userActivity ?? NSUserActivity(activityType: "INStartCallIntent")
        activity._interaction = INInteraction(intent: call, response: response)
        finish(SiriTexts.calling(person.displayName, app: car.appName))
        if !car.continueInApp(activity) {
            car.note(
                "\(car.appName) did not continue INStartCallIntent's activity: its app delegate's "
                    + "application(_:continue:restorationHandler:) must start the call with CallKit")
        }
    }

    /// An audio call to `person` (nil: to someone Siri will ask for).
    static func callIntent(to person: INPerson?) -> INStartCallIntent {
        INStartCallIntent(
            callRecordFilter: nil, callRecordToCallBack: nil, audioRoute: .unknown, destinationType: .normal,
            contacts: person.map { [$0] }, callCapability: .audioCall)
    }
}
