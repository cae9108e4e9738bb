@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import _PlatformHost

/// The tab bar's rule: at most `maximumTabs` tabs, each of a class that may be the root of a tab for the app's
/// category (`allowedClasses(for: .tabRoot)`). It is decided here only; two places check it, each raising the text
/// Apple raises there (spec §3.4, observed-behaviour.md "Exception and error texts"):
/// - the framework, in `CPTabBarTemplate.init(templates:)` and `updateTemplates(_:)` (`NSInvalidArgumentException`
///   "Too many templates passed to <selector>. Maximum allowed is N." or "Unsupported object … Allowed classes: …");
/// - the car, when a tab bar becomes the root (`setRootTemplate`), for a tab bar the framework could not check
///   because it was built outside any car session (`NSGenericException` "Application exceeded allowed number of
///   tabs" or "Application pushed an illegal template of class …"; docs/DECISIONS.md).
extension Rules {
    /// What breaks the tab-bar rule.
    public enum TabBarViolation: Sendable, Hashable {
        /// More tabs than `maximum`.
        case tooManyTabs(count: Int, maximum: Int)
        /// The tab at `index` is of a class that may not be the root of a tab (or of no template class CarPlay knows).
        case notATabRoot(index: Int)
    }

    /// Where the tab-bar rule is checked.
    public enum TabBarCheckpoint: Sendable, Hashable {
        /// The framework: `CPTabBarTemplate.init(templates:)` (`initWithTemplates:`) or `updateTemplates(_:)`
        /// (`updateTemplates:`).
        case framework(selector: String)
        /// The car, as the tab bar becomes the root template.
        case car
    }

    /// The first violation of the tab-bar rule by tabs of `kinds` (nil: a class CarPlay does not know), or nil. Too
    /// many tabs come before a tab of the wrong class.
    public func tabBarViolation(_ kinds: [TemplateKind?]) -> TabBarViolation? {
        if kinds.count > maximumTabs { return .tooManyTabs(count: kinds.count, maximum: maximumTabs) }
        if let index = kinds.firstIndex(where: { kind in kind.map { !allows($0, for: .tabRoot) } ?? true }) {
            return .notATabRoot(index: index)
        }
        return nil
    }

    /// The exception Apple raises at `checkpoint` for a tab bar of `templates`; nil when they keep the rule.
    @MainActor func tabBarFault(_ templates: [CPTemplate], at checkpoint: TabBarCheckpoint) -> CPHostException? {
        guard let violation = tabBarViolation(templates.map(TemplateSnapshot.kind(of:))) else { return nil }
        switch (violation, checkpoint) {
        case (.tooManyTabs(_, let maximum), .framework(let selector)):
            return CPHostException(
                name: ErrorTexts.tooManyTemplatesName,
                reason: ErrorTexts.tooManyTemplates(selector: selector, maximum: maximum))
        case (.tooManyTabs, .car):
            return CPHostException(name: ErrorTexts.tooManyTabsName, reason: ErrorTexts.tooManyTabs)
        case (.notATabRoot(let index), .framework(let selector)):
            return CPHostException(
                name: ErrorTexts.unsupportedObjectName,
                reason: ErrorTexts.unsupportedObject(
                    description: templates[index].description, selector: selector,
                    allowed: allowedClassesForMessage(.tabRoot)))
        case (.notATabRoot(let index), .car):
            return CPHostException(
                name: ErrorTexts.illegalTemplateName,
                reason: ErrorTexts.illegalTemplate(className: String(describing: type(of: templates[index]))))
        }
    }
}
