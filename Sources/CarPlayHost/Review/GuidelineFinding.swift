import Foundation

/// A guideline of Apple's CarPlay Developer Guide an app broke, as the car's review found it: which guideline (as the
/// guide numbers it), its words, and what the app did where.
public struct GuidelineFinding: Hashable, Sendable, Codable {
    /// The guideline, as the guide names and numbers it ("All CarPlay apps 2", "Communication apps 2").
    public var guideline: String
    /// The guideline's words.
    public var words: String
    /// What the app did, and where.
    public var finding: String

    public init(guideline: String, words: String, finding: String) {
        self.guideline = guideline
        self.words = words
        self.finding = finding
    }
}
