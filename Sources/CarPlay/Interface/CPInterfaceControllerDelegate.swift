import Foundation

/// Hears when templates appear and disappear. Every method is optional.
@preconcurrency @MainActor
public protocol CPInterfaceControllerDelegate: NSObjectProtocol {
    /// A template is about to appear.
    func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool)
    /// A template appeared.
    func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool)
    /// A template is about to disappear.
    func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool)
    /// A template disappeared.
    func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool)
}

extension CPInterfaceControllerDelegate {
    public func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool) {}
    public func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) {}
    public func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool) {}
    public func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool) {}
}
