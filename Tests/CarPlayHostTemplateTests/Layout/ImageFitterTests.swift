import Expectations
import Foundation
import Testing

@testable import CarPlayHost

/// An image variant as a snapshot holds it (decoded, since snapshots are only made from app objects).
private func variant(
    _ source: ImageVariant.Source, width: Double, height: Double, scale: Double = 2, isTemplate: Bool = false,
    tint: ColorSnapshot? = nil
) -> ImageVariant {
    struct Wire: Encodable {
        var source: ImageVariant.Source
        var width, height, scale: Double
        var isTemplate: Bool
        var tint: ColorSnapshot?
    }
    // Non-finite numbers go through JSON as strings.
    let encoder = JSONEncoder()
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let data = try! encoder.encode(
        Wire(source: source, width: width, height: height, scale: scale, isTemplate: isTemplate, tint: tint))
    return try! decoder.decode(ImageVariant.self, from: data)
}

private func image(_ width: Double, _ height: Double, name: String = "cover") -> ImageSnapshot {
    ImageSnapshot(light: variant(.named(name), width: width, height: height), dark: nil)
}

private func symbol(_ name: String) -> ImageSnapshot {
    ImageSnapshot(light: variant(.system(name), width: 24, height: 24, scale: 1, isTemplate: true), dark: nil)
}

private let slot = Size(width: 44, height: 44)
private let light = DisplayConfiguration.standard.with(appearance: .light)
private let dark = DisplayConfiguration.standard.with(appearance: .dark)

@Suite struct ImageFitterTests {
    @Test func scalesDownKeepingAspect() {
        let wide = ImageFitter.fit(image(100, 50), maximum: slot, display: light)
        expectEqual(wide.size, Size(width: 44, height: 22))
        expectTrue(!wide.isMissing)
        expectEqual(wide.source, .named("cover"))
        expectEqual(wide.scale, 2)
        let tall = ImageFitter.fit(image(30, 90), maximum: slot, display: light)
        expectEqual(tall.size, Size(width: 14.67, height: 44))
    }

    @Test func neverScalesUp() {
        expectEqual(ImageFitter.fit(image(20, 10), maximum: slot, display: light).size, Size(width: 20, height: 10))
        expectEqual(ImageFitter.fit(image(44, 44), maximum: slot, display: light).size, slot)
    }

    @Test func enormousImagesAreScaledDown() {
        let huge = ImageFitter.fit(image(1e9, 5e8), maximum: slot, display: light)
        expectEqual(huge.size, Size(width: 44, height: 22))
        expectTrue(!huge.isMissing)
    }

    @Test func emptyImagesAreMissingImageGlyphs() {
        for (width, height) in [(0.0, 0.0), (0, 40), (-5, 10), (.nan, 10), (.infinity, 10)] {
            let fitted = ImageFitter.fit(image(width, height), maximum: slot, display: light)
            expectTrue(fitted.isMissing, "\(width)×\(height)")
            expectEqual(fitted.size, slot, "\(width)×\(height)")
        }
        expectEqual(ImageFitter.warnings(for: image(0, 0)).count, 1)
        expectTrue(ImageFitter.warnings(for: image(0, 0))[0].contains("drawn as the missing-image glyph"))
        expectTrue(ImageFitter.warnings(for: image(10, 10)).isEmpty)
    }

    @Test func badSlots() {
        let nanSlot = ImageFitter.fit(image(100, 50), maximum: Size(width: .nan, height: 44), display: light)
        expectEqual(nanSlot.size, Size(width: 0, height: 44))  // NaN counts as 0
        expectTrue(nanSlot.isMissing)
        let unlimited = ImageFitter.fit(
            image(100, 50), maximum: Size(width: .infinity, height: .infinity), display: light)
        expectEqual(unlimited.size, Size(width: 100, height: 50))
    }

    @Test func darkVariantOnDarkDisplays() {
        let set = ImageSnapshot(
            light: variant(.named("logo-light"), width: 40, height: 40),
            dark: variant(.named("logo-dark"), width: 80, height: 40))
        expectEqual(ImageFitter.fit(set, maximum: slot, display: light).source, .named("logo-light"))
        let onDark = ImageFitter.fit(set, maximum: slot, display: dark)
        expectEqual(onDark.source, .named("logo-dark"))
        expectEqual(onDark.size, Size(width: 44, height: 22))  // the dark variant's own size
        // No dark variant: the light one.
        expectEqual(ImageFitter.fit(image(40, 40), maximum: slot, display: dark).source, .named("cover"))
    }

    @Test func tintIsResolvedForTheAppearance() {
        let red = ColorSnapshot(
            light: .init(red: 1, green: 0, blue: 0, alpha: 1), dark: .init(red: 0, green: 0, blue: 1, alpha: 1))
        let tinted = ImageSnapshot(
            light: variant(.named("t"), width: 10, height: 10, isTemplate: true, tint: red), dark: nil)
        expectEqual(ImageFitter.fit(tinted, maximum: slot, display: light).tint, "#FF0000")
        expectEqual(ImageFitter.fit(tinted, maximum: slot, display: dark).tint, "#0000FF")
        expectTrue(ImageFitter.fit(tinted, maximum: slot, display: light).isTemplate)
        expectTrue(!ImageFitter.fit(image(10, 10), maximum: slot, display: light).isTemplate)
    }

    @Test func symbolsFillTheSlotAsTemplates() {
        let play = ImageFitter.fit(symbol("play.fill"), maximum: slot, display: light)
        expectEqual(play.size, slot)  // scaled up from 24 pt: symbols are drawn at the slot's size
        expectTrue(play.isTemplate)
        expectTrue(!play.isMissing)
        expectEqual(play.source, .system("play.fill"))
        // Square, the smaller side.
        expectEqual(
            ImageFitter.fit(symbol("star"), maximum: Size(width: 50, height: 30), display: light).size,
            Size(width: 30, height: 30))
        expectTrue(ImageFitter.warnings(for: symbol("play.fill")).isEmpty)
    }

    @Test func unknownSymbolsAreMissingImageGlyphsWithAWarning() {
        let unknown = ImageFitter.fit(symbol("foo.bar"), maximum: slot, display: light)
        expectTrue(unknown.isMissing)
        expectEqual(unknown.size, slot)
        expectEqual(
            ImageFitter.warnings(for: symbol("foo.bar")),
            [
                "Unknown SF Symbol \"foo.bar\": drawn as the missing-image glyph"
            ])
        // A problem in the dark variant is reported on light displays too, once per problem.
        let set = ImageSnapshot(
            light: variant(.system("foo.bar"), width: 24, height: 24),
            dark: variant(.system("foo.bar"), width: 24, height: 24))
        expectEqual(ImageFitter.warnings(for: set).count, 1)
    }

    @Test func contextResolvesImages() {
        let context = LayoutContext(display: dark, rules: Rules(category: nil), now: Date(timeIntervalSince1970: 0))
        expectEqual(context.image(nil, maximum: slot), nil)
        expectEqual(context.image(image(88, 88), maximum: slot)?.size, slot)
    }
}
