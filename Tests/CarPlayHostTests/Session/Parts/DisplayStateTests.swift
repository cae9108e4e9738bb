import CarPlay
import Expectations
import Testing

@testable import CarPlayHost

@Suite("Session parts: display state")
struct DisplayStateTests {
    @Test("the display the layouts read carries the current appearance and limits, not the base display's")
    func configuration() {
        var state = DisplayState()
        var wide = DisplayConfiguration.standard
        wide.appearance = .dark
        wide.limitsLists = true
        state.setBase(wide)
        expectEqual(state.configuration.appearance, .light, "the appearance changes only through setAppearance")
        expectTrue(!state.configuration.limitsLists && !state.listsAreLimited)
        let changed1 = state.setAppearance(.dark)
        expectTrue(changed1)
        let changed2 = state.setLimitedUserInterfaces(DisplayState.limits(of: wide))
        expectTrue(changed2)
        expectEqual(state.configuration, wide)
        expectTrue(state.listsAreLimited)
    }

    @Test("a change to the same value says nothing changed")
    func sameValue() {
        var state = DisplayState()
        let changed3 = state.setAppearance(.light)
        expectTrue(!changed3)
        let changed4 = state.setLimitedUserInterfaces([])
        expectTrue(!changed4)
        let changed5 = state.setLimitedUserInterfaces([.keyboard])
        expectTrue(changed5)
        let changed6 = state.setLimitedUserInterfaces([.keyboard])
        expectTrue(!changed6)
        expectTrue(state.configuration.limitsKeyboard && !state.listsAreLimited)
    }

    @Test("a display's limits are the lists and the keyboard it limits")
    func limits() {
        var display = DisplayConfiguration.standard
        expectEqual(DisplayState.limits(of: display), [])
        display.limitsKeyboard = true
        expectEqual(DisplayState.limits(of: display), [.keyboard])
        display.limitsLists = true
        expectEqual(DisplayState.limits(of: display), [.keyboard, .lists])
    }
}
