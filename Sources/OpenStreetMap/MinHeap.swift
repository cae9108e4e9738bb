/// A binary min-heap of payloads by priority, for the router's and the hierarchy's searches (which skip stale
/// entries themselves rather than decrease a key).
struct MinHeap<Payload> {
    private var items: [(payload: Payload, priority: Double)] = []

    var peekPriority: Double? { items.first?.priority }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    mutating func push(_ payload: Payload, priority: Double) {
        items.append((payload, priority))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child].priority < items[parent].priority else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> (payload: Payload, priority: Double)? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var smallest = parent
                if left < items.count, items[left].priority < items[smallest].priority { smallest = left }
                if right < items.count, items[right].priority < items[smallest].priority { smallest = right }
                guard smallest != parent else { break }
                items.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return first
    }
}
