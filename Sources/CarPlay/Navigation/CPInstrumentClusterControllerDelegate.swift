import Foundation
import UIKit

/// The delegate of an instrument cluster controller: hears when the cluster's window connects and disconnects, the
/// car's zoom controls, and the compass and speed-limit settings.
@MainActor
@available(iOS 15.4, *)
public protocol CPInstrumentClusterControllerDelegate: NSObjectProtocol {
    /// The cluster's window connected: draw the map into it.
    func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow)
    /// The cluster's window disconnected.
    func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow)
    /// The driver zoomed the cluster's map in.
    func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController)
    /// The driver zoomed the cluster's map out.
    func instrumentClusterControllerDidZoomOut(_ instrumentClusterController: CPInstrumentClusterController)
    /// The car's compass setting changed.
    func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController,
        didChangeCompassSetting compassSetting: CPInstrumentClusterSetting)
    /// The car's speed-limit setting changed.
    func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController,
        didChangeSpeedLimitSetting speedLimitSetting: CPInstrumentClusterSetting)
}

// The optional methods: doing nothing, and telling the host so.
extension CPInstrumentClusterControllerDelegate {
    public func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController) {
        instrumentClusterController._lastCallbackWasUnimplemented = true
    }

    public func instrumentClusterControllerDidZoomOut(_ instrumentClusterController: CPInstrumentClusterController) {
        instrumentClusterController._lastCallbackWasUnimplemented = true
    }

    public func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController,
        didChangeCompassSetting compassSetting: CPInstrumentClusterSetting
    ) {
        instrumentClusterController._lastCallbackWasUnimplemented = true
    }

    public func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController,
        didChangeSpeedLimitSetting speedLimitSetting: CPInstrumentClusterSetting
    ) {
        instrumentClusterController._lastCallbackWasUnimplemented = true
    }
}
