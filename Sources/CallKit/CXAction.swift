#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// Something to do about calls, performed once: the app fulfils it when done or fails it when it cannot be done.
/// Abstract: apps use its subclasses.
///
/// `fulfill()` and `fail()` may be called from any thread; only the first of them counts. An action the car asked
/// the app's provider to perform reports back to the car then.
@available(iOS 10.0, *)
open class CXAction: NSObject {
    private struct Completion {
        var isComplete = false
        /// Where the outcome goes (an action the car asked for), until the action completes.
        var report: (@Sendable (PlatformCallActionOutcome) -> Void)?
        var timeoutDate = Date.distantFuture
    }

    private let _uuid = UUID()
    private let completion = Locked(Completion())

    /// A new action with a new identifier.
    public override init() {
        super.init()
    }

    /// The action's identifier.
    open var uuid: UUID { _uuid }

    /// Whether the app fulfilled or failed the action.
    open var isComplete: Bool { completion { $0.isComplete } }

    /// When the action times out (the car's clock): the provider's delegate then hears
    /// `provider(_:timedOutPerforming:)` and the action fails. The distant future until the car asks the provider to
    /// perform it.
    open var timeoutDate: Date { completion { $0.timeoutDate } }

    /// The car asked the provider to perform the action, to be completed by `date`.
    func setTimeoutDate(_ date: Date) { completion { $0.timeoutDate = date } }

    /// The action was performed.
    open func fulfill() {
        complete(.fulfilled(nil))
    }

    /// The action could not be performed.
    open func fail() {
        complete(.failed)
    }

    /// Completes the action with `outcome`, the first time only, and reports it where the car wants it.
    func complete(_ outcome: PlatformCallActionOutcome) {
        let report: (@Sendable (PlatformCallActionOutcome) -> Void)?? = completion { state in
            guard !state.isComplete else { return .none }
            state.isComplete = true
            defer { state.report = nil }
            return .some(state.report)
        }
        if case .some(let report?) = report { report(outcome) }
    }

    /// Sends the outcome to `report` once the app completes the action.
    func reportOutcome(to report: @escaping @Sendable (PlatformCallActionOutcome) -> Void) {
        completion { $0.report = report }
    }

    /// A description with the identifier and whether the action completed.
    open override var description: String {
        "<\(String(describing: type(of: self))): \(Unmanaged.passUnretained(self).toOpaque())> UUID=\(uuid.uuidString) "
            + "isComplete=\(isComplete ? 1 : 0)"
    }
}
#endif
