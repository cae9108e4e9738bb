import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// The phone's calls as the car sees them: the call service iOS runs for CallKit. One per car, shared by every
/// app's session (a `TestCar` has its own), and the one owner of call state.
///
/// Apps reach it through their link (`CallCenter.AppLink`, their environment's `callService` and `pushService`):
/// a `CXProvider` registers and reports its calls, a `CXCallController` requests transactions, a `CXCallObserver`
/// hears every change, a `PKPushRegistry` gets a token and the VoIP pushes the car's network sends. The driver
/// answers, declines, ends, mutes, holds and dials tones on the call screen (`CallLayout`); each goes to the app's
/// provider as the matching CallKit action, and the call changes when the app fulfils it. CallKit activates the
/// app's audio session once a call is answered or started (`callAudioChanged`: the car pauses other audio) and
/// deactivates it when the app's last call ends.
@MainActor
public final class CallCenter {
    /// The calls under way, oldest first. Ended calls leave it for `recents`.
    public private(set) var calls: [PhoneCall] = []
    /// Ended calls, newest first (the last `retainedRecents`).
    public private(set) var recents: [PhoneCall] = []
    static let retainedRecents = 100
    /// Whether the in-call screen shows its keypad.
    public private(set) var isKeypadShown = false
    /// Whether the driver moved the calls' audio to the iPhone (the call screen's Audio button); CarPlay otherwise.
    /// The call goes on either way; the next call starts in CarPlay again.
    public private(set) var isAudioOnPhone = false
    /// The apps whose audio session the car activated for their calls.
    public private(set) var appsWithCallAudio: [String] = []

    /// The car's clock.
    public var clock: @MainActor () -> Date = { Date() }
    /// Something the driver may see changed.
    public var onChange: (@MainActor () -> Void)?
    /// A line for the car's event log.
    public var log: (@MainActor (String) -> Void)?
    /// The car activated (true) or deactivated call audio for an app: it pauses or resumes other audio. Runs before
    /// the app's provider hears it.
    public var callAudioChanged: (@MainActor (_ app: String, _ active: Bool) -> Void)?

    /// Each app's link, by bundle identifier.
    private var links: [String: AppLink] = [:]

    public init() {}

    /// The link of the app a session hosts (made once; it keeps the session weakly).
    func link(for session: CarSession) -> AppLink {
        let id = session.app.bundleIdentifier
        if let link = links[id], link.session === session { return link }
        let link = AppLink(center: self, session: session)
        links[id] = link
        return link
    }

    /// The call the car's screen is about: a ringing call first (the newest), else the newest call under way; nil
    /// when there is none.
    public var shownCall: PhoneCall? {
        calls.last { $0.state == .ringing } ?? calls.last { !$0.isOnHold } ?? calls.last
    }

    /// Whether the driver left the call screen for other apps (the Home key, an app's icon) while a call is under
    /// way: the status bar's call button brings it back (`CallControl.showCall`).
    public private(set) var isCallScreenHidden = false

    /// The other call under way besides `shownCall`, not merged with it: the call a ringing one rings during, or the
    /// call on hold.
    public var otherCall: PhoneCall? {
        guard let shown = shownCall else { return nil }
        return calls.last { call in
            call.id != shown.id && call.state != .ringing && (shown.groupID == nil || call.groupID != shown.groupID)
        }
    }

    /// The calls merged with `call`, itself among them, oldest first (just `call` when it is on its own).
    func members(of call: PhoneCall) -> [PhoneCall] {
        guard let group = call.groupID else { return [call] }
        return calls.filter { $0.groupID == group }
    }

    /// What the call screens show now.
    public var screenState: CallScreenState {
        let shown = shownCall
        return CallScreenState(
            shown: shown, other: otherCall, groupNames: shown.map { members(of: $0).map(\.displayName) } ?? [],
            keypadShown: isKeypadShown, audioOnPhone: isAudioOnPhone, isHidden: isCallScreenHidden)
    }

    /// The driver leaves the call screen for other apps (the Home key, an app's icon, the Dashboard): the call goes
    /// on, and the status bar's call button can bring the screen back. A ringing call's card stays.
    public func leaveCallScreen() {
        guard let call = shownCall, call.state != .ringing, !isCallScreenHidden else { return }
        isCallScreenHidden = true
        log?("Call with \(call.displayName) goes on behind the screen")
        changed()
    }

