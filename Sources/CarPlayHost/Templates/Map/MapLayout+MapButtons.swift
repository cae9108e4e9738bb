import Foundation

/// The map buttons' column on the side away from the driver.
extension MapLayout {
    /// The map buttons' column at `x`, from the bottom up, between `top` and `bottom`: 44-point buttons 8 points
    /// apart while they fit, else closer together (4 points), then smaller (down to `minimumButtonSide`), so the
    /// column never reaches under the navigation bar.
    static func mapButtonFrames(count: Int, x: Double, top: Double, bottom: Double) -> [Rect] {
        guard count > 0 else { return [] }
        let n = Double(count)
        let room = max(0, bottom - top)
        var side = buttonSize.width
        var gap = margin
        if n * side + (n - 1) * gap > room {
            gap = count > 1 ? max(4, (room - n * side) / (n - 1)) : 0
            if n * side + (n - 1) * gap > room { side = max(minimumButtonSide, (room - (n - 1) * gap) / n) }
        }
        let columnHeight = n * side + (n - 1) * gap
        let x = x + (buttonSize.width - side) / 2
        return (0..<count).map { index in
            Rect(x: x, y: bottom - columnHeight + Double(index) * (side + gap), width: side, height: side)
        }
    }
}
