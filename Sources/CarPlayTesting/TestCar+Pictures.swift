import CarPlayHost
import Foundation

extension TestCar {
    /// A renderer of this car's screens as pictures: with the app images the car has seen and the car's map.
    public var svgRenderer: SVGRenderer {
        SVGRenderer(images: session.imageStore, map: session.carMap?.drawing)
    }

    /// What the car shows now, as an SVG document (`SVGRenderer`), sized in the display's pixels.
    public func svg() -> String { svgRenderer.render(screen) }

    /// What the car shows now, as a PNG in the display's pixels (through Debian's `rsvg-convert`).
    public func png() throws -> Data { try SVGRenderer.png(fromSVG: svg()) }
}