    /// The call with `id` under way.
    public func call(_ id: UUID) -> PhoneCall? { calls.first { $0.id == id } }

    // MARK: The driver

    /// A control of the call screen, for the shown call.
    public func perform(_ control: CallControl) -> InputOutcome {
        guard let call = shownCall else { return .notOnScreen }
        switch control {
        case .answer, .holdAndAnswer, .endAndAnswer:
            guard call.state == .ringing else { return .unsupported }
            return answer(call, control: control)
        case .decline:
            guard call.state == .ringing else { return .unsupported }
            return ask(.end(call: call.id), of: call, named: "decline")
        case .end:
            guard call.state != .ringing else { return .unsupported }
            // Merged calls end together.
            return members(of: call).map { ask(.end(call: $0.id), of: $0, named: "end") }.first ?? .unsupported
        case .swap:
            guard call.state == .active, let held = otherCall, held.isOnHold, call.supportsHolding else {
                return .unsupported
            }
            let outcome = ask(.setHeld(call: call.id, onHold: true), of: call, named: "hold")
            guard outcome == .handledBySystem else { return outcome }
            return ask(.setHeld(call: held.id, onHold: false), of: held, named: "resume")
        case .merge:
            guard call.state == .active, let other = otherCall, other.state == .active,
                CallRules.canMerge(call, other)
            else { return .unsupported }
            return ask(.setGroup(call: other.id, groupedWith: call.id), of: other, named: "merge")
        case .showCall:
            guard isCallScreenHidden else { return .unsupported }
            isCallScreenHidden = false
            changed()
            return .handledBySystem
        case .mute:
            guard call.state != .ringing else { return .unsupported }
            return ask(.setMuted(call: call.id, muted: !call.isMuted), of: call, named: "mute")
        case .hold:
            guard call.state == .active, call.supportsHolding else { return .unsupported }
            return ask(.setHeld(call: call.id, onHold: !call.isOnHold), of: call, named: "hold")
        case .keypad:
            guard call.state != .ringing, call.supportsDTMF else { return .unsupported }
            isKeypadShown.toggle()
            changed()
            return .handledBySystem
        case .audioRoute:
            guard call.state != .ringing else { return .unsupported }
            isAudioOnPhone.toggle()
            log?("Call with \(call.displayName): audio on \(isAudioOnPhone ? "the iPhone" : "CarPlay")")
            changed()
            return .handledBySystem
        case .digit(let digit):
            guard isKeypadShown, call.state == .active, !call.isOnHold else { return .unsupported }
            return ask(.playDTMF(call: call.id, digits: digit, type: 1), of: call, named: "tone \(digit)")
        }
    }

    /// Accepts a ringing call. With another call under way, that call is put on hold first when it can be (the
    /// default, and "Hold & Accept"), else — or for "End & Accept" — it ends first, as iOS does before answering.
    private func answer(_ call: PhoneCall, control: CallControl) -> InputOutcome {
        if let other = otherCall {
            let holds = control != .endAndAnswer && other.supportsHolding
            if control == .holdAndAnswer, !other.supportsHolding { return .unsupported }
            let first =
                holds
                ? (other.isOnHold
                    ? .handledBySystem : ask(.setHeld(call: other.id, onHold: true), of: other, named: "hold"))
                : members(of: other).map { ask(.end(call: $0.id), of: $0, named: "end") }.first ?? .unsupported
            guard first == .handledBySystem else { return first }
        }
        isCallScreenHidden = false
        return ask(.answer(call: call.id), of: call, named: "answer")
    }

    /// Asks the call's provider to perform an action the driver chose (the phone's own calls: the car does it).
    private func ask(_ action: PlatformCallAction, of call: PhoneCall, named name: String) -> InputOutcome {
        guard call.pendingAction == nil else { return .disabled }
        if call.app == Self.phoneApp {
            log?("Call with \(call.displayName): \(name)")
            finished(action, outcome: .fulfilled(nil), app: call.app)
            return .handledBySystem
        }
        guard let link = links[call.app], link.provider != nil else { return .appNotRunning }
        log?("Call with \(call.displayName): \(name)")
        perform(action, link: link)
        return .handledBySystem
    }

