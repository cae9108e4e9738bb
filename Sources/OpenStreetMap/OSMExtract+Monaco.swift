import Foundation

extension OSMExtract {
    /// The Monaco extract shipped with the project (© OpenStreetMap contributors, ODbL 1.0; see
    /// `Resources/ATTRIBUTION.md`), so a clone works offline.
    public static var monacoURL: URL {
        guard let url = Bundle.module.url(forResource: "monaco.osm", withExtension: "pbf") else {
            preconditionFailure("the OpenStreetMap module's resources lack monaco.osm.pbf")
        }
        return url
    }

    /// The attribution that must accompany the shipped extract and anything derived from it.
    public static let monacoAttribution = "© OpenStreetMap contributors, ODbL 1.0"
}
