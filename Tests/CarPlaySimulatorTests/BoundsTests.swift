import CarPlayHost
@testable import CarPlaySimulator
import CarPlayTestSupport
import Expectations
import Foundation
import Testing

/// The hub under load and with bad clients: the log it keeps and sends is bounded, a page that stops reading gets a
/// bounded queue and a `state` when it reads again, deep nesting is refused before parsing, and a `resync` or an
/// input that changes nothing costs no layout or diff.
@MainActor @Suite(.serialized) struct BoundsTests {
    func makeHub() throws -> SimulatorHub { SimulatorHub(system: try Apps.car()) }

    func typeMessage(_ text: String) -> JSONValue {
        ["type": "input", "action": "type", "text": .string(text)]
    }

    // MARK: The log

    @Test func aNewPageGetsTheLastEntriesAndCanAskForOlderOnes() async throws {
        let hub = try makeHub()
        let page = FakePage(hub)
        _ = try await page.drain()
        _ = try await page.exchange(["type": "launch", "app": .string(Apps.playerID)])
        for _ in 0..<1100 { page.send(typeMessage(String(repeating: "q", count: 250))) }
        _ = try await page.drain()
        let lastSeq = hub.system.log.lastSeq
        expectEqual(hub.system.log.count, hub.system.log.capacity)

        let reload = FakePage(hub)
        let welcome = try await reload.drain()
        let texts = welcome.map(\.jsonData.count)
        expectLess(texts.reduce(0, +), 100_000, "the welcome is small: \(texts)")
        let entries = try require(welcome.last?["entries"]?.arrayValue)
        expectEqual(entries.count, SimulatorHub.logBacklog)
        expectEqual(entries.last?["seq"]?.intValue, lastSeq)
        expectTrue(entries.allSatisfy { ($0["text"]?.stringValue?.count ?? 0) <= 100 })

        let first = try require(entries.first?["seq"]?.intValue)
        let older = try await reload.exchange([
            "type": "logPage", "before": .number(Double(first)), "count": 50, "id": 7,
        ])
        let reply = try require(older.first { $0["type"] == "log" })
        expectEqual(reply["before"]?.intValue, first)
        expectEqual(reply["entries"]?.arrayValue?.compactMap { $0["seq"]?.intValue }, Array(first - 50..<first))
        expectTrue(older.contains { $0["type"] == "ack" && $0["inReplyTo"] == 7 })
        expectTrue(!older.contains { $0["type"] == "diff" })

        let newest = try await reload.exchange(["type": "logPage", "count": 3])
        expectEqual(
            newest.first?["entries"]?.arrayValue?.compactMap { $0["seq"]?.intValue },
            [
                lastSeq - 2, lastSeq - 1, lastSeq,
            ])
        let tooMany = try await reload.exchange(["type": "logPage", "count": 5000])
        expectEqual(reload.lastError(in: tooMany), "badField")
        let missing = try await reload.exchange(["type": "logPage"])
        expectEqual(reload.lastError(in: missing), "badField")
    }

    @Test func refusedTypingIsLoggedBriefly() async throws {
        let hub = try makeHub()
        let page = FakePage(hub)
        _ = try await page.exchange(["type": "launch", "app": .string(Apps.playerID)])
        let replies = try await page.exchange(typeMessage(String(repeating: "w", count: 250)))
        let logged = replies.filter { $0["type"] == "log" }.flatMap { $0["entries"]?.arrayValue ?? [] }
        expectEqual(logged.compactMap { $0["text"]?.stringValue }, ["Type (250 characters): no search field on screen"])
        // More than a search field holds is refused before the car sees it: an error, nothing logged (issue 20).
        let tooLong = try await page.exchange(typeMessage(String(repeating: "w", count: 65_000)))
        expectEqual(page.lastError(in: tooLong), "badField")
        expectTrue(!tooLong.contains { $0["type"] == "log" })
    }

    // MARK: A page that stops reading

