import Expectations
import Foundation
import Testing

/// A widget extension's principal type is found by name only (`_WidgetExtension`, its `.appex` Info.plist), so
/// nothing in the program refers to it: a whole-module optimized build (`swift build -c release`) leaves an internal
/// one out and the car cannot load the extension. Every sample's is public.
@Suite struct WidgetExtensionTypeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everySamplesExtensionTypeIsPublic() throws {
        let samples = Self.root.appendingPathComponent("Sources/Samples")
        var checked: [String] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: samples.path).sorted() {
            let resources = samples.appendingPathComponent(module).appendingPathComponent("Resources")
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: resources.path)) ?? []
            for appex in entries where appex.hasSuffix(".appex") {
                let plist = resources.appendingPathComponent(appex).appendingPathComponent("Info.plist")
                let info = try PropertyListSerialization.propertyList(from: Data(contentsOf: plist), format: nil)
                let principal =
                    ((info as? [String: Any])?["NSExtension"] as? [String: Any])?[
                        "NSExtensionPrincipalClass"] as? String
                let name = try require(principal?.split(separator: ".").last.map(String.init), "\(plist.path)")
                let declaration = try require(
                    try declarationLine(of: name, in: samples.appendingPathComponent(module)),
                    "\(module) declares \(name)")
                expectTrue(
                    declaration.hasPrefix("public "),
                    "\(module).\(name) is named by \(appex) only, so it must be public: \(declaration)")
                checked.append("\(module).\(name)")
            }
        }
        expectEqual(checked, ["Charge.ChargeWidgets", "Park.ParkWidgets", "Weather.WeatherWidgets"])
    }

    /// The line that declares the type `name` (a struct, class or enum) in the module's sources.
    private func declarationLine(of name: String, in module: URL) throws -> String? {
        guard let files = FileManager.default.enumerator(at: module, includingPropertiesForKeys: nil) else {
            return nil
        }
        for case let file as URL in files where file.pathExtension == "swift" {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let kind = words.firstIndex(where: { ["struct", "class", "enum"].contains($0) }),
                    kind + 1 < words.count, words[kind + 1].prefix(while: { $0 != ":" && $0 != "<" }) == name
                else { continue }
                return String(line)
            }
        }
        return nil
    }
}
