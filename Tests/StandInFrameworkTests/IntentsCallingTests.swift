import Expectations
import Foundation
@_spi(CarPlayHost) import Intents
import Testing

/// The Intents stand-in's calling and media intents: Apple's raw values and identifiers, the intents' parameters, the
/// resolution results' factories, and handlers written as iOS apps write them (an `NSObject` adopting the handling
/// protocol with completion handlers), whose left-out optional methods answer as iOS does.
struct IntentsCallingTests {
    @Test func rawValuesAreApples() {
        expectEqual(INStartCallIntentResponseCode.continueInApp.rawValue, 2)
        expectEqual(INStartCallIntentResponseCode.userConfirmationRequired.rawValue, 3)
        expectEqual(INStartCallIntentResponseCode.failureCallInProgress.rawValue, 11)
        expectEqual(INStartCallIntentResponseCode.failureCallRinging.rawValue, 12)
        expectEqual(INStartCallIntentResponseCode.failureRequiringInAppAuthentication.rawValue, 13)
        expectEqual(INStartCallContactUnsupportedReason.noUsableHandleForRedial.rawValue, 7)
        expectEqual(INStartCallContactUnsupportedReason.requiringInAppAuthentication.rawValue, 8)
        expectEqual(INStartCallCallCapabilityUnsupportedReason.cameraNotAccessible.rawValue, 3)
        expectEqual(INStartCallCallRecordToCallBackUnsupportedReason.noMatchingCall.rawValue, 1)
        expectTrue(INCallDestinationType.callBack.rawValue == 5 && INCallDestinationType.redialDestination == .redial)
        expectTrue(INCallCapability.videoCall.rawValue == 2 && INCallAudioRoute.bluetoothAudioRoute.rawValue == 2)
        expectEqual(INCallCapabilityOptions.videoCall.rawValue, 2)
        expectTrue(INCallRecordType.onHold.rawValue == 8 && INCallRecordType.latest.rawValue == 4)
        expectTrue(INCallRecordTypeOptions.onHold.rawValue == 128 && INCallRecordTypeOptions.voicemail.rawValue == 16)
        expectEqual(INSearchCallHistoryIntentResponseCode.failureAppConfigurationRequired.rawValue, 5)
        expectEqual(INSearchCallHistoryIntentResponseCode.success.rawValue, 7)
        expectEqual(INPlayMediaIntentResponseCode.handleInApp.rawValue, 5)
        expectEqual(INPlayMediaIntentResponseCode.failureMaxStreamLimitReached.rawValue, 11)
        expectEqual(INPlayMediaMediaItemUnsupportedReason.regionRestriction.rawValue, 8)
        expectEqual(INPlayMediaPlaybackSpeedUnsupportedReason.aboveMaximum.rawValue, 2)
        expectTrue(INMediaItemType.news.rawValue == 20 && INMediaItemType.tvShowEpisode.rawValue == 13)
        expectTrue(INMediaSortOrder.recommended.rawValue == 8 && INMediaReference.my.rawValue == 2)
        expectTrue(INPlaybackRepeatMode.one.rawValue == 3 && INPlaybackQueueLocation.later.rawValue == 3)
        expectEqual(INStartCallIntentIdentifier, "INStartCallIntent")
        expectEqual(INSearchCallHistoryIntentIdentifier, "INSearchCallHistoryIntent")
    }

    @Test func aStartCallIntentKeepsWhatItWasGiven() {
        let ana = person("Ana", "+33 6 12 34 56 78")
        let missed = INCallRecord(identifier: "c1", caller: ana, callRecordType: .missed, callCapability: .audioCall)
        let filter = INCallRecordFilter(
            participants: [ana], callTypes: [.missed, .received], callCapability: .audioCall)
        let intent = INStartCallIntent(
            callRecordFilter: filter, callRecordToCallBack: missed, audioRoute: .bluetoothAudioRoute,
            destinationType: .callBack, contacts: [ana], callCapability: .audioCall)
        expectTrue(intent.callRecordFilter === filter && intent.callRecordToCallBack === missed)
        expectTrue(intent.audioRoute == .bluetoothAudioRoute && intent.destinationType == .callBack)
        expectTrue(intent.contacts == [ana] && intent.callCapability == .audioCall && intent.identifier != nil)
        expectTrue(filter.callTypes == [.missed, .received] && filter.participants == [ana])
        expectTrue(INCallRecordFilter(participants: nil, callCapability: .videoCall).callTypes.isEmpty)
        // iOS 13's initializer: no filter nor call to call back, the kind of call to redial instead.
        let redial = INStartCallIntent(
            audioRoute: .unknown, destinationType: .redial, contacts: nil, recordTypeForRedialing: .outgoing,
            callCapability: .videoCall)
        expectTrue(redial.recordTypeForRedialing == .outgoing && redial.callRecordToCallBack == nil)
        expectTrue(redial.destinationType == .redial && redial.contacts == nil && redial.callCapability == .videoCall)
        expectNotEqual(redial.identifier, intent.identifier)
    }

