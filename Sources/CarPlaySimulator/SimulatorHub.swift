import Foundation
import CarPlayHost

/// The simulator protocol (docs/PROTOCOL.md) on top of one `CarSystem`: it turns the car into `state`, `diff` and
/// `log` messages for every connected page, and applies the pages' messages to the car — on the main actor, where
/// the car and its apps run. Transport-free: the server feeds it text and forwards what it yields.
@MainActor
public final class SimulatorHub {
    /// Protocol version (`welcome.protocol`).
    public nonisolated static let protocolVersion = 2
    /// The largest client message accepted, in bytes of UTF-8.
    public nonisolated static let maximumMessageBytes = 64 * 1024
    /// How many log entries a new page gets.
    public nonisolated static let logBacklog = 200

    /// The error codes of PROTOCOL.md.
    public typealias ErrorCode = ProtocolError.Code

    public let system: CarSystem
    /// The number of the last `state`/`diff`.
    public private(set) var seq = 0
    /// The car state and screen (JSON, `.null` on the home screen) as of `seq`.
    public private(set) var car: CarStateMessage
    /// `car` as the pages have it (its members' JSON): a `diff` carries the operations from it to the new car
    /// (`carOps`).
    private var carJSON: [String: JSONValue]
    public var screen: JSONValue { published.json }
    /// The Dashboard tile and the instrument cluster as the pages have them (`.null`: none).
    public var dashboard: JSONValue { publishedDashboard.json }
    public var cluster: JSONValue { publishedCluster.json }
    /// The screen the pages have, and its JSON (`publish` encodes and sends only what changed).
    private var published: PublishedScreen
    private var publishedDashboard: PublishedScreen
    private var publishedCluster: PublishedScreen
    /// Whether the car told of a change since the last `publish` (a `resync` without one sends the last state as it
    /// is, without laying out the screen again).
    private var carChanged = false
    /// The `state` message text as of `seq` (`currentStateText`).
    private var stateText: (seq: Int, text: String)?
    /// How many times `publish` asked the car for its screen (tests; the session lays it out only when it changed).
    private(set) var layoutCount = 0

    /// A page that reads slower than the car changes falls behind; the messages queued for it are bounded: beyond
    /// `maximumQueuedMessages` or `maximumQueuedBytes` not yet taken by its connection they are dropped, and the page
    /// gets one `state` instead when it reads again.
    public var maximumQueuedMessages = 1000
    public var maximumQueuedBytes = 4 << 20

    /// A connected page.
    public typealias ClientID = UUID
    private struct Client {
        var deliver: @MainActor (String) -> Void
        var finish: @MainActor () -> Void
    }
    private var clients: [ClientID: Client] = [:]
    /// The queues of the pages connected with `connect()`.
    private var outboxes: [ClientID: Outbox] = [:]
    /// The `seq` of the last log entry sent to the pages.
    private var logSent: Int
    private(set) var publishScheduled = false
    /// While something moves with the car's clock (a drive, speech, a clock on screen), the server ticks this often
    /// (`nextTickDelay`); otherwise at the car's next deadline only.
    public var tickInterval: Duration = .seconds(1)
    /// The server's clock (`startTicking`): its timer, on the main queue.
    var clockTimer: (any DispatchSourceTimer)?
    /// When the clock last ticked, on the car's clock: while something moves with the clock, the next tick is
    /// `tickInterval` after it, however often inputs publish meanwhile.
    var lastTick: Date?

    /// The audio of the voice prompts announced to the pages (`speech`), served at `/speech/…`.
    public let speechAudio = SpeechAudioStore()
    /// The utterances already announced (`<bundle id>/<utterance id>`), among those the car still keeps; each
    /// session's speech revision when `announceSpeech` last looked (it looks again only after a change).
    var announcedSpeech: Set<String> = []
    var announcedSpeechRevisions: [String: (session: CarSession, revision: Int)] = [:]
    /// While the hub publishes, the car's log entries go out with that publish (no other is scheduled for them);
    /// while the clock ticks, the tick's own publish follows (no task is scheduled for it).
    private var isPublishing = false
    var isTicking = false

    public init(system: CarSystem) {
        self.system = system
        car = CarStateMessage(system)
        carJSON = (try? car.jsonMembers()) ?? [:]
        published = PublishedScreen(system.currentScreen())
        publishedDashboard = PublishedScreen(system.dashboardScreen())
        publishedCluster = PublishedScreen(system.clusterScreen())
        logSent = system.log.lastSeq
        announcedSpeech = Set(startedUtterances().map(\.key))
        system.onChange = { [weak self] in self?.schedulePublish() }
        system.log.onAppend = { [weak self] _ in if self?.isPublishing == false { self?.schedulePublish() } }
    }

