// The maths of recognising gestures on the map (docs/PROTOCOL.md, map input): drags, pinches, rotations, pitches,
// double taps and the wheel's zoom, from positions in CSS px and times in ms. Pure: no DOM; input-map.js and
// touch.js feed it the browser's events.

import { round2 } from "./values.js";

export const DRAG_START = 6; // CSS px a press or finger moves before it becomes a drag
export const PINCH_START = 0.08; // scale change before a pinch is recognised
export const ROTATE_START = 0.15; // radians (about 9°) before a rotation is recognised
export const PITCH_START = 12; // CSS px both fingers slide vertically, the same way, before a pitch is recognised
export const DOUBLE_TAP_MS = 300; // the longest pause between the two taps of a double tap
export const DOUBLE_TAP_PX = 30; // CSS px the second tap may land from the first
export const TWO_FINGER_TAP_MS = 250; // the longest two fingers rest on the map for a two-finger tap
export const HOLD_MS = 350; // a pan arrow held this long is a held pan (mapPan began/ended), not a tap
export const WHEEL_END_MS = 250; // the wheel's pinch ends this long after the last wheel event

// Keeps velocity samples ({t, …}) of the last 100 ms (at least two).
export function keep(samples, sample) {
  samples.push(sample);
  while (samples.length > 2 && sample.t - samples[0].t > 100) samples.shift();
}

// The velocity (per second) of `value(sample)` over the samples kept; 0 without two samples apart in time.
export function velocity(samples, value) {
  if (samples.length < 2) return 0;
  const a = samples[0], b = samples[samples.length - 1], dt = (b.t - a.t) / 1000;
  return dt > 0 ? round2((value(b) - value(a)) / dt) : 0;
}

// Whether a press that began at `start` and is at `p` now has moved far enough to be a drag.
export const isDrag = (start, p) => Math.hypot(p.x - start.x, p.y - start.y) >= DRAG_START;

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
  let pitch = two.pitch;
  if (!two.pitch && !two.pinch && !two.rotate) {
    const dya = a.y - two.start.a.y, dyb = b.y - two.start.b.y;
    const dxa = a.x - two.start.a.x, dxb = b.x - two.start.b.x;
    const sideBySide = Math.sign(dya) === Math.sign(dyb) && Math.min(Math.abs(dya), Math.abs(dyb)) >= PITCH_START
      && Math.abs(dxa) + Math.abs(dxb) < Math.abs(dya) + Math.abs(dyb);
    if (sideBySide && Math.abs(two.scale - 1) < PINCH_START && Math.abs(two.rotation) < ROTATE_START) {
      began.push("pitch");
      pitch = true;
    }
  }
  if (!pitch) {
    if (!two.pinch && Math.abs(two.scale - 1) >= PINCH_START) began.push("pinch");
    if (!two.rotate && Math.abs(two.rotation) >= ROTATE_START) began.push("rotate");
  }
  return began;
}

// Whether `tap` ({fingers, x, y, t}) completes a double tap after `previous` (the last tap, or null).
export function isDoubleTap(previous, tap) {
  return !(!previous || previous.fingers !== tap.fingers || tap.t - previous.t > DOUBLE_TAP_MS
    || Math.hypot(tap.x - previous.x, tap.y - previous.y) > DOUBLE_TAP_PX);
}

// The wheel's pinch scale after a wheel event of `deltaY` (1/100…100).
export function wheelScale(scale, deltaY) {
  return Math.max(0.01, Math.min(100, round2(scale * Math.exp(-deltaY / 300))));
}
