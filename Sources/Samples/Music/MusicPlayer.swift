import AVFAudio
import Foundation
import MediaPlayer

/// The app's player, as a model: what plays (a track of the queue, a radio station, a live game), the queue, the
/// playback rate, shuffle and repeat, and the position. There is no audio engine: the position is derived from the
/// last anchor (position and time) and the rate, exactly as `MPNowPlayingInfoCenter` expresses it (elapsed time +
/// rate × time since), and `syncWithClock()` plays the role of the engine's end-of-item notification.
///
/// The audio session is activated (`.playback`) only when the driver starts playback, which stops the car's radio,
/// and deactivated when playback stops.
@MainActor
public final class MusicPlayer {
    /// The rates the playback-rate button cycles through.
    public static let playbackRates: [Float] = [0.5, 1, 1.5, 2]

    /// The player's clock (injected so tests can move time).
    public let clock: @MainActor () -> Date

    public init(clock: @escaping @MainActor () -> Date = { Date() }) {
        self.clock = clock
        anchorDate = clock()
        // Another source (the car's radio, a call) took the audio: the session is no longer active, so the next play
        // activates it again; when the interruption ends and the system says playback should resume (a call ended),
        // playback resumes if it was playing. Only the session this player activated counts (several cars may share
        // a process).
        interruptionObserver = NotificationCenter.default.addObserver(
            forName: AVAudioSession.interruptionNotification, object: nil, queue: nil
        ) { [weak self] notification in
            let type = (notification.userInfo?[AVAudioSessionInterruptionTypeKey] as? UInt)
                .flatMap(AVAudioSession.InterruptionType.init(rawValue:))
            let posted = (notification.object as? AVAudioSession).map(ObjectIdentifier.init)
            let options =
                (notification.userInfo?[AVAudioSessionInterruptionOptionKey] as? UInt)
                .map(AVAudioSession.InterruptionOptions.init(rawValue:)) ?? []
            MainActor.assumeIsolated {
                guard let self, let posted else { return }
                if type == .began, posted == self.activatedSession { self.audioSessionWasInterrupted(posted) }
                if type == .ended, posted == self.interruptedSession {
                    self.audioSessionInterruptionEnded(shouldResume: options.contains(.shouldResume))
                }
            }
        }
    }

    nonisolated(unsafe) private var interruptionObserver: (any NSObjectProtocol)?
    /// The audio session this player activated (its app's), while active.
    private var activatedSession: ObjectIdentifier?
    /// The session an interruption took while playing, until the interruption ends.
    private var interruptedSession: ObjectIdentifier?

    deinit {
        if let interruptionObserver { NotificationCenter.default.removeObserver(interruptionObserver) }
    }

    // MARK: State

    /// What is playing or paused; nil before anything was played.
    public private(set) var current: PlayableItem?
    /// The track queue in play order (shuffled while shuffle is on).
    public private(set) var queue: [Track] = []
    /// The current track's index in `queue`.
    public private(set) var queueIndex = 0
    /// Whether playback runs.
    public private(set) var isPlaying = false
    /// The rate tracks play at while playing (live streams always play at 1).
    public private(set) var playbackRate: Float = 1
    public private(set) var shuffleType: MPShuffleType = .off
    public private(set) var repeatType: MPRepeatType = .off
    /// Whether the app's audio session is active (it is from the first play on, until playback stops).
    public private(set) var isAudioSessionActive = false
    /// How far each partly played track got (seconds), for the rows' progress bars.
    public private(set) var savedPositions: [String: TimeInterval] = [:]
    /// Albums played, most recent first.
    public private(set) var recentAlbumIDs: [String] = []
    /// The last error activating the audio session.
    public private(set) var audioSessionError: (any Error)?

    /// The queue order before shuffling.
    private var unshuffledQueue: [Track] = []
    /// The stations next/previous move through while a station plays.
    private var stations: [Station] = []
    private var anchorPosition: TimeInterval = 0
    private var anchorDate: Date
    /// Live game: the game clock at `gameClockDate`.
    private var gameClockAnchor: TimeInterval = 0
    private var gameClockDate = Date.distantPast
    private var lastGameState: GameState?
    private var generator = SplitMix64(seed: 0x4D75_7369_63)

