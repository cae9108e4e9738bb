import Foundation
import UIKit

/// The delegate of a navigation app's instrument cluster scene. Every method is optional.
@preconcurrency @MainActor
@available(iOS 15.4, *)
public protocol CPTemplateApplicationInstrumentClusterSceneDelegate: _CPContentStyleObserving {
    /// The cluster connected, with its controller.
    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController)
    /// The cluster disconnected.
    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didDisconnectInstrumentClusterController instrumentClusterController: CPInstrumentClusterController)
}

extension CPTemplateApplicationInstrumentClusterSceneDelegate {
    public func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController
    ) {
        templateApplicationInstrumentClusterScene._lastCallbackWasUnimplemented = true
    }

    public func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didDisconnectInstrumentClusterController instrumentClusterController: CPInstrumentClusterController
    ) {
        templateApplicationInstrumentClusterScene._lastCallbackWasUnimplemented = true
    }
}
