import Foundation
@_spi(CarPlayHost) import _PlatformHost

extension CallCenter {
    /// One app's way to the car's calls and pushes: what its environment answers as `callService` (CallKit) and
    /// `pushService` (PushKit). It keeps the app's provider, observers and push registries weakly, and runs app code
    /// in the app's session.
    @MainActor
    final class AppLink: PlatformCallService, PlatformPushService {
        private weak var center: CallCenter?
        private(set) weak var session: CarSession?
        let app: String
        let appName: String
        /// The provider the app made last (an app has one; a new one replaces it).
        private(set) weak var provider: (any PlatformCallProvider)?
        private var observers: [WeakObserver] = []
        private var registries: [WeakRegistry] = []
        /// The tokens the car issued the app, by push type.
        private var tokens: [String: Data] = [:]
        /// New incoming calls the app reported, counted for the VoIP push rule.
        private var incomingReports = 0
        /// Pushes delivered whose completion the app has not called yet.
        private(set) var pushesUnderway = 0

        init(center: CallCenter, session: CarSession) {
            self.center = center
            self.session = session
            app = session.app.bundleIdentifier
            appName = session.app.name
        }

        /// Runs app code in the app's session (nothing when the app's session went).
        func runAsApp(_ body: () -> Void) {
            guard let session else { return }
            session.runAsApp(body)
        }

        // MARK: CallKit

        func register(_ provider: any PlatformCallProvider) {
            if let old = self.provider, old !== provider { center?.providerWent(app: app) }
            self.provider = provider
        }

        func invalidate(_ provider: any PlatformCallProvider) {
            guard self.provider === provider else { return }
            self.provider = nil
            center?.providerWent(app: app)
        }

        func reportNewIncomingCall(
            _ call: UUID, update: PlatformCallUpdate, provider: any PlatformCallProvider
        ) -> PlatformCallError? {
            guard let center else { return PlatformCallError(.incomingCall, code: 0) }
            if let error = CallRules.incomingCallError(identifierInUse: center.call(call) != nil) {
                return PlatformCallError(.incomingCall, code: error.rawValue)
            }
            if self.provider == nil { self.provider = provider }
            incomingReports += 1
            var phoneCall = PhoneCall(
                id: call, app: app, serviceName: serviceName(video: update.hasVideo ?? false), isOutgoing: false,
                state: .ringing)
            Self.apply(update, to: &phoneCall)
            center.log?("Incoming call from \(phoneCall.displayName) (\(phoneCall.serviceName))")
            center.add(phoneCall)
            return nil
        }

        func reportCall(_ call: UUID, updated: PlatformCallUpdate, provider: any PlatformCallProvider) {
            guard let center, center.call(call)?.app == app else { return }
            let name = serviceName(video: updated.hasVideo ?? center.call(call)?.hasVideo ?? false)
            center.update(call) {
                Self.apply(updated, to: &$0)
                $0.serviceName = name
            }
        }

        func reportCall(_ call: UUID, endedAt: Date?, reason: Int, provider: any PlatformCallProvider) {
            guard let center, center.call(call)?.app == app else { return }
            center.end(
                call, reason: PhoneCall.EndReason(callKitRawValue: reason) ?? .failed, at: endedAt ?? center.clock())
        }

        func reportOutgoingCall(_ call: UUID, startedConnectingAt: Date?, provider: any PlatformCallProvider) {
            guard let center, let current = center.call(call), current.app == app, current.isOutgoing,
                current.state == .dialing
            else { return }
            center.update(call) { $0.state = .connecting }
        }

        func reportOutgoingCall(_ call: UUID, connectedAt: Date?, provider: any PlatformCallProvider) {
            guard let center, let current = center.call(call), current.app == app, current.isOutgoing,
                current.state == .dialing || current.state == .connecting
            else { return }
            let date = connectedAt ?? center.clock()
            center.update(call) {
                $0.state = .active
                $0.connectedAt = date
            }
        }

        func requestTransaction(
            _ actions: [PlatformCallAction], completion: @escaping @MainActor @Sendable (PlatformCallError?) -> Void
        ) {
            guard let center else { return completion(PlatformCallError(.requestTransaction, code: 0)) }
            if let error = check(actions, center: center) {
                center.log?("\(appName)'s call request refused (CXErrorCodeRequestTransactionError \(error.rawValue))")
                return completion(PlatformCallError(.requestTransaction, code: error.rawValue))
            }
            completion(nil)
            for action in actions {
                if case .start(let call, let handle, _, let isVideo) = action {
                    var phoneCall = PhoneCall(
                        id: call, app: app, serviceName: serviceName(video: isVideo), isOutgoing: true, state: .dialing)
                    phoneCall.handle = handle.value
                    phoneCall.hasVideo = isVideo
                    center.log?("Outgoing call to \(phoneCall.displayName) (\(phoneCall.serviceName))")
                    center.add(phoneCall)
                }
                center.perform(action, link: self)
            }
        }

