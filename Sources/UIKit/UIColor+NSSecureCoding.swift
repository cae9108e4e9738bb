#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Secure coding of colors, for the CarPlay objects that archive them.
///
/// `UIColor` adopts `NSSecureCoding` on iOS, but a class can only adopt it in its own body (`init?(coder:)` must be
/// `required`), and `UIColor.swift` is not to be changed here. Until the class adopts it itself, colors are archived
/// through this box: `coder.encodeColor(_:forKey:)` and `coder.decodeColor(forKey:)`. A color is archived as its
/// components for light and for dark traits; it decodes as a plain color when they are equal and otherwise as a
/// dynamic color choosing by interface style (a dynamic provider is code and cannot be archived; a system color's
/// name is not kept).
final class UIColorArchive: NSObject, NSSecureCoding {
    let color: UIColor

    init(_ color: UIColor) {
        self.color = color
        super.init()
    }

    static var supportsSecureCoding: Bool { true }

    private static func components(of color: UIColor, style: UIUserInterfaceStyle) -> [Double] {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        let traits = UITraitCollection(userInterfaceStyle: style)
        _ = color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha].map { Double($0) }
    }

    func encode(with coder: NSCoder) {
        coder.encode(Self.components(of: color, style: .light) as NSArray, forKey: "light")
        coder.encode(Self.components(of: color, style: .dark) as NSArray, forKey: "dark")
    }

    init?(coder: NSCoder) {
        func components(_ key: String) -> [CGFloat]? {
            guard coder.containsValue(forKey: key),
                let values = coder.decodeObject(of: [NSArray.self, NSNumber.self], forKey: key) as? [NSNumber],
                values.count == 4
            else { return nil }
            return values.map { CGFloat($0.doubleValue) }
        }
        guard let light = components("light"), let dark = components("dark") else { return nil }
        let lightColor = UIColor(red: light[0], green: light[1], blue: light[2], alpha: light[3])
        if light == dark {
            self.color = lightColor
        } else {
            let darkColor = UIColor(red: dark[0], green: dark[1], blue: dark[2], alpha: dark[3])
            self.color = UIColor { $0.userInterfaceStyle == .dark ? darkColor : lightColor }
        }
        super.init()
    }
}

extension NSCoder {
    /// Archives a color (nothing for nil).
    package func encodeColor(_ color: UIColor?, forKey key: String) {
        guard let color else { return }
        encode(UIColorArchive(color), forKey: key)
    }

    /// A color that `encodeColor(_:forKey:)` archived; nil when there is none.
    package func decodeColor(forKey key: String) -> UIColor? {
        containsValue(forKey: key) ? decodeObject(of: UIColorArchive.self, forKey: key)?.color : nil
    }
}
#endif
