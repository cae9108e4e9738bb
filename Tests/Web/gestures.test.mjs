// The gesture maths of the map input (web/gestures.js): velocities, drags, two-finger pinch / rotate / pitch
// recognition, double taps, the wheel's zoom.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import {
  gestureRecognition, isDoubleTap, isDrag, keep, newGestures, setGestureRecognition, twoFingers, velocity, wheelScale,
} from "../../Sources/CarPlaySimulator/Resources/web/gestures.js";

// The car's thresholds, as `welcome` sends them (kept equal to GestureRecognition.standard by a Swift test).
const CAR = JSON.parse(readFileSync(new URL("./fixtures/gesture-recognition.json", import.meta.url), "utf8"));
setGestureRecognition(CAR);

test("nothing is recognised before the car's thresholds came, and a half set is refused", () => {
  setGestureRecognition(null);
  assert.equal(gestureRecognition(), null);
  assert.ok(!isDrag({ x: 0, y: 0 }, { x: 500, y: 0 }), "no drag");
  assert.ok(!isDoubleTap({ fingers: 1, x: 0, y: 0, t: 0 }, { fingers: 1, x: 0, y: 0, t: 1 }), "no double tap");
  assert.equal(wheelScale(1, -300), 1, "no wheel zoom");
  assert.equal(setGestureRecognition({ dragDistance: 6 }), false);
  assert.equal(setGestureRecognition(Object.assign({}, CAR, { pinchScale: -1 })), false, "thresholds are positive");
  assert.equal(gestureRecognition(), null);
  assert.ok(setGestureRecognition(Object.assign({}, CAR, { dragDistance: 50, doubleTapInterval: 40 })));
  assert.ok(!isDrag({ x: 0, y: 0 }, { x: 49, y: 0 }), "the car's drag distance, not the page's");
  assert.ok(isDrag({ x: 0, y: 0 }, { x: 50, y: 0 }));
  assert.ok(!isDoubleTap({ fingers: 1, x: 0, y: 0, t: 0 }, { fingers: 1, x: 0, y: 0, t: 41 }));
  assert.ok(setGestureRecognition(CAR));
});

test("velocities over the last 100 ms of samples", () => {
  const samples = [];
  for (let t = 0; t <= 300; t += 50) keep(samples, { x: t * 2, t });
  assert.deepEqual(samples.map((s) => s.t), [200, 250, 300], "samples older than 100 ms go");
  assert.equal(velocity(samples, (s) => s.x), 2000, "2 px a ms is 2000 px a second");
  assert.equal(velocity([{ x: 0, t: 5 }], (s) => s.x), 0, "one sample: no velocity");
  assert.equal(velocity([{ x: 0, t: 5 }, { x: 9, t: 5 }], (s) => s.x), 0, "no time between them: none");
  assert.equal(velocity([{ x: 0, t: 0 }, { x: 1, t: 3 }], (s) => s.x), 333.33, "rounded to hundredths");
  const two = [];
  keep(two, { t: 0 });
  keep(two, { t: 1000 });
  assert.equal(two.length, 2, "at least two samples are kept");
});

test("a press becomes a drag after 6 CSS px", () => {
  assert.ok(!isDrag({ x: 0, y: 0 }, { x: 3, y: 4 }));
  assert.ok(isDrag({ x: 0, y: 0 }, { x: 6, y: 0 }));
  assert.ok(isDrag({ x: 10, y: 10 }, { x: 5, y: 5 }));
});

// Two fingers 100 px apart side by side, then moved.
const start = { a: { x: 100, y: 100 }, b: { x: 200, y: 100 } };
const began = (a, b, so) => {
  const two = Object.assign({ pinch: false, rotate: false, pitch: false, start: Object.assign({ dist: 100, angle: 0 }, start) }, so || {});
  Object.assign(two, twoFingers(two.start, a, b));
  return { gestures: newGestures(two, a, b), two };
};