    /// What the live game shows: the score, the latest event and the clock.
    public struct GameState: Hashable, Sendable {
        public var leftScore: Int
        public var rightScore: Int
        public var latestEvent: String?
    }

    /// The current track, when a track is current.
    public var currentTrack: Track? { current?.track }

    /// The queue indexes of the tracks to come, in play order: those after the current one, then (with repeat all)
    /// those before it.
    public var upNextIndices: [Int] {
        guard currentTrack != nil, queue.indices.contains(queueIndex) else { return [] }
        let after = Array((queueIndex + 1)..<queue.count)
        return repeatType == .all ? after + Array(0..<queueIndex) : after
    }

    /// The tracks to come, in play order.
    public var upNext: [Track] { upNextIndices.map { queue[$0] } }

    /// The rate the position advances at now: 0 when paused, the playback rate for tracks, 1 for live streams.
    public var effectiveRate: Double {
        guard isPlaying else { return 0 }
        return current?.isLive == true ? 1 : Double(playbackRate)
    }

    /// The position in the current item (seconds): elapsed at the anchor + rate × time since; never past a
    /// track's end.
    public var position: TimeInterval {
        let since = max(0, clock().timeIntervalSince(anchorDate))
        let value = anchorPosition + effectiveRate * since
        if let track = currentTrack { return min(value, track.duration) }
        return value
    }

    /// The live game's clock now (seconds, counting up); it runs whether or not the broadcast is paused.
    public var gameClock: TimeInterval {
        gameClockAnchor + max(0, clock().timeIntervalSince(gameClockDate))
    }

    /// The live game's score and latest event now; nil unless a game is current.
    public var gameState: GameState? {
        guard case .game(let game) = current else { return nil }
        let state = game.state(atClock: gameClock)
        return GameState(leftScore: state.left, rightScore: state.right, latestEvent: state.latest)
    }

    /// The progress (0...1) of a track: the current one's position, else how far it was played before.
    public func progress(of track: Track) -> Double {
        guard track.duration > 0 else { return 0 }
        if currentTrack?.id == track.id { return position / track.duration }
        return (savedPositions[track.id] ?? 0) / track.duration
    }

    // MARK: Observing

    private var observers: [Int: @MainActor () -> Void] = [:]
    private var nextObserverID = 0

    /// Calls `body` after every change of state. Returns a token for `removeObserver(_:)`.
    @discardableResult
    public func addObserver(_ body: @escaping @MainActor () -> Void) -> Int {
        nextObserverID += 1
        observers[nextObserverID] = body
        return nextObserverID
    }

    public func removeObserver(_ token: Int) { observers[token] = nil }

    private func changed() {
        for id in observers.keys.sorted() { observers[id]?() }
    }

    // MARK: Starting playback

    /// Plays `tracks` from `index` (shuffled after the chosen track while shuffle is on). False when the audio
    /// session could not be activated.
    @discardableResult
    public func play(_ tracks: [Track], startingAt index: Int = 0) -> Bool {
        guard tracks.indices.contains(index), activateAudioSession() else { return false }
        saveCurrentPosition()
        unshuffledQueue = tracks
        if shuffleType == .off {
            queue = tracks
            queueIndex = index
        } else {
            var rest = tracks
            let first = rest.remove(at: index)
            rest.shuffle(using: &generator)
            queue = [first] + rest
            queueIndex = 0
        }
        savedPositions[queue[queueIndex].id] = nil
        start(.track(queue[queueIndex]), at: 0)
        return true
    }

    /// Tunes in a live station; next and previous move through `stations`.
    @discardableResult
    public func play(_ station: Station, among stations: [Station]) -> Bool {
        guard activateAudioSession() else { return false }
        saveCurrentPosition()
        self.stations = stations.contains(station) ? stations : [station]
        start(.station(station), at: 0)
        return true
    }

    /// Tunes in a live game broadcast (the game clock starts at the catalogue's value).
    @discardableResult
    public func play(_ game: Game) -> Bool {
        guard activateAudioSession() else { return false }
        saveCurrentPosition()
        if case .game(let playing) = current, playing.id == game.id {
            // Already tuned in: the game went on.
        } else {
            gameClockAnchor = game.clock
            gameClockDate = clock()
        }
        start(.game(game), at: 0)
        lastGameState = gameState
        return true
    }