    @Test func aCallRecordReadsItsNumbersAsSwiftValues() {
        let ana = person("Ana", "101")
        let date = Date(timeIntervalSince1970: 1_000)
        let record = INCallRecord(
            identifier: "c1", dateCreated: date, caller: ana, callRecordType: .received, callCapability: .videoCall,
            callDuration: 62.5, unseen: true, numberOfCalls: 3)
        expectTrue(record.identifier == "c1" && record.dateCreated == date && record.callRecordType == .received)
        expectTrue(record.callCapability == .videoCall && record.callDuration == 62.5 && record.unseen == true)
        expectTrue(record.numberOfCalls == 3 && record.caller === ana && record.participants == [ana])
        expectEqual(record.__isCallerIdBlocked, nil)
        // The overlay's defaults: an unknown call with nothing else.
        let bare = INCallRecord(identifier: "c2")
        expectTrue(bare.callRecordType == .unknown && bare.callCapability == .unknown && bare.dateCreated == nil)
        expectTrue(bare.callDuration == nil && bare.unseen == nil && bare.numberOfCalls == nil && bare.caller == nil)
        // The designated initializer, the only one taking participants and a hidden number (as on iOS).
        let hidden = INCallRecord(
            __identifier: "c3", dateCreated: nil, callRecordType: .missed, callCapability: .audioCall,
            callDuration: nil, unseen: NSNumber(value: false), participants: [ana, person("Bo", "102")],
            numberOfCalls: NSNumber(value: 1), isCallerIdBlocked: NSNumber(value: true))
        expectTrue(hidden.__isCallerIdBlocked?.boolValue == true && hidden.participants?.count == 2)
        expectTrue(hidden.unseen == false && hidden.numberOfCalls == 1 && hidden.caller === ana)
    }

    @Test func aCallHistorySearchKeepsWhatItWasGiven() {
        let range = INDateComponentsRange(start: DateComponents(year: 2024), end: nil)
        let ana = person("Ana", "101")
        let search = INSearchCallHistoryIntent(
            dateCreated: range, recipient: ana, callCapabilities: [.audioCall], callTypes: [.missed], unseen: true)
        expectTrue(search.dateCreated === range && search.recipient === ana && search.unseen == true)
        expectTrue(search.callCapabilities == .audioCall && search.callTypes == .missed)
        expectTrue(search.__unseen?.boolValue == true && search.identifier != nil)
        let all = INSearchCallHistoryIntent(callCapabilities: [], callTypes: [])
        expectTrue(all.unseen == nil && all.recipient == nil && all.dateCreated == nil)
        let response = INSearchCallHistoryIntentResponse(code: .success, userActivity: nil)
        expectEqual(response.callRecords, nil)
        response.callRecords = [INCallRecord(identifier: "c1", callRecordType: .missed)]
        expectTrue(response.callRecords?.first?.identifier == "c1" && response.code == .success)
    }

