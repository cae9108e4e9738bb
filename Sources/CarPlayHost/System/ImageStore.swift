import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

/// The bytes of the app images a car has seen, so that a front end that draws a `Screen` elsewhere (the browser
/// simulator) can fetch the pixels a `ScreenImage.source` names. Each car owns one (`CarSystem.imageStore`, shared by
/// its sessions; a lone `CarSession` has its own): the session fills it while snapshotting templates and Now Playing
/// metadata; system symbols are not stored (front ends draw them from `SymbolSet`).
///
/// Keys are a function of the source (docs/PROTOCOL.md, "Images"):
/// - `.data(digest:)` → kind `data`, value the digest (the bytes are the same whatever the appearance);
/// - `.named(name)` → kind `named`, value the name, per appearance and scale (an asset's light and dark renditions
///   share the name);
/// - `.file(path)` → kind `file`, value the path, per appearance and scale. Only files an app actually loaded are
///   served, from the bytes read then; the store never reads the disk.
///
/// The store is bounded (`capacity` bytes): the images seen longest ago are dropped first.
public final class ImageStore: @unchecked Sendable {
    /// The store the snapshots being taken now record their images into: bound by the session taking them, for
    /// the time it takes them (nil elsewhere: snapshots taken outside a session record nothing).
    @TaskLocal static var recording: ImageStore?

    /// One stored rendition.
    public struct Entry: Sendable, Hashable {
        public var data: Data
        /// The MIME type, sniffed from the bytes.
        public var contentType: String
        public var appearance: DisplayConfiguration.Appearance
        public var scale: Double
    }

    private struct Key: Hashable {
        var kind: String
        var value: String
        var appearance: DisplayConfiguration.Appearance
        var scale: Double
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    /// Keys, least recently recorded first.
    private var order: [Key] = []
    private var totalBytes = 0
    /// The most bytes kept.
    public let capacity: Int

    public init(capacity: Int = 64 << 20) { self.capacity = capacity }

    /// The kind and value of a source's key; nil for system symbols.
    public static func key(of source: ImageVariant.Source) -> (kind: String, value: String)? {
        switch source {
        case .data(let digest): ("data", digest)
        case .named(let name): ("named", name)
        case .file(let path): ("file", path)
        case .system, .appIcon: nil  // symbols are drawn from the symbol set, icons are served per app
        }
    }

    /// Records the bytes of an app image (nothing for symbols and images without bytes).
    func record(_ image: UIImage, appearance: DisplayConfiguration.Appearance) {
        guard let data = image._data, !data.isEmpty else { return }
        let source: ImageVariant.Source =
            switch image._source {
            case .named(let name): .named(name)
            case .system(let name): .system(name)
            case .data(let digest): .data(digest: digest)
            case .file(let path): .file(path)
            }
        record(data, source: source, appearance: appearance, scale: Double(image.scale))
    }

    /// Records bytes for a source.
    public func record(
        _ data: Data, source: ImageVariant.Source, appearance: DisplayConfiguration.Appearance, scale: Double
    ) {
        guard let (kind, value) = Self.key(of: source), data.count <= capacity else { return }
        let key = Key(
            kind: kind, value: value, appearance: kind == "data" ? .light : appearance,
            scale: kind == "data" ? 0 : scale)
        lock.lock()
        defer { lock.unlock() }
        if let existing = entries[key] {
            guard existing.data != data else { return }
            totalBytes -= existing.data.count
            order.removeAll { $0 == key }
        }
        entries[key] = Entry(
            data: data, contentType: Self.contentType(of: data), appearance: key.appearance, scale: scale)
        order.append(key)
        totalBytes += data.count
        while totalBytes > capacity, !order.isEmpty {
            let oldest = order.removeFirst()
            totalBytes -= entries.removeValue(forKey: oldest)?.data.count ?? 0
        }
    }

    /// The bytes for a key: for `named` and `file`, the rendition for `appearance` and `scale` when stored, else the
    /// same appearance at another scale, else the light rendition (an image without a dark variant).
    public func entry(
        kind: String, value: String, appearance: DisplayConfiguration.Appearance = .light, scale: Double? = nil
    ) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        if kind == "data" { return entries[Key(kind: kind, value: value, appearance: .light, scale: 0)] }
        guard kind == "named" || kind == "file" else { return nil }
        for wanted in appearance == .dark ? [DisplayConfiguration.Appearance.dark, .light] : [.light] {
            if let scale, let exact = entries[Key(kind: kind, value: value, appearance: wanted, scale: scale)] {
                return exact
            }
            let candidates = order.reversed().filter { $0.kind == kind && $0.value == value && $0.appearance == wanted }
            if let best = candidates.max(by: { $0.scale < $1.scale }), let entry = entries[best] { return entry }
        }
        return nil
    }

    /// How many renditions are stored.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// The MIME type of encoded image bytes: PNG, JPEG, GIF, PDF or SVG (`application/octet-stream` otherwise).
    public static func contentType(of data: Data) -> String {
        let bytes = [UInt8](data.prefix(512))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "image/gif" }
        if bytes.starts(with: Array("%PDF".utf8)) { return "application/pdf" }
        let head = String(decoding: bytes, as: UTF8.self).lowercased()
        if head.contains("<svg") { return "image/svg+xml" }
        return "application/octet-stream"
    }
}
