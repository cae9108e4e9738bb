#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Secure coding of images, for the CarPlay objects that archive them.
///
/// `UIImage` adopts `NSSecureCoding` on iOS, but a class can only adopt it in its own body (`init?(coder:)` must be
/// `required`), and `UIImage.swift` is not to be changed here. Until the class adopts it itself, images are archived
/// through this box: `coder.encodeImage(_:forKey:)` and `coder.decodeImage(forKey:)`. It keeps everything an image
/// is made of: its source, bytes, size, scale, format, rendering mode and tint color. A named image from the main
/// bundle gets its image asset back (its light/dark and scale variants) when the bundle still has it.
final class UIImageArchive: NSObject, NSSecureCoding {
    let image: UIImage

    init(_ image: UIImage) {
        self.image = image
        super.init()
    }

    static var supportsSecureCoding: Bool { true }

    func encode(with coder: NSCoder) {
        let representation = image.representation
        let (kind, value): (String, String) =
            switch representation.source {
            case .named(let name): ("named", name)
            case .system(let name): ("system", name)
            case .data(let digest): ("data", digest)
            case .file(let path): ("file", path)
            }
        coder.encode(kind, forKey: "sourceKind")
        coder.encode(value, forKey: "source")
        coder.encode(representation.bundleName, forKey: "bundleName")
        coder.encode(representation.pixelWidth, forKey: "pixelWidth")
        coder.encode(representation.pixelHeight, forKey: "pixelHeight")
        coder.encode(Double(representation.scale), forKey: "scale")
        coder.encode(representation.format?.rawValue, forKey: "format")
        coder.encode(representation.data, forKey: "data")
        coder.encode(representation.isSymbol, forKey: "isSymbol")
        coder.encode(representation.renderingMode.rawValue, forKey: "renderingMode")
        coder.encodeColor(representation.tintColor, forKey: "tintColor")
    }

    init?(coder: NSCoder) {
        guard let kind = coder.decodeObject(of: NSString.self, forKey: "sourceKind") as String?,
            let value = coder.decodeObject(of: NSString.self, forKey: "source") as String?,
            let renderingMode = UIImage.RenderingMode(rawValue: coder.decodeInteger(forKey: "renderingMode"))
        else { return nil }
        let source: UIImage.Source
        switch kind {
        case "named": source = .named(value)
        case "system": source = .system(value)
        case "data": source = .data(digest: value)
        case "file": source = .file(value)
        default: return nil
        }
        let format =
            (coder.containsValue(forKey: "format")
            ? coder.decodeObject(of: NSString.self, forKey: "format") as String? : nil).flatMap(ImageHeader.Format.init)
        let scale = coder.decodeDouble(forKey: "scale")
        var representation = UIImage.Representation(
            source: source,
            bundleName: coder.decodeObject(of: NSString.self, forKey: "bundleName") as String? ?? "main",
            pixelWidth: coder.decodeDouble(forKey: "pixelWidth"),
            pixelHeight: coder.decodeDouble(forKey: "pixelHeight"),
            scale: scale > 0 ? CGFloat(scale) : 1, format: format,
            data: coder.containsValue(forKey: "data")
                ? coder.decodeObject(of: NSData.self, forKey: "data") as Data? : nil)
        representation.isSymbol = coder.decodeBool(forKey: "isSymbol")
        representation.renderingMode = renderingMode
        representation.tintColor = coder.decodeColor(forKey: "tintColor")
        var asset: UIImageAsset?
        if case .named(let name) = source, representation.bundleName == "main" {
            asset = ImageCatalog.asset(named: name, in: .main)
        }
        self.image = UIImage(representation: representation, asset: asset)
        super.init()
    }
}

extension NSCoder {
    /// Archives an image (nothing for nil).
    package func encodeImage(_ image: UIImage?, forKey key: String) {
        guard let image else { return }
        encode(UIImageArchive(image), forKey: key)
    }

    /// An image that `encodeImage(_:forKey:)` archived; nil when there is none.
    package func decodeImage(forKey key: String) -> UIImage? {
        containsValue(forKey: key) ? decodeObject(of: UIImageArchive.self, forKey: key)?.image : nil
    }

    /// Archives images in order.
    package func encodeImages(_ images: [UIImage]?, forKey key: String) {
        guard let images else { return }
        encode(images.map(UIImageArchive.init) as NSArray, forKey: key)
    }

    /// Images that `encodeImages(_:forKey:)` archived; nil when there are none.
    package func decodeImages(forKey key: String) -> [UIImage]? {
        guard containsValue(forKey: key),
            let archives = decodeObject(of: [NSArray.self, UIImageArchive.self], forKey: key) as? NSArray
        else { return nil }
        let images = archives.compactMap { ($0 as? UIImageArchive)?.image }
        return images.count == archives.count ? images : nil
    }
}
#endif