    // MARK: The phone's own calls

    /// The bundle identifier of the phone's own calls (the Phone app's: a `tel:` URL dials through the cellular
    /// network, not through an app's CallKit provider).
    public static let phoneApp = "com.apple.mobilephone"
    /// How long the other party of a call the phone dials takes to answer, on the car's clock.
    public static let phoneAnswerDelay: TimeInterval = 3

    /// Dials `number` on the phone's cellular line (a `tel:` URL an app opened): the call screen shows "Calling…"
    /// at once and the call connects when the other party answers, `phoneAnswerDelay` seconds later
    /// (`clockDidAdvance()`). The phone's call takes the audio as an app's does.
    public func dial(_ number: String) {
        var call = PhoneCall(
            id: UUID(), app: Self.phoneApp, serviceName: "Phone", isOutgoing: true, state: .dialing)
        call.handle = number
        call.supportsHolding = true
        call.supportsDTMF = true
        call.dialedAt = clock()
        log?("Dialling \(number) (Phone)")
        add(call)
        activateAudio(for: Self.phoneApp)
    }

    /// The car's clock moved: the phone's dialled calls whose other party answered by now connect.
    public func clockDidAdvance() {
        let now = clock()
        // Actions the apps left unfinished past their timeout fail (their delegates hear of it).
        let late = Set(calls.filter { ($0.pendingActionTimeout ?? .distantFuture) <= now }.map(\.app))
        for app in late { links[app]?.provider?.timeOutActions(at: now) }
        for call in calls where call.app == Self.phoneApp && call.state == .dialing {
            guard let dialed = call.dialedAt, now >= dialed.addingTimeInterval(Self.phoneAnswerDelay) else { continue }
            update(call.id) {
                $0.state = .active
                $0.connectedAt = dialed.addingTimeInterval(Self.phoneAnswerDelay)
            }
        }
    }

    /// When the car next needs its clock for calls: a dialled call's answer, an action's timeout; nil when none
    /// waits.
    public var nextDeadline: Date? {
        let answers = calls.filter { $0.app == Self.phoneApp && $0.state == .dialing }
            .compactMap { $0.dialedAt?.addingTimeInterval(Self.phoneAnswerDelay) }
        return (answers + calls.compactMap(\.pendingActionTimeout)).min()
    }

    // MARK: Carrying out actions

    /// Asks the app's provider to perform `action` and applies the outcome when the app finishes it.
    func perform(_ action: PlatformCallAction, link: AppLink) {
        guard let provider = link.provider else { return }
        let timeoutDate = clock().addingTimeInterval(CallRules.actionTimeout)
        update(action.call) {
            $0.pendingAction = Self.name(of: action)
            $0.pendingActionTimeout = timeoutDate
        }
        link.runAsApp {
            provider.perform(action, timeoutDate: timeoutDate) { [weak self] outcome in
                self?.finished(action, outcome: outcome, app: link.app)
            }
        }
    }

    private static func name(of action: PlatformCallAction) -> String {
        switch action {
        case .start: "start"
        case .answer: "answer"
        case .end: "end"
        case .setHeld: "hold"
        case .setMuted: "mute"
        case .setGroup: "group"
        case .playDTMF: "tone"
        }
    }

    /// The app fulfilled or failed an action: the call follows.
    private func finished(_ action: PlatformCallAction, outcome: PlatformCallActionOutcome, app: String) {
        guard call(action.call) != nil else { return }
        update(action.call) {
            $0.pendingAction = nil
            $0.pendingActionTimeout = nil
        }
        let date: Date
        switch outcome {
        case .failed, .timedOut:
            log?(
                outcome == .timedOut
                    ? "\(appName(app)) did not fulfil or fail the \(Self.name(of: action)) action within "
                        + "\(Int(CallRules.actionTimeout)) s: it timed out"
                    : "\(appName(app)) failed the \(Self.name(of: action)) action")
            switch action {
            case .start, .answer: end(action.call, reason: .failed, at: clock())
            default: changed()
            }
            return
        case .fulfilled(let fulfilledAt): date = fulfilledAt ?? clock()
        }
        switch action {
        case .start:
            changed()
            activateAudio(for: app)
        case .answer:
            update(action.call) {
                $0.state = .active
                $0.connectedAt = date
            }
            activateAudio(for: app)
        case .end: end(action.call, reason: .endedByDriver, at: date)
        case .setHeld(_, let onHold): update(action.call) { $0.isOnHold = onHold }
        case .setMuted(_, let muted): update(action.call) { $0.isMuted = muted }
        case .playDTMF(_, let digits, _): update(action.call) { $0.digits += digits }
        case .setGroup(let call, let groupedWith):
            let group = groupedWith.flatMap { self.call($0) }.map { $0.groupID ?? $0.id }
            if let groupedWith { update(groupedWith) { $0.groupID = group } }
            update(call) {
                $0.groupID = group
                if group != nil { $0.isOnHold = false }
            }
            changed()
        }
    }

