#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import _PlatformHost

/// An object that manages image data in your app.
///
/// Images are immutable. On this platform an image keeps its encoded bytes and the size read from their header
/// (PNG, JPEG, GIF and SVG; PDF only from asset catalogues); pixels are never decoded.
open class UIImage: NSObject, NSCopying, @unchecked Sendable {
    /// Where an image came from, so the host can identify and load it.
    @_spi(CarPlayHost) public enum Source: Hashable, Sendable, Codable {
        /// Loaded by name from a bundle (loose files or an asset catalogue).
        case named(String)
        /// An SF Symbol, by symbol name.
        case system(String)
        /// Created from bytes; the digest is the FNV-1a 64-bit hash of the bytes in hex.
        case data(digest: String)
        /// Loaded from a file path.
        case file(String)
    }

    /// The immutable contents of an image.
    struct Representation: Sendable {
        var source: Source
        /// The bundle name shown in descriptions of named images (`main` for the main bundle).
        var bundleName: String = "main"
        var pixelWidth: Double
        var pixelHeight: Double
        var scale: CGFloat
        var format: ImageHeader.Format?
        var data: Data?
        var isSymbol = false
        var renderingMode: RenderingMode = .automatic
        var tintColor: UIColor?

        /// The contents of `UIImage()`: no bytes, zero size.
        static let empty = Representation(
            source: .data(digest: PlatformFormat.digest(Data())), pixelWidth: 0, pixelHeight: 0, scale: 1, format: nil)

        /// Contents from encoded bytes, or nil when the bytes are not a supported image.
        static func decode(_ data: Data, scale: CGFloat, source: Source, allowPDF: Bool = false) -> Representation? {
            guard let header = ImageHeader.parse(data, allowPDF: allowPDF) else { return nil }
            let scale = header.format.isVector ? 1 : (scale > 0 ? scale : 1)
            return Representation(
                source: source, pixelWidth: header.width, pixelHeight: header.height, scale: scale,
                format: header.format, data: data)
        }
    }

    let representation: Representation

    /// The image asset associated with the image: set for images loaded by name and images obtained from an asset.
    public let imageAsset: UIImageAsset?

    init(representation: Representation, asset: UIImageAsset?) {
        self.representation = representation
        self.imageAsset = asset
        super.init()
    }

    /// Creates an empty image (zero size).
    public override convenience init() {
        self.init(representation: .empty, asset: nil)
    }

    /// The image of an image literal (`#imageLiteral(resourceName: "Logo")`): the named image of the app's bundle.
    /// On iOS a name that finds no image stops the app (an implicitly unwrapped nil); here the app is terminated
    /// through the car's fault path with that message, and the literal is an empty image.
    public required convenience init(imageLiteralResourceName path: String) {
        if let image = UIImage(named: path) {
            self.init(representation: image.representation, asset: image.imageAsset)
        } else {
            Self.missingImageLiteral(path)
            self.init()
        }
    }

    // MARK: Loading by name

