#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Gives `UIScene` its `delegate` property from a protocol extension rather than as a class member, so that
/// `CPTemplateApplicationScene` can declare `delegate` with CarPlay's delegate type, as the iOS SDK does (an
/// Objective-C subclass may narrow a property's type; a Swift override may not).
@preconcurrency @MainActor
public protocol _UISceneDelegateProperty: AnyObject {}

extension _UISceneDelegateProperty where Self: UIScene {
    /// The object you use to receive life-cycle events for the scene (retained strongly, as in UIKit).
    public var delegate: (any UISceneDelegate)? {
        get { _delegateStorage }
        set { _delegateStorage = newValue }
    }
}
#endif
