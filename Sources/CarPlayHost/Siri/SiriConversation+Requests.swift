import Foundation
@_spi(CarPlayHost) import Intents

// Siri from the car's Siri key: it asks what the driver wants and takes the request for the app's messages and
// calls — reading unread messages, composing, calling, and telling of the call history through the app's
// `INSearchCallHistoryIntent`, then offering to call back.
extension SiriConversation {
    /// The driver pressed the Siri key: Siri asks what they want.
    func listenForRequest() {
        begin()
        ask(.request, SiriTexts.requestQuestion)
    }

    /// What the driver asked for (`SiriCommand`); Siri declines what it does not take in the car. A request for
    /// another app — one the driver named, media for an app that is not an audio app, messages and calls for one
    /// that is not a communication app — goes to that app's Siri (`Car.handOff`), unless this request was handed on.
    func takeRequest(_ text: String, handedOn: Bool = false) {
        let (said, named) = SiriCommand.namedApp(in: text, among: car.appNames())
        let command = SiriCommand(said, app: car.appName)
        if !handedOn, let command {
            let ownKind = command.isMedia ? car.category == .audio : car.category == .communication
            if named.map({ $0.lowercased() != car.appName.lowercased() }) ?? !ownKind {
                guard car.handOff(text, named, command.isMedia) else { return finish(SiriTexts.cannotHelp) }
                // The other app's Siri goes on from here; this one stops without a word.
                end()
                return car.changed()
            }
        }
        switch command {
        case .readMessages?: readUnreadMessages()
        case .message(let name, let content)?: compose(toPersonNamed: name, content: content)
        case .call(let name)?: startCall(to: name)
        case .callHistory(let missedOnly)?: searchCallHistory(missedOnly: missedOnly)
        case .playMedia(let name)?: playMedia(named: name)
        case nil: finish(SiriTexts.cannotHelp)
        }
    }

    /// Takes on a request the driver said to another app's Siri after the Siri key.
    func takeHandedOnRequest(_ text: String) {
        begin()
        recordHandedOn(text)
        takeRequest(text, handedOn: true)
    }

    /// Asks the app for its call history (missed calls, or every recent call), then tells of the latest call and
    /// offers to call back. When the app has no handler Siri says so and the calling rule's note names it.
    func searchCallHistory(missedOnly: Bool) {
        begin()
        let intent = INSearchCallHistoryIntent(
            dateCreated: nil, recipient: nil, callCapabilities: [],
            callTypes: missedOnly ? .missed : [], unseen: nil)
        guard
            let handler = handler(
                for: intent, as: (any INSearchCallHistoryIntentHandling).self,
                missing: CallRules.missingCallHistoryHandler(app: car.appName))
        else { return }
        SiriIntentCalls.searchCallHistory(intent, with: handler, car: car, step: step) { [weak self] response in
            self?.tellCallHistory(response, missedOnly: missedOnly)
        }
    }

    /// Tells of the newest call the app found and asks whether to call that person back.
    private func tellCallHistory(_ response: INSearchCallHistoryIntentResponse, missedOnly: Bool) {
        guard [.success, .inProgress, .ready].contains(response.code) else {
            return finish(SiriTexts.callHistoryFailed(response.code, app: car.appName))
        }
        let records = (response.callRecords ?? []).sorted {
            ($0.dateCreated ?? .distantPast) > ($1.dateCreated ?? .distantPast)
        }
        guard let latest = records.first else {
            return finish(missedOnly ? SiriTexts.noMissedCalls : SiriTexts.noRecentCalls)
        }
        let missed = records.filter { $0.callRecordType == .missed }.count
        let name = latest.participants?.first?.displayName
        say(SiriTexts.callRecord(latest.callRecordType, with: name, missedCount: missed))
        guard let name, !name.isEmpty else { return finish(SiriTexts.okay) }
        ask(.callBack(name), SiriTexts.callBackQuestion(name))
    }
}
