import AVFAudio
import CallKit
import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import PushKit
import Testing

// CallKit's and PushKit's rules as the car's call service enforces them (`CallRules`), with a VoIP app written as
// for iOS: each test fails without its rule.

/// A VoIP app: a provider (one call group unless told), a call controller and an observer, made as the app; its
/// delegate fulfils every action unless told to fail one kind, and records what it heard.
final class VoIPTestApp: NSObject, CXProviderDelegate, CXCallObserverDelegate, PKPushRegistryDelegate,
    @unchecked Sendable
{
    let provider: CXProvider
    let controller = CXCallController()
    let observer = CXCallObserver()
    let registry = PKPushRegistry(queue: nil)
    /// What the delegates heard, in order (touched on the main queue only).
    var heard: [String] = []
    /// Action kinds to fail ("answer", "start"...).
    var failing: Set<String> = []
    /// Action kinds left unfinished (kept in `held`).
    var holding: Set<String> = []
    var held: [CXAction] = []
    /// Whether a VoIP push reports a call before completing.
    var reportsPushedCalls = true

    init(maximumCallGroups: Int = 1) {
        let configuration = CXProviderConfiguration()
        configuration.maximumCallGroups = maximumCallGroups
        configuration.supportedHandleTypes = [.generic]
        provider = CXProvider(configuration: configuration)
        super.init()
        provider.setDelegate(self, queue: nil)
        observer.setDelegate(self, queue: nil)
        registry.delegate = self
        registry.desiredPushTypes = [.voIP]
    }

    func providerDidReset(_ provider: CXProvider) { heard.append("reset") }

    private func finish(_ action: CXAction, _ name: String) {
        heard.append(name)
        if holding.contains(name) {
            held.append(action)
        } else if failing.contains(name) {
            action.fail()
        } else {
            action.fulfill()
        }
    }

    func provider(_ provider: CXProvider, timedOutPerforming action: CXAction) {
        heard.append("timed out \(action is CXAnswerCallAction ? "answer" : String(describing: type(of: action)))")
    }

    func provider(_ provider: CXProvider, perform action: CXStartCallAction) { finish(action, "start") }
    func provider(_ provider: CXProvider, perform action: CXAnswerCallAction) { finish(action, "answer") }
    func provider(_ provider: CXProvider, perform action: CXEndCallAction) { finish(action, "end") }
    func provider(_ provider: CXProvider, perform action: CXSetMutedCallAction) { finish(action, "mute") }
    func provider(_ provider: CXProvider, didActivate audioSession: AVAudioSession) { heard.append("activate") }
    func provider(_ provider: CXProvider, didDeactivate audioSession: AVAudioSession) { heard.append("deactivate") }

    func callObserver(_ callObserver: CXCallObserver, callChanged call: CXCall) {
        heard.append("observed \(call.hasEnded ? "ended" : call.hasConnected ? "connected" : "new")")
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
        heard.append("token \(pushCredentials.token.count) bytes")
    }

    func pushRegistry(
        _ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType,
        completion: @escaping () -> Void
    ) {
        if reportsPushedCalls {
            let update = CXCallUpdate()
            update.localizedCallerName = (payload.dictionaryPayload["caller"] as? [String: Any])?["name"] as? String
            provider.reportNewIncomingCall(with: UUID(), update: update) { _ in }
        }
        completion()
    }

    /// Requests `actions` and returns CallKit's error code (nil: accepted).
    @MainActor func request(_ actions: [CXAction]) async -> CXErrorCodeRequestTransactionError.Code? {
        await withCheckedContinuation { continuation in
            controller.request(CXTransaction(actions: actions)) { error in
                continuation.resume(returning: (error as? CXErrorCodeRequestTransactionError)?.code)
            }
        }
    }
}

@MainActor @Suite struct CallRulesTests {
    /// A communication app's car with the VoIP app made as the app.
    func car(maximumCallGroups: Int = 1) -> (TestCar, VoIPTestApp) {
        let car = TestCar(category: .communication)
        car.connect(RootSceneDelegate { CPListTemplate(title: "Calls", sections: []) })
        return (car, car.run { VoIPTestApp(maximumCallGroups: maximumCallGroups) })
    }

    func start(_ app: VoIPTestApp, _ call: UUID = UUID(), to name: String = "Ana") -> CXStartCallAction {
        CXStartCallAction(call: call, handle: CXHandle(type: .generic, value: name))
    }

    @Test func aVoIPPushWithoutAReportedCallTerminatesTheApp() async {
        let (car, app) = car()
        app.reportsPushedCalls = false
        let fault = await car.expectFault(
            "NSInternalInconsistencyException",
            reason: "Killing app because it never posted an incoming call to the system after receiving a PushKit "
                + "VoIP push."
        ) { await car.incomingCall(from: "Ana Silva") }
        expectTrue(fault != nil && car.session.appState != .connected)
    }

