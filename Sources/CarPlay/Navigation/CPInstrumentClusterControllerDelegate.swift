import Foundation
import UIKit

/// The delegate of an instrument cluster controller: hears when the cluster's window connects and disconnects, the
/// car's zoom controls, and the compass and speed-limit settings. Not main-actor isolated, as in Apple's header; the
/// system calls the methods on the main actor, so they are main-actor requirements.
@available(iOS 15.4, *)
public protocol CPInstrumentClusterControllerDelegate: NSObjectProtocol {
    /// The cluster's window connected: draw the map into it.
    @MainActor func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow)
    /// The cluster's window disconnected.
    @MainActor func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow)
    /// The driver zoomed the cluster's map in.
    @MainActor func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController)
    /// The driver zoomed the cluster's map out.
    @MainActor func instrumentClusterControllerDidZoomOut(_ instrumentClusterController: CPInstrumentClusterController)
    /// The car's compass setting changed.
    @MainActor func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController,
        didChangeCompassSetting compassSetting: CPInstrumentClusterSetting)
    /// The car's speed-limit setting changed.
    @MainActor func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController,
        didChangeSpeedLimitSetting speedLimitSetting: CPInstrumentClusterSetting)
}

// The optional methods: doing nothing, and telling the host so.
extension CPInstrumentClusterControllerDelegate {
    @MainActor public func instrumentClusterControllerDidZoom(
        in instrumentClusterController: CPInstrumentClusterController
    ) {
        instrumentClusterController._lastCallbackWasUnimplemented = true
    }

    @MainActor public func instrumentClusterControllerDidZoomOut(
        _ instrumentClusterController: CPInstrumentClusterController
    ) {
        instrumentClusterController._lastCallbackWasUnimplemented = true
    }

    @MainActor public func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController,
        didChangeCompassSetting compassSetting: CPInstrumentClusterSetting
    ) {
        instrumentClusterController._lastCallbackWasUnimplemented = true
    }

    @MainActor public func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController,
        didChangeSpeedLimitSetting speedLimitSetting: CPInstrumentClusterSetting
    ) {
        instrumentClusterController._lastCallbackWasUnimplemented = true
    }
}
