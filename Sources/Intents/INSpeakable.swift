#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A value Siri can speak and recognise.
@available(iOS 10.0, *)
public protocol INSpeakable: NSObjectProtocol {
    /// What Siri says and recognises.
    var spokenPhrase: String { get }
    /// A hint for saying the phrase.
    var pronunciationHint: String? { get }
    /// The app's identifier for the value.
    var vocabularyIdentifier: String? { get }
    /// Other values that matched what the user said.
    var alternativeSpeakableMatches: [any INSpeakable]? { get }
}
#endif
