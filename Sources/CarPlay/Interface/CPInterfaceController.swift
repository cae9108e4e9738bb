import Foundation
import UIKit

/// A controller that manages the templates of a CarPlay scene. CarPlay creates it and passes it to the scene
/// delegate when the scene connects; apps don't create one.
@preconcurrency @MainActor
open class CPInterfaceController: NSObject {
    /// The host that owns the real hierarchy.
    @_spi(CarPlayHost) public weak var _host: (any CPInterfaceControllerHost)?

    /// Templates the app handed to this controller, by id, so the host's hierarchy of ids maps back to objects.
    private var registry: [CPElementID: CPTemplate] = [:]

    /// Stands in for the nil that iOS returns from `rootTemplate` before a root was set (see docs/DECISIONS.md).
    private lazy var noRootTemplate = CPTemplate()

    @_spi(CarPlayHost) public init(_host host: any CPInterfaceControllerHost) {
        _host = host
        super.init()
    }

    /// A controller no car hosts.
    init(_detached: Void) {
        super.init()
    }

    /// The delegate that hears when templates appear and disappear.
    open weak var delegate: (any CPInterfaceControllerDelegate)?

    /// Set to true before setting a root template to give every template the dark style (default false).
    @available(iOS 13.0, *)
    open var prefersDarkUserInterfaceStyle: Bool = false

    /// The trait collection of the car's screen; use only its `displayScale`.
    @available(iOS 14.0, *)
    open var carTraitCollection: UITraitCollection {
        _host?.carTraitCollection(of: self) ?? CPHostBridge.unhostedCarTraitCollection
    }

    // MARK: Reading the hierarchy

    /// The presented (modal) template, if any.
    open var presentedTemplate: CPTemplate? {
        hierarchy.presented.flatMap(resolve)
    }

    /// The root template of the navigation hierarchy.
    open var rootTemplate: CPTemplate {
        hierarchy.templates.first.flatMap(resolve) ?? noRootTemplate
    }

    /// The top-most template in the navigation hierarchy.
    open var topTemplate: CPTemplate? {
        hierarchy.templates.last.flatMap(resolve)
    }

    /// The contents of the navigation hierarchy.
    open var templates: [CPTemplate] {
        hierarchy.templates.compactMap(resolve)
    }

    private var hierarchy: CPTemplateHierarchy { _host?.hierarchy(of: self) ?? CPTemplateHierarchy() }

    /// The app object with an element id, among templates handed to this controller and their tabs.
    @_spi(CarPlayHost) public func _template(for id: CPElementID) -> CPTemplate? { resolve(id) }

    private func resolve(_ id: CPElementID) -> CPTemplate? {
        if let template = registry[id] { return template }
        for case let tabBar as CPTabBarTemplate in registry.values {
            if let tab = tabBar.templates.first(where: { $0._elementID == id }) { return tab }
        }
        return nil
    }

    // MARK: Operations

    /// Performs an operation on the host and reports the outcome through the completion.
    private func perform(
        _ operation: CPTemplateOperation, animated: Bool, completion: ((Bool, (any Error)?) -> Void)?
    ) {
        if let template = operation.template {
            registry[template._elementID] = registry[template._elementID] ?? template
        }
        guard let host = _host else {
            completion?(false, CPHostBridge.notConnectedError)
            return
        }
        let outcome = host.interfaceController(
            self, perform: operation, animated: animated, hasCompletion: completion != nil)
        let retained = host.hierarchy(of: self).retained
        registry = registry.filter { retained.contains($0.key) }
        switch outcome {
        case .completed(let success): completion?(success, nil)
        case .failed(let error): completion?(false, error)
        case .faulted: break
        }
    }

