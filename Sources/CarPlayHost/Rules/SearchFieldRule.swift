import Foundation

/// The car's rule for a search template's text field: it holds `maximumLength` characters, as a keyboard stops
/// typing at a field's limit (docs/DECISIONS.md, "Issue 20: HTTP and pages"). The car's work for a key is linear in
/// the field's length, so the limit bounds it. Every way text reaches the field (keys, typed text) goes through
/// `typing(_:into:)`.
public enum SearchFieldRule {
    /// The most characters the field holds.
    public static let maximumLength = 256

    /// What typing `text` into a field holding `field` types: the part that fits (the rest is dropped); nil when the
    /// field is full and takes nothing.
    public static func typing(_ text: String, into field: String) -> String? {
        let room = maximumLength - field.count
        guard room > 0 else { return nil }
        return String(text.prefix(room))
    }
}