    /// Changes a call under way and tells every observer.
    func update(_ id: UUID, _ change: (inout PhoneCall) -> Void) {
        guard let index = calls.firstIndex(where: { $0.id == id }) else { return }
        let before = calls[index]
        change(&calls[index])
        guard calls[index] != before else { return }
        notifyObservers(calls[index])
        changed()
    }

    /// A new call: observers hear it.
    func add(_ call: PhoneCall) {
        calls.append(call)
        // A call the driver places shows its screen.
        if call.state != .ringing { isCallScreenHidden = false }
        notifyObservers(call)
        changed()
    }

    /// Ends a call: it leaves the calls under way for the recents, observers hear it ended, and the app's call audio
    /// goes when it was its last call.
    func end(_ id: UUID, reason: PhoneCall.EndReason, at date: Date) {
        guard let index = calls.firstIndex(where: { $0.id == id }) else { return }
        var call = calls.remove(at: index)
        call.state = .ended
        call.endedAt = date
        call.endReason = reason
        call.pendingAction = nil
        recents.insert(call, at: 0)
        if recents.count > Self.retainedRecents { recents.removeLast() }
        if calls.isEmpty {
            isKeypadShown = false
            isAudioOnPhone = false
            isCallScreenHidden = false
        }
        log?("Call with \(call.displayName) ended (\(reason.rawValue))")
        notifyObservers(call)
        if !calls.contains(where: { $0.app == call.app }) { deactivateAudio(for: call.app) }
        changed()
    }

    // MARK: Audio

    /// CallKit activates the app's audio session for its call (once): the car pauses other audio first, then the
    /// app's session becomes active and its provider hears `provider(_:didActivate:)`.
    private func activateAudio(for app: String) {
        guard !appsWithCallAudio.contains(app), app == Self.phoneApp || links[app] != nil else { return }
        appsWithCallAudio.append(app)
        log?("Call audio for \(appName(app))")
        callAudioChanged?(app, true)
        links[app]?.setAudioSessionActive(true)
        changed()
    }

    /// The app's last call ended: its session is deactivated, its provider hears `provider(_:didDeactivate:)`, and
    /// the car resumes what the call paused.
    private func deactivateAudio(for app: String) {
        guard appsWithCallAudio.contains(app) else { return }
        appsWithCallAudio.removeAll { $0 == app }
        links[app]?.setAudioSessionActive(false)
        callAudioChanged?(app, false)
    }

    // MARK: Helpers

    func changed() { onChange?() }

    func appName(_ app: String) -> String { app == Self.phoneApp ? "Phone" : links[app]?.appName ?? app }

    /// Every observer of every app hears `call`.
    private func notifyObservers(_ call: PhoneCall) {
        let seen = PlatformCall(call)
        for link in links.values { link.notifyObservers(seen) }
    }

    /// The app's provider is gone (invalidated, or the app was closed): its calls end.
    func providerWent(app: String) {
        for call in calls where call.app == app { end(call.id, reason: .failed, at: clock()) }
    }
}

extension PlatformCall {
    /// A call as `CXCallObserver` sees it.
    init(_ call: PhoneCall) {
        self.init(
            uuid: call.id, isOutgoing: call.isOutgoing, isOnHold: call.isOnHold,
            hasConnected: call.connectedAt != nil, hasEnded: call.state == .ended)
    }
}
