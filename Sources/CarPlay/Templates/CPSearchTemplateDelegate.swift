import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// The object a search template asks for results as the user types, and tells about selections.
///
/// Each of the two required methods comes in two spellings, a completion-handler form and an `async` form (as
/// Swift imports Objective-C completion handlers). Implement one spelling of each: the other one has a default
/// that bridges to it. A conformer that implements neither spelling compiles, but raises Objective-C's
/// "unrecognized selector" exception when the system calls the method, as a missing required method does on iOS.
@preconcurrency @MainActor
public protocol CPSearchTemplateDelegate: NSObjectProtocol {
    /// The search text changed: call `completionHandler` with the results to show.
    func searchTemplate(
        _ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String,
        completionHandler: @escaping ([CPListItem]) -> Void)

    /// The search text changed: return the results to show.
    func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String) async -> [CPListItem]

    /// The user selected a result: call `completionHandler` when done handling it.
    func searchTemplate(
        _ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void)

    /// The user selected a result: return when done handling it.
    func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem) async

    /// The user tapped the keyboard's Search button: push a list template of full results.
    func searchTemplateSearchButtonPressed(_ searchTemplate: CPSearchTemplate)
}

extension CPSearchTemplateDelegate {
    /// Default: runs the `async` form and passes its results to `completionHandler`.
    public func searchTemplate(
        _ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String,
        completionHandler: @escaping ([CPListItem]) -> Void
    ) {
        guard !CPSearchDelegateBridge.isBridging(self) else {
            CPSearchDelegateBridge.raiseUnrecognizedSelector(
                self, selector: "searchTemplate:updatedSearchText:completionHandler:")
            completionHandler([])
            return
        }
        let handler = CPSearchDelegateBridge.Box(completionHandler)
        Task { @MainActor in
            let items = await self.searchTemplate(searchTemplate, updatedSearchText: searchText)
            handler.value(items)
        }
    }

    /// Default: runs the completion-handler form and returns the results it passes.
    public func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String) async
        -> [CPListItem]
    {
        await CPSearchDelegateBridge.$bridgingDelegate.withValue(ObjectIdentifier(self)) {
            await withCheckedContinuation { (continuation: CheckedContinuation<[CPListItem], Never>) in
                self.searchTemplate(searchTemplate, updatedSearchText: searchText) { items in
                    continuation.resume(returning: items)
                }
            }
        }
    }

    /// Default: runs the `async` form and then calls `completionHandler`.
    public func searchTemplate(
        _ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void
    ) {
        guard !CPSearchDelegateBridge.isBridging(self) else {
            CPSearchDelegateBridge.raiseUnrecognizedSelector(
                self, selector: "searchTemplate:selectedResult:completionHandler:")
            completionHandler()
            return
        }
        let handler = CPSearchDelegateBridge.Box(completionHandler)
        Task { @MainActor in
            await self.searchTemplate(searchTemplate, selectedResult: item)
            handler.value()
        }
    }

    /// Default: runs the completion-handler form and returns when it calls its completion.
    public func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem) async {
        await CPSearchDelegateBridge.$bridgingDelegate.withValue(ObjectIdentifier(self)) {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                self.searchTemplate(searchTemplate, selectedResult: item) { continuation.resume() }
            }
        }
    }

    /// Default: nothing happens.
    public func searchTemplateSearchButtonPressed(_ searchTemplate: CPSearchTemplate) {}
}

/// Bookkeeping of the default implementations that bridge the two spellings of the search delegate's methods.
enum CPSearchDelegateBridge {
    /// The delegate whose `async` default is waiting on its completion-handler form in this task. When that form
    /// is the default too, the delegate implements neither spelling.
    @TaskLocal static var bridgingDelegate: ObjectIdentifier?

    static func isBridging(_ delegate: AnyObject) -> Bool {
        bridgingDelegate == ObjectIdentifier(delegate)
    }

    /// Raises what iOS raises when a required method is missing.
    static func raiseUnrecognizedSelector(_ delegate: AnyObject, selector: String) {
        CPHostBridge.raise(
            name: CPHostException.invalidArgument,
            reason: "-[\(String(describing: type(of: delegate))) \(selector)]: unrecognized selector sent to instance "
                + cpAddress(of: delegate))
    }

    /// Carries an app's completion handler into the task that calls it on the main actor.
    final class Box<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
