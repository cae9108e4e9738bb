#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A request to set an attribute (read, flagged…) on messages. Siri in the car sends it to mark the messages it read.
@available(iOS 10.0, *)
open class INSetMessageAttributeIntent: INIntent {
    /// The messages' identifiers.
    public let identifiers: [String]?
    /// The attribute to set.
    public let attribute: INMessageAttribute

    /// A request to set `attribute` on the messages `identifiers` names.
    public init(identifiers: [String]?, attribute: INMessageAttribute) {
        self.identifiers = identifiers
        self.attribute = attribute
        super.init()
    }
}
#endif
