import Foundation

/// Parts of a screen the last layout made, kept for the next one of the same session: a part laid out from inputs
/// equal to last time's, in a context that lays out as last time's did, is the part made then. A guiding app changes
/// its screen every second (the map's camera, new travel estimates); the navigation bar, status bar and map buttons
/// are made once and kept, the guidance card and the trip estimates while their texts stay, and being the last
/// screen's own values they compare equal at once when they are drawn (`DrawingReuse`) and compared for the pages
/// (`PublishedScreen`). A part made inside another (the card's instruction) is kept with it.
///
/// A part's inputs are everything its layout reads besides the context (`memoized(_:inputs:make:)`); the context is
/// compared once per layout (`begin(_:)`). A part whose layout read the clock is not kept. One memo per session's
/// pipeline; a layout runs synchronously on one thread, so the memo needs no lock.
final class LayoutMemo: @unchecked Sendable {
    private struct Entry {
        let inputs: any Sendable
        let output: any Sendable
        /// The parts made while this one was (the guidance card's instruction inside the card), kept with it: a
        /// layout that takes this part whole keeps them for the one after.
        let nested: [(slot: String, entry: Entry)]
    }

    /// What the context holds that layout reads, but the time (a test checks it names every stored property of
    /// `LayoutContext` but the time, its clock reads, the memo and the theme, which the display decides).
    struct ContextKey: Equatable {
        let display: DisplayConfiguration
        let rules: Rules
        let pendingHandlers: Set<ElementID>
        let isPlayingAudio: Bool
        let nowPlayingInfo: NowPlayingInfoSnapshot?
        let text: TextMeasurer
        let sportsClockStarts: [ElementID: Date]
        let locale: Locale
        let timeZone: TimeZone
        let mapAttribution: String?
        let pointOfInterestCameras: [ElementID: PointOfInterestCamera]

        init(_ context: LayoutContext) {
            display = context.display
            rules = context.rules
            pendingHandlers = context.pendingHandlers
            isPlayingAudio = context.isPlayingAudio
            nowPlayingInfo = context.nowPlayingInfo
            text = context.text
            sportsClockStarts = context.sportsClockStarts
            locale = context.locale
            timeZone = context.timeZone
            mapAttribution = context.mapAttribution
            pointOfInterestCameras = context.pointOfInterestCameras
        }
    }

    /// What the last layout drew (the status bar and the app's area), for the next to keep where it did not change;
    /// dropped with the parts when the context changed.
    var drawing: DrawingReuse?
    private var context: ContextKey?
    /// The parts of the last layout, by slot, and those of the layout under way in the order they were made (so that
    /// a part knows which were made inside it).
    private var last: [String: Entry] = [:]
    private var made: [(slot: String, entry: Entry)] = []
    /// The slots of the parts the layout under way took from the last one (tests).
    private(set) var reusedSlots: Set<String> = []
    /// How many parts the layout under way took from the last one (tests).
    var reused: Int { reusedSlots.count }

    /// Starts a layout in `context`: the last layout's parts and drawing are kept for it only when the context lays
    /// out as the last one's did.
    func begin(_ context: LayoutContext) {
        let key = ContextKey(context)
        if key != self.context {
            last = [:]
            drawing = nil
        }
        self.context = key
        made = []
        reusedSlots = []
    }

    /// Ends the layout: its parts are the ones the next layout may take.
    func end() {
        last = Dictionary(made.lazy.map { ($0.slot, $0.entry) }, uniquingKeysWith: { _, later in later })
        made = []
    }

    /// The part in `slot` (a name unique within a screen) made from `inputs`: last layout's when its inputs were equal,
    /// else `make()`'s, kept unless it read the clock.
    func part<Inputs: Equatable & Sendable, Output: Sendable>(
        _ slot: String, inputs: Inputs, clock: ClockReads, make: () -> Output
    ) -> Output {
        if let entry = last[slot], let before = entry.inputs as? Inputs, before == inputs,
            let output = entry.output as? Output
        {
            made += entry.nested
            made.append((slot, entry))
            reusedSlots.insert(slot)
            return output
        }
        let readBefore = clock.wasRead
        clock.wasRead = false
        let start = made.count
        let output = make()
        if !clock.wasRead { made.append((slot, Entry(inputs: inputs, output: output, nested: Array(made[start...])))) }
        clock.wasRead = clock.wasRead || readBefore
        return output
    }
}

extension LayoutContext {
    /// The part in `slot` made from `inputs` (everything `make` reads besides this context): the last layout's
    /// when the session's memo has it (`LayoutMemo`), else `make()`'s.
    func memoized<Inputs: Equatable & Sendable, Output: Sendable>(
        _ slot: String, inputs: Inputs, make: () -> Output
    ) -> Output {
        guard let memo else { return make() }
        return memo.part(slot, inputs: inputs, clock: clockReads, make: make)
    }
}