    @Test func resolutionResultsSayWhatTheirFactoriesMean() {
        let ana = person("Ana", "101")
        let contact = INStartCallContactResolutionResult.unsupported(forReason: .noHandleForLabel)
        expectEqual(reading(contact), "unsupported(3)")
        let success: INStartCallContactResolutionResult = .success(with: ana)
        expectEqual(reading(success), "success(Ana)")
        expectEqual(reading(INStartCallContactResolutionResult(personResolutionResult: .needsValue())), "needsValue")
        expectEqual(reading(INStartCallContactResolutionResult.disambiguation(with: [ana, ana])), "disambiguation(2)")
        expectEqual(reading(INStartCallCallCapabilityResolutionResult.success(with: .videoCall)), "success(videoCall)")
        expectEqual(
            reading(INStartCallCallCapabilityResolutionResult.unsupported(forReason: .videoCallUnsupported)),
            "unsupported(1)")
        let capability = INStartCallCallCapabilityResolutionResult(
            callCapabilityResolutionResult: .confirmationRequired(with: .audioCall))
        expectEqual(reading(capability), "confirmationRequired(audioCall)")
        let record = INCallRecord(identifier: "c1")
        expectEqual(reading(INCallRecordResolutionResult.disambiguation(with: [record])), "disambiguation(1)")
        let callBack = INStartCallCallRecordToCallBackResolutionResult.unsupported(forReason: .noMatchingCall)
        expectEqual(reading(callBack), "unsupported(1)")
        let given = INStartCallCallRecordToCallBackResolutionResult(callRecordResolutionResult: .success(with: record))
        expectEqual(reading(given), "success(INCallRecord)")
        expectEqual(reading(INCallDestinationTypeResolutionResult.success(with: .emergency)), "success(emergency)")
        expectEqual(reading(INCallRecordTypeOptionsResolutionResult.notRequired()), "notRequired")
        expectEqual(reading(INBooleanResolutionResult.confirmationRequired(with: nil)), "confirmationRequired(nil)")
        expectEqual(
            reading(INPlayMediaPlaybackSpeedResolutionResult.unsupported(forReason: .belowMinimum)), "unsupported(1)")
        let song = INMediaItem(identifier: "s1", title: "Song", type: .song, artwork: nil, artist: "Ana")
        let items = INPlayMediaMediaItemResolutionResult.successes(with: [song, song])
        expectTrue(items.count == 2 && items.map(reading) == ["success(INMediaItem)", "success(INMediaItem)"])
        expectEqual(
            reading(INPlayMediaMediaItemResolutionResult.unsupported(forReason: .loginRequired)), "unsupported(1)")
    }

    @Test func aHandlerWrittenAsOnIOSAnswersWithItsOwnMethods() {
        let handler: any INStartCallIntentHandling = CallIntentHandler()
        let ana = person("Ana", "101")
        let intent = INStartCallIntent(
            callRecordFilter: nil, callRecordToCallBack: nil, audioRoute: .unknown, destinationType: .normal,
            contacts: [ana, person("Nobody", nil)], callCapability: .videoCall)
        var contacts: [String] = []
        handler.resolveContacts(for: intent) { contacts = $0.map(reading) }
        expectEqual(contacts, ["success(Ana)", "unsupported(4)"])
        var capability = ""
        handler.resolveCallCapability(for: intent) { capability = reading($0) }
        expectEqual(capability, "unsupported(1)")
        var response: INStartCallIntentResponse?
        handler.handle(intent: intent) { response = $0 }
        expectTrue(response?.code == .continueInApp && response?.userActivity?.activityType == "INStartCallIntent")
    }

    @Test func leftOutOptionalMethodsLeaveTheValuesAsTheyAreAndConfirmReady() {
        // On iOS Siri skips an optional method the handler does not implement; here its default answers
        // `.unimplemented`, which Siri reads the same way (as for the messaging intents).
        let handler: any INStartCallIntentHandling = CallIntentHandler()
        let intent = INStartCallIntent(
            callRecordFilter: nil, callRecordToCallBack: nil, audioRoute: .unknown, destinationType: .unknown,
            contacts: nil, callCapability: .audioCall)
        var readings: [String] = []
        handler.resolveDestinationType(for: intent) { readings.append(reading($0)) }
        handler.resolveCallRecordToCallBack(for: intent) { readings.append(reading($0)) }
        expectEqual(readings, ["unimplemented", "unimplemented"])
        var confirmed: INStartCallIntentResponse?
        handler.confirm(intent: intent) { confirmed = $0 }
        expectTrue(confirmed?.code == .ready && confirmed?.userActivity == nil)

        let bare: any INStartCallIntentHandling = HandleOnlyCallHandler()
        var contacts: [String] = []
        bare.resolveContacts(for: intent) { contacts = $0.map(reading) }
        var capability = ""
        bare.resolveCallCapability(for: intent) { capability = reading($0) }
        expectTrue(contacts == ["unimplemented"] && capability == "unimplemented")

        let history: any INSearchCallHistoryIntentHandling = CallHistoryHandler()
        let search = INSearchCallHistoryIntent(callCapabilities: [.audioCall], callTypes: [.missed])
        var historyReadings: [String] = []
        history.resolveRecipient(for: search) { historyReadings.append(reading($0)) }
        history.resolveUnseen(for: search) { historyReadings.append(reading($0)) }
        history.resolveCallTypes(for: search) { historyReadings.append(reading($0)) }
        history.confirm(intent: search) { historyReadings.append("\($0.code)") }
        expectEqual(historyReadings, ["unimplemented", "unimplemented", "unimplemented", "ready"])
    }

