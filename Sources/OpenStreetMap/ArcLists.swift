/// An arc of a hierarchy's working graph: the vertex at its other end, its time and, for a shortcut, the contracted
/// vertex it passes (-1 for an arc of the graph itself).
struct HierarchyArc {
    var node: Int32
    /// Rounded down to a `Float` (a lower bound must stay one; half the memory of a `Double`).
    var time: Float
    var middle: Int32 = -1
}

/// Each vertex's arcs, in one pool rather than an array per vertex (whose header and allocation outweigh a few
/// arcs): vertex v's arcs are `pool[start[v] ..< start[v] + count[v]]`, with room for `capacity[v]`. A full block
/// moves to the pool's end at twice its size; the pool is compacted when more than half of it is left behind.
struct ArcLists {
    private(set) var pool: [HierarchyArc] = []
    private var start: [Int]
    private var count: [Int32]
    private var capacity: [Int32]
    /// Pool entries no vertex's block holds.
    private var unused = 0

    init(vertexCount: Int) {
        start = Array(repeating: 0, count: vertexCount)
        count = Array(repeating: 0, count: vertexCount)
        capacity = Array(repeating: 0, count: vertexCount)
    }

    var vertexCount: Int { start.count }

    /// Where vertex `v`'s arcs are in `pool`.
    func range(of v: Int) -> Range<Int> { start[v]..<start[v] + Int(count[v]) }

    func count(of v: Int) -> Int { Int(count[v]) }

    /// The arcs of vertex `v` (a copy).
    func arcs(of v: Int) -> [HierarchyArc] { Array(pool[range(of: v)]) }

    /// The position in `pool` of `v`'s arc to `node`, if it has one.
    func position(of node: Int32, from v: Int) -> Int? { range(of: v).first { pool[$0].node == node } }

    /// Gives the arc at `position` a lower time, through `middle` (-1: an edge of the graph).
    mutating func lower(at position: Int, to time: Float, middle: Int32) {
        pool[position].time = time
        pool[position].middle = middle
    }

    mutating func append(_ arc: HierarchyArc, to v: Int) {
        if count[v] == capacity[v] {
            let moved = max(4, Int(capacity[v]) * 2)
            let newStart = pool.count
            for position in range(of: v) { pool.append(pool[position]) }
            pool.append(contentsOf: repeatElement(HierarchyArc(node: -1, time: 0), count: moved - Int(count[v])))
            unused += Int(capacity[v])
            start[v] = newStart
            capacity[v] = Int32(moved)
        }
        pool[start[v] + Int(count[v])] = arc
        count[v] += 1
        // Only once the arc is in: compacting leaves no room in any block.
        if unused > pool.count / 2 && pool.count > 4_096 { compact() }
    }

    /// Removes `v`'s arc to `node` (the last arc takes its place).
    mutating func remove(_ node: Int32, from v: Int) {
        guard let position = position(of: node, from: v) else { return }
        let last = start[v] + Int(count[v]) - 1
        pool[position] = pool[last]
        count[v] -= 1
    }

    /// Removes all of `v`'s arcs and gives up its block.
    mutating func removeAll(of v: Int) {
        unused += Int(capacity[v])
        count[v] = 0
        capacity[v] = 0
        start[v] = 0
        if unused > pool.count / 2 && pool.count > 4_096 { compact() }
    }

    /// The pool again with each vertex's arcs only (no room to grow: the next arc moves its block).
    private mutating func compact() {
        var compacted: [HierarchyArc] = []
        compacted.reserveCapacity(pool.count - unused)
        for v in 0..<start.count {
            let arcs = range(of: v)
            start[v] = compacted.count
            compacted.append(contentsOf: pool[arcs])
            capacity[v] = count[v]
        }
        pool = compacted
        unused = 0
    }
}
