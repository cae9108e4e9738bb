#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A result with a dialog the system speaks (`some IntentResult & ProvidesDialog`).
@available(iOS 16.0, *)
public protocol ProvidesDialog: IntentResult {}
#endif
