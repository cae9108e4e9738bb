import Expectations
import Foundation
import Testing

/// CarPlayScreen is a leaf: every front end can draw a `Screen` without the host, CarPlay, UIKit or the map data.
@Suite struct ModuleImportsTests {
    /// The module's source folder, found from this file (Tests/CarPlayScreenTests/ → Sources/CarPlayScreen/).
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/CarPlayScreen")

    /// The modules a source file imports, with any attributes (`@_exported`, `@_spi(X)`...) or kind
    /// (`import struct M.T`) read past.
    static func importedModules(_ text: String) -> [String] {
        let pattern =
            #"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#
        let regex = try! NSRegularExpression(pattern: pattern)
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            let line = String(line)
            let range = NSRange(line.startIndex..., in: line)
            guard let match = regex.firstMatch(in: line, range: range),
                let module = Range(match.range(at: 1), in: line)
            else { return nil }
            return String(line[module])
        }
    }

    @Test func theModuleImportsOnlyFoundation() throws {
        let files = try require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        expectGreaterOrEqual(files.count, 8, "the sources of CarPlayScreen are at \(Self.sources.path)")
        for file in files {
            let modules = Self.importedModules(try String(contentsOf: file, encoding: .utf8))
            expectTrue(modules.allSatisfy { $0 == "Foundation" }, "\(file.lastPathComponent) imports \(modules)")
        }
    }

    @Test func importsAreFoundWhateverTheirForm() {
        let text = """
            import Foundation
            @_exported import CarPlayHost
            @_spi(CarPlayHost) import CarPlay
            import struct UIKit.UIColor
              import OpenStreetMap
            // import Commented
            let notAnImport = "import Quoted"
            """
        expectEqual(Self.importedModules(text), ["Foundation", "CarPlayHost", "CarPlay", "UIKit", "OpenStreetMap"])
    }
}