    @Test func anInteractionsStatusComesFromTheCallingCodes() {
        let intent = INStartCallIntent(
            callRecordFilter: nil, callRecordToCallBack: nil, audioRoute: .unknown, destinationType: .normal,
            contacts: nil, callCapability: .audioCall)
        func status(_ code: INStartCallIntentResponseCode) -> INIntentHandlingStatus {
            INInteraction(intent: intent, response: INStartCallIntentResponse(code: code, userActivity: nil))
                .intentHandlingStatus
        }
        expectEqual(status(.continueInApp), .deferredToApplication)
        expectEqual(status(.userConfirmationRequired), .userConfirmationRequired)
        expectTrue(status(.failureCallInProgress) == .failure && status(.ready) == .ready)
        expectEqual(status(.unspecified), .unspecified)
        let search = INSearchCallHistoryIntent(callCapabilities: [], callTypes: [])
        func searchStatus(_ code: INSearchCallHistoryIntentResponseCode) -> INIntentHandlingStatus {
            INInteraction(intent: search, response: INSearchCallHistoryIntentResponse(code: code, userActivity: nil))
                .intentHandlingStatus
        }
        expectTrue(searchStatus(.failure) == .failure && searchStatus(.success) == .success)
        expectTrue(searchStatus(.inProgress) == .inProgress && searchStatus(.continueInApp) == .deferredToApplication)
        let play = INPlayMediaIntent()
        func playStatus(_ code: INPlayMediaIntentResponseCode) -> INIntentHandlingStatus {
            INInteraction(intent: play, response: INPlayMediaIntentResponse(code: code, userActivity: nil))
                .intentHandlingStatus
        }
        expectTrue(playStatus(.handleInApp) == .deferredToApplication && playStatus(.success) == .success)
        expectTrue(playStatus(.inProgress) == .inProgress && playStatus(.failureRestrictedContent) == .failure)
    }

    @Test func aPlayMediaIntentKeepsWhatItWasGiven() {
        let album = INMediaItem(identifier: "a1", title: "Album", type: .album, artwork: INImage(named: "cover"))
        let song = INMediaItem(identifier: "s1", title: "Song", type: .song, artwork: nil, artist: "Ana")
        expectTrue(album.artist == nil && album.artwork != nil && song.artist == "Ana" && song.type == .song)
        let search = INMediaSearch(mediaType: .song, mediaName: "Song", genreNames: ["Jazz"], reference: .my)
        expectTrue(search.mediaName == "Song" && search.genreNames == ["Jazz"] && search.sortOrder == .unknown)
        expectTrue(search.reference == .my && search.artistName == nil && INMediaSearch().mediaType == .unknown)
        let play = INPlayMediaIntent(
            mediaItems: [song], mediaContainer: album, playShuffled: true, playbackRepeatMode: .all,
            resumePlayback: false, playbackQueueLocation: .next, playbackSpeed: 1.5, mediaSearch: search)
        expectTrue(play.mediaItems == [song] && play.mediaContainer === album && play.mediaSearch === search)
        expectTrue(play.playShuffled == true && play.resumePlayback == false && play.playbackSpeed == 1.5)
        expectTrue(play.playbackRepeatMode == .all && play.playbackQueueLocation == .next)
        let plain = INPlayMediaIntent()
        expectTrue(plain.playShuffled == nil && plain.playbackSpeed == nil && plain.playbackRepeatMode == .unknown)
        let response = INPlayMediaIntentResponse(code: .success, userActivity: nil)
        response.nowPlayingInfo = ["title": "Song"]
        expectTrue(response.nowPlayingInfo?["title"] as? String == "Song" && response.code == .success)
    }

    @Test func aMediaHandlerResolvesItemsAndLeavesTheRestAsIs() {
        let handler: any INPlayMediaIntentHandling = MediaIntentHandler()
        let play = INPlayMediaIntent(mediaSearch: INMediaSearch(mediaName: "Song"))
        var items: [String] = []
        handler.resolveMediaItems(for: play) { items = $0.map(reading) }
        expectEqual(items, ["success(INMediaItem)"])
        var rest: [String] = []
        handler.resolvePlayShuffled(for: play) { rest.append(reading($0)) }
        handler.resolvePlaybackSpeed(for: play) { rest.append(reading($0)) }
        handler.resolvePlaybackQueueLocation(for: play) { rest.append(reading($0)) }
        handler.confirm(intent: play) { rest.append("\($0.code)") }
        expectEqual(rest, ["unimplemented", "unimplemented", "unimplemented", "ready"])
        var response: INPlayMediaIntentResponse?
        handler.handle(intent: play) { response = $0 }
        expectEqual(response?.code, .handleInApp)
    }
}

