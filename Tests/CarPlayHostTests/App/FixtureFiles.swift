import Foundation

/// Test fixtures shipped in Tests/CarPlayHostTests/Fixtures.
enum FixtureFiles {
    static var directory: URL {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
    }

    static func url(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }

    /// A property list written by Foundation in `format`, for cases not worth a fixture file.
    static func plist(_ object: Any, format: PropertyListSerialization.PropertyListFormat = .xml) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: object, format: format, options: 0)
    }
}
