import Foundation

extension TextRenderer {
    /// What the outline shows of a map view's map: its camera, how many overlays and annotations, the map type, the
    /// tracking mode and the user's location while shown.
    func mapSummary(_ map: ScreenMapView?) -> [(key: String, value: String)] {
        guard let map else { return [] }
        var entries: [(key: String, value: String)] = [
            ("camera", map.cameraSummary), ("overlays", String(map.overlays.count)),
            ("annotations", String(map.annotations.count)), ("mapType", map.settings.mapType),
            ("trackingMode", map.settings.trackingMode),
        ]
        if let user = map.userLocation {
            entries.append(("userLocation", String(format: "%.5f,%.5f", user.latitude, user.longitude)))
        }
        return entries
    }
}
