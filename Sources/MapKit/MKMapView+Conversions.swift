#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import UIKit

extension MKMapView {
    // MARK: Converting

    /// A point of this view in `view`'s coordinates, through their common window (or as is when not in one tree).
    func convertPoint(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, view !== self else { return point }
        let mine = originInRoot(self)
        let theirs = originInRoot(view)
        guard mine.root === theirs.root else { return point }
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    func convertPoint(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, view !== self else { return point }
        let mine = originInRoot(self)
        let theirs = originInRoot(view)
        guard mine.root === theirs.root else { return point }
        return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
    }

    /// Where a view's bounds origin is in its root view's bounds coordinates.
    func originInRoot(_ view: UIView) -> (x: CGFloat, y: CGFloat, root: UIView) {
        var x: CGFloat = -view.bounds.minX
        var y: CGFloat = -view.bounds.minY
        var current = view
        while let parent = current.superview {
            x += current.frame.minX - parent.bounds.minX
            y += current.frame.minY - parent.bounds.minY
            current = parent
        }
        return (x, y, current)
    }
}
#endif
