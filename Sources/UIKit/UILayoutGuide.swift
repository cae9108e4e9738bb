#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A rectangular area that can interact with Auto Layout.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The guide's frame in its owning view's coordinate system.
    open private(set) var layoutFrame: CGRect = .zero
    /// A string used to identify the layout guide.
    open var identifier: String = ""
    /// The view that owns this layout guide.
    open weak var owningView: UIView?

    /// Creates a layout guide with a zero frame.
    public override init() {
        super.init()
    }

    /// Sets the guide's frame; the host calls this when the car's layout changes.
    @_spi(CarPlayHost) public func _setLayoutFrame(_ frame: CGRect) {
        layoutFrame = frame
    }
}
#endif
