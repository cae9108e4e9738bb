import Foundation

// What the head-up strip draws, laid out by the car: the glyph's and the lanes' arrows as SVG path data, and the
// text of an idle strip. A front end draws these paths as they come (the browser car: hud.js); it holds no glyph.
extension HeadUpDisplay {
    /// The text an idle strip shows (no navigation metadata).
    public static let idleText = "No route guidance"

    /// The glyph's paths in a 48×48 box, the car travelling up from the bottom centre. A roundabout is its circle,
    /// the entry from below, the exit at `exitAngle` (0 ahead, clockwise positive, as the metadata's junction
    /// angles) and the exit's arrowhead.
    public var glyphPaths: [String] {
        guard glyph == .roundabout else { return [Self.glyphPath(glyph)] }
        return [Self.circle(cx: 24, cy: 22, r: 9)] + Self.roundaboutPaths(exitAngle ?? 0)
    }

    /// The path of every glyph but the roundabout, whose exit varies.
    static func glyphPath(_ glyph: Glyph) -> String {
        switch glyph {
        case .straight, .roundabout: "M24 44 V8 M14 18 L24 8 L34 18"
        case .turnLeft: "M28 44 V24 Q28 18 22 18 H8 M16 10 L8 18 L16 26"
        case .turnRight: "M20 44 V24 Q20 18 26 18 H40 M32 10 L40 18 L32 26"
        case .slightLeft: "M28 44 V28 L14 12 M13 23 L13 11 L25 11"
        case .slightRight: "M20 44 V28 L34 12 M35 23 L35 11 L23 11"
        case .sharpLeft: "M30 44 V14 L10 34 M10 22 V34 H22"
        case .sharpRight: "M18 44 V14 L38 34 M38 22 V34 H26"
        case .keepLeft: "M30 44 V30 L18 18 V6 M10 14 L18 6 L26 14"
        case .keepRight: "M18 44 V30 L30 18 V6 M22 14 L30 6 L38 14"
        case .uTurnLeft: "M32 44 V16 A8 8 0 0 0 16 16 V30 M8 22 L16 30 L24 22"
        case .uTurnRight: "M16 44 V16 A8 8 0 0 1 32 16 V30 M24 22 L32 30 L40 22"
        case .exitLeft: "M30 44 V4 M30 26 L12 10 M12 20 V10 H22"
        case .exitRight: "M18 44 V4 M18 26 L36 10 M36 20 V10 H26"
        case .merge: "M12 44 Q12 28 24 20 V4 M36 44 V30 L24 20 M16 12 L24 4 L32 12"
        case .ferry: "M6 30 H42 L36 40 H12 Z M14 30 V20 H34 V30 M24 20 V10"
        case .depart: "M24 44 V10 M14 20 L24 10 L34 20 M14 44 H34"
        case .arrive: "M24 44 V22 M24 6 A8 8 0 1 1 23.9 6 Z"
        case .arriveLeft: "M30 44 V18 M12 10 A6 6 0 1 1 11.9 10 Z"
        case .arriveRight: "M18 44 V18 M36 10 A6 6 0 1 1 35.9 10 Z"
        }
    }

    /// A circle as a path (two half arcs).
    static func circle(cx: Double, cy: Double, r: Double) -> String {
        let (left, right, y, radius) = (number(cx - r), number(cx + r), number(cy), number(r))
        return "M\(left) \(y) A\(radius) \(radius) 0 1 0 \(right) \(y) A\(radius) \(radius) 0 1 0 \(left) \(y) Z"
    }

    /// The roundabout's entry from below, its exit at `angle` degrees and the exit's arrowhead.
    static func roundaboutPaths(_ angle: Double) -> [String] {
        let a = (angle.isFinite ? angle : 0) * .pi / 180
        let sx = 24 + 9 * sin(a), sy = 22 - 9 * cos(a)
        let ex = 24 + 20 * sin(a), ey = 22 - 20 * cos(a)
        func head(_ dx: Double) -> String {
            let b = a + .pi + dx
            return "L\(number(ex + 7 * sin(b))) \(number(ey - 7 * cos(b)))"
        }
        return [
            "M24 44 V31",
            "M\(number(sx)) \(number(sy)) L\(number(ex)) \(number(ey))",
            "M\(number(ex)) \(number(ey)) \(head(0.5)) M\(number(ex)) \(number(ey)) \(head(-0.5))",
        ]
    }

    /// One arrow of a lane in a 24×32 box: up from the bottom, then towards `angle` degrees (clamped to ±180).
    static func laneArrowPath(_ angle: Double) -> String {
        let a = max(-180, min(180, angle.isFinite ? angle : 0)) * .pi / 180
        return "M12 30 V16 L\(number(12 + 10 * sin(a))) \(number(16 - 10 * cos(a)))"
    }

    /// A coordinate with one decimal, as the paths write them ("24.0"; never "-0.0").
    static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        // Whole tenths written as digits (Foundation's `String(format:)` cost most of writing the strip); what no
        // path holds (not finite, beyond an integer) is formatted.
        guard tenths.isFinite, abs(tenths) < 1e15 else { return String(format: "%.1f", tenths / 10) }
        let whole = Int(tenths)
        return "\(whole < 0 ? "-" : "")\(abs(whole) / 10).\(abs(whole) % 10)"
    }
}

extension HeadUpDisplay.Lane {
    /// The lane's arrows as paths in a 24×32 box: the other arrows first, then the highlighted one
    /// (`highlightedPath`).
    public var arrowPaths: [String] { angles.map(HeadUpDisplay.laneArrowPath) }
    /// The highlighted arrow's path, nil when the lane has none.
    public var highlightedPath: String? { highlightedAngle.map(HeadUpDisplay.laneArrowPath) }
}
