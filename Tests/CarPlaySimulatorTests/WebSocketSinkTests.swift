@testable import CarPlaySimulator
import Expectations
import Foundation
import NIOCore
import NIOEmbedded
import NIOWebSocket
import Testing

/// The way from the hub to a page's socket: batched writes on the event loop, bounded, a `state` after an overflow.
@Suite struct WebSocketSinkTests {
    /// The text frames written so far.
    func writtenTexts(_ channel: EmbeddedChannel) throws -> [String] {
        var texts: [String] = []
        while let frame = try channel.readOutbound(as: WebSocketFrame.self) {
            expectTrue(frame.opcode == .text && frame.fin)
            texts.append(String(buffer: frame.data))
        }
        return texts
    }

    @Test func messagesGoOutInOrderOneEventLoopJobPerBatch() throws {
        let channel = EmbeddedChannel()
        let sink = WebSocketSink(channel: channel, maximumMessages: 10, maximumBytes: 1 << 20)
        sink.deliver("one")
        sink.deliver("two")
        sink.deliver("three")
        // Nothing is written until the event loop runs; then all three at once.
        expectTrue(try writtenTexts(channel).isEmpty)
        expectEqual(sink.queuedCount, 3)
        channel.embeddedEventLoop.run()
        expectEqual(try writtenTexts(channel), ["one", "two", "three"])
        expectEqual(sink.queuedCount, 0)
        sink.deliver("four")
        channel.embeddedEventLoop.run()
        expectEqual(try writtenTexts(channel), ["four"])
    }

    @Test func anOverflowDropsTheQueueAndCatchesUpWithOneState() throws {
        let channel = EmbeddedChannel()
        let sink = WebSocketSink(channel: channel, maximumMessages: 3, maximumBytes: 1 << 20)
        let caughtUp = Counter()
        sink.whenCaughtUp { caughtUp.add() }
        // Four messages before the socket took any: over the limit of three.
        for text in ["a", "b", "c", "d"] { sink.deliver(text) }
        expectTrue(sink.isOverflowed && sink.queuedCount == 0)
        sink.deliver("dropped")
        expectEqual(sink.queuedCount, 0)
        channel.embeddedEventLoop.run()
        // The socket has room: the catch-up starts, once; nothing of the dropped queue was written.
        expectEqual(caughtUp.value, 1)
        expectTrue(try writtenTexts(channel).isEmpty)
        sink.deliver("still dropped")
        channel.embeddedEventLoop.run()
        expectEqual(caughtUp.value, 1)
        // The hub sends the state right after `resume`; from then on messages flow again.
        sink.resume()
        sink.deliver("state")
        sink.deliver("diff")
        channel.embeddedEventLoop.run()
        expectEqual(try writtenTexts(channel), ["state", "diff"])
        expectTrue(!sink.isOverflowed)
    }

    @Test func theStateAfterACatchUpGoesOutWhateverItsSize() throws {
        let channel = EmbeddedChannel()
        let sink = WebSocketSink(channel: channel, maximumMessages: 100, maximumBytes: 4)
        sink.deliver("too long")
        expectTrue(sink.isOverflowed)
        channel.embeddedEventLoop.run()
        sink.resume()
        sink.deliver("a long state")
        expectTrue(!sink.isOverflowed)
        channel.embeddedEventLoop.run()
        expectEqual(try writtenTexts(channel), ["a long state"])
    }

    @Test func theByteLimitCountsToo() throws {
        let channel = EmbeddedChannel()
        let sink = WebSocketSink(channel: channel, maximumMessages: 100, maximumBytes: 10)
        sink.deliver("12345")
        sink.deliver("67890")
        expectTrue(!sink.isOverflowed)
        sink.deliver("x")
        expectTrue(sink.isOverflowed)
    }

    @Test func afterStopOrFinishNothingIsWritten() async throws {
        let channel = EmbeddedChannel()
        let sink = WebSocketSink(channel: channel, maximumMessages: 10, maximumBytes: 1 << 20)
        sink.deliver("before")
        sink.stop()
        sink.deliver("after")
        channel.embeddedEventLoop.run()
        expectTrue(try writtenTexts(channel).isEmpty)
        let finished = WebSocketSink(channel: channel, maximumMessages: 10, maximumBytes: 1 << 20)
        finished.finish()
        finished.deliver("after")
        channel.embeddedEventLoop.run()
        expectTrue(try writtenTexts(channel).isEmpty)
        // A finished sink does not keep its connection waiting.
        await finished.waitUntilFinished()
    }

    @Test func aFailedWriteFinishesTheSink() async throws {
        let channel = EmbeddedChannel()
        let sink = WebSocketSink(channel: channel, maximumMessages: 10, maximumBytes: 1 << 20)
        try await channel.close().get()
        sink.deliver("into a closed socket")
        channel.embeddedEventLoop.run()
        // Returns only because the write failed and finished the sink.
        await sink.waitUntilFinished()
        sink.deliver("more")
        expectEqual(sink.queuedCount, 0)
    }
}

/// A count shared with a `@Sendable` closure.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}
