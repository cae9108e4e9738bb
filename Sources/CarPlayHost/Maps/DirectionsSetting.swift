import Foundation

/// How a car is told where its directions come from: `embedded` (its map's router), `valhalla=URL` or `osrm=URL`,
/// as `carplay simulate --directions` takes it.
public struct DirectionsSetting: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The car's map routes (`CarMap`).
        case embedded
        /// A Valhalla server at this base URL.
        case valhalla(URL)
        /// An OSRM server at this base URL.
        case osrm(URL)
    }

    public var kind: Kind

    public init(_ kind: Kind) { self.kind = kind }

    /// Why a setting could not be read.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Reads `embedded`, `valhalla=URL` or `osrm=URL` (an http or https URL with a host).
    public init(parsing text: String) throws(ParseError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased() == "embedded" {
            self.init(.embedded)
            return
        }
        let parts = trimmed.split(separator: "=", maxSplits: 1).map(String.init)
        let server = parts.first?.lowercased() ?? ""
        guard parts.count == 2, server == "valhalla" || server == "osrm" else {
            throw ParseError(
                description: "unknown directions provider \"\(text)\"; use embedded, valhalla=URL or osrm=URL")
        }
        guard let url = URL(string: parts[1]), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else {
            throw ParseError(
                description:
                    "\(server)=\(parts[1]): not an http(s) URL with a host (e.g. \(server)=http://127.0.0.1:8002)")
        }
        self.init(server == "osrm" ? .osrm(url) : .valhalla(url))
    }

    /// The provider a car uses for this setting; nil: its own map (`CarSession.directionsProvider`'s default).
    public var provider: (any DirectionsProvider)? {
        switch kind {
        case .embedded: nil
        case .valhalla(let url): ValhallaDirections(url: url)
        case .osrm(let url): OSRMDirections(url: url)
        }
    }

    public var description: String {
        switch kind {
        case .embedded: "embedded"
        case .valhalla(let url): "valhalla=\(url.absoluteString)"
        case .osrm(let url): "osrm=\(url.absoluteString)"
        }
    }
}
