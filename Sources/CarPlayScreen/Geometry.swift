import Foundation

/// A point on a screen, in points (not pixels).
public struct Point: Codable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(fmt(x)), \(fmt(y)))" }
}

/// A size in points.
public struct Size: Codable, Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(fmt(width))×\(fmt(height))" }

    /// This size scaled down (never up) to fit in `maximum`, keeping the aspect ratio. A zero or non-finite size
    /// stays zero.
    public func scaledDown(toFit maximum: Size) -> Size {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return .zero }
        let factor = min(1, maximum.width / width, maximum.height / height)
        return Size(width: (width * factor * 100).rounded() / 100, height: (height * factor * 100).rounded() / 100)
    }
}

/// A rectangle in points, origin at the top left.
public struct Rect: Codable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var center: Point { Point(x: midX, y: midY) }
    public var size: Size { Size(width: width, height: height) }

    /// Whether `point` lies inside (the top and left edges are inside, the bottom and right edges are not).
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// Whether `rect` lies wholly inside (edges included).
    public func contains(_ rect: Rect) -> Bool {
        rect.x >= x && rect.y >= y && rect.maxX <= maxX && rect.maxY <= maxY
    }

    /// The part both rectangles cover (zero-sized at this one's origin when they do not overlap).
    public func intersection(_ other: Rect) -> Rect {
        let left = Swift.max(x, other.x)
        let top = Swift.max(y, other.y)
        let right = Swift.min(maxX, other.maxX)
        let bottom = Swift.min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: x, y: y, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether the two rectangles overlap.
    public func intersects(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// This rectangle shrunk by `insets`.
    public func inset(by insets: Insets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top, width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
    }

    /// This rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// Splits off a slice of `amount` from `edge`, returning the slice and the remainder.
    public func divided(atDistance amount: Double, from edge: Edge) -> (slice: Rect, remainder: Rect) {
        let amount = max(0, amount)
        switch edge {
        case .top:
            let a = min(amount, height)
            return (Rect(x: x, y: y, width: width, height: a), Rect(x: x, y: y + a, width: width, height: height - a))
        case .bottom:
            let a = min(amount, height)
            return (
                Rect(x: x, y: maxY - a, width: width, height: a), Rect(x: x, y: y, width: width, height: height - a)
            )
        case .left:
            let a = min(amount, width)
            return (Rect(x: x, y: y, width: a, height: height), Rect(x: x + a, y: y, width: width - a, height: height))
        case .right:
            let a = min(amount, width)
            return (
                Rect(x: maxX - a, y: y, width: a, height: height), Rect(x: x, y: y, width: width - a, height: height)
            )
        }
    }

    /// A rectangle of `size` centred in this one.
    public func centered(_ size: Size) -> Rect {
        Rect(x: midX - size.width / 2, y: midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The same rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }

    public var description: String { "[\(fmt(x)), \(fmt(y)) \(fmt(width))×\(fmt(height))]" }

    public enum Edge: Sendable { case top, bottom, left, right }
}

/// Insets in points.
public struct Insets: Codable, Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = Insets()
}

/// A number as layout descriptions print it: whole numbers without a fraction, else up to two decimals.
/// Non-finite values print as Swift prints them ("inf", "nan") rather than trapping.
package func fmt(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(format: "%.2f", value).replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
}
