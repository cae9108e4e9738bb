import AVFAudio
import CallKit
import Expectations
import Testing
@_spi(CarPlayHost) import _PlatformHost

/// A provider delegate as a VoIP app writes one: it records what CallKit tells it and leaves the actions to the test
/// (it implements answer, end, start and mute, not hold, group or DTMF).
final class PhoneProviderDelegate: NSObject, CXProviderDelegate {
    private(set) var began = 0
    private(set) var resets = 0
    private(set) var actions: [CXAction] = []
    private(set) var activated: [AVAudioSession] = []
    private(set) var deactivated: [AVAudioSession] = []
    /// Whether the delegate takes whole transactions (`provider(_:execute:)`).
    var executesTransactions = false
    private(set) var transactions: [CXTransaction] = []

    func providerDidReset(_ provider: CXProvider) { resets += 1 }
    func providerDidBegin(_ provider: CXProvider) { began += 1 }
    func provider(_ provider: CXProvider, execute transaction: CXTransaction) -> Bool {
        transactions.append(transaction)
        return executesTransactions
    }
    func provider(_ provider: CXProvider, perform action: CXStartCallAction) { actions.append(action) }
    func provider(_ provider: CXProvider, perform action: CXAnswerCallAction) { actions.append(action) }
    func provider(_ provider: CXProvider, perform action: CXEndCallAction) { actions.append(action) }
    func provider(_ provider: CXProvider, perform action: CXSetMutedCallAction) { actions.append(action) }
    func provider(_ provider: CXProvider, didActivate audioSession: AVAudioSession) { activated.append(audioSession) }
    func provider(_ provider: CXProvider, didDeactivate audioSession: AVAudioSession) {
        deactivated.append(audioSession)
    }
}

/// A call observer's delegate that records the calls it hears of.
final class CallWatcher: NSObject, CXCallObserverDelegate {
    private(set) var changes: [CXCall] = []

    func callObserver(_ callObserver: CXCallObserver, callChanged call: CXCall) { changes.append(call) }
}

@MainActor
@Suite struct CallKitTests {
    let calls = FakeCallService()
    let environment: FakeCallEnvironment

    init() {
        environment = FakeCallEnvironment(calls: calls)
    }

    /// A provider made by the app (in its environment), with `delegate` on the main queue.
    func makeProvider(delegate: PhoneProviderDelegate? = nil) -> CXProvider {
        let configuration = CXProviderConfiguration()
        configuration.supportedHandleTypes = [.phoneNumber]
        configuration.maximumCallGroups = 1
        let provider = PlatformHost.withEnvironment(environment) { CXProvider(configuration: configuration) }
        provider.setDelegate(delegate, queue: nil)
        return provider
    }

    /// The provider as the car knows it.
    var carsProvider: any PlatformCallProvider {
        get throws { try require(calls.registeredProviders.last) }
    }

    /// Reports `update` as a new incoming call and waits for the completion.
    func reportIncoming(_ call: UUID, _ update: CXCallUpdate, to provider: CXProvider) async -> (any Error)? {
        await withCheckedContinuation { (reported: CheckedContinuation<(any Error)?, Never>) in
            provider.reportNewIncomingCall(with: call, update: update) { reported.resume(returning: $0) }
        }
    }

    @Test func aProviderRegistersWithItsConfiguration() throws {
        let provider = makeProvider()
        let configuration = try carsProvider.callConfiguration
        expectEqual(configuration.supportedHandleTypes, [2])
        expectEqual(configuration.maximumCallGroups, 1)
        expectEqual(configuration.maximumCallsPerCallGroup, 5)
        expectTrue(configuration.includesCallsInRecents)
        expectTrue(!configuration.supportsVideo)
        // The car reads the configuration set later, and the provider keeps its own copy.
        let video = CXProviderConfiguration()
        video.supportsVideo = true
        provider.configuration = video
        video.maximumCallGroups = 3
        expectTrue(try carsProvider.callConfiguration.supportsVideo)
        expectEqual(try carsProvider.callConfiguration.maximumCallGroups, 2)
        expectTrue(provider.configuration !== video)
        withExtendedLifetime(provider) {}
    }

