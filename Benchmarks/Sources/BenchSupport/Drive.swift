import CarPlayHost
import Foundation

/// The driver's round the driver benchmarks repeat on a `ListApp` list: select a row (its detail list is pushed),
/// back, knob forward, tap another row (pushed again), back, knob back — six actions.
public struct DriverRound {
    public static let actions = 6

    /// Which row the next round selects (it moves through the first rows, so different rows are found).
    private var row = 0
    /// How many selects and taps missed (the row was not found, or its handler did not run): a benchmark with
    /// misses did not make the actions it counts.
    public private(set) var misses = 0

    public init() {}

    /// Runs one round with these driver entry points; `select` and `tap` answer whether the row's handler ran.
    public mutating func run(
        select: (String) -> Bool, back: () -> Void, knob: (Int) -> Void, tap: (String) -> Bool
    ) {
        if !select("Item \(row)") { misses += 1 }
        back()
        knob(1)
        if !tap("Item \((row + 1) % 8)") { misses += 1 }
        back()
        knob(-1)
        row = (row + 1) % 8
    }
}

extension Screen {
    /// The id of the first node showing `text` (a row's text is on the row or on one of its children).
    public func elementID(of text: String) -> ElementID? {
        root.first { $0.text == text && $0.id != nil }?.id
            ?? root.first { node in node.id != nil && node.children.contains { $0.text == text } }?.id
    }
}
