import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import _PlatformHost
@_spi(CarPlayHost) import UIKit

/// The car's main display as one session sees it, one session's part: the display the car set (size, scale,
/// inputs, driving side), the car's appearance and the parts of the user interface it limits.
///
/// Plain state. The car changes the display as a whole (`set(_:)`) or its appearance and limits one at a time; each
/// change says whether anything changed, so the session tells the app only then. The display the layouts read
/// (`configuration`) carries the current appearance and limits.
struct DisplayState: Sendable, Hashable {
    /// The display the car set, whatever appearance and limits it was set with.
    private(set) var base = DisplayConfiguration.standard
    /// The car's user interface appearance, light or dark.
    private(set) var appearance: DisplayConfiguration.Appearance = .light
    /// The parts of the user interface the car limits.
    private(set) var limitedUserInterfaces: CPLimitableUserInterface = []

    /// The display as the layouts see it: the base display with the current appearance and limits.
    var configuration: DisplayConfiguration {
        var display = base
        display.appearance = appearance
        display.limitsLists = limitedUserInterfaces.contains(.lists)
        display.limitsKeyboard = limitedUserInterfaces.contains(.keyboard)
        return display
    }

    /// Whether the car limits lists now.
    var listsAreLimited: Bool { limitedUserInterfaces.contains(.lists) }

    /// Switches the base display. Its appearance and limits are not taken here: the session changes them with
    /// `setAppearance(_:)` and `setLimitedUserInterfaces(_:)` (`limits(of:)`), which the app hears.
    mutating func setBase(_ display: DisplayConfiguration) { base = display }

    /// Changes the appearance; false when it is the same.
    mutating func setAppearance(_ appearance: DisplayConfiguration.Appearance) -> Bool {
        guard appearance != self.appearance else { return false }
        self.appearance = appearance
        return true
    }

    /// Changes the limits; false when they are the same.
    mutating func setLimitedUserInterfaces(_ limits: CPLimitableUserInterface) -> Bool {
        guard limits != limitedUserInterfaces else { return false }
        limitedUserInterfaces = limits
        return true
    }

    /// The limits a display configuration asks for.
    static func limits(of display: DisplayConfiguration) -> CPLimitableUserInterface {
        var limits: CPLimitableUserInterface = []
        if display.limitsLists { limits.insert(.lists) }
        if display.limitsKeyboard { limits.insert(.keyboard) }
        return limits
    }
}

// MARK: Telling the app, in a session

@MainActor
extension DisplayState {
    /// Limits parts of the user interface (the car's "Limit UI"); what is shown of the snapshots is worked out
    /// again and the app's session configuration delegates hear it.
    static func setLimitedUserInterfaces(_ limits: CPLimitableUserInterface, context: any SessionContext) {
        guard context.displayState.setLimitedUserInterfaces(limits) else { return }
        context.pipeline.derived = DerivedSnapshots()
        if context.appState == .connected {
            let bridge = context.bridge
            let told = context.runAsApp { CPSessionConfiguration._hostLimitedUserInterfacesChanged(in: bridge) }
            for _ in 0..<told { context.received("sessionConfiguration(_:limitedUserInterfacesChanged:)") }
        }
        SessionSnapshots.markStale(changed: nil, context: context)
    }

    /// Changes the car's appearance; the session configuration delegates and the scene delegate hear it as a
    /// content style change.
    static func setAppearance(_ appearance: DisplayConfiguration.Appearance, context: any SessionContext) {
        guard context.displayState.setAppearance(appearance) else { return }
        let uiStyle = appearance.userInterfaceStyle
        context.scene?._contentStyle = uiStyle
        if context.appState == .connected {
            let bridge = context.bridge
            // The windows' traits first: views and controllers hear the new style.
            updateWindowScreens(context: context)
            let told = context.runAsApp {
                let told = CPSessionConfiguration._hostContentStyleChanged(in: bridge)
                context.sceneDelegate?.contentStyleDidChange(uiStyle)
                return told
            }
            if context.sceneDelegate != nil {
                context.received("contentStyleDidChange(\(uiStyle == .dark ? "dark" : "light"))")
            }
            for _ in 0..<told { context.received("sessionConfiguration(_:contentStyleChanged:)") }
        }
        SessionSnapshots.markStale(changed: nil, context: context)
    }

    /// Puts the app's windows on the car's main display as it is now (its size, scale and appearance): the CarPlay
    /// window and the Dashboard's; their views and controllers hear a change of their traits.
    static func updateWindowScreens(context: any SessionContext) {
        guard context.appState == .connected else { return }
        let display = context.display
        context.runAsApp {
            if let window = context.scene?.carWindow { WindowGeometry.setScreen(of: window, display: display) }
            if let window = context.dashboard?.window { WindowGeometry.setScreen(of: window, display: display) }
        }
    }

    /// Switches the car's display (size, scale, inputs, driving side, appearance, limits): appearance and limits
    /// changes reach the app as `setAppearance(_:context:)` and `setLimitedUserInterfaces(_:context:)` do; nothing
    /// has the focus on the new display.
    static func setDisplay(_ display: DisplayConfiguration, context: any SessionContext) {
        context.displayState.setBase(display)
        setLimitedUserInterfaces(limits(of: display), context: context)
        setAppearance(display.appearance, context: context)
        updateWindowScreens(context: context)
        context.focus.element = nil
        context.onChange?()
    }
}

extension DisplayConfiguration.Appearance {
    /// The appearance as the app's scene and trait collections see it.
    var userInterfaceStyle: UIUserInterfaceStyle { self == .dark ? .dark : .light }
    /// The appearance as the app's session configuration sees it.
    var contentStyle: CPContentStyle { self == .dark ? .dark : .light }
}
