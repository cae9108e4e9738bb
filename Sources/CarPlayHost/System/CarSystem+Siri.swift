import Foundation

// Siri for the app in front: what the driver says to it (the browser car's Siri panel).
extension CarSystem {
    /// The driver says `text` to Siri, which listens for the app in front (a yes or no, a name, a message to
    /// dictate). `.unsupported` when Siri is not listening. The log keeps only the length: what a driver dictates is a
    /// message's content.
    public func siriHears(_ text: String) throws(SystemError) -> InputOutcome {
        let session = try requireForeground()
        guard case .listening = session.siriState else {
            log.append(.input, "Said to Siri (\(text.count) characters): Siri is not listening")
            return finishInput(.unsupported)
        }
        log.append(.input, "Said to Siri (\(text.count) characters)")
        session.siriHears(text)
        return finishInput(.handled)
    }

    /// The driver dismisses Siri for the app in front; `.notOnScreen` when Siri is not up.
    public func dismissSiri() throws(SystemError) -> InputOutcome {
        let session = try requireForeground()
        guard session.siriState != .idle else { return finishInput(.notOnScreen) }
        log.append(.input, "Dismiss Siri")
        session.cancelSiri()
        return finishInput(.handled)
    }
}