    @Test func aVoIPPushThatReportsACallRings() async {
        let (car, app) = car()
        await car.incomingCall(from: "Ana Silva")
        expectTrue(car.call?.callerName == "Ana Silva" && car.faults.isEmpty)
        expectTrue(app.heard.first == "token 32 bytes" && app.heard.contains("observed new"))
    }

    @Test func transactionsAreCheckedAsCallKitChecksThem() async {
        let (car, app) = car()
        expectEqual(await app.request([]), .emptyTransaction)
        expectEqual(await app.request([CXEndCallAction(call: UUID())]), .unknownCallUUID)
        let first = UUID()
        expectEqual(await app.request([start(app, first)]), nil)
        await car.wait(until: { car.call?.state == .dialing && car.call?.pendingAction == nil })
        expectTrue(car.call?.isOutgoing == true && car.call?.handle == "Ana")
        expectEqual(await app.request([start(app, first, to: "Ben")]), .callUUIDAlreadyExists)
        expectEqual(await app.request([start(app, to: "Ben")]), .maximumCallGroupsReached, "one call group")
        expectEqual(await app.request([CXAnswerCallAction(call: first)]), .invalidAction, "an outgoing call")
        expectEqual(await app.request([CXSetHeldCallAction(call: first, onHold: true)]), .invalidAction)
        expectEqual(app.heard.filter { $0 == "start" }.count, 1, "refused requests reach no provider")
        expectTrue(app.heard.contains("activate"), "CallKit activated the app's audio for the started call")
    }

    @Test func theCallerHangingUpEndsTheCallAndItsAudio() async throws {
        let (car, app) = car()
        await car.incomingCall(from: "Ben")
        await car.answerCall()
        let call = try require(car.call)
        expectTrue(call.state == .active && car.isOnCall)
        car.run { app.provider.reportCall(with: call.id, endedAt: nil, reason: .remoteEnded) }
        await car.wait(until: { app.heard.contains("deactivate") })
        expectTrue(car.call == nil && car.recentCalls.first?.endReason == .remoteEnded)
        expectTrue(!car.isOnCall && app.heard.contains("observed ended"))
    }

    @Test func aFailedAnswerEndsTheCallAsFailed() async {
        let (car, app) = car()
        app.failing = ["answer"]
        await car.incomingCall(from: "Ben")
        await car.answerCall()
        expectTrue(car.call == nil && car.recentCalls.first?.endReason == .failed)
        expectTrue(!car.isOnCall && !app.heard.contains("activate"))
    }

    /// An action the app neither fulfils nor fails within ten seconds of the car's clock times out: the provider's
    /// delegate hears `provider(_:timedOutPerforming:)`, the car takes it as failed, and a late fulfil changes nothing.
    @Test func anActionTheAppLeavesUnfinishedTimesOutAfterTenSeconds() async throws {
        let (car, app) = car()
        app.holding = ["answer"]
        await car.incomingCall(from: "Ben")
        expectEqual(car.tap(element: "call/answer"), .handledBySystem)
        await car.settle()
        let action = try require(app.held.first)
        expectEqual(car.call?.pendingAction, "answer")
        expectEqual(action.timeoutDate, car.now.addingTimeInterval(CallRules.actionTimeout))
        car.advanceClock(by: CallRules.actionTimeout - 1)
        expectTrue(car.call?.pendingAction == "answer" && !action.isComplete)
        car.advanceClock(by: 1)
        await car.settle()
        expectTrue(action.isComplete && app.heard.contains("timed out answer"))
        expectTrue(car.call == nil && car.recentCalls.first?.endReason == .failed)
        action.fulfill()
        await car.settle()
        expectTrue(
            car.call == nil && !car.isOnCall && !app.heard.contains("activate"), "the late fulfil changes nothing")
    }

    @Test func anIncomingCallCannotReuseACallsIdentifier() async {
        let (car, app) = car()
        let id = UUID()
        let errors: [Int?] = await withCheckedContinuation { continuation in
            car.run {
                app.provider.reportNewIncomingCall(with: id, update: CXCallUpdate()) { first in
                    app.provider.reportNewIncomingCall(with: id, update: CXCallUpdate()) { second in
                        continuation.resume(returning: [first, second].map { ($0 as NSError?)?.code })
                    }
                }
            }
        }
        expectEqual(errors, [nil, CXErrorCodeIncomingCallError.Code.callUUIDAlreadyExists.rawValue])
        expectEqual(car.calls.count, 1)
    }
}