// MARK: - Handlers as iOS apps write them

/// A calling app's handler: it resolves the contacts and the kind of call, and continues in the app to start the call.
private final class CallIntentHandler: NSObject, INStartCallIntentHandling {
    func resolveContacts(
        for intent: INStartCallIntent, with completion: @escaping ([INStartCallContactResolutionResult]) -> Void
    ) {
        guard let contacts = intent.contacts, !contacts.isEmpty else {
            completion([.needsValue()])
            return
        }
        completion(
            contacts.map { contact in
                contact.personHandle?.value == nil ? .unsupported(forReason: .invalidHandle) : .success(with: contact)
            })
    }

    func resolveCallCapability(
        for intent: INStartCallIntent, with completion: @escaping (INStartCallCallCapabilityResolutionResult) -> Void
    ) {
        switch intent.callCapability {
        case .videoCall: completion(.unsupported(forReason: .videoCallUnsupported))
        case .audioCall: completion(.success(with: .audioCall))
        default: completion(.needsValue())
        }
    }

    func handle(intent: INStartCallIntent, completion: @escaping (INStartCallIntentResponse) -> Void) {
        let userActivity = NSUserActivity(activityType: "INStartCallIntent")
        completion(INStartCallIntentResponse(code: .continueInApp, userActivity: userActivity))
    }
}

/// A handler with only the required method.
private final class HandleOnlyCallHandler: NSObject, INStartCallIntentHandling {
    func handle(intent: INStartCallIntent, completion: @escaping (INStartCallIntentResponse) -> Void) {
        completion(INStartCallIntentResponse(code: .failure, userActivity: nil))
    }
}

/// A call history handler that shows the calls in the app.
private final class CallHistoryHandler: NSObject, INSearchCallHistoryIntentHandling {
    func handle(
        intent: INSearchCallHistoryIntent, completion: @escaping (INSearchCallHistoryIntentResponse) -> Void
    ) {
        completion(INSearchCallHistoryIntentResponse(code: .continueInApp, userActivity: nil))
    }
}

/// An audio app's handler: it finds the song asked for and plays it in the background.
private final class MediaIntentHandler: NSObject, INPlayMediaIntentHandling {
    func resolveMediaItems(
        for intent: INPlayMediaIntent, with completion: @escaping ([INPlayMediaMediaItemResolutionResult]) -> Void
    ) {
        guard let name = intent.mediaSearch?.mediaName else {
            completion([INPlayMediaMediaItemResolutionResult.unsupported(forReason: .unsupportedMediaType)])
            return
        }
        let song = INMediaItem(identifier: name, title: name, type: .song, artwork: nil, artist: nil)
        completion(INPlayMediaMediaItemResolutionResult.successes(with: [song]))
    }

    func handle(intent: INPlayMediaIntent, completion: @escaping (INPlayMediaIntentResponse) -> Void) {
        completion(INPlayMediaIntentResponse(code: .handleInApp, userActivity: nil))
    }
}

// MARK: - Helpers

private func person(_ name: String, _ number: String?) -> INPerson {
    INPerson(
        personHandle: INPersonHandle(value: number, type: .phoneNumber), nameComponents: nil, displayName: name,
        image: nil, contactIdentifier: nil, customIdentifier: nil)
}

/// What a resolution result tells Siri, in words: the case, with a person's name, a value's case, a class's name or
/// the unsupported reason's raw value.
private func reading(_ result: INIntentResolutionResult) -> String {
    func value(_ value: Any?) -> String {
        switch value {
        case nil: "nil"
        case let person as INPerson: person.displayName
        case let object as NSObject: String(describing: type(of: object))
        case let some?: "\(some)"
        }
    }
    switch result._resolution {
    case .success(let resolved): return "success(\(value(resolved)))"
    case .disambiguation(let options): return "disambiguation(\(options.count))"
    case .confirmationRequired(let toConfirm): return "confirmationRequired(\(value(toConfirm)))"
    case .needsValue: return "needsValue"
    case .notRequired: return "notRequired"
    case .unsupported(let reason): return "unsupported(\(reason.map(String.init) ?? "nil"))"
    case .unimplemented: return "unimplemented"
    }
}