    @Test func aPageThatStopsReadingHasABoundedQueueAndIsResynced() async throws {
        let hub = try makeHub()
        hub.maximumQueuedMessages = 50
        hub.maximumQueuedBytes = 64 * 1024
        let (slow, stream) = hub.connect()
        let reader = FakePage(hub)
        _ = try await reader.exchange(["type": "launch", "app": .string(Apps.playerID)])
        // Over twice the queue's message limit of changes while the page does not read.
        for index in 0..<120 {
            reader.send(["type": "control", "name": "uiAppearance", "value": index % 2 == 0 ? "dark" : "light"])
            expectLessOrEqual((hub.queuedBytes(of: slow) ?? .max), hub.maximumQueuedBytes)
        }
        _ = try await reader.drain()
        var messages = stream.makeAsyncIterator()
        let first = try JSONValue.parse(Data(try require(await messages.next()).utf8))
        expectEqual(first["type"], "state", "the dropped queue is replaced by one state")
        expectTrue(first["seq"]?.intValue == hub.seq && first["car"] == reader.car)
        expectEqual(hub.queuedBytes(of: slow), 0)
        // From there on the page follows the diffs.
        reader.send(["type": "control", "name": "uiAppearance", "value": "dark"])
        let diff = try JSONValue.parse(Data(try require(await messages.next()).utf8))
        expectTrue(diff["type"] == "diff" && diff["base"]?.intValue == first["seq"]?.intValue)
        hub.disconnect(slow)
        expectEqual(hub.queuedBytes(of: slow), nil)
    }

