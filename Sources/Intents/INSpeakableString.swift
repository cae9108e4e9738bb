#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A string Siri can speak: a phrase, how to say it, and the app's identifier for it.
@available(iOS 10.0, *)
open class INSpeakableString: NSObject, INSpeakable {
    public let spokenPhrase: String
    public let pronunciationHint: String?
    public let vocabularyIdentifier: String?
    public var alternativeSpeakableMatches: [any INSpeakable]? { nil }

    /// A phrase with the app's identifier for it and a pronunciation hint.
    public init(vocabularyIdentifier: String, spokenPhrase: String, pronunciationHint: String?) {
        self.vocabularyIdentifier = vocabularyIdentifier
        self.spokenPhrase = spokenPhrase
        self.pronunciationHint = pronunciationHint
        super.init()
    }

    /// A phrase alone.
    @available(iOS 10.2, *)
    public init(spokenPhrase: String) {
        vocabularyIdentifier = nil
        self.spokenPhrase = spokenPhrase
        pronunciationHint = nil
        super.init()
    }

    /// A phrase with an identifier (the iOS 10 spelling).
    @available(
        iOS, introduced: 10.0, deprecated: 11.0,
        message: "Please use -initWithVocabularyIdentifier:spokenPhrase:pronunciationHint:"
    )
    public convenience init(identifier: String, spokenPhrase: String, pronunciationHint: String?) {
        self.init(vocabularyIdentifier: identifier, spokenPhrase: spokenPhrase, pronunciationHint: pronunciationHint)
    }

    open override var description: String { spokenPhrase }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INSpeakableString else { return false }
        return spokenPhrase == other.spokenPhrase && vocabularyIdentifier == other.vocabularyIdentifier
            && pronunciationHint == other.pronunciationHint
    }

    open override var hash: Int { spokenPhrase.hashValue ^ (vocabularyIdentifier?.hashValue ?? 0) }
}
#endif
