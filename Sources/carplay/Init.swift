import ArgumentParser
import CarPlayHost
import Foundation

/// `carplay init NAME --category audio`: a Swift package holding a CarPlay app written as for iOS, its Info.plist
/// and entitlements, a `TestCar` test, and the executable that runs it in the browser car.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a Swift package with a CarPlay app of a category, its test, and its car.",
        discussion: """
            The package's app module (Sources/NAME) is written as for iOS: a scene delegate the Info.plist names, \
            the category's entitlement, an icon. `swift run NAMECar` runs it in the browser car; `swift test` \
            runs its TestCar test.
            """)

    @Argument(help: "The app's name: a Swift module name (letters and digits, starting with a letter).")
    var name: String

    @Option(
        help: ArgumentHelp(
            "The app's CarPlay category: \(AppTemplate.categories.map(\.rawValue).joined(separator: ", ")).",
            valueName: "category"))
    var category: String

    @Option(help: ArgumentHelp("Where to write the package (default: ./NAME).", valueName: "directory"))
    var path: String?

    @Option(help: ArgumentHelp("The app's bundle identifier (default: com.example.<name>).", valueName: "identifier"))
    var bundleIdentifier: String?

    @Option(
        help: ArgumentHelp(
            "The swift-carplay package the app depends on: a path or a git URL (default: the checkout this tool was built from).",
            valueName: "path-or-url"))
    var carplayPackage: String?

    func validate() throws {
        guard let first = name.unicodeScalars.first, CharacterSet.letters.contains(first),
            name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "_" }),
            name.allSatisfy(\.isASCII)
        else {
            throw ValidationError("the name must be a Swift module name (ASCII letters and digits), not \"\(name)\"")
        }
        guard !AppTemplate.reservedModuleNames.contains(name) else {
            throw ValidationError("\(name) is the name of a framework module; choose another name")
        }
        guard AppCategory(rawValue: category) != nil else {
            throw ValidationError(
                "unknown category \"\(category)\"; known: \(AppCategory.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
    }

    func run() throws {
        let directory = URL(fileURLWithPath: path ?? name, isDirectory: true)
        if let existing = try? FileManager.default.contentsOfDirectory(atPath: directory.path), !existing.isEmpty {
            throw ValidationError("\(directory.path) exists and is not empty; nothing written")
        }
        guard let category = AppCategory(rawValue: category) else { throw ValidationError("unknown category") }
        let template = AppTemplate(
            name: name, category: category,
            bundleIdentifier: bundleIdentifier ?? "com.example.\(name.lowercased())",
            dependency: .init(carplayPackage ?? Self.checkout))
        for (file, contents) in template.files {
            let url = directory.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        print(
            """
            Wrote \(template.files.count) files to \(directory.path): a \(template.category.displayName) app.
              cd \(directory.path)
              swift run \(name)Car     # the car in your browser with \(name): open the printed URL
              swift test               # \(name)'s TestCar tests
            """)
    }

    /// The checkout this tool was built from (this file is its Sources/carplay/Init.swift).
    static var checkout: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }
}