    /// How many pages are connected.
    public var clientCount: Int { clients.count }

    // MARK: Connections

    /// A new page: it gets `welcome`, the whole `state` and the recent log, then every broadcast, through
    /// `deliver` (called on the main actor, in order). `finish` is called when the hub drops the page.
    public func connect(deliver: @escaping @MainActor (String) -> Void, finish: @escaping @MainActor () -> Void = {})
        -> ClientID
    {
        publishIfChanged()
        let id = ClientID()
        clients[id] = Client(deliver: deliver, finish: finish)
        deliver(
            encoded(
                .welcome(
                    protocolVersion: Self.protocolVersion, screenSchema: Screen.currentSchemaVersion,
                    mapStyle: system.mapStyle, gestures: system.gestureRecognition)))
        deliver(currentStateText())
        deliver(encoded(.log(system.log.last(Self.logBacklog).map(ServerMessage.LogEntry.init))))
        return id
    }

    /// A new page whose messages arrive as a stream, taken as its connection sends them. What is not yet taken is
    /// bounded (`maximumQueuedMessages`, `maximumQueuedBytes`): a page that falls further behind loses the queue
    /// and gets one `state` when it reads again.
    public func connect() -> (ClientID, AsyncStream<String>) {
        let outbox = Outbox(maximumMessages: maximumQueuedMessages, maximumBytes: maximumQueuedBytes) {
            [weak self] in self?.currentStateText()
        }
        let id = connect(deliver: { outbox.push($0) }, finish: { outbox.finish() })
        outboxes[id] = outbox
        let stream = AsyncStream<String> { await outbox.next() }
        return (id, stream)
    }

    /// The bytes queued for a page connected with `connect()` and not yet taken by its connection.
    func queuedBytes(of id: ClientID) -> Int? { outboxes[id]?.bytes }

    /// A page went away.
    public func disconnect(_ id: ClientID) {
        outboxes[id] = nil
        clients.removeValue(forKey: id)?.finish()
    }

    /// Disconnects every page (the server stops).
    public func disconnectAll() {
        let all = clients.values
        clients = [:]
        outboxes = [:]
        for client in all { client.finish() }
    }

    // MARK: Incoming

    /// A complete text message from a page: decoded (`ClientMessage`), carried out, answered with `ack` (when it
    /// has an `id`) or `error`, and what changed is published.
    public func receive(_ text: String, from client: ClientID) {
        receive([(text, client)])
    }

    /// Messages that arrived together (from one page or several): carried out in order, then what changed is
    /// published once, then each is answered in order. Under load this is what keeps the car fast: one layout,
    /// one diff and one broadcast for many inputs, not one each. Each message is checked against the screen as it
    /// was when the batch began (its `seq`), as if they had arrived at once.
    public func receive(_ batch: [(text: String, client: ClientID)]) {
        var replies: [@MainActor () -> Void] = []
        var changed = false
        for (text, client) in batch {
            carryOut(text, from: client, changed: &changed, replies: &replies)
        }
        if changed { publish() }
        for reply in replies { reply() }
    }

