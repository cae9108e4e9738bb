#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A result that names another intent for the system to perform next (`some IntentResult & OpensIntent`).
@available(iOS 16.0, *)
public protocol OpensIntent: IntentResult {}
#endif
