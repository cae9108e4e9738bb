/// How the car's screen turns fingers, pointers and the wheel into the driver's gestures: how far a press moves
/// before it is a drag, how much two fingers pinch, turn or slide before a pinch, rotation or pitch is recognised,
/// how quick a double tap is. The car decides; a front end that recognises gestures itself (the browser car, from
/// the browser's events) receives these with `welcome` and holds no threshold of its own. Distances are in the
/// front end's CSS pixels, durations in milliseconds.
public struct GestureRecognition: Codable, Hashable, Sendable {
    /// A press or finger that moves this far becomes a drag.
    public var dragDistance: Double
    /// Two fingers whose distance changes by this fraction begin a pinch.
    public var pinchScale: Double
    /// Two fingers whose angle turns this far (radians, about 9°) begin a rotation.
    public var rotationAngle: Double
    /// Two fingers that both slide this far vertically, the same way, begin a pitch.
    public var pitchDistance: Double
    /// The longest pause between the two taps of a double tap, and how far apart they may land.
    public var doubleTapInterval: Double
    public var doubleTapDistance: Double
    /// The longest two fingers rest on the map for a two-finger tap.
    public var twoFingerTapDuration: Double
    /// A pan arrow held this long is a held pan (began, then ended when let go), not a tap.
    public var holdDuration: Double
    /// Velocities are measured over the samples of this long.
    public var velocityWindow: Double
    /// The wheel's pinch ends this long after its last event; each `wheelZoomDelta` of wheel delta scales the map by e.
    public var wheelPinchEnd: Double
    public var wheelZoomDelta: Double
    /// Wheel delta that turns the knob one step (the wheel works as the car's knob over the screen).
    public var wheelKnobStep: Double

    /// The car's gesture recognition.
    public static let standard = GestureRecognition(
        dragDistance: 6, pinchScale: 0.08, rotationAngle: 0.15, pitchDistance: 12, doubleTapInterval: 300,
        doubleTapDistance: 30, twoFingerTapDuration: 250, holdDuration: 350, velocityWindow: 100, wheelPinchEnd: 250,
        wheelZoomDelta: 300, wheelKnobStep: 40)
}
