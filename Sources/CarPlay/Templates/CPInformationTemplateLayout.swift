import Foundation

/// How an information template lays out its items.
@available(iOS 14.0, *)
public enum CPInformationTemplateLayout: Int, Sendable {
    /// One column, leading-aligned.
    case leading = 0
    /// Two columns.
    case twoColumn = 1
}
