import Foundation
import SwiftUI

/// A widget or Live Activity as the Dashboard view shows it: its app, its resolved view, and how it may be used.
public struct DashboardWidget: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable { case widget, liveActivity }

    /// The widget's id ("bundle id/kind") or the activity's.
    public var id: String
    public var kind: Kind
    public var bundleIdentifier: String
    public var appName: String
    /// What it shows now; nil: nothing yet (a widget whose provider has not answered, an activity its extension
    /// cannot draw).
    public var view: _ResolvedView?
    /// False for a widget disfavoured for CarPlay: drawn, never tapped.
    public var isInteractive: Bool
    public var showsContainerBackground: Bool
    public var hasContentMargins: Bool

    public init(
        id: String, kind: Kind, bundleIdentifier: String, appName: String, view: _ResolvedView?,
        isInteractive: Bool, showsContainerBackground: Bool, hasContentMargins: Bool
    ) {
        self.id = id
        self.kind = kind
        self.bundleIdentifier = bundleIdentifier
        self.appName = appName
        self.view = view
        self.isInteractive = isInteractive
        self.showsContainerBackground = showsContainerBackground
        self.hasContentMargins = hasContentMargins
    }
}
