import Foundation

/// A template that shows a grid of up to eight buttons (`CPGridTemplateMaximumItems`); more than four are
/// balanced over two rows.
@preconcurrency @MainActor
open class CPGridTemplate: CPTemplate, @preconcurrency CPBarButtonProviding {
    /// Creates a grid template. All buttons are kept; the system shows the first `CPGridTemplateMaximumItems`.
    public init(title: String?, gridButtons: [CPGridButton]) {
        self.title = title ?? ""
        self.gridButtons = gridButtons
        super.init(_templateIdentifier: .make())
    }

    /// Archives the template, title, grid buttons and navigation bar buttons.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(title, forKey: "title")
        coder.encode(gridButtons as NSArray, forKey: "gridButtons")
        coder.encode(leadingNavigationBarButtons as NSArray, forKey: "leadingNavigationBarButtons")
        coder.encode(trailingNavigationBarButtons as NSArray, forKey: "trailingNavigationBarButtons")
        coder.encode(backButton, forKey: "backButton")
    }

    /// Decodes a grid template that `encode(with:)` archived: a new template with new buttons.
    public required init?(coder: NSCoder) {
        guard let gridButtons = coder.decodeArray(of: CPGridButton.self, forKey: "gridButtons") else { return nil }
        self.title = coder.decodeString(forKey: "title") ?? ""
        self.gridButtons = gridButtons
        self.leadingNavigationBarButtons =
            coder.decodeArray(of: CPBarButton.self, forKey: "leadingNavigationBarButtons") ?? []
        self.trailingNavigationBarButtons =
            coder.decodeArray(of: CPBarButton.self, forKey: "trailingNavigationBarButtons") ?? []
        self.backButton = coder.decodeIfPresent(CPBarButton.self, forKey: "backButton")
        super.init(coder: coder)
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

    // MARK: The driver's input (the host)

    override func _hostActivate(_ id: CPElementID, action: CPHostAction, completion: CPCompletionOnce)
        -> CPHostActivationResult?
    {
        guard let button = gridButtons.first(where: { $0._elementID == id }) else { return nil }
        guard action == .select else { return .unsupported }
        button.handler?(button)
        return .invoked
    }
}
