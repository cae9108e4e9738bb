import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

// URLs: those the app opens (the car launches the app that handles them), and those the car hands it.
extension CarSession {
    /// The app asked to open `url`: it is recorded, and the car's router opens it after the app's code returns.
    /// False when no app opens it.
    func requestOpen(_ url: URL) -> Bool {
        openURLRequests.append(url)
        if openURLRequests.count > Self.retainedLogEntries { openURLRequests.removeFirst() }
        return urlRouter?(url, true) ?? false
    }

    /// Whether an app opens `url` (`canOpenURL`).
    func canOpen(_ url: URL) -> Bool {
        urlRouter?(url, false) ?? false
    }

    /// Hands the connected scene URLs to open (`scene(_:openURLContexts:)`); nothing while it is not connected.
    public func openURLContexts(_ requests: [OpenURLRequest]) {
        guard appState == .connected, let scene, let delegate = sceneDelegate, !requests.isEmpty else { return }
        runAsApp { delegate.scene(scene, openURLContexts: OpenURLRequest.contexts(requests)) }
        received("scene(_:openURLContexts:)")
    }
}
