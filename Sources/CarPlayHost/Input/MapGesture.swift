/// What the driver does to the map of the app in front: a held or tapped pan button, or a gesture on a touch
/// screen (multitouch ones on displays that have it). `CarSystem.perform(_:)` takes it from any front end; the
/// app's map template hears it (CarSession+Navigation.swift), with the host's own refusals (`noHandler` without a
/// panning interface, without multitouch…).
public enum MapGesture: Hashable, Sendable {
    /// A pan button of the panning interface, pressed momentarily or held and released.
    case pan(MapPanDirection, phase: MapPanPhase)
    /// A one-finger drag by `translation` points.
    case drag(MapGesturePhase, translation: Point, velocity: Point)
    /// A two-finger pinch around `center` to `scale`.
    case pinch(MapGesturePhase, center: Point, scale: Double, velocity: Double)
    /// A two-finger rotation around `center` by `rotation` radians.
    case rotate(MapGesturePhase, center: Point, rotation: Double, velocity: Double)
    /// A two-finger vertical drag that pitches the map.
    case pitch(MapGesturePhase, center: Point)
    /// A double tap with one finger (zoom in) or two (zoom out).
    case doubleTap(center: Point, fingers: Int)

    /// The phase of a touch gesture; nil for a pan button or a double tap.
    public var phase: MapGesturePhase? {
        switch self {
        case .pan, .doubleTap: nil
        case .drag(let phase, _, _), .pinch(let phase, _, _, _), .rotate(let phase, _, _, _), .pitch(let phase, _):
            phase
        }
    }
}
