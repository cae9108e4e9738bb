/// A table from OpenStreetMap ids to non-negative indexes, made for the millions of lookups loading a map takes:
/// open addressing with linear probing over flat arrays, a multiplicative hash, at most half full. `Dictionary`
/// hashed each id with a seeded SipHash and stored its entries with their metadata; loading a 1 M-node grid spent
/// 30 % of its time finding ids (issue 21), and each table took about twice the memory.
struct NodeIDTable: Sendable {
    private var keys: [Int64]
    /// The index stored for the key at the same slot; -1 for an empty slot.
    private var values: [Int32]
    private var shift: Int
    private(set) var count = 0

    /// A table that holds `capacity` ids before it grows.
    init(capacity: Int = 0) {
        var bits = 4
        while 1 << bits < 2 * max(capacity, 1) { bits += 1 }
        keys = Array(repeating: 0, count: 1 << bits)
        values = Array(repeating: -1, count: 1 << bits)
        shift = 64 - bits
    }

    /// The slot where `key` is, or the empty slot where it would go.
    @inline(__always) private func slot(of key: Int64) -> Int {
        let mask = values.count - 1
        var slot = Int(truncatingIfNeeded: (UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
        while values[slot] >= 0 && keys[slot] != key { slot = (slot + 1) & mask }
        return slot
    }

    /// The index stored for `key`, nil when it has none.
    subscript(key: Int64) -> Int32? {
        let value = values[slot(of: key)]
        return value >= 0 ? value : nil
    }

    /// Stores `value` (not negative) for `key`, replacing what was there.
    mutating func set(_ key: Int64, _ value: Int32) {
        precondition(value >= 0, "NodeIDTable holds indexes, not negative numbers")
        var index = slot(of: key)
        if values[index] < 0 {
            if 2 * (count + 1) > values.count {
                grow()
                index = slot(of: key)
            }
            count += 1
        }
        keys[index] = key
        values[index] = value
    }

    private mutating func grow() {
        let old = zip(keys, values).filter { $0.1 >= 0 }
        keys = Array(repeating: 0, count: 2 * keys.count)
        values = Array(repeating: -1, count: keys.count)
        shift -= 1
        for (key, value) in old {
            let index = slot(of: key)
            keys[index] = key
            values[index] = value
        }
    }
}
