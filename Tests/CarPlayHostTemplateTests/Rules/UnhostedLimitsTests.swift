import Expectations
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

/// The framework answers its category-dependent limits without a car session from its own small table
/// (`CPHostBridge.unhostedValue`, which cannot import the host). It must agree with the rules of an app without
/// special limits (`Rules.noCategoryRow` and the fixed maxima), the one table of limits.
@MainActor
@Suite("Unhosted limits")
struct UnhostedLimitsTests {
    @Test(arguments: CPHostLimit.allCases)
    func frameworkFallbackMatchesTheRules(_ limit: CPHostLimit) {
        let rules = Rules(category: nil)
        let expected =
            switch limit {
            case .listItems: rules.maximumListItems(limitedLists: false)
            case .listSections: rules.maximumListSections(limitedLists: false)
            case .tabs: rules.maximumTabs
            case .alertActions: rules.maximumAlertActions
            case .headerGridButtons: rules.maximumHeaderGridButtons
            case .detailsHeaderActionButtons: rules.maximumDetailsHeaderActionButtons
            case .voiceControlStateActionButtons: rules.maximumVoiceControlStateActionButtons
            }
        expectEqual(CPHostBridge.value(of: limit), expected)
    }
}
