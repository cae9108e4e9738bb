import Foundation

/// The audio the speech engine made, kept for the same request to the same programs: espeak-ng and sox make the same
/// audio from the same text and settings, so a prompt said again (a turn's instruction on every drive, Siri's
/// question asked again) is not made again. Bounded by its audio's bytes; the entry used longest ago goes first.
/// Failures are not kept.
final class SpeechAudioCache: @unchecked Sendable {
    /// What the audio was made from: the programs (their paths) and the request.
    struct Key: Hashable {
        var espeak: String
        var sox: String
        var request: SpeechRequest
    }

    /// The most audio kept, in bytes of Ogg Vorbis.
    let byteLimit: Int
    private let lock = NSLock()
    private var entries: [Key: (speech: RenderedSpeech, lastUse: UInt64)] = [:]
    private var uses: UInt64 = 0
    private var keptBytes = 0

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    /// The audio made for `key` before, if it is still kept.
    func speech(for key: Key) -> RenderedSpeech? {
        lock.withLock {
            guard let entry = entries[key] else { return nil }
            uses += 1
            entries[key] = (entry.speech, uses)
            return entry.speech
        }
    }

    /// Keeps `speech` for `key`, letting the entries used longest ago go while the cache holds more than
    /// `byteLimit` bytes (audio larger than the limit is not kept).
    func keep(_ speech: RenderedSpeech, for key: Key) {
        lock.withLock {
            guard speech.ogg.count <= byteLimit else { return }
            if let old = entries[key] { keptBytes -= old.speech.ogg.count }
            uses += 1
            entries[key] = (speech, uses)
            keptBytes += speech.ogg.count
            while keptBytes > byteLimit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                entries[oldest.key] = nil
                keptBytes -= oldest.value.speech.ogg.count
            }
        }
    }

    /// How many prompts' audio, and how many bytes of it, are kept.
    var kept: (count: Int, bytes: Int) {
        lock.withLock { (entries.count, keptBytes) }
    }
}
