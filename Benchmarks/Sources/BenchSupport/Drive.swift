import CarPlayHost
import Foundation

/// The driver's round the driver benchmarks repeat on a `ListApp` list: select a row (its detail list is pushed),
/// back, knob forward, tap another row (pushed again), back, knob back — six actions.
public struct DriverRound {
    public static let actions = 6

    /// Which row the next round selects (it moves through the first rows, so different rows are found).
    private var row = 0

    public init() {}

    /// Runs one round with these driver entry points.
    public mutating func run(
        select: (String) -> Void, back: () -> Void, knob: (Int) -> Void, tap: (String) -> Void
    ) {
        select("Item \(row)")
        back()
        knob(1)
        tap("Item \((row + 1) % 8)")
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
