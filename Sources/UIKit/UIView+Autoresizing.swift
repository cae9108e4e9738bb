#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

extension UIView {
    /// Which parts of a view stretch when its superview's size changes.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes the view as its `autoresizingMask` says after its superview went from `old` to `new`: along each
    /// axis the change is shared among the flexible parts (the margin before, the size, the margin after) in
    /// proportion to their lengths (equally when they have none), as UIKit does.
    func autoresize(from old: CGSize, to new: CGSize) {
        guard !autoresizingMask.isEmpty else { return }
        let mask = autoresizingMask
        let x = Self.share(
            origin: frame.minX, length: frame.width, in: old.width, change: new.width - old.width,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                mask.contains(.flexibleRightMargin)
            ))
        let y = Self.share(
            origin: frame.minY, length: frame.height, in: old.height, change: new.height - old.height,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                mask.contains(.flexibleBottomMargin)
            ))
        let resized = CGRect(x: x.origin, y: y.origin, width: max(0, x.length), height: max(0, y.length))
        if resized != frame { frame = resized }
    }

    /// The new origin and length along one axis.
    private static func share(
        origin: CGFloat, length: CGFloat, in outer: CGFloat, change: CGFloat,
        flexible: (before: Bool, length: Bool, after: Bool)
    ) -> (origin: CGFloat, length: CGFloat) {
        let parts = [
            (flexible.before, max(0, origin)), (flexible.length, length),
            (flexible.after, max(0, outer - origin - length)),
        ]
        let stretching = parts.filter(\.0)
        guard change != 0, !stretching.isEmpty else { return (origin, length) }
        let total = stretching.reduce(0) { $0 + $1.1 }
        func part(_ index: Int) -> CGFloat {
            guard parts[index].0 else { return 0 }
            return total > 0 ? change * parts[index].1 / total : change / CGFloat(stretching.count)
        }
        return (origin + part(0), length + part(1))
    }
}
#endif
