import Foundation

extension SVGRenderer {
    /// Why an SVG document could not be turned into a PNG.
    public enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
        /// `rsvg-convert` is not on the `PATH`.
        case converterMissing
        /// It could not be started, failed or wrote nothing (its error output).
        case conversionFailed(String)
        /// It ran longer than the time allowed and was stopped.
        case timedOut

        public var description: String {
            switch self {
            case .converterMissing:
                "rsvg-convert was not found on the PATH: install Debian's librsvg2-bin (apt-get install librsvg2-bin)"
            case .conversionFailed(let message): "rsvg-convert failed: \(message)"
            case .timedOut: "rsvg-convert took more than \(Int(SVGRenderer.conversionTimeout.components.seconds)) s"
            }
        }
    }

    /// The longest a conversion may take.
    public static let conversionTimeout: Duration = .seconds(60)

    /// The PNG of an SVG document at its own pixel size (the display's pixels for `render(_:)`'s documents), drawn by
    /// Debian's `rsvg-convert` (librsvg2-bin) in a subprocess. Blocks the calling thread while it runs.
    public static func png(fromSVG svg: String) throws(PNGError) -> Data {
        let program: URL
        do { program = try SpeechEngine.locate("rsvg-convert") } catch { throw .converterMissing }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "carplay-svg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("screen.svg")
        let output = directory.appendingPathComponent("screen.png")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: input)
        } catch {
            throw .conversionFailed("could not write the SVG to \(directory.path): \(error)")
        }
        let outcome: SpeechProcess.Outcome
        switch SpeechProcess.runBlocking(
            program, ["--format=png", "--output=\(output.path)", input.path], timeout: conversionTimeout,
            captureOutput: false)
        {
        case .success(let result): outcome = result
        case .failure(let failure): throw .conversionFailed("could not start it (errno \(failure.code))")
        }
        if outcome.timedOut { throw .timedOut }
        let errors = String(decoding: outcome.errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard outcome.status == 0, let data = try? Data(contentsOf: output), !data.isEmpty else {
            throw .conversionFailed(
                errors.isEmpty ? "exit status \(outcome.status.map(String.init) ?? "none")" : errors)
        }
        return data
    }
}