    private func start(_ item: PlayableItem, at position: TimeInterval) {
        current = item
        anchorPosition = position
        anchorDate = clock()
        isPlaying = true
        if case .track(let track) = item {
            recentAlbumIDs.removeAll { $0 == track.albumID }
            recentAlbumIDs.insert(track.albumID, at: 0)
        }
        changed()
    }

    // MARK: Transport

    /// Resumes playback (from the start when the track had ended). False with nothing to play or no audio session.
    @discardableResult
    public func resume() -> Bool {
        guard let current, !isPlaying, activateAudioSession() else { return false }
        if let track = current.track, position >= track.duration { anchorPosition = 0 }
        anchorDate = clock()
        isPlaying = true
        changed()
        return true
    }

    /// Pauses playback (the audio session stays active).
    @discardableResult
    public func pause() -> Bool {
        guard isPlaying else { return false }
        reanchor()
        isPlaying = false
        changed()
        return true
    }

    @discardableResult
    public func togglePlayPause() -> Bool { isPlaying ? pause() : resume() }

    /// Stops playback and deactivates the audio session, so the car's own audio may resume.
    public func stop() {
        if isPlaying { reanchor() }
        isPlaying = false
        saveCurrentPosition()
        deactivateAudioSession()
        changed()
    }

    /// The next track (wrapping with repeat all; stopping at the end of the queue), or the next station.
    @discardableResult
    public func next() -> Bool {
        switch current {
        case .track:
            saveCurrentPosition()
            if queueIndex + 1 < queue.count {
                moveTo(index: queueIndex + 1)
            } else if repeatType == .all, !queue.isEmpty {
                moveTo(index: 0)
            } else {
                endOfQueue(at: clock())
            }
            return true
        case .station(let station):
            guard let index = stations.firstIndex(of: station), stations.count > 1 else { return false }
            start(.station(stations[(index + 1) % stations.count]), at: 0)
            return true
        case .game, nil:
            return false
        }
    }

    /// The start of the track when more than 3 s were played, else the previous track; the previous station.
    @discardableResult
    public func previous() -> Bool {
        switch current {
        case .track:
            if position > 3 || (queueIndex == 0 && repeatType != .all) {
                seek(to: 0)
            } else {
                saveCurrentPosition()
                moveTo(index: queueIndex == 0 ? queue.count - 1 : queueIndex - 1)
            }
            return true
        case .station(let station):
            guard let index = stations.firstIndex(of: station), stations.count > 1 else { return false }
            start(.station(stations[(index + stations.count - 1) % stations.count]), at: 0)
            return true
        case .game, nil:
            return false
        }
    }

    /// Plays the queue's track at `index` (Up Next).
    @discardableResult
    public func skip(toQueueIndex index: Int) -> Bool {
        guard currentTrack != nil, queue.indices.contains(index) else { return false }
        saveCurrentPosition()
        if !isPlaying, !activateAudioSession() { return false }
        moveTo(index: index)
        return true
    }

    /// Moves within the current track (not in live streams).
    @discardableResult
    public func seek(to position: TimeInterval) -> Bool {
        guard let track = currentTrack else { return false }
        anchorPosition = min(max(0, position), track.duration)
        anchorDate = clock()
        changed()
        return true
    }

    private func moveTo(index: Int) {
        queueIndex = index
        let track = queue[index]
        savedPositions[track.id] = nil
        start(.track(track), at: 0)
    }

    // MARK: Modes

    /// Sets the rate tracks play at (0.5...2).
    @discardableResult
    public func setPlaybackRate(_ rate: Float) -> Bool {
        guard rate.isFinite, rate >= 0.5, rate <= 2 else { return false }
        reanchor()
        playbackRate = rate
        changed()
        return true
    }

    /// The next rate of `playbackRates` (0.5 → 1 → 1.5 → 2 → 0.5).
    public func cyclePlaybackRate() {
        let rates = Self.playbackRates
        let index = rates.firstIndex(of: playbackRate).map { ($0 + 1) % rates.count } ?? rates.firstIndex(of: 1)!
        setPlaybackRate(rates[index])
    }

