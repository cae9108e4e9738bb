import Foundation
import CarPlayHost

/// What the simulator's HTTP side answers, independent of the HTTP library: the page's bundled files, app icons,
/// app images, symbols and the car's map data (`/map/features?bbox=minLon,minLat,maxLon,maxLat`: JSON, 400 with a
/// message for a bad or too large region, 404 without map data, 403 to a request that is not the page's own: see
/// `pageHeader`). Anything else is 404; nothing outside the web folder and the image store is ever read.
public struct SimulatorRoutes: Sendable {
    /// A response body and its type.
    public struct Reply: Sendable, Equatable {
        public var status: Int
        public var contentType: String
        public var body: Data

        static func notFound(_ what: String = "Not found") -> Reply {
            Reply(status: 404, contentType: "text/plain; charset=utf-8", body: Data("\(what)\n".utf8))
        }

        static func badRequest(_ what: String) -> Reply {
            Reply(status: 400, contentType: "text/plain; charset=utf-8", body: Data("\(what)\n".utf8))
        }
    }

    /// The folder of the page's files.
    public let webRoot: URL?
    /// App icons by bundle identifier (an app without one gets an icon with its initial).
    public let icons: [String: InstalledApp.Icon]
    public let imageStore: ImageStore
    /// The car's map data the page draws map views from; nil: none (`/map/…` is 404).
    public let mapData: MapDrawingData?
    /// The voice prompts' audio (`/speech/<bundle id>/<utterance id>.ogg`).
    public let speechAudio: SpeechAudioStore

    public init(
        webRoot: URL?, apps: [InstalledApp], imageStore: ImageStore, mapData: MapDrawingData? = MapDrawingData.monaco,
        speechAudio: SpeechAudioStore = SpeechAudioStore()
    ) {
        self.mapData = mapData
        self.speechAudio = speechAudio
        self.webRoot = webRoot?.standardizedFileURL.resolvingSymlinksInPath()
        var icons: [String: InstalledApp.Icon] = [:]
        for app in apps { icons[app.id] = app.icon ?? InstalledApp.initialIcon(for: app.bundle.name) }
        self.icons = icons
        self.imageStore = imageStore
    }

    /// The bundled web folder (`Resources/web`).
    public static var bundledWebRoot: URL? { Bundle.module.url(forResource: "web", withExtension: nil) }

    /// The URL path of an app's icon.
    public static func iconPath(_ bundleIdentifier: String) -> String {
        "/apps/\(percentEncode(bundleIdentifier))/icon"
    }

    /// The URL path of a voice prompt's audio.
    public static func speechPath(app: String, utterance: String) -> String {
        "/speech/\(percentEncode(app))/\(percentEncode(utterance)).ogg"
    }

    /// The header the page sends with its requests for data (`X-CarPlay-Page: 1`): a cross-site `<img>`, `<script>`,
    /// form or plain link cannot send it, and a cross-site `fetch` that sets it needs a CORS preflight the server never
    /// allows. Data answers (`/map/features`, which costs the car time and memory) are 403 without it.
    public static let pageHeader = (name: "X-CarPlay-Page", value: "1")

