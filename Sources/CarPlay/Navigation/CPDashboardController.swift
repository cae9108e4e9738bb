import Foundation

/// Manages the shortcut buttons a navigation app shows on the CarPlay Dashboard while it is not navigating. The system
/// creates it; the Dashboard shows the first two buttons that have an image and a non-empty title.
@available(iOS 13.4, *)
open class CPDashboardController: NSObject, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Created by the system only (Apple marks `init()` unavailable).
    @_spi(CarPlayHost) public init(_host: Void) {
        super.init()
    }

    /// The Dashboard's shortcut buttons (the first two are shown).
    open var shortcutButtons: [CPDashboardButton] = [] { didSet { notifyHostOfChange() } }

    open override var description: String {
        "<CPDashboardController: \(cpAddress(of: self))> shortcutButtons: \(shortcutButtons.count)"
    }
}
