import Foundation

extension CPInterfaceController {
    /// Finds the app object with `id` among this controller's templates (or in the template `within`, which the host
    /// may just have dismissed) and runs what the driver's `action` means for it. `completion` runs (on the main
    /// actor, once) when the app calls a handler's completion.
    @_spi(CarPlayHost) public func _activate(
        _ id: CPElementID, action: CPHostAction, within: CPElementID? = nil,
        completion: @escaping @MainActor () -> Void
    ) -> CPHostActivationResult {
        let once = CPCompletionOnce(completion)
        let preferred = within.flatMap { _template(for: $0) }.map { [$0] } ?? []
        for template in preferred + hostTemplates() {
            if let result = CPHostElementTree.activate(id, action: action, in: template, completion: once) {
                return result
            }
        }
        return .notFound
    }

    /// Every template this controller can resolve: the hierarchy, the modal and the tabs of a tab bar root.
    private func hostTemplates() -> [CPTemplate] {
        var result = templates
        if let presented = presentedTemplate { result.append(presented) }
        for case let tabBar as CPTabBarTemplate in result { result += tabBar.templates }
        return result
    }
}

/// A completion that the app may call from any thread, any number of times; it reaches the host once, on the main
/// actor.
final class CPCompletionOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false
    private let body: @MainActor () -> Void

    init(_ body: @escaping @MainActor () -> Void) { self.body = body }

    func callAsFunction() {
        lock.lock()
        let first = !done
        done = true
        lock.unlock()
        guard first else { return }
        if cpIsMainQueue() {
            MainActor.assumeIsolated { body() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.body() } }
        }
    }
}

/// Walks the object tree of one template to find an element and activate it.
@preconcurrency @MainActor
enum CPHostElementTree {
    static func activate(
        _ id: CPElementID, action: CPHostAction, in template: CPTemplate, completion: CPCompletionOnce
    ) -> CPHostActivationResult? {
        if let provider = template as? any CPBarButtonProviding {
            let buttons =
                provider.leadingNavigationBarButtons + provider.trailingNavigationBarButtons
                + (provider.backButton.map { [$0] } ?? [])
            if let button = buttons.first(where: { $0._elementID == id }) {
                guard action == .select else { return .unsupported }
                if button is CPMessageComposeBarButton { return .invokedSystem(.compose(to: nil)) }
                button.handler?(button)
                return .invoked
            }
        }
        return template._hostActivate(id, action: action, completion: completion)
    }
}
