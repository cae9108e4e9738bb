import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

// The phone: connecting and locking.
extension CarSystem {
    /// Connects or disconnects the phone. Disconnecting disconnects every app's scene (the car shows its home
    /// screen without apps); connecting again reconnects the scenes of the apps that were running, the one that was
    /// in front in front again.
    public func setPhoneConnected(_ connected: Bool) {
        guard connected != isPhoneConnected else { return }
        if connected {
            isPhoneConnected = true
            log.append(.host, "Phone connected")
            let (running, front) = runningBeforeDisconnect
            runningBeforeDisconnect = ([], nil)
            for id in running {
                guard let app = app(id), let session = sessions[id],
                    let delegate = session.runAsApp({ app.makeSceneDelegate() })
                else { continue }
                let inFront = id == front
                if inFront { foregroundApp = id }
                loggedAppearanceCount[id] = session.appearanceEventCount
                session.connect(delegate, inForeground: inFront)
            }
            if let front { noteInFront(front) }
            updateNavigationScenes()
        } else {
            let running = apps.map(\.id).filter { sessions[$0]?.appState == .connected }
            runningBeforeDisconnect = (running, foregroundApp)
            isPhoneConnected = false
            foregroundApp = nil
            isDashboardShowing = false
            log.append(.host, "Phone disconnected")
            // The Dashboard and cluster scenes go first.
            updateNavigationScenes()
            for id in running {
                guard let session = sessions[id] else { continue }
                session.disconnect()
            }
            // Without the phone the car falls back to its own source.
            applyAudio(audioFocus.phoneDisconnected())
        }
        notify()
    }

    /// Locks or unlocks the phone: protected data becomes unavailable or available again. Every app hears it
    /// (`UIApplicationProtectedDataWillBecomeUnavailable` / `…DidBecomeAvailable`, and its app delegate).
    public func setPhoneLocked(_ locked: Bool) {
        guard locked != isPhoneLocked else { return }
        isPhoneLocked = locked
        log.append(.host, locked ? "Phone locked" : "Phone unlocked")
        // Each app has its own UIApplication (as each iOS app is a process of its own): every one hears it, and its
        // app delegate when it has one.
        var delegates = 0
        for session in apps.compactMap({ sessions[$0.id] }) {
            session.runAsApp {
                UIApplication.shared._setProtectedDataAvailable(!locked)
                if UIApplication.shared.delegate != nil { delegates += 1 }
            }
        }
        var callbacks = [
            locked ? "UIApplicationProtectedDataWillBecomeUnavailable" : "UIApplicationProtectedDataDidBecomeAvailable"
        ]
        if delegates > 0 {
            callbacks.insert(
                locked ? "applicationProtectedDataWillBecomeUnavailable" : "applicationProtectedDataDidBecomeAvailable",
                at: 0)
        }
        log.append(.app, "apps ← " + callbacks.joined(separator: ", "))
        notify()
    }
}
