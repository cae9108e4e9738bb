import Foundation
import SwiftUI

extension _ResolvedView {
    /// The images of the app's bundle the view names, with the bundle each is looked for in (nil: the app's).
    public var namedImages: [(name: String, bundlePath: String?)] {
        switch self {
        case .image(let image):
            if case .named(let name) = image.source { return [(name, image.bundlePath)] }
            return []
        case .empty, .text, .shape, .spacer, .redacted: return []
        case .group(let views), .stack(_, _, _, let views): return views.flatMap(\.namedImages)
        case .progress(let progress): return (progress.label + progress.below).flatMap(\.namedImages)
        case .padding(_, let view), .frame(_, let view), .link(_, let view), .widgetURL(_, let view),
            .opacity(_, let view), .resizable(let view), .button(_, let view):
            return view.namedImages
        case .background(let a, let b), .containerBackground(let a, let b), .overlay(let a, _, let b):
            return a.namedImages + b.namedImages
        }
    }

    /// The buttons and toggles that take taps, in the order `WidgetViewLayout` places them (a container
    /// background's and redacted content's take none).
    public var intentActions: [_IntentAction] {
        switch self {
        case .empty, .text, .image, .shape, .spacer, .redacted: return []
        case .group(let views), .stack(_, _, _, let views): return views.flatMap(\.intentActions)
        case .progress(let progress): return (progress.label + progress.below).flatMap(\.intentActions)
        case .padding(_, let view), .frame(_, let view), .link(_, let view), .widgetURL(_, let view),
            .opacity(_, let view), .resizable(let view):
            return view.intentActions
        case .button(let action, let view): return [action] + view.intentActions
        case .background(let back, let content): return back.intentActions + content.intentActions
        case .containerBackground(_, let content): return content.intentActions
        case .overlay(let front, _, let content): return content.intentActions + front.intentActions
        }
    }
}

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
    /// A widget still loading: the entry its provider gives while loading, redacted; its links and buttons take no taps (a tap
    /// on the card opens the app as ever).
    public var isLoading: Bool
    public var showsContainerBackground: Bool
    public var hasContentMargins: Bool
    /// The images of the app's bundle the view names (`Image("name")`), as the app's `UIImage(named:)` finds them;
    /// a name missing here draws as a missing image.
    public var images: [String: ImageSnapshot]

    public init(
        id: String, kind: Kind, bundleIdentifier: String, appName: String, view: _ResolvedView?,
        isInteractive: Bool, isLoading: Bool = false, showsContainerBackground: Bool, hasContentMargins: Bool,
        images: [String: ImageSnapshot] = [:]
    ) {
        self.isLoading = isLoading
        self.images = images
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
