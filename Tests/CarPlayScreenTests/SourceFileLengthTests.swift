import Foundation
import Expectations
import Testing

/// The project's own rule (issue 19): no Swift file over 500 lines, in the sources or the tests, so a file is read
/// whole and a type split by what it does. (The page's JavaScript has its own limit, 400 lines: Tests/Web/lint.)
@Suite struct SourceFileLengthTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let limit = 500

    @Test func noSwiftFileIsOverFiveHundredLines() throws {
        var counted = 0
        for folder in ["Sources", "Tests", "Benchmarks/Benchmarks", "Benchmarks/Sources"] {
            let url = Self.root.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
                counted += 1
                expectLessOrEqual(
                    lines, Self.limit,
                    "\(file.path.dropFirst(Self.root.path.count + 1)) has \(lines) lines (at most \(Self.limit))")
            }
        }
        expectGreater(counted, 1_000, "the Swift files are under \(Self.root.path)")
    }
}
