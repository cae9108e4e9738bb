import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

/// One rendition of an image: where it comes from and its size in points.
public struct ImageVariant: Codable, Hashable, Sendable {
    /// Where the pixels come from (`ScreenImage.Source`, in CarPlayScreen, which draws it).
    public typealias Source = ScreenImage.Source
    public var source: Source
    public var width: Double
    public var height: Double
    public var scale: Double
    /// True when the image is drawn as a template (recoloured by the system).
    public var isTemplate: Bool
    public var tint: ColorSnapshot?

    init(_ image: UIImage) {
        source =
            switch image._source {
            case .named(let name): .named(name)
            case .system(let name): .system(name)
            case .data(let digest): .data(digest: digest)
            case .file(let path): .file(path)
            }
        width = Double(image.size.width)
        height = Double(image.size.height)
        scale = Double(image.scale)
        isTemplate = image.renderingMode == .alwaysTemplate || image.isSymbolImage
        tint = image._tintColor.map(ColorSnapshot.init)
    }
}

/// An image as the app declared it, with its light and (when the app supplied one) dark rendition.
public struct ImageSnapshot: Codable, Hashable, Sendable {
    public var light: ImageVariant
    public var dark: ImageVariant?

    public init(light: ImageVariant, dark: ImageVariant?) {
        self.light = light
        self.dark = dark
    }

    /// A `UIImage`, resolving a dark variant registered in its image asset.
    init(_ image: UIImage) {
        let lightImage = image.imageAsset?.image(with: UITraitCollection(userInterfaceStyle: .light)) ?? image
        let darkImage = image.imageAsset?.image(with: UITraitCollection(userInterfaceStyle: .dark))
        light = ImageVariant(lightImage)
        ImageStore.recording?.record(lightImage, appearance: .light)
        if let darkImage { ImageStore.recording?.record(darkImage, appearance: .dark) }
        let dark = darkImage.map(ImageVariant.init)
        self.dark = dark == light ? nil : dark
    }

    /// A `CPImageSet`: light and dark content images.
    init(_ imageSet: CPImageSet) {
        light = ImageVariant(imageSet.lightContentImage)
        dark = ImageVariant(imageSet.darkContentImage)
        ImageStore.recording?.record(imageSet.lightContentImage, appearance: .light)
        ImageStore.recording?.record(imageSet.darkContentImage, appearance: .dark)
    }

    /// The rendition for a content style.
    public func variant(dark wantsDark: Bool) -> ImageVariant { wantsDark ? (dark ?? light) : light }
}

/// A colour resolved for light and dark appearance (sRGB components 0...1).
public struct ColorSnapshot: Codable, Hashable, Sendable {
    public struct RGBA: Codable, Hashable, Sendable {
        public var red: Double, green: Double, blue: Double, alpha: Double
        public init(red: Double, green: Double, blue: Double, alpha: Double) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
    }
    public var light: RGBA
    public var dark: RGBA

    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    init(_ color: UIColor) {
        func components(_ style: UIUserInterfaceStyle) -> RGBA {
            let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = resolved.getRed(&r, green: &g, blue: &b, alpha: &a)
            return RGBA(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a))
        }
        light = components(.light)
        dark = components(.dark)
    }
}

extension ScreenColor {
    /// A resolved colour of a `ColorSnapshot`, as the screen writes it.
    public init(_ rgba: ColorSnapshot.RGBA) {
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }
}
