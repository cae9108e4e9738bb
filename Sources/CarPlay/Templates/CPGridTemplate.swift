import Foundation

/// A template that shows a grid of up to eight buttons (`CPGridTemplateMaximumItems`); more than four are
/// balanced over two rows.
@MainActor
open class CPGridTemplate: CPTemplate, @preconcurrency CPBarButtonProviding {
    /// Creates a grid template. All buttons are kept; the system shows the first `CPGridTemplateMaximumItems`.
    public init(title: String?, gridButtons: [CPGridButton]) {
        self.title = title ?? ""
        self.gridButtons = gridButtons
        super.init(_templateIdentifier: .make())
    }

    /// The maximum size of a grid button's image; larger images are scaled down (iOS 26).
    @available(iOS 26.0, *)
    open class var maximumGridButtonImageSize: CGSize { CGSize(width: 40, height: 40) }

    /// The grid's buttons, as the app supplied them.
    open private(set) var gridButtons: [CPGridButton]

    /// Replaces the grid's buttons (iOS 15).
    @available(iOS 15.0, *)
    open func updateGridButtons(_ gridButtons: [CPGridButton]) {
        self.gridButtons = gridButtons
        notifyHostOfChange()
    }

    /// The title shown in the navigation bar.
    open private(set) var title: String

    /// Replaces the title (iOS 15).
    @available(iOS 15.0, *)
    open func updateTitle(_ title: String) {
        self.title = title
        notifyHostOfChange()
    }

    // MARK: CPBarButtonProviding

    /// Buttons on the leading side of the navigation bar (at most 2 are shown).
    open var leadingNavigationBarButtons: [CPBarButton] = [] { didSet { notifyHostOfChange() } }

    /// Buttons on the trailing side of the navigation bar (at most 2 are shown).
    open var trailingNavigationBarButtons: [CPBarButton] = [] { didSet { notifyHostOfChange() } }

    /// The back button, or nil for the system back button.
    open var backButton: CPBarButton? { didSet { notifyHostOfChange() } }

    nonisolated open override var description: String {
        let base = super.description
        guard cpIsMainQueue() else { return base }
        return MainActor.assumeIsolated { "\(base) title: \(title), gridButtons: \(gridButtons)" }
    }
}