    @Test func anIncomingCallReachesTheCarWithWhatTheAppSet() async {
        let provider = makeProvider()
        let call = UUID()
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .phoneNumber, value: "+33 6 12 34 56 78")
        update.localizedCallerName = "Ann"
        update.hasVideo = false
        expectTrue(!update.supportsHolding)
        let error = await reportIncoming(call, update, to: provider)
        expectEqual(error, nil)
        expectEqual(calls.incomingCalls.count, 1)
        expectEqual(calls.incomingCalls.first?.call, call)
        // Only what the app set goes to the car.
        expectEqual(
            calls.incomingCalls.first?.update,
            PlatformCallUpdate(
                remoteHandle: PlatformCallHandle(type: 2, value: "+33 6 12 34 56 78"), localizedCallerName: "Ann",
                hasVideo: false))
    }

    @Test func anIncomingCallTheCarRefusesCompletesWithItsError() async {
        calls.incomingCallAnswer = PlatformCallError(.incomingCall, code: 3)
        let provider = makeProvider()
        let error = await reportIncoming(UUID(), CXCallUpdate(), to: provider)
        let refusal = try? require(error as? CXErrorCodeIncomingCallError)
        expectEqual(refusal?.code, .filteredByDoNotDisturb)
        expectEqual((error.map { $0 as NSError })?.domain, CXErrorDomainIncomingCall)
        expectEqual((error.map { $0 as NSError })?.code, 3)
    }

    @Test func theAsyncReportThrowsTheCarsError() async {
        calls.incomingCallAnswer = PlatformCallError(.incomingCall, code: 4)
        let provider = makeProvider()
        do {
            try await provider.reportNewIncomingCall(with: UUID(), update: CXCallUpdate())
            Issue.record("the car refused the call")
        } catch CXErrorCodeIncomingCallError.filteredByBlockList {
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func withoutACarAnIncomingCallFailsUnknown() async {
        let provider = PlatformHost.withEnvironment(FakeCallEnvironment()) {
            CXProvider(configuration: CXProviderConfiguration())
        }
        let error = await reportIncoming(UUID(), CXCallUpdate(), to: provider)
        expectEqual((error as? CXErrorCodeIncomingCallError)?.code, .unknown)
        expectEqual((error.map { $0 as NSError })?.code, 0)
    }

    @Test func reportsOfTheCallsLifeReachTheCar() {
        let provider = makeProvider()
        let call = UUID()
        let update = CXCallUpdate()
        update.supportsHolding = true
        provider.reportCall(with: call, updated: update)
        let connected = Date(timeIntervalSince1970: 100)
        provider.reportOutgoingCall(with: call, startedConnectingAt: nil)
        provider.reportOutgoingCall(with: call, connectedAt: connected)
        provider.reportCall(with: call, endedAt: nil, reason: .remoteEnded)
        expectEqual(calls.updates.map(\.update), [PlatformCallUpdate(supportsHolding: true)])
        expectEqual(calls.outgoingConnections.map(\.connected), [nil, connected])
        expectEqual(calls.endings.map(\.reason), [2])
        provider.invalidate()
        expectEqual(calls.invalidations, 1)
    }

    @Test func theDelegateBeginsOnceItIsSet() async {
        let delegate = PhoneProviderDelegate()
        let provider = makeProvider(delegate: delegate)
        await settle { delegate.began == 1 }
        provider.setDelegate(delegate, queue: nil)
        await settle(turns: 3)
        expectEqual(delegate.began, 1)
    }

    @Test func theCarsAnswerReachesTheDelegateAndItsFulfilmentReportsBackOnce() async throws {
        let delegate = PhoneProviderDelegate()
        let provider = makeProvider(delegate: delegate)
        let call = UUID()
        let outcomes = Recorded<PlatformCallActionOutcome>()
        try carsProvider.perform(.answer(call: call), timeoutDate: .distantFuture) { outcomes.append($0) }
        await settle { !delegate.actions.isEmpty }
        let answer = try require(delegate.actions.first as? CXAnswerCallAction)
        expectEqual(answer.callUUID, call)
        expectTrue(!answer.isComplete)
        expectEqual(provider.pendingTransactions.count, 1)
        expectEqual(provider.pendingCallActions(of: CXAnswerCallAction.self, withCall: call), [answer])
        expectTrue(provider.pendingCallActions(of: CXEndCallAction.self, withCall: call).isEmpty)
        expectEqual(delegate.transactions.first?.actions, [answer])

        let connected = Date(timeIntervalSince1970: 1_000)
        answer.fulfill(withDateConnected: connected)
        answer.fail()
        answer.fulfill()
        await settle { !outcomes.values.isEmpty }
        await settle(turns: 3)
        expectEqual(outcomes.values, [.fulfilled(connected)])
        expectTrue(answer.isComplete)
        expectTrue(provider.pendingTransactions.isEmpty)
    }

    @Test func theCarsEndAndMuteReachTheDelegateAsTheirActions() async throws {
        let delegate = PhoneProviderDelegate()
        let provider = makeProvider(delegate: delegate)
        let call = UUID()
        let outcomes = Recorded<PlatformCallActionOutcome>()
        try carsProvider.perform(.setMuted(call: call, muted: true), timeoutDate: .distantFuture) {
            outcomes.append($0)
        }
        try carsProvider.perform(.end(call: call), timeoutDate: .distantFuture) { outcomes.append($0) }
        await settle { delegate.actions.count == 2 }
        let mute = try require(delegate.actions.first as? CXSetMutedCallAction)
        let end = try require(delegate.actions.last as? CXEndCallAction)
        expectTrue(mute.isMuted)
        expectTrue(mute.callUUID == call && end.callUUID == call)
        expectEqual(provider.pendingTransactions.count, 2)
        // Fulfilled or failed from another thread, as an app's call engine does.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let actions = UncheckedActions(mute: mute, end: end)
            DispatchQueue.global().async {
                actions.end.fail()
                actions.mute.fulfill()
                done.resume()
            }
        }
        await settle { outcomes.values.count == 2 }
        expectEqual(outcomes.values, [.failed, .fulfilled(nil)])
        expectTrue(provider.pendingTransactions.isEmpty)
    }

    @Test func theCarsStartCallCarriesTheHandle() async throws {
        let delegate = PhoneProviderDelegate()
        let provider = makeProvider(delegate: delegate)
        let call = UUID()
        let outcomes = Recorded<PlatformCallActionOutcome>()
        try carsProvider.perform(
            .start(
                call: call, handle: PlatformCallHandle(type: 3, value: "ann@example.com"), contactIdentifier: "ann",
                isVideo: true), timeoutDate: .distantFuture
        ) { outcomes.append($0) }
        await settle { !delegate.actions.isEmpty }
        let start = try require(delegate.actions.first as? CXStartCallAction)
        expectTrue(start.handle.isEqual(to: CXHandle(type: .emailAddress, value: "ann@example.com")))
        expectEqual(start.contactIdentifier, "ann")
        expectTrue(start.isVideo)
        let started = Date(timeIntervalSince1970: 5)
        start.fulfill(withDateStarted: started)
        await settle { !outcomes.values.isEmpty }
        expectEqual(outcomes.values, [.fulfilled(started)])
        withExtendedLifetime(provider) {}
    }

    /// A delegate without the action's `perform` method leaves it unanswered, as on iOS: it times out.
    @Test func anActionTheDelegateDoesNotPerformTimesOut() async throws {
        let delegate = PhoneProviderDelegate()
        let provider = makeProvider(delegate: delegate)
        let outcomes = Recorded<PlatformCallActionOutcome>()
        let deadline = Date(timeIntervalSince1970: 10)
        try carsProvider.perform(.setHeld(call: UUID(), onHold: true), timeoutDate: deadline) {
            outcomes.append($0)
        }
        for _ in 0..<100 { await Task.yield() }
        expectTrue(outcomes.values.isEmpty, "unanswered until its time is up")
        try carsProvider.timeOutActions(at: deadline)
        await settle { !outcomes.values.isEmpty }
        expectEqual(outcomes.values, [.timedOut])
        expectTrue(delegate.actions.isEmpty)
        withExtendedLifetime(provider) {}
    }

    @Test func aDelegateThatExecutesTheTransactionGetsNoSingleAction() async throws {
        let delegate = PhoneProviderDelegate()
        delegate.executesTransactions = true
        let provider = makeProvider(delegate: delegate)
        let outcomes = Recorded<PlatformCallActionOutcome>()
        try carsProvider.perform(.answer(call: UUID()), timeoutDate: .distantFuture) { outcomes.append($0) }
        await settle { !delegate.transactions.isEmpty }
        await settle(turns: 3)
        expectTrue(delegate.actions.isEmpty)
        delegate.transactions.first?.actions.first?.fulfill()
        await settle { !outcomes.values.isEmpty }
        expectEqual(outcomes.values, [.fulfilled(nil)])
        withExtendedLifetime(provider) {}
    }

    @Test func audioSessionActivationReachesTheDelegateWithTheAppsSession() async throws {
        let delegate = PhoneProviderDelegate()
        let provider = makeProvider(delegate: delegate)
        try carsProvider.audioSessionDidChange(active: true)
        await settle { !delegate.activated.isEmpty }
        let appsSession = PlatformHost.withEnvironment(environment) { AVAudioSession.sharedInstance() }
        expectEqual(delegate.activated.count, 1)
        expectTrue(delegate.activated.first === appsSession)
        expectTrue(delegate.activated.first !== AVAudioSession.sharedInstance())
        try carsProvider.audioSessionDidChange(active: false)
        await settle { !delegate.deactivated.isEmpty }
        expectTrue(delegate.deactivated.first === appsSession)
        withExtendedLifetime(provider) {}
    }

    @Test func aResetReachesTheDelegate() async throws {
        let delegate = PhoneProviderDelegate()
        let provider = makeProvider(delegate: delegate)
        try carsProvider.providerDidReset()
        await settle { delegate.resets == 1 }
        expectEqual(delegate.resets, 1)
        withExtendedLifetime(provider) {}
    }

    @Test func anEmptyTransactionFailsWithoutAskingTheCar() async {
        let controller = PlatformHost.withEnvironment(environment) { CXCallController() }
        do {
            try await controller.request(CXTransaction(actions: []))
            Issue.record("an empty transaction was accepted")
        } catch let error as CXErrorCodeRequestTransactionError {
            expectEqual(error.code, .emptyTransaction)
            expectEqual((error as NSError).code, 3)
            expectEqual((error as NSError).domain, CXErrorDomainRequestTransaction)
        } catch {
            Issue.record("unexpected \(error)")
        }
        expectTrue(calls.transactions.isEmpty)
    }

    @Test func aStartCallTransactionReachesTheCar() async {
        let controller = PlatformHost.withEnvironment(environment) { CXCallController() }
        let call = UUID()
        let start = CXStartCallAction(call: call, handle: CXHandle(type: .phoneNumber, value: "+1 555 0100"))
        start.contactIdentifier = "bob"
        let error = await withCheckedContinuation { (requested: CheckedContinuation<(any Error)?, Never>) in
            controller.request(CXTransaction(action: start)) { requested.resume(returning: $0) }
        }
        expectEqual(error, nil)
        expectEqual(
            calls.transactions,
            [
                [
                    .start(
                        call: call, handle: PlatformCallHandle(type: 2, value: "+1 555 0100"),
                        contactIdentifier: "bob", isVideo: false)
                ]
            ])
    }

    @Test func aTransactionTheCarRefusesFailsWithItsError() async {
        calls.transactionAnswer = PlatformCallError(.requestTransaction, code: 4)
        let controller = PlatformHost.withEnvironment(environment) { CXCallController(queue: .main) }
        let end = CXEndCallAction(call: UUID())
        do {
            try await controller.requestTransaction(with: end)
            Issue.record("the car refused the transaction")
        } catch let error as CXErrorCodeRequestTransactionError {
            expectEqual(error.code, .unknownCallUUID)
        } catch {
            Issue.record("unexpected \(error)")
        }
        expectEqual(calls.transactions, [[.end(call: end.callUUID)]])
    }

    @Test func withoutACarATransactionHasNoProvider() async {
        let controller = PlatformHost.withEnvironment(FakeCallEnvironment()) { CXCallController() }
        do {
            try await controller.requestTransaction(with: [CXSetHeldCallAction(call: UUID(), onHold: true)])
            Issue.record("a transaction without a car was accepted")
        } catch CXErrorCodeRequestTransactionError.unknownCallProvider {
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func anObserverHearsTheCallsChanges() async throws {
        let watcher = CallWatcher()
        let observer = PlatformHost.withEnvironment(environment) { CXCallObserver() }
        observer.setDelegate(watcher, queue: nil)
        let call = UUID()
        calls.change(PlatformCall(uuid: call, isOutgoing: true, isOnHold: false, hasConnected: false, hasEnded: false))
        calls.change(PlatformCall(uuid: call, isOutgoing: true, isOnHold: false, hasConnected: true, hasEnded: false))
        await settle { watcher.changes.count == 2 }
        expectEqual(watcher.changes.map(\.uuid), [call, call])
        expectEqual(watcher.changes.map(\.hasConnected), [false, true])
        expectTrue(watcher.changes.allSatisfy { $0.isOutgoing })
        expectEqual(observer.calls.count, 1)
        expectEqual(observer.calls.first?.hasConnected, true)
        expectEqual(observer.calls.first?.isEqual(to: watcher.changes[1]), true)
        expectEqual(observer.calls.first?.isEqual(to: watcher.changes[0]), false)
    }

    @Test func valuesHaveApplesDefaultsAndRawValues() {
        let configuration = CXProviderConfiguration()
        expectEqual(configuration.maximumCallGroups, 2)
        expectEqual(configuration.maximumCallsPerCallGroup, 5)
        expectTrue(configuration.includesCallsInRecents)
        expectTrue(!configuration.supportsVideo)
        expectTrue(configuration.supportedHandleTypes.isEmpty)
        let update = CXCallUpdate()
        expectTrue(!update.supportsHolding && !update.supportsGrouping && !update.supportsUngrouping)
        expectTrue(!update.supportsDTMF && !update.hasVideo)
        expectEqual(update.remoteHandle, nil)
        expectEqual(CXHandle.HandleType.emailAddress.rawValue, 3)
        expectEqual(CXCallEndedReason.declinedElsewhere.rawValue, 5)
        expectEqual(CXPlayDTMFCallAction.ActionType.hardPause.rawValue, 3)
        let dtmf = CXPlayDTMFCallAction(call: UUID(), digits: "12#", type: .softPause)
        expectTrue(dtmf.digits == "12#" && dtmf.type == .softPause)
        let group = CXSetGroupCallAction(call: UUID(), callUUIDToGroupWith: nil)
        expectEqual(group.callUUIDToGroupWith, nil)
        let transaction = CXTransaction(action: group)
        transaction.addAction(dtmf)
        expectEqual(transaction.actions, [group, dtmf])
        expectTrue(!transaction.isComplete)
        expectEqual(CXHandle(type: .generic, value: "a"), CXHandle(type: .generic, value: "a"))
        expectEqual(CXErrorCodeRequestTransactionError(.emptyTransaction).errorCode, 3)
        expectEqual(CXErrorDomain, "com.apple.CallKit.error")
    }
}

/// Actions handed to another thread, as an app's call engine does with them.
private struct UncheckedActions: @unchecked Sendable {
    let mute: CXSetMutedCallAction
    let end: CXEndCallAction
}
