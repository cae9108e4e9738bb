import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// The object a list template tells when the user selects an item (deprecated in iOS 14: use the items'
/// `handler`).
///
/// The method comes in two spellings, a completion-handler form and an `async` form (as Swift imports an
/// Objective-C completion handler). Implement either one: the other has a default that bridges to it. A
/// conformer that implements neither compiles, but raises Objective-C's "unrecognized selector" exception when
/// the system calls the method, as a missing required method does on iOS.
///
/// Not main-actor isolated, as on iOS: a plain `NSObject` delegate can be created anywhere. The list template
/// calls the methods on the main actor, so they are main-actor requirements.
@available(iOS, introduced: 12.0, deprecated: 14.0, message: "Use the handler of CPSelectableListItem")
public protocol CPListTemplateDelegate: NSObjectProtocol {
    /// The user selected `item`: call `completionHandler` when done handling it (the system shows a spinner until
    /// then).
    @MainActor func listTemplate(
        _ listTemplate: CPListTemplate, didSelect item: CPListItem, completionHandler: @escaping () -> Void)

    /// The user selected `item`: return when done handling it.
    @MainActor func listTemplate(_ listTemplate: CPListTemplate, didSelect item: CPListItem) async
}

extension CPListTemplateDelegate {
    /// Default: runs the `async` form and then calls `completionHandler`.
    @MainActor public func listTemplate(
        _ listTemplate: CPListTemplate, didSelect item: CPListItem, completionHandler: @escaping () -> Void
    ) {
        guard CPListTemplateDelegateBridge.bridgingDelegate != ObjectIdentifier(self) else {
            CPHostBridge.raise(
                name: CPHostException.invalidArgument,
                reason: "-[\(String(describing: type(of: self))) listTemplate:didSelectListItem:completionHandler:]: "
                    + "unrecognized selector sent to instance \(cpAddress(of: self))")
            completionHandler()
            return
        }
        let completion = CPListTemplateDelegateBridge.Box(completionHandler)
        Task { @MainActor in
            await self.listTemplate(listTemplate, didSelect: item)
            completion.value()
        }
    }

    /// Default: runs the completion-handler form and returns when it calls its completion.
    @MainActor public func listTemplate(_ listTemplate: CPListTemplate, didSelect item: CPListItem) async {
        await CPListTemplateDelegateBridge.$bridgingDelegate.withValue(ObjectIdentifier(self)) {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                self.listTemplate(listTemplate, didSelect: item) { continuation.resume() }
            }
        }
    }
}

/// Bookkeeping of the default implementations that bridge the two spellings of the list delegate's method.
enum CPListTemplateDelegateBridge {
    /// The delegate whose `async` default is waiting on its completion-handler form in this task. When that form
    /// is the default too, the delegate implements neither spelling.
    @TaskLocal static var bridgingDelegate: ObjectIdentifier?

    /// Carries an app's completion handler into the task that calls it on the main actor.
    final class Box: @unchecked Sendable {
        let value: () -> Void
        init(_ value: @escaping () -> Void) { self.value = value }
    }
}