    @available(iOS 14.0, *)
    private func performAsync(_ operation: CPTemplateOperation, animated: Bool) async throws -> Bool {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Bool, any Error>) in
            var resumed = false
            perform(operation, animated: animated) { success, error in
                guard !resumed else { return }
                resumed = true
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: success) }
            }
            if !resumed {
                // The host raised an exception: on iOS the app is terminated and the call never returns. Here the
                // awaiting task is cancelled with the fault, which the host has already recorded.
                resumed = true
                continuation.resume(throwing: CancellationError())
            }
        }
    }

    /// Sets the root template, replacing the whole hierarchy.
    @available(iOS 14.0, *)
    open func setRootTemplate(
        _ rootTemplate: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil
    ) {
        perform(.setRoot(rootTemplate), animated: animated, completion: completion)
    }

    /// Sets the root template, replacing the whole hierarchy.
    @discardableResult
    @available(iOS 14.0, *)
    open func setRootTemplate(_ rootTemplate: CPTemplate, animated: Bool) async throws -> Bool {
        try await performAsync(.setRoot(rootTemplate), animated: animated)
    }

    /// Pushes a template onto the navigation hierarchy.
    @available(iOS 14.0, *)
    open func pushTemplate(
        _ templateToPush: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil
    ) {
        perform(.push(templateToPush), animated: animated, completion: completion)
    }

    /// Pushes a template onto the navigation hierarchy.
    @discardableResult
    @available(iOS 14.0, *)
    open func pushTemplate(_ templateToPush: CPTemplate, animated: Bool) async throws -> Bool {
        try await performAsync(.push(templateToPush), animated: animated)
    }

    /// Pops the top template.
    @available(iOS 14.0, *)
    open func popTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        perform(.pop, animated: animated, completion: completion)
    }

    /// Pops the top template.
    @discardableResult
    @available(iOS 14.0, *)
    open func popTemplate(animated: Bool) async throws -> Bool {
        try await performAsync(.pop, animated: animated)
    }

    /// Pops every template above the root.
    @available(iOS 14.0, *)
    open func popToRootTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        perform(.popToRoot, animated: animated, completion: completion)
    }

    /// Pops every template above the root.
    @discardableResult
    @available(iOS 14.0, *)
    open func popToRootTemplate(animated: Bool) async throws -> Bool {
        try await performAsync(.popToRoot, animated: animated)
    }

    /// Pops templates until `targetTemplate` is on top.
    @available(iOS 14.0, *)
    open func pop(to targetTemplate: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        perform(.popTo(targetTemplate), animated: animated, completion: completion)
    }

    /// Pops templates until `targetTemplate` is on top.
    @discardableResult
    @available(iOS 14.0, *)
    open func pop(to targetTemplate: CPTemplate, animated: Bool) async throws -> Bool {
        try await performAsync(.popTo(targetTemplate), animated: animated)
    }

    /// Presents a modal template (alert, action sheet or voice control).
    @available(iOS 14.0, *)
    open func presentTemplate(
        _ templateToPresent: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil
    ) {
        perform(.present(templateToPresent), animated: animated, completion: completion)
    }

    /// Presents a modal template (alert, action sheet or voice control).
    @discardableResult
    @available(iOS 14.0, *)
    open func presentTemplate(_ templateToPresent: CPTemplate, animated: Bool) async throws -> Bool {
        try await performAsync(.present(templateToPresent), animated: animated)
    }

    /// Dismisses the presented template.
    @available(iOS 14.0, *)
    open func dismissTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        perform(.dismiss, animated: animated, completion: completion)
    }

    /// Dismisses the presented template.
    @discardableResult
    @available(iOS 14.0, *)
    open func dismissTemplate(animated: Bool) async throws -> Bool {
        try await performAsync(.dismiss, animated: animated)
    }

    // MARK: Deprecated (iOS 12–14): no completion, so a failure raises an exception

    @available(iOS, introduced: 12.0, deprecated: 14.0, renamed: "setRootTemplate(_:animated:completion:)")
    open func setRootTemplate(_ rootTemplate: CPTemplate, animated: Bool) {
        perform(.setRoot(rootTemplate), animated: animated, completion: nil)
    }

    @available(iOS, introduced: 12.0, deprecated: 14.0, renamed: "pushTemplate(_:animated:completion:)")
    open func pushTemplate(_ templateToPush: CPTemplate, animated: Bool) {
        perform(.push(templateToPush), animated: animated, completion: nil)
    }

    @available(iOS, introduced: 12.0, deprecated: 14.0, renamed: "popTemplate(animated:completion:)")
    open func popTemplate(animated: Bool) {
        perform(.pop, animated: animated, completion: nil)
    }

    @available(iOS, introduced: 12.0, deprecated: 14.0, renamed: "popToRootTemplate(animated:completion:)")
    open func popToRootTemplate(animated: Bool) {
        perform(.popToRoot, animated: animated, completion: nil)
    }

    @available(iOS, introduced: 12.0, deprecated: 14.0, renamed: "pop(to:animated:completion:)")
    open func pop(to targetTemplate: CPTemplate, animated: Bool) {
        perform(.popTo(targetTemplate), animated: animated, completion: nil)
    }

    @available(iOS, introduced: 12.0, deprecated: 14.0, renamed: "presentTemplate(_:animated:completion:)")
    open func presentTemplate(_ templateToPresent: CPTemplate, animated: Bool) {
        perform(.present(templateToPresent), animated: animated, completion: nil)
    }

    @available(iOS, introduced: 12.0, deprecated: 14.0, renamed: "dismissTemplate(animated:completion:)")
    open func dismissTemplate(animated: Bool) {
        perform(.dismiss, animated: animated, completion: nil)
    }

    // MARK: Host callbacks (SPI)

    /// Lets the controller resolve a template the system itself shows (the shared Now Playing template pushed from
    /// the tab bar's Now Playing button).
    @_spi(CarPlayHost) public func _registerSystemTemplate(_ template: CPTemplate) {
        registry[template._elementID] = template
    }

    /// Delivers appearance callbacks to the delegate, in the order the host decided.
    @_spi(CarPlayHost) public func _deliver(_ events: [CPTemplateAppearanceEvent], animated: Bool) {
        guard let delegate else { return }
        for event in events {
            switch event {
            case .willAppear(let id): if let t = resolve(id) { delegate.templateWillAppear(t, animated: animated) }
            case .didAppear(let id): if let t = resolve(id) { delegate.templateDidAppear(t, animated: animated) }
            case .willDisappear(let id):
                if let t = resolve(id) { delegate.templateWillDisappear(t, animated: animated) }
            case .didDisappear(let id): if let t = resolve(id) { delegate.templateDidDisappear(t, animated: animated) }
            }
        }
    }

    nonisolated open override var description: String { "<CPInterfaceController: \(cpAddress(of: self))>" }
}
