#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import _PlatformHost

/// Actions performed together: a call controller requests them in one transaction, and a provider's delegate may
/// take the whole transaction (`provider(_:execute:)`).
@available(iOS 10.0, *)
open class CXTransaction: NSObject {
    private let _uuid = UUID()
    private let _actions: Locked<[CXAction]>

    /// A transaction of `actions`, in order.
    public init(actions: [CXAction]) {
        _actions = Locked(actions)
        super.init()
    }

    /// A transaction of one action.
    public convenience init(action: CXAction) {
        self.init(actions: [action])
    }

    /// The transaction's identifier.
    open var uuid: UUID { _uuid }

    /// Whether every action of the transaction completed.
    open var isComplete: Bool { actions.allSatisfy(\.isComplete) }

    /// The transaction's actions, in order.
    open var actions: [CXAction] { _actions { $0 } }

    /// Adds `action` at the end.
    open func addAction(_ action: CXAction) {
        _actions { $0.append(action) }
    }

    /// A description with the identifier and the actions.
    open override var description: String {
        "<CXTransaction: \(Unmanaged.passUnretained(self).toOpaque())> UUID=\(uuid.uuidString) "
            + "isComplete=\(isComplete ? 1 : 0) actions=\(actions)"
    }
}
#endif
