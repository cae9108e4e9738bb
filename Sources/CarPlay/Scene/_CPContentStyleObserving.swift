import Foundation
import UIKit

/// What the CarPlay scene delegates share: `contentStyleDidChange(_:)`, an optional method of both
/// `CPTemplateApplicationSceneDelegate` and `CPTemplateApplicationInstrumentClusterSceneDelegate`. Declared once so
/// that one class can adopt both protocols without implementing it, as on iOS (two protocol extensions each giving
/// a default would make the method ambiguous). Not part of Apple's API; apps do not name it.
@preconcurrency @MainActor
@available(iOS 13.0, *)
public protocol _CPContentStyleObserving: UISceneDelegate {
    /// The car's content style changed (iOS 15.4).
    @available(iOS 15.4, *)
    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle)
}

extension _CPContentStyleObserving {
    @available(iOS 15.4, *)
    public func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {}
}
