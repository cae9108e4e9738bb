#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

extension UIColor {
    /// Creates a color from a Core Graphics color (gray or RGB components).
    public convenience init(cgColor: CGColor) {
        let components = cgColor.components ?? []
        if components.count == 2 {
            self.init(white: components[0], alpha: components[1])
        } else if components.count == 4 {
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        } else {
            self.init(white: 0, alpha: cgColor.alpha)
        }
    }

    /// The Core Graphics color of this color; a dynamic color is resolved first, in the unspecified trait collection
    /// (like `.light`). A gray color gives a gray `CGColor`, any other an RGB one.
    public var cgColor: CGColor {
        let c = resolvedComponents
        return c.isGray
            ? CGColor(gray: c.red, alpha: c.alpha) : CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
#endif
