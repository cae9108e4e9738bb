#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Finds named images in a bundle: asset catalogue image sets and loose `name@Nx.ext` files.
enum ImageCatalog {
    /// Extensions of loose image files, in lookup order.
    static let looseExtensions = ["png", "jpg", "jpeg", "svg"]

    /// The scale encoded in a file name stem (`icon@2x` → 2), or nil without a suffix.
    static func scale(ofStem stem: String) -> CGFloat? {
        guard let at = stem.lastIndex(of: "@") else { return nil }
        let suffix = stem[stem.index(after: at)...]
        guard suffix.count >= 2, suffix.last == "x", let value = Double(suffix.dropLast()), value > 0 else {
            return nil
        }
        return CGFloat(value)
    }

    /// An asset holding every variant of the named image, or nil when the bundle has no such image.
    static func asset(named name: String, in bundle: Bundle) -> UIImageAsset? {
        guard !name.isEmpty else { return nil }
        let directories = searchDirectories(of: bundle)
        let bundleName =
            bundle == Bundle.main
            ? "main" : (bundle.bundleIdentifier ?? (bundle.bundlePath as NSString).lastPathComponent)
        for directory in directories {
            for imageSet in imageSetPaths(named: name, in: directory) {
                if let asset = loadImageSet(at: imageSet, name: name, bundleName: bundleName) { return asset }
            }
        }
        for directory in directories {
            if let asset = loadLooseFiles(named: name, in: directory, bundleName: bundleName) { return asset }
        }
        return nil
    }

    private static func searchDirectories(of bundle: Bundle) -> [String] {
        var result: [String] = []
        for path in [bundle.resourcePath, bundle.bundlePath].compactMap({ $0 }) {
            let standardized = (path as NSString).standardizingPath
            if !result.contains(standardized) { result.append(standardized) }
        }
        return result
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// `dir/name.imageset`, then `dir/*.xcassets/name.imageset` (catalogues in name order).
    private static func imageSetPaths(named name: String, in directory: String) -> [String] {
        var candidates = [(directory as NSString).appendingPathComponent(name + ".imageset")]
        let children = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for child in children.sorted() where child.hasSuffix(".xcassets") {
            let catalog = (directory as NSString).appendingPathComponent(child)
            candidates.append((catalog as NSString).appendingPathComponent(name + ".imageset"))
        }
        return candidates.filter(isDirectory)
    }

    private static func idiom(_ name: String?) -> UIUserInterfaceIdiom? {
        switch name ?? "universal" {
        case "universal": .unspecified
        case "iphone": .phone
        case "ipad": .pad
        case "car": .carPlay
        case "tv": .tv
        case "mac": .mac
        case "vision": .vision
        default: nil
        }
    }

    /// Reads `Contents.json` (or, without one, every image file in the folder) into an asset.
    private static func loadImageSet(at path: String, name: String, bundleName: String) -> UIImageAsset? {
        let asset = UIImageAsset()
        var registered = false
        let contentsPath = (path as NSString).appendingPathComponent("Contents.json")
        if let json = FileManager.default.contents(atPath: contentsPath),
            let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
            let images = object["images"] as? [[String: Any]]
        {
            let properties = object["properties"] as? [String: Any]
            let renderingMode: UIImage.RenderingMode =
                switch properties?["template-rendering-intent"] as? String {
                case "template": .alwaysTemplate
                case "original": .alwaysOriginal
                default: .automatic
                }
            for entry in images {
                guard let filename = entry["filename"] as? String, let idiom = idiom(entry["idiom"] as? String) else {
                    continue
                }
                var style = UIUserInterfaceStyle.unspecified
                var supported = true
                for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
                    guard appearance["appearance"] as? String == "luminosity" else {
                        supported = false  // high-contrast and other appearances are not modelled
                        continue
                    }
                    switch appearance["value"] as? String {
                    case "dark": style = .dark
                    case "light": style = .light
                    default: break
                    }
                }
                guard supported else { continue }
                let scaleText = entry["scale"] as? String
                let scale = scaleText.flatMap { Double($0.hasSuffix("x") ? String($0.dropLast()) : $0) }
                let file = (path as NSString).appendingPathComponent(filename)
                guard let data = FileManager.default.contents(atPath: file),
                    var representation = UIImage.Representation.decode(
                        data, scale: CGFloat(scale ?? 1), source: .named(name), allowPDF: true)
                else { continue }
                representation.bundleName = bundleName
                representation.renderingMode = renderingMode
                let traits = UITraitCollection(traitsFrom: [
                    UITraitCollection(userInterfaceStyle: style),
                    UITraitCollection(userInterfaceIdiom: idiom),
                    UITraitCollection(displayScale: scale.map { CGFloat($0) } ?? 0),
                ])
                asset.register(UIImage(representation: representation, asset: nil), with: traits)
                registered = true
            }
        } else {
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
            for file in files where looseExtensions.contains((file as NSString).pathExtension.lowercased()) {
                let stem = (file as NSString).deletingPathExtension
                let scale = scale(ofStem: stem) ?? 1
                guard let data = FileManager.default.contents(atPath: (path as NSString).appendingPathComponent(file)),
                    var representation = UIImage.Representation.decode(data, scale: scale, source: .named(name))
                else { continue }
                representation.bundleName = bundleName
                asset.register(
                    UIImage(representation: representation, asset: nil),
                    with: UITraitCollection(displayScale: representation.scale))
                registered = true
            }
        }
        return registered ? asset : nil
    }

    /// `name`, `name@2x`, `name@3x` with each supported extension (or only the extension the name already has).
    private static func loadLooseFiles(named name: String, in directory: String, bundleName: String) -> UIImageAsset? {
        let givenExtension = (name as NSString).pathExtension.lowercased()
        let (stem, extensions) =
            looseExtensions.contains(givenExtension)
            ? ((name as NSString).deletingPathExtension, [(name as NSString).pathExtension])
            : (name, looseExtensions)
        let asset = UIImageAsset()
        var registered = false
        for scale in [1, 2, 3] {
            let suffix = scale == 1 ? "" : "@\(scale)x"
            for ext in extensions {
                let path = (directory as NSString).appendingPathComponent("\(stem)\(suffix).\(ext)")
                guard let data = FileManager.default.contents(atPath: path),
                    var representation = UIImage.Representation.decode(
                        data, scale: CGFloat(scale), source: .named(name))
                else { continue }
                representation.bundleName = bundleName
                asset.register(
                    UIImage(representation: representation, asset: nil),
                    with: UITraitCollection(displayScale: representation.scale))
                registered = true
                break  // one file per scale
            }
        }
        return registered ? asset : nil
    }
}
#endif
