import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import _PlatformHost
@_spi(CarPlayHost) import UIKit
import OpenStreetMap

extension CarSession {
    // MARK: Car state

    /// Limits parts of the user interface (the car's "Limit UI"); the app's session configuration delegates hear it.
    public func setLimitedUserInterfaces(_ limits: CPLimitableUserInterface) {
        guard displayState.setLimitedUserInterfaces(limits) else { return }
        derived = DerivedSnapshots()
        if appState == .connected {
            let told = runAsApp { CPSessionConfiguration._hostLimitedUserInterfacesChanged(in: bridge) }
            for _ in 0..<told { received("sessionConfiguration(_:limitedUserInterfacesChanged:)") }
        }
        markStale()
    }

    /// Changes the car's appearance; the session configuration delegates and the scene delegate hear it as a
    /// content style change.
    public func setAppearance(_ appearance: DisplayConfiguration.Appearance) {
        guard displayState.setAppearance(appearance) else { return }
        let uiStyle = appearance.userInterfaceStyle
        scene?._contentStyle = uiStyle
        if appState == .connected {
            let told = runAsApp {
                let told = CPSessionConfiguration._hostContentStyleChanged(in: bridge)
                sceneDelegate?.contentStyleDidChange(uiStyle)
                return told
            }
            if sceneDelegate != nil { received("contentStyleDidChange(\(uiStyle == .dark ? "dark" : "light"))") }
            for _ in 0..<told { received("sessionConfiguration(_:contentStyleChanged:)") }
        }
        markStale()
    }

    /// Switches the car's display (size, scale, inputs, driving side, appearance, limits). Appearance and limits
    /// changes reach the app as `setAppearance` and `setLimitedUserInterfaces` do.
    public func setDisplay(_ display: DisplayConfiguration) {
        displayState.setBase(display)
        setLimitedUserInterfaces(DisplayState.limits(of: display))
        setAppearance(display.appearance)
        focusedElement = nil
        onChange?()
    }

    /// Whether the car limits lists now.
    public var listsAreLimited: Bool { displayState.listsAreLimited }

    // MARK: Reading

    /// A template in the hierarchy as the car shows it: what the app declared, trimmed by the rules and the car's
    /// current limits.
    public func snapshot(of id: ElementID) -> TemplateSnapshot? {
        refreshSnapshotsIfNeeded()
        if let shown = derived.displayed[id] { return shown }
        guard let declared = pipeline.snapshots[id] else { return nil }
        let shown = declared.displayed(by: rules, limitedLists: listsAreLimited) { tab in
            snapshot(of: tab.id) ?? tab.displayed(by: rules, limitedLists: listsAreLimited)
        }
        derived.displayed[id] = shown
        return shown
    }

    /// A template in the hierarchy exactly as the app declared it.
    public func declaredSnapshot(of id: ElementID) -> TemplateSnapshot? {
        refreshSnapshotsIfNeeded()
        return pipeline.snapshots[id]
    }

    /// Snapshots of the navigation hierarchy, root first.
    public var navigationSnapshots: [TemplateSnapshot] {
        refreshSnapshotsIfNeeded()
        return hierarchy.navigationHierarchy.compactMap(snapshot(of:))
    }

    /// The snapshot of the presented template.
    public var presentedSnapshot: TemplateSnapshot? {
        refreshSnapshotsIfNeeded()
        return hierarchy.presented.flatMap(snapshot(of:))
    }

    /// The snapshot of the top of the navigation hierarchy.
    public var topSnapshot: TemplateSnapshot? {
        refreshSnapshotsIfNeeded()
        return hierarchy.navigationHierarchy.last.flatMap(snapshot(of:))
    }

    /// The template on screen below any modal: the top pushed template, or the selected tab's root.
    public var visibleSnapshot: TemplateSnapshot? {
        refreshSnapshotsIfNeeded()
        let visible = hierarchy.visible.filter { $0 != hierarchy.presented }
        return visible.last.flatMap(snapshot(of:))
    }
}
