import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

@Suite struct UIImageDecodingTests {
    @Test func pngSizeComesFromIHDR() throws {
        let data = TestImageData.png(width: 3, height: 2)
        let image = try require(UIImage(data: data))
        expectEqual(image.size, CGSize(width: 3, height: 2))
        expectEqual(image.scale, 1)
        expectEqual(image.pngData(), data)
        expectEqual(image.isSymbolImage, false)
        expectEqual(image.renderingMode, .automatic)
    }

    @Test func scaleDividesPixelsIntoPoints() throws {
        let image = try require(UIImage(data: TestImageData.png(width: 40, height: 20), scale: 2))
        expectEqual(image.size, CGSize(width: 20, height: 10))
        expectEqual(image.scale, 2)
    }

    @Test func zeroSizedPNGIsAnEmptyImage() throws {
        let image = try require(UIImage(data: TestImageData.png(width: 0, height: 0)))
        expectEqual(image.size, .zero)
    }

    @Test func badPNGSignatureIsRejected() {
        var bytes = [UInt8](TestImageData.png(width: 4, height: 4))
        bytes[1] = 0x51  // "Q" instead of "P"
        expectEqual(UIImage(data: Data(bytes)), nil)
        // A PNG whose first chunk isn't IHDR is rejected too.
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        expectEqual(UIImage(data: Data(signature + TestImageData.chunk("IEND", []))), nil)
    }

    @Test(arguments: [UInt8(0xC0), 0xC1, 0xC2])
    func jpegSizeComesFromTheFrameHeader(marker: UInt8) throws {
        let image = try require(UIImage(data: TestImageData.jpeg(width: 640, height: 480, sofMarker: marker)))
        expectEqual(image.size, CGSize(width: 640, height: 480))
        expectEqual(image.pngData(), nil)
    }

    @Test func jpegWithoutFrameHeaderIsRejected() {
        expectEqual(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xD9])), nil)
        // Start of scan before any frame header.
        expectEqual(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9])), nil)
    }

    @Test func gifSizeIsTheLogicalScreen() throws {
        let image = try require(UIImage(data: TestImageData.gif(width: 300, height: 2)))
        expectEqual(image.size, CGSize(width: 300, height: 2))
    }

    @Test func svgSizes() throws {
        let sized = try require(UIImage(data: TestImageData.svg("width=\"24px\" height=\"16\"")))
        expectEqual(sized.size, CGSize(width: 24, height: 16))
        let boxed = try require(UIImage(data: TestImageData.svg("viewBox=\"0 0 50 30\"")))
        expectEqual(boxed.size, CGSize(width: 50, height: 30))
        let half = try require(UIImage(data: TestImageData.svg("width=\"100\" viewBox=\"0 0 50 30\"")))
        expectEqual(half.size, CGSize(width: 100, height: 60))
        let percent = try require(
            UIImage(data: TestImageData.svg("width=\"100%\" height=\"100%\" viewBox=\"0,0,8,4\"")))
        expectEqual(percent.size, CGSize(width: 8, height: 4))
        // Vector images ignore the requested scale.
        let scaled = try require(UIImage(data: TestImageData.svg("width='10' height='10'"), scale: 3))
        expectEqual(scaled.size, CGSize(width: 10, height: 10))
        expectEqual(scaled.scale, 1)
    }

    @Test func svgWithoutSizeOrNonSVGXMLIsRejected() {
        expectEqual(UIImage(data: TestImageData.svg("fill=\"red\"")), nil)
        expectEqual(UIImage(data: Data("<html width=\"10\" height=\"10\"></html>".utf8)), nil)
    }

    @Test func garbageIsRejected() {
        expectEqual(UIImage(data: Data()), nil)
        expectEqual(UIImage(data: Data("hello world".utf8)), nil)
        expectEqual(UIImage(data: Data([0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0A])), nil)
        expectEqual(UIImage(data: Data("GIF12a\u{1}\u{0}\u{1}\u{0}".utf8)), nil)
        // PDF is only read from asset catalogues, as UIImage(data:) on iOS does not read PDF.
        expectEqual(UIImage(data: Data("%PDF-1.4\n1 0 obj << /MediaBox [0 0 20 20] >>".utf8)), nil)
    }

    @Test func dataSourceIsAStableDigest() throws {
        let data = TestImageData.png(width: 2, height: 2)
        let first = try require(UIImage(data: data))
        let second = try require(UIImage(data: data))
        let other = try require(UIImage(data: TestImageData.png(width: 2, height: 3)))
        guard case .data(let digest) = first._source else {
            Issue.record("expected a data source, got \(first._source)")
            return
        }
        expectEqual(digest.count, 16)
        expectEqual(first._source, second._source)
        expectNotEqual(first._source, other._source)
        // FNV-1a 64 of the bytes, in hex.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        expectEqual(UInt64(digest, radix: 16), hash)
    }

    @Test func contentsOfFileTakesScaleFromName() throws {
        let directory = try TestImageData.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("pin@3x.png").path
        try TestImageData.png(width: 30, height: 60).write(to: URL(fileURLWithPath: path))
        let image = try require(UIImage(contentsOfFile: path))
        expectEqual(image.scale, 3)
        expectEqual(image.size, CGSize(width: 10, height: 20))
        expectEqual(image._source, .file(path))
        expectEqual(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path), nil)
    }

    @Test func systemImages() throws {
        let star = try require(UIImage(systemName: "star.fill"))
        expectTrue(star.isSymbolImage)
        expectEqual(star.size, CGSize(width: 24, height: 24))
        expectEqual(star.scale, 1)
        expectEqual(star._source, .system("star.fill"))
        expectTrue(star.description.contains("symbol(system: star.fill) {24, 24}"))
        let big = try require(
            UIImage(systemName: "car", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        expectEqual(big.size, CGSize(width: 40, height: 40))
        expectEqual(UIImage(systemName: ""), nil)
    }

    @Test func derivedImagesKeepContentsAndChangeModes() throws {
        let image = try require(UIImage(data: TestImageData.png(width: 5, height: 5)))
        let template = image.withRenderingMode(.alwaysTemplate)
        expectEqual(template.renderingMode, .alwaysTemplate)
        expectEqual(template._source, image._source)
        expectEqual(image.renderingMode, .automatic)
        let tinted = image.withTintColor(.systemRed)
        expectTrue(tinted._tintColor === UIColor.systemRed)
        expectEqual(tinted.renderingMode, .alwaysOriginal)
        expectEqual(image._tintColor, nil)
        expectEqual(UIImage.RenderingMode.alwaysTemplate.rawValue, 2)
    }

    @Test func emptyImage() {
        let image = UIImage()
        expectEqual(image.size, .zero)
        expectEqual(image.pngData(), nil)
    }

    @Test func sourceIsCodable() throws {
        let sources: [UIImage.Source] = [.named("a"), .system("b"), .data(digest: "c"), .file("/d")]
        let decoded = try JSONDecoder().decode([UIImage.Source].self, from: JSONEncoder().encode(sources))
        expectEqual(decoded, sources)
    }
}