test("two fingers: scale and rotation since they landed", () => {
  const { two } = began({ x: 50, y: 100 }, { x: 250, y: 100 });
  assert.equal(two.scale, 2);
  assert.equal(two.rotation, 0);
  const turned = began({ x: 100, y: 100 }, { x: 100, y: 200 }).two;
  assert.equal(turned.rotation, 1.5708, "a quarter turn, in radians, to 4 decimals");
  assert.equal(turned.scale, 1);
  assert.equal(began({ x: 100, y: 100 }, { x: 100.0001, y: 100 }).two.scale, 0.01, "at least 1/100");
});

test("pinch and rotate are recognised past their thresholds, together or alone", () => {
  assert.deepEqual(began({ x: 97, y: 100 }, { x: 203, y: 100 }).gestures, [], "6 % is not yet a pinch");
  assert.deepEqual(began({ x: 96, y: 100 }, { x: 204, y: 100 }).gestures, ["pinch"], "8 % is");
  assert.deepEqual(began({ x: 90, y: 100 }, { x: 210, y: 100 }).gestures, ["pinch"]);
  assert.deepEqual(began({ x: 100, y: 100 }, { x: 200, y: 120 }).gestures, ["rotate"], "about 11°");
  assert.deepEqual(began({ x: 50, y: 100 }, { x: 250, y: 160 }).gestures, ["pinch", "rotate"]);
  assert.deepEqual(began({ x: 50, y: 100 }, { x: 250, y: 100 }, { pinch: true }).gestures, [], "once recognised, not again");
  assert.deepEqual(began({ x: 50, y: 100 }, { x: 250, y: 160 }, { pinch: true }).gestures, ["rotate"]);
});

test("both fingers sliding vertically the same way is a pitch, alone", () => {
  const down = CAR.pitchDistance;
  assert.deepEqual(began({ x: 100, y: 100 + down }, { x: 200, y: 100 + down }).gestures, ["pitch"]);
  assert.deepEqual(began({ x: 100, y: 100 - down }, { x: 200, y: 100 - down }).gestures, ["pitch"]);
  assert.deepEqual(began({ x: 100, y: 100 + down - 1 }, { x: 200, y: 100 + down }).gestures, [], "not far enough");
  assert.deepEqual(began({ x: 100, y: 100 + down }, { x: 200, y: 100 - down }).gestures.includes("pitch"), false,
    "opposite ways turn, they do not pitch");
  assert.deepEqual(began({ x: 100, y: 140 }, { x: 200, y: 140 }, { pinch: true }).gestures, [], "not after a pinch");
  assert.deepEqual(began({ x: 90, y: 140 }, { x: 210, y: 140 }, { pitch: true }).gestures, [], "a pitch stays alone");
});

test("double taps: the same fingers, soon enough, near enough", () => {
  const first = { fingers: 1, x: 100, y: 100, t: 1000 };
  assert.ok(isDoubleTap(first, { fingers: 1, x: 110, y: 105, t: 1200 }));
  assert.ok(isDoubleTap(first, { fingers: 1, x: 100 + CAR.doubleTapDistance, y: 100, t: 1000 + CAR.doubleTapInterval }));
  assert.ok(!isDoubleTap(null, first));
  assert.ok(!isDoubleTap(first, { fingers: 2, x: 100, y: 100, t: 1100 }));
  assert.ok(!isDoubleTap(first, { fingers: 1, x: 100, y: 100, t: 1000 + CAR.doubleTapInterval + 1 }));
  assert.ok(!isDoubleTap(first, { fingers: 1, x: 100, y: 100 + CAR.doubleTapDistance + 1, t: 1100 }));
});

test("the wheel zooms exponentially, within 1/100…100", () => {
  assert.equal(wheelScale(1, 0), 1);
  assert.equal(wheelScale(1, -300), 2.72);
  assert.equal(wheelScale(1, 300), 0.37);
  assert.equal(wheelScale(90, -300), 100);
  assert.equal(wheelScale(0.01, 3000), 0.01);
});
