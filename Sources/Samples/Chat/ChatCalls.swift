import AVFAudio
import CallKit
import Foundation
import PushKit

/// Chat's VoIP calls, as a calling app does them on iOS: CallKit shows the calls (the car's call screen in CarPlay),
/// PushKit brings the calls that ring (the VoIP service's pushes), and a call controller starts the calls the driver
/// asks Siri for. The service itself is simulated: a call connects as soon as both ends are ready.
///
/// Everything runs on the main queue: the provider's and the registry's delegate queue is the main queue.
final class ChatCalls: NSObject, CXProviderDelegate, PKPushRegistryDelegate, @unchecked Sendable {
    let provider: CXProvider
    private let controller = CXCallController()
    private let registry = PKPushRegistry(queue: .main)
    /// Who is on each call under way.
    private(set) var people: [UUID: String] = [:]
    /// Chat's call history, newest last (the service keeps it; `includesCallsInRecents` puts the calls in the
    /// phone's Recents too). Siri reads it through `INSearchCallHistoryIntent`.
    private(set) var history: [Record] = []

    /// A call of the history.
    struct Record {
        enum Kind { case outgoing, received, missed }
        let id: UUID
        let person: String
        var kind: Kind
        let date: Date
        /// Whether the user has seen it (a missed call is unseen until Siri told of it).
        var seen: Bool
    }

    /// How many calls the history keeps.
    static let historyLimit = 50

    override init() {
        let configuration = CXProviderConfiguration()
        configuration.supportsVideo = false
        // A call can wait on hold while another goes on, and two calls can be merged into one.
        configuration.maximumCallGroups = 2
        configuration.maximumCallsPerCallGroup = 2
        configuration.supportedHandleTypes = [.generic]
        configuration.includesCallsInRecents = true
        provider = CXProvider(configuration: configuration)
        super.init()
        provider.setDelegate(self, queue: nil)
        registry.delegate = self
        registry.desiredPushTypes = [.voIP]
    }

    /// Calls `person` (Siri's `INStartCallIntent`): asks CallKit to start the call; `completion` gets CallKit's error,
    /// nil when the call starts.
    func call(_ person: String, completion: @escaping @Sendable ((any Error)?) -> Void) {
        let action = CXStartCallAction(call: UUID(), handle: CXHandle(type: .generic, value: person))
        action.contactIdentifier = person
        controller.request(CXTransaction(action: action)) { error in completion(error) }
    }

    // MARK: PushKit

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
        // The token would go to Chat's VoIP service here.
    }

    /// A call rings: the service's push names the caller. iOS requires reporting it to CallKit before completing.
    func pushRegistry(
        _ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType,
        completion: @escaping () -> Void
    ) {
        let caller = payload.dictionaryPayload["caller"] as? [String: Any]
        let name = caller?["name"] as? String ?? "Unknown"
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: caller?["handle"] as? String ?? name)
        update.localizedCallerName = name
        update.supportsHolding = true
        update.supportsGrouping = true
        update.supportsDTMF = true
        update.hasVideo = false
        let call = UUID()
        people[call] = name
        // Missed until answered.
        remember(Record(id: call, person: name, kind: .missed, date: Date(), seen: false))
        provider.reportNewIncomingCall(with: call, update: update) { [weak self] error in
            if error != nil { DispatchQueue.main.async { self?.people[call] = nil } }
        }
        completion()
    }

    // MARK: CallKit

    func providerDidReset(_ provider: CXProvider) {
        people.removeAll()
    }

    func provider(_ provider: CXProvider, perform action: CXAnswerCallAction) {
        if let index = history.lastIndex(where: { $0.id == action.callUUID }) {
            history[index].kind = .received
            history[index].seen = true
        }
        prepareAudio()
        action.fulfill()
    }

    /// The user has seen every call of the history (Siri told of them).
    func markHistorySeen() {
        for index in history.indices { history[index].seen = true }
    }

    private func remember(_ record: Record) {
        history.append(record)
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
    }

    func provider(_ provider: CXProvider, perform action: CXStartCallAction) {
        people[action.callUUID] = action.handle.value
        remember(
            Record(
                id: action.callUUID, person: action.contactIdentifier ?? action.handle.value, kind: .outgoing,
                date: Date(), seen: true))
        prepareAudio()
        action.fulfill()
        // What the call screen offers: the caller's name, holding and keypad tones.
        let update = CXCallUpdate()
        update.remoteHandle = action.handle
        update.localizedCallerName = action.contactIdentifier ?? action.handle.value
        update.supportsHolding = true
        update.supportsGrouping = true
        update.supportsDTMF = true
        provider.reportCall(with: action.callUUID, updated: update)
        // The service reaches the other person at once and they pick up.
        provider.reportOutgoingCall(with: action.callUUID, startedConnectingAt: nil)
        provider.reportOutgoingCall(with: action.callUUID, connectedAt: nil)
    }

    func provider(_ provider: CXProvider, perform action: CXEndCallAction) {
        people[action.callUUID] = nil
        action.fulfill()
    }

    func provider(_ provider: CXProvider, perform action: CXSetMutedCallAction) {
        action.fulfill()
    }

    func provider(_ provider: CXProvider, perform action: CXSetHeldCallAction) {
        action.fulfill()
    }

    /// Two calls merged (or a call taken out of its group): Chat's service joins them.
    func provider(_ provider: CXProvider, perform action: CXSetGroupCallAction) {
        action.fulfill()
    }

    func provider(_ provider: CXProvider, perform action: CXPlayDTMFCallAction) {
        action.fulfill()
    }

    func provider(_ provider: CXProvider, didActivate audioSession: AVAudioSession) {
        // The call's audio would start here: CallKit activated the session.
    }

    func provider(_ provider: CXProvider, didDeactivate audioSession: AVAudioSession) {}

    /// A call's audio: play and record, for voice chat. CallKit activates the session itself.
    private func prepareAudio() {
        try? AVAudioSession.sharedInstance().setCategory(.playAndRecord, mode: .voiceChat, options: [])
    }
}
