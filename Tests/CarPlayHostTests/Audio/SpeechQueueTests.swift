import Expectations
import Foundation
import Testing

@testable import CarPlayHost

/// One synthesizer's queue on the car's clock, without any audio engine: each utterance's duration is given.
@Suite struct SpeechQueueTests {
    let t0 = Date(timeIntervalSince1970: 1_000_000)

    /// "Turn left now": 13 UTF-16 units, words at 0, 5 and 10 → at 0, 1 and 2 s of a 2.6 s utterance.
    func item(_ id: Int, _ text: String = "Turn left now", pre: TimeInterval = 0, post: TimeInterval = 0)
        -> SpeechQueue.Item
    {
        SpeechQueue.Item(id: id, text: text, preUtteranceDelay: pre, postUtteranceDelay: post)
    }

    func names(_ events: [SpeechQueue.Event]) -> [String] {
        events.map { event in
            switch event.kind {
            case .didStart: "start \(event.utterance)"
            case .willSpeak(let word): "word \(word.location)"
            case .didPause: "pause"
            case .didContinue: "continue"
            case .didFinish: "finish \(event.utterance)"
            case .didCancel: "cancel \(event.utterance)"
            }
        }
    }

    @Test func nothingStartsBeforeTheAudioIsReady() {
        var queue = SpeechQueue()
        expectTrue(queue.enqueue(item(1), at: t0).isEmpty)
        expectTrue(queue.advance(to: t0 + 100).isEmpty)
        let started = queue.audioReady(1, duration: 2.6, at: t0 + 100)
        expectEqual(names(started), ["start 1", "word 0"])
        expectEqual(started.map(\.time), [t0 + 100, t0 + 100])
        expectTrue(queue.isPlaying)
    }

    @Test func wordsAndTheEndComeAtTheirTimes() {
        var queue = SpeechQueue()
        _ = queue.enqueue(item(1), at: t0)
        _ = queue.audioReady(1, duration: 2.6, at: t0)
        expectTrue(queue.advance(to: t0 + 0.99).isEmpty)
        let events = queue.advance(to: t0 + 5)
        expectEqual(names(events), ["word 5", "word 10", "finish 1"])
        expectEqual(events.map(\.time), [t0 + 1, t0 + 2, t0 + 2.6])
        expectTrue(queue.items.isEmpty && !queue.isPlaying)
    }

    @Test func delaysSeparateQueuedUtterances() {
        var queue = SpeechQueue()
        _ = queue.enqueue(item(1, post: 1), at: t0)
        _ = queue.enqueue(item(2, pre: 0.5), at: t0)
        _ = queue.audioReady(2, duration: 2.6, at: t0)
        let events = queue.audioReady(1, duration: 2.6, at: t0) + queue.advance(to: t0 + 60)
        expectEqual(
            names(events).filter { $0.hasPrefix("start") || $0.hasPrefix("finish") },
            [
                "start 1", "finish 1", "start 2", "finish 2",
            ])
        expectEqual(events.first { $0.kind == .didStart && $0.utterance == 2 }?.time, t0 + 2.6 + 1 + 0.5)
    }

    @Test func aLateUtteranceWaitsForThePostDelayOfTheLastOne() {
        var queue = SpeechQueue()
        _ = queue.enqueue(item(1, post: 3), at: t0)
        _ = queue.audioReady(1, duration: 2.6, at: t0)
        _ = queue.advance(to: t0 + 3)
        _ = queue.enqueue(item(2), at: t0 + 3)
        expectTrue(queue.audioReady(2, duration: 1, at: t0 + 3).isEmpty)
        expectEqual(names(queue.advance(to: t0 + 5.6)), ["start 2", "word 0"])
    }

    @Test func pausingAtOnceHoldsThePosition() {
        var queue = SpeechQueue()
        _ = queue.enqueue(item(1), at: t0)
        _ = queue.audioReady(1, duration: 2.6, at: t0)
        expectEqual(names(queue.pause(atWordBoundary: false, at: t0 + 0.5)), ["pause"])
        expectTrue(queue.isPaused && queue.advance(to: t0 + 100).isEmpty)
        expectEqual(names(queue.resume(at: t0 + 100)), ["continue"])
        let rest = queue.advance(to: t0 + 200)
        expectEqual(rest.map(\.time), [t0 + 100.5, t0 + 101.5, t0 + 102.1])
    }

    @Test func pausingAtAWordWaitsForTheNextBoundary() {
        var queue = SpeechQueue()
        _ = queue.enqueue(item(1), at: t0)
        _ = queue.audioReady(1, duration: 2.6, at: t0)
        expectTrue(queue.pause(atWordBoundary: true, at: t0 + 0.5).isEmpty)
        let paused = queue.advance(to: t0 + 10)
        expectTrue(names(paused) == ["pause"] && paused.first?.time == t0 + 1)
        // It goes on with the word it paused before.
        expectEqual(names(queue.resume(at: t0 + 20)), ["continue", "word 5"])
    }

    @Test func stoppingCancelsOnlyWhatIsSpoken() {
        var queue = SpeechQueue()
        _ = queue.enqueue(item(1), at: t0)
        _ = queue.enqueue(item(2), at: t0)
        _ = queue.audioReady(1, duration: 2.6, at: t0)
        let stopped = queue.stop(atWordBoundary: true, at: t0 + 0.5)
        expectTrue(stopped.isEmpty && queue.items.map(\.id) == [1])
        let cancelled = queue.advance(to: t0 + 10)
        expectTrue(names(cancelled) == ["cancel 1"] && cancelled.first?.time == t0 + 1)
        expectTrue(queue.items.isEmpty)

        // In a delay nothing is cancelled (Apple: no didCancel between utterances).
        _ = queue.enqueue(item(3, pre: 5), at: t0 + 10)
        _ = queue.audioReady(3, duration: 2.6, at: t0 + 10)
        expectTrue(queue.stop(atWordBoundary: false, at: t0 + 11).isEmpty && queue.items.isEmpty)
    }

    /// A prompt that interrupts: the app stops at the next word and speaks at once; the new utterance is spoken once
    /// the old one is cut at its word (it was lost before: the stop at the boundary cleared the whole queue).
    @Test func anUtteranceQueuedAfterAStopAtAWordIsSpokenNext() {
        var queue = SpeechQueue()
        _ = queue.enqueue(item(1), at: t0)
        _ = queue.audioReady(1, duration: 2.6, at: t0)
        expectTrue(queue.stop(atWordBoundary: true, at: t0 + 0.5).isEmpty)
        _ = queue.enqueue(item(2), at: t0 + 0.5)
        _ = queue.audioReady(2, duration: 1, at: t0 + 0.6)
        let next = queue.advance(to: t0 + 1.2)
        expectEqual(names(next), ["cancel 1", "start 2", "word 0"], "\(names(next))")
        expectTrue(next.first?.time == t0 + 1 && queue.items.map(\.id) == [2])
    }

    @Test func stoppingAtOnceWhilePausedCancels() {
        var queue = SpeechQueue()
        _ = queue.enqueue(item(1), at: t0)
        _ = queue.audioReady(1, duration: 2.6, at: t0)
        _ = queue.pause(atWordBoundary: false, at: t0 + 1.5)
        expectEqual(names(queue.stop(atWordBoundary: true, at: t0 + 2)), ["cancel 1"])
    }
}
