import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

@Suite struct UIImageNamedTests {
    /// A bundle in a fresh temporary directory, with the files written into it.
    private func makeBundle(_ files: [String: Data]) throws -> (Bundle, URL) {
        let directory = try TestImageData.temporaryDirectory()
        for (path, data) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return (try require(Bundle(path: directory.path)), directory)
    }

    private let dark = UITraitCollection(userInterfaceStyle: .dark)
    private let light = UITraitCollection(userInterfaceStyle: .light)

    @Test func looseFilesPickTheScaleFromTheSuffix() throws {
        let (bundle, directory) = try makeBundle([
            "pin.png": TestImageData.png(width: 10, height: 10),
            "pin@2x.png": TestImageData.png(width: 20, height: 20),
            "only@3x.jpg": TestImageData.jpeg(width: 33, height: 66),
            "logo.svg": TestImageData.svg("width=\"48\" height=\"12\""),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }

        // Without a display scale the sharpest variant is chosen.
        let pin = try require(UIImage(named: "pin", in: bundle, compatibleWith: nil))
        expectEqual(pin.scale, 2)
        expectEqual(pin.size, CGSize(width: 10, height: 10))
        expectEqual(pin._source, .named("pin"))
        expectNotEqual(pin.imageAsset, nil)

        let pin1x = try require(UIImage(named: "pin", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        expectEqual(pin1x.scale, 1)
        // A 3x display falls back to the largest available.
        let pin3x = try require(UIImage(named: "pin", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        expectEqual(pin3x.scale, 2)

        let only = try require(UIImage(named: "only", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        expectEqual(only.scale, 3)
        expectEqual(only.size, CGSize(width: 11, height: 22))

        let logo = try require(UIImage(named: "logo", in: bundle, compatibleWith: nil))
        expectEqual(logo.size, CGSize(width: 48, height: 12))

        // A name with its extension works too.
        let withExtension = try require(
            UIImage(named: "pin.png", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        expectEqual(withExtension.size, CGSize(width: 10, height: 10))

        expectEqual(UIImage(named: "absent", in: bundle, compatibleWith: nil), nil)
        expectEqual(
            UIImage(
                named: "pin", in: bundle,
                with: UIImage.Configuration(traitCollection: UITraitCollection(displayScale: 1)))?.scale, 1)
    }

    @Test func notAnImageIsNotFound() throws {
        let (bundle, directory) = try makeBundle(["broken.png": Data("not a png".utf8)])
        defer { try? FileManager.default.removeItem(at: directory) }
        expectEqual(UIImage(named: "broken", in: bundle, compatibleWith: nil), nil)
    }

    @Test func assetCatalogueResolvesDarkVariants() throws {
        let contents = """
            {
              "images" : [
                { "filename" : "icon.png", "idiom" : "universal", "scale" : "1x" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "filename" : "icon-dark.png", "idiom" : "universal", "scale" : "1x" },
                { "filename" : "icon@2x.png", "idiom" : "universal", "scale" : "2x" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "filename" : "icon-dark@2x.png", "idiom" : "universal", "scale" : "2x" },
                { "appearances" : [ { "appearance" : "contrast", "value" : "high" } ],
                  "filename" : "icon-contrast.png", "idiom" : "universal", "scale" : "1x" },
                { "idiom" : "universal", "scale" : "3x" }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """
        let (bundle, directory) = try makeBundle([
            "Assets.xcassets/icon.imageset/Contents.json": Data(contents.utf8),
            "Assets.xcassets/icon.imageset/icon.png": TestImageData.png(width: 10, height: 10),
            "Assets.xcassets/icon.imageset/icon-dark.png": TestImageData.png(width: 10, height: 11),
            "Assets.xcassets/icon.imageset/icon@2x.png": TestImageData.png(width: 20, height: 20),
            "Assets.xcassets/icon.imageset/icon-dark@2x.png": TestImageData.png(width: 20, height: 24),
            "Assets.xcassets/icon.imageset/icon-contrast.png": TestImageData.png(width: 1, height: 1),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }

        let image = try require(UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        expectEqual(image.size, CGSize(width: 10, height: 10))  // unspecified style → the "any" appearance
        let asset = try require(image.imageAsset)
        expectEqual(asset._registeredTraitCollections.count, 4)  // the contrast variant and the empty slot are skipped

        let darkImage = asset.image(with: UITraitCollection(traitsFrom: [dark, UITraitCollection(displayScale: 1)]))
        expectEqual(darkImage.size, CGSize(width: 10, height: 11))
        expectTrue(darkImage.imageAsset === asset)
        let dark2x = asset.image(with: UITraitCollection(traitsFrom: [dark, UITraitCollection(displayScale: 2)]))
        expectEqual(dark2x.size, CGSize(width: 10, height: 12))
        expectEqual(dark2x.scale, 2)
        // Light has no explicit variant: it falls back to the unspecified ("any") one.
        let light2x = asset.image(with: UITraitCollection(traitsFrom: [light, UITraitCollection(displayScale: 2)]))
        expectEqual(light2x.size, CGSize(width: 10, height: 10))
        expectEqual(light2x.scale, 2)

        let loadedDark = try require(
            UIImage(
                named: "icon", in: bundle,
                compatibleWith: UITraitCollection(traitsFrom: [dark, UITraitCollection(displayScale: 2)])))
        expectEqual(loadedDark.size, CGSize(width: 10, height: 12))

        // Resolving a tinted template image keeps its modes.
        let tinted = image.withRenderingMode(.alwaysTemplate)._resolved(for: dark)
        expectEqual(tinted.renderingMode, .alwaysTemplate)
        expectEqual(tinted.size, CGSize(width: 10, height: 12))
    }

    @Test func imageSetWithoutContentsJSONUsesItsFiles() throws {
        let (bundle, directory) = try makeBundle([
            "flag.imageset/a.png": TestImageData.png(width: 8, height: 8),
            "flag.imageset/a@2x.png": TestImageData.png(width: 16, height: 16),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = try require(UIImage(named: "flag", in: bundle, compatibleWith: nil))
        expectEqual(image.scale, 2)
        expectEqual(image.size, CGSize(width: 8, height: 8))
    }

    @Test func vectorAssetsAndRenderingIntent() throws {
        let contents = """
            { "images" : [ { "filename" : "arrow.pdf", "idiom" : "universal" } ],
              "properties" : { "template-rendering-intent" : "template", "preserves-vector-representation" : true } }
            """
        let (bundle, directory) = try makeBundle([
            "arrow.imageset/Contents.json": Data(contents.utf8),
            "arrow.imageset/arrow.pdf": Data(
                "%PDF-1.4\n1 0 obj\n<< /Type /Page /MediaBox [0 0 30 20] >>\nendobj\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = try require(UIImage(named: "arrow", in: bundle, compatibleWith: nil))
        expectEqual(image.size, CGSize(width: 30, height: 20))
        expectEqual(image.renderingMode, .alwaysTemplate)
    }

    @Test func imageAssetRegistrationAndFallbacks() throws {
        let lightImage = try require(UIImage(data: TestImageData.png(width: 1, height: 1)))
        let darkImage = try require(UIImage(data: TestImageData.png(width: 2, height: 2)))
        let asset = UIImageAsset()
        expectEqual(asset.image(with: dark).size, .zero)  // empty asset → empty image

        asset.register(lightImage, with: light)
        // Only a light variant: dark falls back to it.
        expectEqual(asset.image(with: dark).size, CGSize(width: 1, height: 1))
        asset.register(darkImage, with: dark)
        expectEqual(asset.image(with: dark).size, CGSize(width: 2, height: 2))
        expectEqual(asset.image(with: light).size, CGSize(width: 1, height: 1))
        // Unspecified resolves like light.
        expectEqual(asset.image(with: UITraitCollection()).size, CGSize(width: 1, height: 1))
        expectEqual(asset.image(with: dark)._source, darkImage._source)

        asset.unregisterImage(with: dark)
        expectEqual(asset.image(with: dark).size, CGSize(width: 1, height: 1))
    }

    @Test func descriptionNamesTheImage() throws {
        let (bundle, directory) = try makeBundle(["dot.png": TestImageData.png(width: 6, height: 4)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = try require(UIImage(named: "dot", in: bundle, compatibleWith: nil))
        expectTrue(image.description.hasPrefix("<UIImage:0x"))
        expectTrue(image.description.hasSuffix(": dot) {6, 4}>"))
    }
}
