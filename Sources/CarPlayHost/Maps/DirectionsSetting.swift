import Foundation

/// How a car is told where its directions come from: `embedded` (its map's router) or `valhalla=URL`, as
/// `carplay simulate --directions` takes it.
public struct DirectionsSetting: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The car's map routes (`CarMap`).
        case embedded
        /// A Valhalla server at this base URL.
        case valhalla(URL)
    }

    public var kind: Kind

    public init(_ kind: Kind) { self.kind = kind }

    /// Why a setting could not be read.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Reads `embedded` or `valhalla=URL` (an http or https URL with a host).
    public init(parsing text: String) throws(ParseError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased() == "embedded" {
            self.init(.embedded)
            return
        }
        let parts = trimmed.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, parts[0].lowercased() == "valhalla" else {
            throw ParseError(description: "unknown directions provider \"\(text)\"; use embedded or valhalla=URL")
        }
        guard let url = URL(string: parts[1]), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else {
            throw ParseError(
                description:
                    "valhalla=\(parts[1]): not an http(s) URL with a host (e.g. valhalla=http://127.0.0.1:8002)")
        }
        self.init(.valhalla(url))
    }

    /// The provider a car uses for this setting; nil: its own map (`CarSession.directionsProvider`'s default).
    public var provider: (any DirectionsProvider)? {
        switch kind {
        case .embedded: nil
        case .valhalla(let url): ValhallaDirections(url: url)
        }
    }

    public var description: String {
        switch kind {
        case .embedded: "embedded"
        case .valhalla(let url): "valhalla=\(url.absoluteString)"
        }
    }
}
