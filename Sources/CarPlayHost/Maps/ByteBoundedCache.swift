/// A least-recently-used cache bounded by the bytes of its values and by their count: adding a value evicts the
/// least recently used ones until both bounds hold; a value larger than `maximumValueBytes` is not kept at all. Not
/// synchronised (its owner locks).
public struct ByteBoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most bytes the values may hold together.
    public let maximumBytes: Int
    /// The most values kept.
    public let maximumCount: Int
    /// The largest value kept (larger ones are answered, not kept): a quarter of `maximumBytes` unless told.
    public let maximumValueBytes: Int
    /// The bytes of a value.
    private let size: @Sendable (Value) -> Int

    private var entries: [Key: (value: Value, bytes: Int, use: UInt64)] = [:]
    private var clock: UInt64 = 0
    /// The bytes of the values kept now.
    public private(set) var bytes = 0

    public init(
        maximumBytes: Int, maximumCount: Int, maximumValueBytes: Int? = nil, size: @escaping @Sendable (Value) -> Int
    ) {
        self.maximumBytes = max(0, maximumBytes)
        self.maximumCount = max(0, maximumCount)
        self.maximumValueBytes = min(self.maximumBytes, maximumValueBytes ?? self.maximumBytes / 4)
        self.size = size
    }

    /// How many values are kept now.
    public var count: Int { entries.count }

    /// The value for `key`, which becomes the most recently used.
    public mutating func value(for key: Key) -> Value? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.use = clock
        entries[key] = entry
        return entry.value
    }

    /// Keeps `value` for `key` (replacing what was there), unless it is larger than `maximumValueBytes`; evicts the
    /// least recently used values until the bounds hold.
    public mutating func insert(_ value: Value, for key: Key) {
        if let old = entries.removeValue(forKey: key) { bytes -= old.bytes }
        let valueBytes = size(value)
        guard valueBytes <= maximumValueBytes, maximumCount > 0 else { return }
        while !entries.isEmpty, entries.count + 1 > maximumCount || bytes + valueBytes > maximumBytes {
            // Linear in the count (at most `maximumCount`), once per eviction: small next to encoding a value.
            guard let oldest = entries.min(by: { $0.value.use < $1.value.use })?.key,
                let evicted = entries.removeValue(forKey: oldest)
            else { break }
            bytes -= evicted.bytes
        }
        clock += 1
        entries[key] = (value, valueBytes, clock)
        bytes += valueBytes
    }
}
