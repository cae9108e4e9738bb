#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

// What an app hears of its activity as it changes: `for await content in activity.contentUpdates`,
// `for await state in activity.activityStateUpdates`. Each sequence gives the changes after it was made and ends when
// the activity ends.
@available(iOS 16.2, *)
extension Activity {
    /// The activity's content each time it changes.
    public struct ContentUpdates: AsyncSequence {
        public typealias Element = ActivityContent<Attributes.ContentState>
        fileprivate let stream: AsyncStream<Element>

        public struct AsyncIterator: AsyncIteratorProtocol {
            fileprivate var base: AsyncStream<Element>.Iterator
            public mutating func next() async -> Element? { await base.next(isolation: #isolation) }
            public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
                await base.next(isolation: actor)
            }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: stream.makeAsyncIterator()) }
    }

    /// The activity's state each time it changes (`.ended`, `.dismissed`, `.stale`).
    public struct ActivityStateUpdates: AsyncSequence {
        public typealias Element = ActivityState
        fileprivate let stream: AsyncStream<ActivityState>

        public struct AsyncIterator: AsyncIteratorProtocol {
            fileprivate var base: AsyncStream<ActivityState>.Iterator
            public mutating func next() async -> ActivityState? { await base.next(isolation: #isolation) }
            public mutating func next(isolation actor: isolated (any Actor)?) async -> ActivityState? {
                await base.next(isolation: actor)
            }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: stream.makeAsyncIterator()) }
    }

    /// The content updates from now on.
    public var contentUpdates: ContentUpdates {
        let (stream, continuation) = AsyncStream.makeStream(of: ActivityContent<Attributes.ContentState>.self)
        if activityState == .ended || activityState == .dismissed {
            continuation.finish()
        } else {
            listeners.content.append(continuation)
        }
        return ContentUpdates(stream: stream)
    }

    /// The state updates from now on.
    public var activityStateUpdates: ActivityStateUpdates {
        let (stream, continuation) = AsyncStream.makeStream(of: ActivityState.self)
        if activityState == .dismissed {
            continuation.finish()
        } else {
            listeners.state.append(continuation)
        }
        return ActivityStateUpdates(stream: stream)
    }
}
#endif
