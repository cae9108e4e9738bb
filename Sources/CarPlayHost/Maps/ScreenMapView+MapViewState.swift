import Foundation

extension ScreenMapView {
    /// A map view's state with its colours resolved for `appearance` (its numbers are finite already).
    init(_ state: MapViewState, appearance: DisplayConfiguration.Appearance) {
        let dark = appearance == .dark
        func color(_ color: ColorSnapshot) -> ScreenColor { ScreenColor(dark ? color.dark : color.light) }
        func pairs(_ points: [MapViewState.MapCoordinate]) -> [[Double]] { points.map { [$0.latitude, $0.longitude] } }
        self.init(
            settings: state.settings, appearance: appearance,
            overlays: state.overlays.map { overlay in
                Overlay(
                    shape: overlay.shape, points: pairs(overlay.points), holes: overlay.holes.map(pairs),
                    radius: overlay.radius, level: overlay.level, strokeColor: overlay.strokeColor.map(color),
                    fillColor: overlay.fillColor.map(color), lineWidth: overlay.lineWidth,
                    lineDashPattern: overlay.lineDashPattern, alpha: overlay.alpha)
            },
            annotations: state.annotations.map {
                Annotation(
                    latitude: $0.coordinate.latitude, longitude: $0.coordinate.longitude, title: $0.title,
                    subtitle: $0.subtitle, tintColor: $0.tintColor.map(color), glyphText: $0.glyphText)
            },
            userLocation: state.userLocation)
    }

    /// A short summary for text snapshots and logs: centre, zoom, heading, pitch.
    var cameraSummary: String {
        let camera = settings
        return String(
            format: "%.5f,%.5f z%.2f h%.0f p%.0f", camera.center.latitude, camera.center.longitude, camera.zoom,
            camera.heading, camera.pitch)
    }
}
