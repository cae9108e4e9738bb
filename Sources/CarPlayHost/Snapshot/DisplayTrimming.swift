import Foundation

/// What CarPlay shows of what the app declared: Apple's silent trimming, with every limit taken from `Rules`.
///
/// Lists (items counted across sections, then sections), header grid buttons, details-header buttons, legacy image
/// rows, grid buttons (only those with a title are shown), alert actions (the most recently added), information items
/// and actions, points of interest, Now Playing buttons, contact actions, voice-control states and their buttons,
/// search results and navigation bar buttons (two per side). Section index titles show one character. Limits that
/// raise (tabs) are enforced where the app sets them, not here.
extension TemplateSnapshot {
    public func displayed(by rules: Rules, limitedLists: Bool) -> TemplateSnapshot {
        displayed(by: rules, limitedLists: limitedLists) { $0.displayed(by: rules, limitedLists: limitedLists) }
    }

    /// What is shown, with a tab bar's tabs shown by `showTab` (a session passes the tabs it has already trimmed).
    func displayed(by rules: Rules, limitedLists: Bool, showTab: (TemplateSnapshot) -> TemplateSnapshot)
        -> TemplateSnapshot
    {
        let limits = DisplayLimits(rules: rules, limitedLists: limitedLists)
        var copy = self
        copy.content = content.unit.displayed(by: limits, showTab: showTab).content
        return copy
    }
}

/// The count limits of one category's rules, as the trimming of each template applies them.
struct DisplayLimits {
    let rules: Rules
    let limitedLists: Bool

    func limit(_ id: CountLimit.ID) -> CountLimit { rules.countLimit(id, limitedLists: limitedLists) }

    func trim<Element>(_ id: CountLimit.ID, _ elements: [Element]) -> [Element] { limit(id).trimmed(elements) }

    func bar(_ bar: NavigationBarButtons) -> NavigationBarButtons {
        NavigationBarButtons(
            leading: trim(.leadingBarButtons, bar.leading), trailing: trim(.trailingBarButtons, bar.trailing),
            back: bar.back)
    }
}
