import Foundation

/// The object a tab bar template tells when the user selects a tab.
@preconcurrency @MainActor
@available(iOS 14.0, *)
public protocol CPTabBarTemplateDelegate: NSObjectProtocol {
    /// The user selected a tab; `selectedTemplate` is the root template of that tab.
    func tabBarTemplate(_ tabBarTemplate: CPTabBarTemplate, didSelect selectedTemplate: CPTemplate)
}