    /// Decodes and carries out one message; its reply waits in `replies` until the batch is published.
    private func carryOut(
        _ text: String, from client: ClientID, changed: inout Bool, replies: inout [@MainActor () -> Void]
    ) {
        guard text.utf8.count <= Self.maximumMessageBytes else {
            return replies.append { [self] in receiveTooLarge(from: client) }
        }
        let message: ClientMessage
        do {
            message = try ClientMessage.decode(text)
        } catch {
            // An input made on an older screen is out of date before anything else is wrong with it.
            var failure = error.error
            if let inputSeq = error.inputSeq, inputSeq != seq {
                failure = ProtocolError.outOfDate(input: inputSeq, current: seq).replying(to: error.error.inReplyTo)
            }
            return replies.append { [self] in send(.error(failure), to: client) }
        }
        let outcome: Result<ServerMessage.Outcome, ProtocolError>
        switch message.body {
        case .input(let input): outcome = apply(input)
        case .launch(let app): outcome = launch(app)
        case .home:
            system.goHome()
            outcome = .success(.handled)
        case .control(let control): outcome = apply(control)
        case .vehicle(let vehicle): outcome = apply(vehicle)
        case .voice(let voice):
            system.setVoiceState(voice.state)
            outcome = .success(.handled)
        case .phone(let phone):
            do {
                switch phone {
                case .ring(let caller, let handle, let app):
                    outcome = .success(
                        ServerMessage.Outcome(try system.incomingCall(from: caller, handle: handle, app: app)))
                case .message(let sender, let text, let app):
                    outcome = .success(
                        ServerMessage.Outcome(try system.receiveMessage(from: sender, text: text, app: app)))
                case .notifications(let app, let shown):
                    try system.setNotificationsHidden(!shown, for: app)
                    outcome = .success(.handled)
                case .widgets(let shown):
                    do throws(WidgetError) {
                        try system.showWidgets(shown)
                        outcome = .success(.handled)
                    } catch {
                        outcome = .failure(.badField("shown", "names \(error)"))
                    }
                }
            } catch {
                outcome = .failure(ProtocolError(error))
            }
        case .dashboard(let tap): outcome = applyToDashboard(tap)
        case .clusterZoom(let zoom):
            do {
                outcome = .success(ServerMessage.Outcome(try system.zoomCluster(zoom)))
            } catch {
                outcome = .failure(ProtocolError(error))
            }
        case .review:
            outcome = review().map { app, findings in
                replies.append { [self] in send(.review(app: app, findings: findings), to: client) }
                return .handled
            }
        case .resync:
            // Answered after the batch is published: the state then.
            replies.append { [self] in
                publishIfChanged()
                clients[client]?.deliver(currentStateText())
            }
            outcome = .success(.handled)
        case .logPage(let before, let count):
            let before = before ?? system.log.lastSeq + 1
            let entries = system.log.entries(before: before, count: count)
            replies.append { [self] in
                send(.logPage(before: before, entries.map(ServerMessage.LogEntry.init)), to: client)
            }
            outcome = .success(.handled)
        }
        switch outcome {
        case .success(let result):
            switch message.body {
            case .resync, .logPage: break
            default: changed = true
            }
            if let id = message.id {
                replies.append { [self] in send(.ack(inReplyTo: id, outcome: result), to: client) }
            }
        case .failure(let failure):
            replies.append { [self] in send(.error(failure.replying(to: message.id)), to: client) }
        }
    }

    /// Sends a page the current `state`: what changed is published first, then `whenPublished` runs (a connection
    /// that was dropping this page's messages starts taking them again), then the state goes to the page.
    public func sendState(to client: ClientID, whenPublished: () -> Void = {}) {
        publishIfChanged()
        whenPublished()
        clients[client]?.deliver(currentStateText())
    }

    /// A message over `maximumMessageBytes` (discarded unread).
    public func receiveTooLarge(from client: ClientID) {
        send(.error(.tooLarge(limit: Self.maximumMessageBytes)), to: client)
    }

    /// A binary message (discarded).
    public func receiveBinary(from client: ClientID) {
        send(.error(.binaryFrame), to: client)
    }

    /// A text message that is not UTF-8 (discarded).
    public func receiveInvalidText(from client: ClientID) {
        send(.error(.notUTF8), to: client)
    }

    // MARK: Outgoing