    /// Loads the named image from the main bundle.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Loads the named image from a bundle (nil = main bundle), choosing the variant that matches the traits.
    ///
    /// Looks for an asset catalogue image set (`name.imageset`, also inside `*.xcassets` folders) and then for loose
    /// files `name`, `name@2x`, `name@3x` with extension png, jpg, jpeg or svg, in the bundle's resource directory
    /// and its bundle directory. Every variant found is registered in the image's `imageAsset`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        let bundle = bundle ?? .main
        guard let asset = ImageCatalog.asset(named: name, in: bundle),
            let representation = asset.representation(for: traitCollection ?? UITraitCollection())
        else { return nil }
        self.init(representation: representation, asset: asset)
    }

    /// Loads the named image from a bundle, resolving variants with the configuration's trait collection.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: configuration?.traitCollection)
    }

    // MARK: System symbols

    /// Creates an image of a system symbol.
    ///
    /// There is no symbol catalogue on this platform: every name is accepted and gives a symbol image whose source is
    /// the name, 24 × 24 points at scale 1 (or the point size of a `SymbolConfiguration`).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// Creates a system symbol image with a configuration (see `init(systemName:)`).
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard !name.isEmpty else { return nil }
        var side = 24.0
        if let symbol = configuration as? SymbolConfiguration, symbol.pointSize > 0 { side = Double(symbol.pointSize) }
        let representation = Representation(
            source: .system(name), bundleName: "system", pixelWidth: side, pixelHeight: side, scale: 1, format: nil,
            isSymbol: true, renderingMode: .alwaysTemplate)
        self.init(representation: representation, asset: nil)
    }

    /// Creates a system symbol image for a trait collection (see `init(systemName:)`).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    // MARK: Data and files

    /// Creates an image from encoded data (PNG, JPEG, GIF or SVG); nil for anything else.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Creates an image from encoded data with a scale factor (size in points = pixels / scale).
    public convenience init?(data: Data, scale: CGFloat) {
        guard
            let representation = Representation.decode(
                data, scale: scale, source: .data(digest: PlatformFormat.digest(data)))
        else { return nil }
        self.init(representation: representation, asset: nil)
    }

    /// Loads an image from a file; an `@2x`/`@3x` suffix in the file name sets the scale.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        guard
            let representation = Representation.decode(
                data, scale: ImageCatalog.scale(ofStem: stem) ?? 1, source: .file(path))
        else { return nil }
        self.init(representation: representation, asset: nil)
    }

    // MARK: Properties

    /// The logical size of the image in points (pixels divided by `scale`).
    open var size: CGSize {
        CGSize(
            width: representation.pixelWidth / Double(representation.scale),
            height: representation.pixelHeight / Double(representation.scale))
    }

    /// The scale factor of the image.
    open var scale: CGFloat { representation.scale }

    /// The rendering mode of the image.
    open var renderingMode: RenderingMode { representation.renderingMode }

    /// Whether the image is a symbol image.
    open var isSymbolImage: Bool { representation.isSymbol }

    /// Where the image came from.
    @_spi(CarPlayHost) public var _source: Source { representation.source }

    /// The tint color applied with `withTintColor(_:)`, if any.
    @_spi(CarPlayHost) public var _tintColor: UIColor? { representation.tintColor }

    /// The image's encoded bytes, when it has any (nil for symbols and empty images).
    @_spi(CarPlayHost) public var _data: Data? { representation.data }

    /// The PNG data of the image: the original bytes when the image came from PNG data, otherwise nil.
    open func pngData() -> Data? {
        representation.format == .png ? representation.data : nil
    }

    // MARK: Derived images

    /// A new image with the given rendering mode.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        var copy = representation
        copy.renderingMode = renderingMode
        return UIImage(representation: copy, asset: imageAsset)
    }

    /// A new image tinted with the color; its rendering mode becomes `.alwaysOriginal`, as in UIKit.
    open func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// A new image tinted with the color and using the rendering mode.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        var copy = representation
        copy.tintColor = color
        copy.renderingMode = renderingMode
        return UIImage(representation: copy, asset: imageAsset)
    }

    /// The variant of this image for the configuration's traits (through `imageAsset`), keeping its rendering mode and
    /// tint color.
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        _resolved(for: configuration.traitCollection ?? UITraitCollection())
    }

    /// The variant of this image for the traits, keeping the rendering mode and tint applied to this image; the image
    /// itself when it has no asset.
    @_spi(CarPlayHost) public func _resolved(for traitCollection: UITraitCollection) -> UIImage {
        guard let imageAsset, var resolved = imageAsset.representation(for: traitCollection) else { return self }
        resolved.renderingMode = representation.renderingMode
        resolved.tintColor = representation.tintColor
        return UIImage(representation: resolved, asset: imageAsset)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Like UIKit: `<UIImage:0x600003b0c000 named(main: star) {24, 24}>`.
    open override var description: String {
        let origin: String =
            switch representation.source {
            case .named(let name): "named(\(representation.bundleName): \(name))"
            case .system(let name): "symbol(system: \(name))"
            case .data, .file: "anonymous"
            }
        var text = "<UIImage:\(PlatformFormat.address(of: self)) \(origin) \(PlatformFormat.size(size))"
        if representation.renderingMode != .automatic { text += " renderingMode=\(representation.renderingMode)" }
        return text + ">"
    }
}

extension UIImage {
    /// Constants that specify the rendering mode of an image.
    public enum RenderingMode: Int, Sendable, Hashable, CustomStringConvertible {
        /// Draws the image using the context's default rendering mode.
        case automatic = 0
        /// Always draws the original image, without treating it as a template.
        case alwaysOriginal = 1
        /// Always draws the image as a template image, ignoring its color information.
        case alwaysTemplate = 2

        public var description: String {
            switch self {
            case .automatic: "automatic"
            case .alwaysOriginal: "alwaysOriginal"
            case .alwaysTemplate: "alwaysTemplate"
            }
        }
    }

    /// An object that contains the traits that the system uses when selecting the current image variant.
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        /// The traits used to select the image variant.
        public let traitCollection: UITraitCollection?

        /// A configuration that selects variants with the traits.
        public init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
            super.init()
        }

        /// A copy of the configuration with different traits.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> UIImage.Configuration {
            UIImage.Configuration(traitCollection: traitCollection)
        }

        public func copy(with zone: NSZone? = nil) -> Any { self }
    }

    /// An object that contains the specific font, size, style and weight attributes to apply to a symbol image.
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// The point size of the symbol; `0` when unspecified.
        public let pointSize: CGFloat

        init(pointSize: CGFloat, traitCollection: UITraitCollection?) {
            self.pointSize = pointSize
            super.init(traitCollection: traitCollection)
        }

        /// A configuration with the point size.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, traitCollection: nil)
        }

        /// A configuration with no specific values.
        open class var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration(pointSize: 0) }

        open override func withTraitCollection(_ traitCollection: UITraitCollection?) -> UIImage.Configuration {
            SymbolConfiguration(pointSize: pointSize, traitCollection: traitCollection)
        }
    }
}
#endif