    /// Answers a GET for a raw (still percent-encoded) path with an optional query; `fromPage`: whether the request
    /// carried `pageHeader` (data answers are 403 otherwise).
    public func reply(path rawPath: String, query: String? = nil, fromPage: Bool = true) -> Reply {
        guard let segments = Self.segments(of: rawPath) else { return .notFound() }
        switch segments.first {
        case "apps"?:
            guard segments.count == 3, segments[2] == "icon", let icon = icons[segments[1]] else {
                return .notFound("No such app")
            }
            return Reply(status: 200, contentType: icon.contentType, body: icon.data)
        case "images"?:
            guard segments.count == 3 else { return .notFound("No such image") }
            let parameters = Self.queryItems(query)
            let appearance = parameters["appearance"].flatMap(DisplayConfiguration.Appearance.init(rawValue:)) ?? .light
            let scale = parameters["scale"].flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            guard
                let entry = imageStore.entry(
                    kind: segments[1], value: segments[2], appearance: appearance, scale: scale)
            else { return .notFound("No such image") }
            return Reply(status: 200, contentType: entry.contentType, body: entry.data)
        case "map"?:
            guard segments.count == 2, segments[1] == "features" else { return .notFound("No such map resource") }
            guard let mapData else { return .notFound("No map data") }
            guard fromPage else {
                return Reply(
                    status: 403, contentType: "text/plain; charset=utf-8",
                    body: Data(
                        "Forbidden: map data is for this simulator's page only (it sends \(Self.pageHeader.name): \(Self.pageHeader.value))\n"
                            .utf8))
            }
            switch MapDrawingData.Region.parse(Self.queryItems(query)["bbox"]) {
            case .success(let region):
                return Reply(status: 200, contentType: "application/json", body: mapData.json(for: region))
            case .failure(let error):
                return .badRequest(error.description)
            }
        case "speech"?:
            guard segments.count == 3, segments[2].hasSuffix(".ogg"),
                let audio = speechAudio.audio(app: segments[1], utterance: String(segments[2].dropLast(4)))
            else { return .notFound("No such utterance") }
            return Reply(status: 200, contentType: "audio/ogg", body: audio)
        case "symbols"?:
            guard segments.count == 2, segments[1].hasSuffix(".svg") else { return .notFound("No such symbol") }
            let name = String(segments[1].dropLast(4))
            let svg = SymbolSet.svg(named: name) ?? SymbolSet.missingImageSVG
            return Reply(status: 200, contentType: "image/svg+xml", body: Data(svg.utf8))
        default:
            return file(segments.isEmpty ? ["index.html"] : segments)
        }
    }

    /// A file of the web folder, or 404. Hidden files, `.`/`..` and anything resolving outside the folder are 404.
    private func file(_ segments: [String]) -> Reply {
        guard let webRoot else { return .notFound() }
        for segment in segments {
            guard !segment.isEmpty, !segment.hasPrefix("."), !segment.contains("/"), !segment.contains("\\"),
                !segment.contains("\0")
            else {
                return .notFound()
            }
        }
        let url = segments.reduce(webRoot) { $0.appendingPathComponent($1) }.standardizedFileURL
            .resolvingSymlinksInPath()
        let rootPath = webRoot.path.hasSuffix("/") ? webRoot.path : webRoot.path + "/"
        guard url.path.hasPrefix(rootPath) else { return .notFound() }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
            let data = FileManager.default.contents(atPath: url.path)
        else { return .notFound() }
        return Reply(status: 200, contentType: Self.contentType(forExtension: url.pathExtension), body: data)
    }

    /// The percent-decoded segments of a path (decoded once); nil for a path that does not start with `/` or does not
    /// decode. Web-folder paths must not hide a separator or NUL in an escape (`%2f`, `%5c`, `%00`): such a path is
    /// nil too, and so 404. (The image store's segments may hold encoded slashes: `/images/file/%2Ftmp%2Fa.png`.)
    static func segments(of rawPath: String) -> [String]? {
        guard rawPath.hasPrefix("/") else { return nil }
        var segments: [String] = []
        for raw in rawPath.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let decoded = String(raw).removingPercentEncoding else { return nil }
            segments.append(decoded)
        }
        if segments.first != "images",
            segments.contains(where: { $0.contains("/") || $0.contains("\\") || $0.contains("\0") })
        {
            return nil
        }
        if segments.last == "" { segments.removeLast() }
        return segments
    }

    static func queryItems(_ query: String?) -> [String: String] {
        var items: [String: String] = [:]
        for pair in (query ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = parts.first.flatMap({ String($0).removingPercentEncoding }) else { continue }
            items[key] =
                parts.count > 1 ? String(parts[1]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding : ""
        }
        return items
    }

    /// Percent-encodes a path segment like JavaScript's `encodeURIComponent`: every UTF-8 byte but ASCII letters and
    /// digits and `-_.!~*'()` as `%XX`. Written on the bytes: the car state writes every app's icon path each time,
    /// and most segments (bundle identifiers) need nothing escaped.
    public static func percentEncode(_ segment: String) -> String {
        guard !segment.utf8.allSatisfy(isUnreserved) else { return segment }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(segment.utf8.count * 3)
        for byte in segment.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "-_.!~*'()".utf8.contains(byte)
        }
    }

    static func contentType(forExtension ext: String) -> String {
        switch ext.lowercased() {
        case "html", "htm": "text/html; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "json", "map": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "ico": "image/x-icon"
        case "woff2": "font/woff2"
        case "woff": "font/woff"
        case "ttf": "font/ttf"
        case "txt": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}