    private func schedulePublish() {
        carChanged = true
        guard !publishScheduled, !isTicking else { return }
        publishScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.publishScheduled = false
            self.publishIfChanged()
        }
    }

    /// `publish` when the car told of a change since the last one.
    private func publishIfChanged() {
        if carChanged { publish() }
    }

    /// Sends every page what changed since the last `state`/`diff`, then new log entries.
    public func publish() {
        carChanged = false
        isPublishing = true
        defer { isPublishing = false }
        let newCar = CarStateMessage(system)
        layoutCount += 1
        var change = PublishedScreen.Change.none
        do {
            change = try published.update(to: system.currentScreen())
        } catch {
            // Cannot happen (screen numbers are cleaned before encoding); were it to, the pages keep the last screen.
            system.log.append(.host, "The simulator could not encode the screen: \(error)")
        }
        let dashboardChange = update(&publishedDashboard, to: system.dashboardScreen(), name: "Dashboard")
        let clusterChange = update(&publishedCluster, to: system.clusterScreen(), name: "cluster")
        let carOps = carChange(to: newCar)
        if !carOps.isEmpty || change != .none || dashboardChange != nil || clusterChange != nil {
            seq += 1
            var diff = ServerMessage.Diff(seq: seq, base: seq - 1, dashboard: dashboardChange, cluster: clusterChange)
            if !carOps.isEmpty { diff.carOps = carOps }
            switch change {
            case .none: break
            case .whole(let json): diff.screen = .whole(json)
            case .ops(let ops): diff.screen = .ops(ops)
            }
            broadcast(.diff(diff))
        }
        announceSpeech()
        if system.log.lastSeq > logSent {
            let entries = system.log.entries(after: logSent)
            logSent = system.log.lastSeq
            broadcast(.log(entries.map(ServerMessage.LogEntry.init)))
        }
        // What changed may move the car's next deadline: the server's clock works it out again.
        setClockTimer()
    }

    /// The patch operations from the car the pages have to `newCar` (a changed vehicle position is two or three
    /// numbers, not the whole car state), and `car` and `carJSON` moved to it. Encoding cannot fail (the car state
    /// holds no non-finite number); were it to, the pages keep the last car and the log says why.
    private func carChange(to newCar: CarStateMessage) -> [JSONPatchOperation] {
        do {
            let ops = try newCar.changes(from: car, json: &carJSON)
            car = newCar
            return ops
        } catch {
            system.log.append(.host, "The simulator could not encode the car state: \(error)")
            return []
        }
    }

    /// Moves a published screen other than the main one to `screen`; nil when nothing changed.
    private func update(_ published: inout PublishedScreen, to screen: Screen?, name: String)
        -> ServerMessage.ScreenChange?
    {
        do {
            switch try published.update(to: screen) {
            case .none: return nil
            case .whole(let json): return .whole(json)
            case .ops(let ops): return .ops(ops)
            }
        } catch {
            system.log.append(.host, "The simulator could not encode the \(name) screen: \(error)")
            return nil
        }
    }

    func broadcast(_ message: ServerMessage) {
        guard !clients.isEmpty else { return }
        let text = encoded(message)
        for client in clients.values { client.deliver(text) }
    }

    private func send(_ message: ServerMessage, to client: ClientID) {
        clients[client]?.deliver(encoded(message))
    }

    /// The `state` message text now (tests).
    func currentStateTextForTesting() -> String { currentStateText() }

    /// The `state` message as of `seq`, encoded once per `seq`.
    private func currentStateText() -> String {
        if let stateText, stateText.seq == seq { return stateText.text }
        let text = encoded(.state(seq: seq, car: car, screen: screen, dashboard: dashboard, cluster: cluster))
        stateText = (seq, text)
        return text
    }

    /// A message's text. Encoding cannot fail (no message holds a non-finite number); were it to, the page gets the
    /// error instead of nothing.
    private func encoded(_ message: ServerMessage) -> String {
        do {
            return try message.jsonText()
        } catch {
            // Never trap the car for it: the page gets an error and the log says what could not be sent.
            system.log.append(.host, "The simulator could not encode a \(message.type) message: \(error)")
            return #"{"code":"badJSON","message":"the server could not encode a message","type":"error"}"#
        }
    }
}

/// The messages queued for one page's connection, which takes them one by one (`next`) as it sends them: bounded by
/// count and bytes; beyond either the queue is dropped and the page gets the current `state` when it reads again.
@MainActor
final class Outbox {
    let maximumMessages: Int
    let maximumBytes: Int
    /// The current `state` text (nil once the hub is gone).
    let resync: @MainActor () -> String?
    private var queue: [String] = []
    private var head = 0
    /// The bytes of the queued messages.
    private(set) var bytes = 0
    /// The queue overflowed: the next message taken is a `state`; until then new messages are dropped.
    private(set) var overflowed = false
    private var finished = false
    private var waiter: CheckedContinuation<String?, Never>?

    init(maximumMessages: Int, maximumBytes: Int, resync: @escaping @MainActor () -> String?) {
        self.maximumMessages = max(1, maximumMessages)
        self.maximumBytes = maximumBytes
        self.resync = resync
    }

    /// How many messages are queued.
    var count: Int { queue.count - head }

    func push(_ text: String) {
        guard !finished, !overflowed else { return }
        if let waiter {
            self.waiter = nil
            return waiter.resume(returning: text)
        }
        queue.append(text)
        bytes += text.utf8.count
        if count > maximumMessages || bytes > maximumBytes {
            queue = []
            head = 0
            bytes = 0
            overflowed = true
        }
    }

    func finish() {
        finished = true
        waiter?.resume(returning: nil)
        waiter = nil
    }

    /// The next message; waits for one. Nil when the page is gone or the reading task is cancelled.
    func next() async -> String? {
        if let text = take() { return text }
        if finished || Task.isCancelled { return nil }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume(returning: nil)
                } else {
                    waiter = continuation
                }
            }
        } onCancel: {
            Task { @MainActor in self.cancelWaiting() }
        }
    }

    private func take() -> String? {
        if head < queue.count {
            let text = queue[head]
            queue[head] = ""
            head += 1
            bytes -= text.utf8.count
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 1024, head * 2 >= queue.count {
                queue.removeFirst(head)
                head = 0
            }
            return text
        }
        if overflowed, !finished {
            overflowed = false
            return resync()
        }
        return nil
    }

    private func cancelWaiting() {
        waiter?.resume(returning: nil)
        waiter = nil
    }
}
