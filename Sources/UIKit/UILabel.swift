#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A view that shows one or more lines of read-only text (a navigation app's map overlays, e.g. a scale or a road
/// name). The car draws it from its text and colour.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String? { didSet { setNeedsLayout() } }
    /// The attributed text shown (its string is `text`).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    /// The colour of the text (default: the label colour, black in light mode).
    open var textColor: UIColor! = UIColor.label
    /// The font of the text (default: the system font at `UIFont.labelFontSize`, 17 points); nil restores the
    /// default.
    open var font: UIFont! {
        get { ownFont }
        set {
            ownFont = newValue ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
            setNeedsLayout()
        }
    }
    private var ownFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)
    /// How the text is aligned in the label's width (default `.natural`: left for left-to-right text).
    open var textAlignment: NSTextAlignment = .natural
    /// The largest number of lines (0: no limit; default 1).
    open var numberOfLines = 1
    /// Whether the label is enabled (a disabled label is drawn dimmed).
    open var isEnabled = true
}
#endif