        /// What is wrong with a transaction, nil when the car carries it out (`CallRules`).
        private func check(_ actions: [PlatformCallAction], center: CallCenter) -> CallRules.TransactionError? {
            guard !actions.isEmpty else { return .emptyTransaction }
            var starting = 0
            for action in actions {
                let error: CallRules.TransactionError?
                switch action {
                case .start(let call, _, _, _):
                    error = CallRules.startError(
                        hasProvider: provider != nil, identifierInUse: center.call(call) != nil,
                        appCallsUnderWay: center.calls.filter { $0.app == app }.count + starting,
                        maximumCallGroups: provider?.callConfiguration.maximumCallGroups ?? 0)
                    starting += 1
                case .answer(let call): error = CallRules.actionError(.answer, on: center.call(call), app: app)
                case .end(let call): error = CallRules.actionError(.end, on: center.call(call), app: app)
                case .setHeld(let call, _): error = CallRules.actionError(.setHeld, on: center.call(call), app: app)
                case .setMuted(let call, _): error = CallRules.actionError(.setMuted, on: center.call(call), app: app)
                case .playDTMF(let call, _, _):
                    error = CallRules.actionError(.playDTMF, on: center.call(call), app: app)
                case .setGroup(let call, _): error = CallRules.actionError(.setGroup, on: center.call(call), app: app)
                }
                if let error { return error }
            }
            return nil
        }

        var calls: [PlatformCall] { center?.calls.map(PlatformCall.init) ?? [] }

        func addObserver(_ observer: any PlatformCallObserver) {
            observers.removeAll { $0.observer == nil || $0.observer === observer }
            observers.append(WeakObserver(observer: observer))
        }

        func notifyObservers(_ call: PlatformCall) {
            observers.removeAll { $0.observer == nil }
            let current = observers.compactMap(\.observer)
            guard !current.isEmpty else { return }
            runAsApp { for observer in current { observer.callChanged(call) } }
        }

        /// CallKit activates or deactivates the app's audio session for its calls, and tells its provider.
        func setAudioSessionActive(_ active: Bool) {
            session?.setCallAudioSessionActive(active)
            guard let provider else { return }
            runAsApp { provider.audioSessionDidChange(active: active) }
        }

        /// "Chat Audio": the provider's `localizedName` (else the app's name) and the kind of call.
        private func serviceName(video: Bool) -> String {
            let name = provider?.callConfiguration.localizedName ?? appName
            return name + (video ? " Video" : " Audio")
        }

        private static func apply(_ update: PlatformCallUpdate, to call: inout PhoneCall) {
            if let handle = update.remoteHandle { call.handle = handle.value }
            if let name = update.localizedCallerName { call.callerName = name.isEmpty ? nil : name }
            if let holding = update.supportsHolding { call.supportsHolding = holding }
            if let dtmf = update.supportsDTMF { call.supportsDTMF = dtmf }
            if let grouping = update.supportsGrouping { call.supportsGrouping = grouping }
            if let video = update.hasVideo { call.hasVideo = video }
        }

        // MARK: PushKit

        func registryDidChange(_ registry: any PlatformPushRegistry) {
            registries.removeAll { $0.registry == nil || $0.registry === registry }
            registries.append(WeakRegistry(registry: registry))
            for type in registry.desiredPushTypes.sorted() {
                let token = tokens[type] ?? Self.newToken()
                tokens[type] = token
                runAsApp { registry.didUpdateToken(token, for: type) }
            }
        }

        func token(for type: String) -> Data? { tokens[type] }

        /// Whether a registry of the app wants pushes of `type`.
        func wantsPushes(of type: String) -> Bool {
            registries.contains { $0.registry?.desiredPushTypes.contains(type) == true }
        }

        /// The car's network delivers a push of `type` to every registry of the app that wants it. A VoIP push must
        /// lead to a new incoming call by the time the app completes it (`CallRules`), else the app is terminated.
        /// False when no registry wants it.
        func deliverPush(_ payload: [String: PlatformPushValue], type: String) -> Bool {
            let wanting = registries.compactMap(\.registry).filter { $0.desiredPushTypes.contains(type) }
            guard !wanting.isEmpty else { return false }
            for registry in wanting {
                let reportedBefore = incomingReports
                pushesUnderway += 1
                runAsApp {
                    registry.receivePush(payload, for: type) { [weak self] in
                        self?.pushCompleted(type: type, reportedBefore: reportedBefore)
                    }
                }
            }
            return true
        }

        private func pushCompleted(type: String, reportedBefore: Int) {
            pushesUnderway -= 1
            center?.changed()
            guard type == Self.voIPPushType,
                !CallRules.keptPushRule(incomingCallsReported: incomingReports - reportedBefore)
            else { return }
            session?.raiseFault(name: CallRules.pushWithoutCallName, reason: CallRules.pushWithoutCallReason)
        }

        /// `PKPushType.voIP`'s raw value.
        static let voIPPushType = "PKPushTypeVoIP"

        /// A token as Apple's push service issues one: 32 random bytes.
        private static func newToken() -> Data {
            var generator = SystemRandomNumberGenerator()
            return Data((0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) })
        }
    }

    private struct WeakObserver {
        weak var observer: (any PlatformCallObserver)?
    }

    private struct WeakRegistry {
        weak var registry: (any PlatformPushRegistry)?
    }
}
