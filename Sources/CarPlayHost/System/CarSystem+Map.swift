import Foundation

// The driver's gestures on the map of the app in front.
extension CarSystem {
    /// The map of the app in front hears `gesture` (`MapGesture`); logged where a gesture began and ended.
    public func perform(_ gesture: MapGesture) throws(SystemError) -> InputOutcome {
        guard isPhoneConnected else { throw .phoneDisconnected }
        guard let session = foregroundSession, session.appState == .connected else { throw .notRunning }
        // A gesture's moves come up to once a frame: the log names where it began and ended, not every move.
        if gesture.phase != .changed { log.append(.input, Self.describe(gesture)) }
        let outcome =
            switch gesture {
            case .pan(let direction, let phase): session.panMap(direction, phase: phase)
            case .drag(let phase, let translation, let velocity):
                session.dragMap(phase, translation: translation, velocity: velocity)
            case .pinch(let phase, let center, let scale, let velocity):
                session.pinchMap(phase, center: center, scale: scale, velocity: velocity)
            case .rotate(let phase, let center, let rotation, let velocity):
                session.rotateMap(phase, center: center, rotation: rotation, velocity: velocity)
            case .pitch(let phase, let center): session.pitchMap(phase, center: center)
            case .doubleTap(let center, let fingers): session.doubleTapMap(at: center, fingers: fingers)
            }
        // As before the gesture moved here, the simulator publishes after the message; no notify() of its own.
        return outcome
    }

    /// A gesture as the event log names it.
    static func describe(_ gesture: MapGesture) -> String {
        func at(_ point: Point) -> String { "(\(fmt(point.x)), \(fmt(point.y)))" }
        return switch gesture {
        case .pan(let direction, let phase): "Map pan \(direction.rawValue) (\(phase.rawValue))"
        case .drag(let phase, let translation, _): "Map drag \(phase.rawValue) by \(at(translation))"
        case .pinch(let phase, let center, let scale, _):
            "Map pinch \(phase.rawValue) at \(at(center)), scale \(fmt(scale))"
        case .rotate(let phase, let center, let rotation, _):
            "Map rotate \(phase.rawValue) at \(at(center)), \(fmt(rotation)) rad"
        case .pitch(let phase, let center): "Map pitch \(phase.rawValue) at \(at(center))"
        case .doubleTap(let center, let fingers):
            "Map double tap with \(fingers == 1 ? "one finger" : "two fingers") at \(at(center))"
        }
    }
}
