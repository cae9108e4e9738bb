import Foundation
import UIKit

/// A navigation app's instrument cluster: the window the system creates for its map, the car's compass and speed-limit
/// settings, and the text shown while the app is not navigating. The system creates it. Not main-actor isolated, as
/// in Apple's header.
@available(iOS 15.4, *)
open class CPInstrumentClusterController: NSObject, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Created by the system only (Apple marks `init()` unavailable).
    @_spi(CarPlayHost) public init(_host: Void) {
        super.init()
    }

    /// The object that hears about the cluster's window, zoom and settings (not retained).
    open weak var delegate: (any CPInstrumentClusterControllerDelegate)?

    /// The window the system created for the cluster's map, while connected.
    open var instrumentClusterWindow: UIWindow? { _instrumentClusterWindow }
    @_spi(CarPlayHost) public var _instrumentClusterWindow: UIWindow?

    /// Whether the car wants a speed limit drawn on the cluster's map.
    open var speedLimitSetting: CPInstrumentClusterSetting { _speedLimitSetting }
    @_spi(CarPlayHost) public var _speedLimitSetting: CPInstrumentClusterSetting = .unspecified

    /// Whether the car wants a compass drawn on the cluster's map.
    open var compassSetting: CPInstrumentClusterSetting { _compassSetting }
    @_spi(CarPlayHost) public var _compassSetting: CPInstrumentClusterSetting = .unspecified

    /// Texts shown while the app is not navigating, longest first.
    open var inactiveDescriptionVariants: [String] = [] { didSet { notifyHostOfChange() } }

    /// Attributed texts shown while the app is not navigating (preferred over the plain ones; only text attachments
    /// of at most 64×16 points are kept of their attributes).
    open var attributedInactiveDescriptionVariants: [NSAttributedString] = [] { didSet { notifyHostOfChange() } }

    /// Set by the delegate protocol's default implementations: the delegate did not implement the method called.
    @_spi(CarPlayHost) public var _lastCallbackWasUnimplemented = false

    open override var description: String { "<CPInstrumentClusterController: \(cpAddress(of: self))>" }
}
