// The maths of recognising gestures on the map (docs/PROTOCOL.md, map input): drags, pinches, rotations, pitches,
// double taps and the wheel's zoom, from positions in CSS px and times in ms. Pure: no DOM; input-map.js and
// touch.js feed it the browser's events.

import { isObj, isNum, round2 } from "./values.js";

// The car's thresholds (`GestureRecognition`, sent in `welcome`, docs/PROTOCOL.md): distances in CSS px, durations in
// ms. Until they came, nothing is recognised (no drag, pinch or double tap).
const NAMES = ["dragDistance", "pinchScale", "rotationAngle", "pitchDistance", "doubleTapInterval",
  "doubleTapDistance", "twoFingerTapDuration", "holdDuration", "velocityWindow", "wheelPinchEnd", "wheelZoomDelta",
  "wheelKnobStep"];
let recognition = null;

// Keeps the car's thresholds; anything else is refused (gestures then wait for good ones).
export function setGestureRecognition(value) {
  const ok = isObj(value) && NAMES.every((name) => isNum(value[name]) && value[name] > 0);
  recognition = ok ? value : null;
  return ok;
}

// The thresholds, or null before the car sent them.
export function gestureRecognition() { return recognition; }

// Keeps velocity samples ({t, …}) of the car's velocity window (at least two).
export function keep(samples, sample) {
  samples.push(sample);
  const span = recognition ? recognition.velocityWindow : 0;
  while (samples.length > 2 && sample.t - samples[0].t > span) samples.shift();
}

// The velocity (per second) of `value(sample)` over the samples kept; 0 without two samples apart in time.
export function velocity(samples, value) {
  if (samples.length < 2) return 0;
  const a = samples[0], b = samples[samples.length - 1], dt = (b.t - a.t) / 1000;
  return dt > 0 ? round2((value(b) - value(a)) / dt) : 0;
}

// Whether a press that began at `start` and is at `p` now has moved far enough to be a drag.
export const isDrag = (start, p) => !!recognition
  && Math.hypot(p.x - start.x, p.y - start.y) >= recognition.dragDistance;

export const angleBetween = (a, b) => Math.atan2(b.y - a.y, b.x - a.x);
export const wrap = (r) => Math.atan2(Math.sin(r), Math.cos(r));

// Two fingers at `a` and `b` that began at `start` ({dist, angle}): the scale (1/100…100) and the rotation (radians,
// −π…π) since.
export function twoFingers(start, a, b) {
  return {
    scale: Math.max(0.01, Math.min(100, round2(Math.hypot(a.x - b.x, a.y - b.y) / start.dist))),
    rotation: round2(wrap(angleBetween(a, b) - start.angle) * 1000) / 1000 || 0,
  };
}

// The gestures two fingers begin now, in the order they are sent: "pitch" alone (both fingers slide vertically the
// same way, the distance and angle between them kept), or "pinch" and/or "rotate". `two` holds what was recognised
// so far (pinch, rotate, pitch), the fingers' start ({a, b}) and the scale and rotation now.
export function newGestures(two, a, b) {
  const began = [];
  if (!recognition) return began;
  const { pinchScale, rotationAngle, pitchDistance } = recognition;
  let pitch = two.pitch;
  if (!two.pitch && !two.pinch && !two.rotate) {
    const dya = a.y - two.start.a.y, dyb = b.y - two.start.b.y;
    const dxa = a.x - two.start.a.x, dxb = b.x - two.start.b.x;
    const sideBySide = Math.sign(dya) === Math.sign(dyb) && Math.min(Math.abs(dya), Math.abs(dyb)) >= pitchDistance
      && Math.abs(dxa) + Math.abs(dxb) < Math.abs(dya) + Math.abs(dyb);
    if (sideBySide && Math.abs(two.scale - 1) < pinchScale && Math.abs(two.rotation) < rotationAngle) {
      began.push("pitch");
      pitch = true;
    }
  }
  if (!pitch) {
    if (!two.pinch && Math.abs(two.scale - 1) >= pinchScale) began.push("pinch");
    if (!two.rotate && Math.abs(two.rotation) >= rotationAngle) began.push("rotate");
  }
  return began;
}

// Whether `tap` ({fingers, x, y, t}) completes a double tap after `previous` (the last tap, or null).
export function isDoubleTap(previous, tap) {
  return !(!recognition || !previous || previous.fingers !== tap.fingers
    || tap.t - previous.t > recognition.doubleTapInterval
    || Math.hypot(tap.x - previous.x, tap.y - previous.y) > recognition.doubleTapDistance);
}

// The wheel's pinch scale after a wheel event of `deltaY` (1/100…100).
export function wheelScale(scale, deltaY) {
  if (!recognition) return scale;
  return Math.max(0.01, Math.min(100, round2(scale * Math.exp(-deltaY / recognition.wheelZoomDelta))));
}
