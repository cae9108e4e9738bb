import Foundation

// The phone's notifications (UserNotifications) and the car's network's messages (remote notifications).
extension CarSystem {
    /// Connects the notification center to the car: its clock, time zone, log and changes.
    func setUpNotifications() {
        notifications.clock = { [weak self] in self?.clock() ?? Date() }
        notifications.timeZone = { [weak self] in self?.timeZone ?? .current }
        notifications.log = { [weak self] line in self?.log.append(.host, line) }
        notifications.onChange = { [weak self] in self?.notify() }
    }

    /// The driver taps the banner of app `id`'s notification: the app comes to the front; Siri reads a messaging
    /// app's message, any other app hears the tap. `.notOnScreen` when no banner of the app shows.
    @discardableResult
    public func selectNotification(of id: String) throws(SystemError) -> InputOutcome {
        guard let session = sessions[id] else { throw .unknownApp(id) }
        guard isPhoneConnected else { throw .phoneDisconnected }
        guard notifications.currentBanner?.app == id, let notification = notifications.takeBanner() else {
            return .notOnScreen
        }
        try launch(id)
        NotificationTap.run(notification, center: notifications, context: session)
        notify()
        return .handledBySystem
    }

    /// The driver shows or hides app `id`'s notifications in CarPlay (Settings → CarPlay → the app).
    public func setNotificationsHidden(_ hidden: Bool, for id: String) throws(SystemError) {
        guard sessions[id] != nil else { throw .unknownApp(id) }
        if hidden { notifications.hiddenApps.insert(id) } else { notifications.hiddenApps.remove(id) }
        log.append(.host, "\(name(of: id))'s notifications \(hidden ? "hidden" : "shown") in CarPlay")
        notify()
    }

    /// Someone sends the driver a message through a messaging app: the car's network sends the app a remote
    /// notification (`PushValue.message(from:text:)`, launching its app delegate first), which the app stores and
    /// tells of with its own notification. `app`: the app; nil: the first installed communication app with an app
    /// delegate. `.unsupported` when none takes remote notifications.
    public func receiveMessage(from sender: String, text: String, app: String? = nil) throws(SystemError)
        -> InputOutcome
    {
        guard isPhoneConnected else { throw .phoneDisconnected }
        let candidates: [String]
        if let app {
            guard sessions[app] != nil else { throw .unknownApp(app) }
            candidates = [app]
        } else {
            candidates = apps.filter { $0.bundle.category == .communication }.map(\.id)
        }
        for id in candidates {
            guard let session = sessions[id],
                session.deliverRemoteNotification(PushValue.message(from: sender, text: text))
            else { continue }
            log.append(.host, "Remote notification to \(name(of: id)): a message from \(sender)")
            return finishInput(.handledBySystem)
        }
        log.append(.host, "No app takes the message from \(sender)")
        return finishInput(.unsupported)
    }
}
