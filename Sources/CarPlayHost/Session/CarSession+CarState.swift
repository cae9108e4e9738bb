import Foundation
@_spi(CarPlayHost) import CarPlay

/// The car's display as the app hears it (Parts/DisplayState.swift), and the snapshots as the car shows them
/// (Parts/SessionSnapshots.swift).
extension CarSession {
    /// Limits parts of the user interface (the car's "Limit UI"). See
    /// ``DisplayState/setLimitedUserInterfaces(_:context:)``.
    public func setLimitedUserInterfaces(_ limits: CPLimitableUserInterface) {
        DisplayState.setLimitedUserInterfaces(limits, context: self)
    }

    /// Changes the car's appearance. See ``DisplayState/setAppearance(_:context:)``.
    public func setAppearance(_ appearance: DisplayConfiguration.Appearance) {
        DisplayState.setAppearance(appearance, context: self)
    }

    /// Switches the car's display. See ``DisplayState/setDisplay(_:context:)``.
    public func setDisplay(_ display: DisplayConfiguration) { DisplayState.setDisplay(display, context: self) }

    /// Whether the car limits lists now.
    public var listsAreLimited: Bool { displayState.listsAreLimited }

    /// Takes in what the app changed since the last snapshot now, rather than on the next read or task: the car
    /// puts new navigation alerts on screen (their timeout starts) and sends new metadata. Headless cars call it after
    /// running app code, so that time moved afterwards counts from the change.
    public func takeInChanges() { SessionSnapshots.refresh(context: self) }

    /// A template in the hierarchy as the car shows it. See ``SessionSnapshots/displayed(_:context:)``.
    public func snapshot(of id: ElementID) -> TemplateSnapshot? { SessionSnapshots.displayed(id, context: self) }

    /// A template in the hierarchy exactly as the app declared it.
    public func declaredSnapshot(of id: ElementID) -> TemplateSnapshot? { SessionSnapshots.declared(id, context: self) }

    /// Snapshots of the navigation hierarchy, root first.
    public var navigationSnapshots: [TemplateSnapshot] { SessionSnapshots.navigation(context: self) }

    /// The snapshot of the presented template.
    public var presentedSnapshot: TemplateSnapshot? { SessionSnapshots.presented(context: self) }

    /// The snapshot of the top of the navigation hierarchy.
    public var topSnapshot: TemplateSnapshot? { SessionSnapshots.top(context: self) }

    /// The template on screen below any modal: the top pushed template, or the selected tab's root.
    public var visibleSnapshot: TemplateSnapshot? { SessionSnapshots.visible(context: self) }
}
