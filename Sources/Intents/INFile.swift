#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A file an intent carries: its data or its URL, a name and a type.
@available(iOS 13.0, *)
open class INFile: NSObject {
    /// The file's contents (read from `fileURL` when the file was made from one).
    open var data: Data { storedData ?? fileURL.flatMap { try? Data(contentsOf: $0) } ?? Data() }
    /// The file's name.
    open var filename: String
    /// The file's uniform type identifier.
    public let typeIdentifier: String?
    /// Where the file is, for a file made from a URL.
    public let fileURL: URL?
    private let storedData: Data?

    /// A file from its contents.
    public init(data: Data, filename: String, typeIdentifier: String?) {
        storedData = data
        self.filename = filename
        self.typeIdentifier = typeIdentifier
        fileURL = nil
        super.init()
    }

    /// A file at a URL.
    public init(fileURL: URL, filename: String?, typeIdentifier: String?) {
        storedData = nil
        self.filename = filename ?? fileURL.lastPathComponent
        self.typeIdentifier = typeIdentifier
        self.fileURL = fileURL
        super.init()
    }
}
#endif