    /// Turns shuffle on (the tracks after the current one are shuffled) or off (the album order returns).
    public func setShuffle(_ type: MPShuffleType) {
        let on = type != .off
        guard on != (shuffleType != .off) else {
            shuffleType = type
            changed()
            return
        }
        shuffleType = type
        if let track = currentTrack {
            if on {
                var rest = unshuffledQueue
                if let index = rest.firstIndex(of: track) { rest.remove(at: index) }
                rest.shuffle(using: &generator)
                queue = [track] + rest
                queueIndex = 0
            } else {
                queue = unshuffledQueue
                queueIndex = unshuffledQueue.firstIndex(of: track) ?? 0
            }
        }
        changed()
    }

    public func toggleShuffle() { setShuffle(shuffleType == .off ? .items : .off) }

    public func setRepeat(_ type: MPRepeatType) {
        repeatType = type
        changed()
    }

    /// off → all → one → off.
    public func cycleRepeat() {
        switch repeatType {
        case .off: setRepeat(.all)
        case .all: setRepeat(.one)
        case .one: setRepeat(.off)
        }
    }

    // MARK: Time passing

    /// Catches up with the clock, as the audio engine would: finished tracks give way to the next (by the repeat
    /// mode), the end of the queue stops playback; a live game's score follows its events. Call it periodically.
    public func syncWithClock() {
        guard isPlaying else { return }
        switch current {
        case .track:
            var moved = false
            while isPlaying, let track = currentTrack, track.duration > 0 {
                let now = clock()
                let unclamped = anchorPosition + effectiveRate * max(0, now.timeIntervalSince(anchorDate))
                guard unclamped >= track.duration else { break }
                // When the track ended, on the clock.
                let ended = anchorDate.addingTimeInterval((track.duration - anchorPosition) / effectiveRate)
                moved = true
                if repeatType == .one {
                    anchorPosition = 0
                    anchorDate = ended
                } else if queueIndex + 1 < queue.count || (repeatType == .all && !queue.isEmpty) {
                    queueIndex = queueIndex + 1 < queue.count ? queueIndex + 1 : 0
                    current = .track(queue[queueIndex])
                    savedPositions[queue[queueIndex].id] = nil
                    anchorPosition = 0
                    anchorDate = ended
                } else {
                    endOfQueue(at: ended)
                    return
                }
            }
            if moved { changed() }
        case .game:
            let state = gameState
            if state != lastGameState {
                lastGameState = state
                changed()
            }
        case .station, nil:
            break
        }
    }

    /// The last track ended: playback stops at its end and the audio session is released.
    private func endOfQueue(at date: Date) {
        if let track = currentTrack {
            anchorPosition = track.duration
            savedPositions[track.id] = nil
        }
        anchorDate = date
        isPlaying = false
        deactivateAudioSession()
        changed()
    }

    private func reanchor() {
        anchorPosition = position
        anchorDate = clock()
    }

    private func saveCurrentPosition() {
        guard let track = currentTrack else { return }
        let position = position
        savedPositions[track.id] = position > 1 && position < track.duration - 1 ? position : nil
    }

    // MARK: Audio session

    /// Activates the `.playback` session the first time the driver plays (the car's radio stops then).
    private func activateAudioSession() -> Bool {
        if isAudioSessionActive { return true }
        let session = AVAudioSession.sharedInstance()
        do {
            try session.setCategory(.playback, mode: .default, options: [])
            try session.setActive(true)
            isAudioSessionActive = true
            activatedSession = ObjectIdentifier(session)
            audioSessionError = nil
            return true
        } catch {
            audioSessionError = error
            return false
        }
    }

    /// The system interrupted the session: it is inactive now; playback pauses (the car sends pause too).
    private func audioSessionWasInterrupted(_ session: ObjectIdentifier) {
        isAudioSessionActive = false
        activatedSession = nil
        interruptedSession = isPlaying ? session : nil
    }

    /// An interruption ended: playback resumes when it was playing and the system says it should.
    private func audioSessionInterruptionEnded(shouldResume: Bool) {
        interruptedSession = nil
        if shouldResume { resume() }
    }

    /// Releases the session and lets other audio (the car's radio) resume.
    private func deactivateAudioSession() {
        guard isAudioSessionActive else { return }
        do {
            try AVAudioSession.sharedInstance().setActive(false, options: .notifyOthersOnDeactivation)
            isAudioSessionActive = false
            activatedSession = nil
        } catch {
            audioSessionError = error
        }
    }
}
