import Foundation

/// Resolves an image for a display and fits it to a slot.
///
/// - The dark variant on a dark display when the app supplied one, else the light one.
/// - Bitmap images (named, data, file): the variant's point size scaled down (never up) to the slot's `maximum`,
///   aspect ratio kept.
/// - System symbols (`.system(name)`): drawn at the slot's size as template images, square (the smaller side of
///   `maximum`), from `SymbolSet`; a name not in the set is the missing-image glyph.
/// - Zero-size, negative or non-finite images, and a zero slot: the missing-image glyph the size of the slot. A NaN or
///   negative slot side counts as 0; an infinite one does not limit.
enum ImageFitter {
    static func fit(_ image: ImageSnapshot, maximum: Size, display: DisplayConfiguration) -> ScreenImage {
        let variant = image.variant(dark: display.appearance == .dark)
        // NaN and negative slot sides are 0; an infinite side does not limit.
        let slot = Size(width: unlimited(maximum.width), height: unlimited(maximum.height))
        let finiteSlot = Size(width: sanitized(slot.width), height: sanitized(slot.height))
        let scale = variant.scale.isFinite && variant.scale > 0 ? variant.scale : 1
        let tint = variant.tint.map { ScreenColor(display.appearance == .dark ? $0.dark : $0.light) }

        if case .system(let name) = variant.source {
            var side = min(slot.width, slot.height)
            if !side.isFinite { side = min(sanitized(variant.width), sanitized(variant.height)) }
            return ScreenImage(
                source: variant.source, size: Size(width: side, height: side), scale: scale, isTemplate: true,
                tint: tint,
                isMissing: !SymbolSet.contains(name) || side == 0)
        }
        let size = Size(width: variant.width, height: variant.height).scaledDown(toFit: slot)
        let isMissing = size.width <= 0 || size.height <= 0
        return ScreenImage(
            source: variant.source, size: isMissing ? finiteSlot : size, scale: scale, isTemplate: variant.isTemplate,
            tint: tint, isMissing: isMissing)
    }

    /// Problems with `image` worth telling the developer (an unknown symbol, an empty image), for `Screen.warnings`.
    /// Each variant is checked, so a problem in the dark rendition shows in light mode too.
    static func warnings(for image: ImageSnapshot) -> [String] {
        var warnings: [String] = []
        for variant in [image.light] + (image.dark.map { [$0] } ?? []) {
            let warning: String? =
                if case .system(let name) = variant.source {
                    SymbolSet.contains(name) ? nil : "Unknown SF Symbol \"\(name)\": drawn as the missing-image glyph"
                } else if !(variant.width.isFinite && variant.height.isFinite && variant.width > 0
                    && variant.height > 0)
                {
                    "Image \(describe(variant.source)) has no size (\(fmt(sanitized(variant.width)))×"
                        + "\(fmt(sanitized(variant.height)))): drawn as the missing-image glyph"
                } else {
                    nil
                }
            if let warning, !warnings.contains(warning) { warnings.append(warning) }
        }
        return warnings
    }

    private static func describe(_ source: ImageVariant.Source) -> String {
        switch source {
        case .named(let name): "named \"\(name)\""
        case .system(let name): "symbol \"\(name)\""
        case .data(let digest): "from data \(digest)"
        case .file(let path): "file \"\(path)\""
        case .appIcon(let id): "icon of \(id)"
        }
    }

    /// NaN and negative values as 0, +infinity kept.
    private static func unlimited(_ value: Double) -> Double { value.isNaN ? 0 : max(0, value) }

    /// NaN, infinities and negative values as 0.
    private static func sanitized(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
}