    @Test(.timeLimit(.minutes(10))) func aStreamPageGetsEverythingInOrderAndEndsOnDisconnect() async throws {
        let hub = try makeHub()
        let (id, stream) = hub.connect()
        let reader = Task { @MainActor in
            var types: [String] = []
            for await text in stream {
                types.append((try? JSONValue.parse(Data(text.utf8)))?["type"]?.stringValue ?? "")
            }
            return types
        }
        for _ in 0..<10 { await Task.yield() }
        hub.receive(#"{"type":"resync","id":1}"#, from: id)
        for _ in 0..<10 { await Task.yield() }
        hub.receive(#"{"type":"resync","id":2}"#, from: id)
        hub.disconnect(id)
        expectEqual(await reader.value, ["welcome", "state", "log", "state", "ack", "state", "ack"])
    }

    @Test(.timeLimit(.minutes(10))) func aCancelledReaderStopsWaiting() async throws {
        let hub = try makeHub()
        let (id, stream) = hub.connect()
        let reader = Task { @MainActor in
            var count = 0
            for await _ in stream { count += 1 }
            return count
        }
        for _ in 0..<10 { await Task.yield() }
        reader.cancel()
        #expect(await reader.value <= 3)
        hub.disconnect(id)
    }

    // MARK: Deep nesting

    @Test(.timeLimit(.minutes(10))) func deepNestingIsRefusedBeforeParsing() async throws {
        let hub = try makeHub()
        let page = FakePage(hub)
        _ = try await page.drain()
        let nested = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        let message = String(repeating: nested, count: 63)
        expectLessOrEqual(message.utf8.count, SimulatorHub.maximumMessageBytes)
        page.send(text: message)
        let refused = try await page.drain()
        let error = try require(refused.first { $0["type"] == "error" })
        expectEqual(error["code"], "badJSON")
        expectEqual(error["message"]?.stringValue?.contains("nested too deeply"), true)
        let object = String(repeating: #"{"a":"#, count: 40) + "1" + String(repeating: "}", count: 40)
        expectEqual(page.lastError(in: try await page.exchange(.string(object))), "badJSON")
        // Brackets inside strings are text, and a message at the limit is fine.
        let brackets = String(repeating: "[{", count: 100) + #"\"]"#
        let typed = try await page.exchange(["type": "resync", "pad": .string(brackets), "id": 2])
        expectTrue(typed.contains { $0["type"] == "ack" && $0["inReplyTo"] == 2 })
        let deep = String(repeating: "[", count: 31) + String(repeating: "]", count: 31)
        page.send(text: #"{"type":"resync","id":3,"pad":"# + deep + "}")
        #expect(try await page.drain().contains { $0["type"] == "ack" && $0["inReplyTo"] == 3 })
        expectEqual(ClientMessage.isNested(#"{"a":"\"[[[["}"#.utf8, deeperThan: 1), false)
        expectEqual(ClientMessage.isNested("[[]]".utf8, deeperThan: 1), true)
    }

    // MARK: Messages that arrive together

    @Test func aBatchIsCarriedOutInOrderPublishedOnceAndThenAnswered() async throws {
        let hub = try makeHub()
        let one = FakePage(hub)
        let two = FakePage(hub)
        _ = try await one.exchange(["type": "launch", "app": .string(Apps.playerID)])
        _ = try await one.drain()
        _ = try await two.drain()
        let seq = hub.seq
        let knob: JSONValue = ["type": "input", "action": "knobRotate", "steps": 1]
        func with(_ id: Int, _ message: JSONValue) -> String {
            guard case .object(var object) = message else { return "" }
            object["id"] = .number(Double(id))
            return JSONValue.object(object).jsonString
        }
        hub.receive([
            (with(1, knob), one.id), (with(2, knob), two.id), ("{", one.id), (with(3, knob), one.id),
            (with(4, ["type": "resync"]), two.id),
        ])
        // Three knob steps, one diff: the focus moved three elements on (or to the last).
        expectEqual(hub.seq, seq + 1)
        let first = try await one.drain()
        expectEqual(first.compactMap { $0["type"]?.stringValue }, ["diff", "log", "ack", "error", "ack"])
        expectEqual(first.compactMap { $0["inReplyTo"]?.intValue }, [1, 3])
        let second = try await two.drain()
        expectEqual(second.compactMap { $0["type"]?.stringValue }, ["diff", "log", "ack", "state", "ack"])
        expectEqual(second.last?["inReplyTo"], 4)
        expectEqual(second.first { $0["type"] == "state" }?["seq"]?.intValue, seq + 1)
        let focusOrder = try require(one.screen["focusOrder"]?.arrayValue)
        expectGreaterOrEqual(focusOrder.count, 2)
        expectTrue(one.screen["focusedElement"] == focusOrder[min(2, focusOrder.count - 1)] && two.screen == one.screen)
    }

    @Test func aStateAfterAnOverflowComesAfterWhatChangedIsPublished() async throws {
        let hub = try makeHub()
        let order = Box<[String]>([])
        let id = hub.connect(deliver: { text in
            order.value.append((try? JSONValue.parse(Data(text.utf8)))?["type"]?.stringValue ?? "?")
        })
        try hub.system.launch(Apps.playerID)
        order.value = []
        // The connection drops what it is given until `whenPublished` (it resumes there).
        hub.sendState(to: id, whenPublished: { order.value.append("resumed") })
        expectTrue(order.value.first == "diff" && order.value.suffix(2) == ["resumed", "state"])
        let state = try JSONValue.parse(Data(hub.currentStateTextForTesting().utf8))
        expectEqual(state["seq"]?.intValue, hub.seq)
    }

    // MARK: Messages that change nothing

    @Test func resyncSendsTheStateWithoutLayingOutAgain() async throws {
        let hub = try makeHub()
        let page = FakePage(hub)
        _ = try await page.exchange(["type": "launch", "app": .string(Apps.playerID)])
        _ = try await page.drain()
        // Let what the launch scheduled (snapshot flushes, publishes) run first.
        for _ in 0..<20 { await Task.yield() }
        _ = try await page.drain()
        let diffs = page.received.filter { $0["type"] == "diff" }.count
        // A hundred resyncs in a row: the first may publish a change the car told of meanwhile; the others answer
        // from the state sent last and lay nothing out.
        let layouts = hub.layoutCount
        for id in 1...100 { page.send(["type": "resync", "id": .number(Double(id))]) }
        expectTrue(hub.layoutCount - layouts <= 1)
        let replies = try await page.drain()
        expectEqual(replies.filter { $0["type"] == "state" }.count, 100)
        expectEqual(replies.filter { $0["type"] == "ack" }.count, 100)
        expectEqual(page.received.filter { $0["type"] == "diff" }.count, diffs)
    }

    @Test func inputThatChangesNothingPublishesNoDiff() async throws {
        let hub = try makeHub()
        let page = FakePage(hub)
        _ = try await page.exchange(["type": "launch", "app": .string(Apps.playerID)])
        let before = hub.seq
        for _ in 0..<10 {
            let replies = try await page.exchange(typeMessage("nothing to type into"))
            expectTrue(!replies.contains { $0["type"] == "diff" })
        }
        let home = try await page.exchange(["type": "home"])
        expectTrue(home.contains { $0["type"] == "diff" })
        let again = try await page.exchange(["type": "input", "action": "hardKey", "key": "home"])
        expectTrue(!again.contains { $0["type"] == "diff" })
        expectEqual(hub.seq, before + 1)
    }
}
