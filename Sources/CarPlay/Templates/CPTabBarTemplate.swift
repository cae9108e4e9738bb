import Foundation

/// A root template that shows a tab bar; each tab's template is the root of its own navigation stack. Install it
/// with `setRootTemplate`; it can't be pushed or presented.
@preconcurrency @MainActor
@available(iOS 14.0, *)
open class CPTabBarTemplate: CPTemplate {
    /// Creates a tab bar template. More templates than `maximumTabCount`, or a template class that can't be the
    /// root of a tab for the app's category, raise an exception.
    public init(templates: [CPTemplate]) {
        self.templates = templates
        self.selectedTemplate = templates.first
        super.init(_templateIdentifier: .make())
        _ = CPHostBridge.validate(.tabBarTemplates(self, templates, selector: "initWithTemplates:"))
    }

    /// Archives the template, its tab templates and the selected tab; the delegate is not archived.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(templates as NSArray, forKey: "templates")
        coder.encode(_selectedIndex ?? -1, forKey: "selectedIndex")
    }

    /// Decodes a tab bar template that `encode(with:)` archived: a new template with new tab templates. The tabs
    /// are checked when the template is used (`setRootTemplate`), not while decoding.
    public required init?(coder: NSCoder) {
        guard let templates = coder.decodeArray(of: CPTemplate.self, forKey: "templates") else { return nil }
        let index = coder.decodeInteger(forKey: "selectedIndex")
        self.templates = templates
        self.selectedTemplate = templates.indices.contains(index) ? templates[index] : templates.first
        super.init(coder: coder)
    }

    /// The object told when the user selects a tab.
    open weak var delegate: (any CPTabBarTemplateDelegate)?

    /// The maximum number of tabs for the app's category (4 for audio apps, 5 for the others).
    open class var maximumTabCount: Int { CPHostBridge.value(of: .tabs) }

    /// The templates of the tabs, in order.
    open private(set) var templates: [CPTemplate]

    /// The template of the selected tab (the first tab until another is selected; nil without tabs).
    open private(set) var selectedTemplate: CPTemplate?

    /// The index of the selected tab, if any.
    @_spi(CarPlayHost) public var _selectedIndex: Int? {
        guard let selectedTemplate else { return nil }
        return templates.firstIndex { $0 === selectedTemplate }
    }

    /// Replaces the tabs. The selected tab stays selected while its template is still a tab; otherwise the first
    /// tab is selected. Too many templates, or an unsupported class, raise an exception and change nothing.
    open func updateTemplates(_ newTemplates: [CPTemplate]) {
        guard CPHostBridge.validate(.tabBarTemplates(self, newTemplates, selector: "updateTemplates:")) else { return }
        templates = newTemplates
        if let selectedTemplate, newTemplates.contains(where: { $0 === selectedTemplate }) {
            // The selection survives the update.
        } else {
            selectedTemplate = newTemplates.first
        }
        notifyHostOfChange()
    }

    /// Selects the tab whose template is `newTemplate` (iOS 17). A template that is not a tab is ignored.
    @available(iOS 17.0, *)
    open func select(_ newTemplate: CPTemplate) {
        guard let index = templates.firstIndex(where: { $0 === newTemplate }) else { return }
        selectTemplate(at: index)
    }

    /// Selects the tab at `index` (iOS 17). An index outside the tabs is ignored.
    @available(iOS 17.0, *)
    open func selectTemplate(at index: Int) {
        guard templates.indices.contains(index) else { return }
        selectedTemplate = templates[index]
        notifyHostOfChange()
    }

    /// The driver selected the tab at `index`: selects it and tells the delegate. An index outside the tabs is
    /// ignored.
    @_spi(CarPlayHost) public func _hostSelectTemplate(at index: Int) {
        guard templates.indices.contains(index) else { return }
        let template = templates[index]
        selectedTemplate = template
        notifyHostOfChange()
        delegate?.tabBarTemplate(self, didSelect: template)
    }

    nonisolated open override var description: String {
        let base = super.description
        guard cpIsMainQueue() else { return base }
        return MainActor.assumeIsolated {
            "\(base) templates: \(templates), selectedTemplate: \(cpDescribe(selectedTemplate))"
        }
    }
}
