#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// What the user asked to play, as Siri understood it: the kind, names, genres, moods, date and order.
@available(iOS 13.0, *)
open class INMediaSearch: NSObject {
    public let mediaType: INMediaItemType
    public let sortOrder: INMediaSortOrder
    public let mediaName: String?
    public let artistName: String?
    public let albumName: String?
    public let genreNames: [String]?
    public let moodNames: [String]?
    public let releaseDate: INDateComponentsRange?
    public let reference: INMediaReference
    /// The app's identifier of what is playing, when the search refers to it.
    public let mediaIdentifier: String?

    /// A search (the Swift overlay's initializer: every parameter has a default).
    public init(
        mediaType: INMediaItemType = .unknown, sortOrder: INMediaSortOrder = .unknown, mediaName: String? = nil,
        artistName: String? = nil, albumName: String? = nil, genreNames: [String]? = nil, moodNames: [String]? = nil,
        releaseDate: INDateComponentsRange? = nil, reference: INMediaReference = .unknown,
        mediaIdentifier: String? = nil
    ) {
        self.mediaType = mediaType
        self.sortOrder = sortOrder
        self.mediaName = mediaName
        self.artistName = artistName
        self.albumName = albumName
        self.genreNames = genreNames
        self.moodNames = moodNames
        self.releaseDate = releaseDate
        self.reference = reference
        self.mediaIdentifier = mediaIdentifier
        super.init()
    }
}
#endif
