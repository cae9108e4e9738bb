// Touch gestures on the map template's map (docs/PROTOCOL.md, map input), from the browser's touch events: one finger
// drags the map (`mapDrag` began / changed / ended) on a touch display; on a display with `.multitouch` two fingers
// pinch (`mapPinch`, the scale since the gesture began), rotate (`mapRotate`, radians) — both may run together, as
// iOS recognises them — or slide vertically side by side (`mapPitch`, alone). A display without multitouch reports one
// finger only: a second finger changes nothing. At most one `changed` a frame per gesture; a gesture is never a tap.
// On a multitouch display two taps in a row at one place are a double tap (`mapDoubleTap`, fingers 1: zoom in), and
// two two-finger taps in a row a two-finger double tap (fingers 2: zoom out); the first tap stays a tap.
// The page decides nothing about the map: the host and the app do (a host answers noHandler where CarPlay sends no
// such gesture). The recognising maths is gestures.js's; mouse and pen input stay with input-map.js.

import { round2 as round, hasInputDevice } from "./values.js";
import {
  gestureRecognition, angleBetween, isDoubleTap, isDrag, keep, newGestures, twoFingers, velocity,
} from "./gestures.js";
import { state } from "./protocol.js";
import { send } from "./socket.js";
import { $ } from "./dom.js";


const host = () => $("car-screen");
const hasInput = (name) => hasInputDevice(state.screen && state.screen.display, name);
const input = (action, fields) => send(Object.assign({ type: "input", action }, fields || {}));

// Screen points of a client position: the drawn surface is the display's width in points, scaled to fit.
export function pointAt(clientX, clientY) {
  const s = state.screen, surface = host() && host().querySelector(".cp-surface");
  if (!s || !s.display || !surface) return null;
  const widthPoints = s.display.pixelWidth / s.display.scale;
  const rect = surface.getBoundingClientRect();
  const scale = rect.width / widthPoints;
  if (!(scale > 0)) return null;
  return { x: round((clientX - rect.left) / scale), y: round((clientY - rect.top) / scale), scale };
}

// A touch that starts on the map: inside the map template (or a point-of-interest template's map), not on a button,
// card, bar or modal drawn over it.
function overMap(target) {
  const h = host();
  if (!h || h.dataset.showing !== "screen" || !target || !target.closest) return false;
  if (!target.closest("#car-screen [data-role='mapTemplate'], #car-screen [data-role='map']")) return false;
  return !target.closest("[data-tappable='true'], .cp-card, [data-role='navigationBar'], .cp-modal");
}

// What the fingers on the map do now.
let fingers = new Map(); // identifier → {x, y} client px, the touches that began on the map
let drag = null; // {id, start, last, began, samples}
let two = null; // {ids, start: {dist, angle, a, b}, center, scale, rotation, pinch, rotate, pitch, samples}
let frameScheduled = false;
// What tests read as `CarPlayTouch.stats`.
export const stats = { drags: 0, pinches: 0, rotations: 0, pitches: 0, doubleTaps: 0 };
let lastTap = null; // {fingers, x, y (client px), t}: the last tap on the map, for double taps

// What tests read as `CarPlayTouch.active()`.
export const active = () => ({ fingers: fingers.size, drag: !!drag, two: !!two });

// A tap of `count` fingers at client position `at` ended: true when it completes a double tap, which it sends.
function doubleTapped(count, at) {
  const previous = lastTap;
  lastTap = { fingers: count, x: at.x, y: at.y, t: performance.now() };
  if (!hasInput("multitouch") || !isDoubleTap(previous, lastTap)) return false;
  lastTap = null;
  const p = pointAt(at.x, at.y);
  if (!p) return false;
  stats.doubleTaps++;
  input("mapDoubleTap", { x: p.x, y: p.y, fingers: count });
  return true;
}

function scheduleFrame() {
  if (frameScheduled) return;
  frameScheduled = true;
  requestAnimationFrame(() => { frameScheduled = false; sendChanges(); });
}

function sendChanges() {
  if (drag && drag.began && drag.pending) {
    drag.pending = false;
    const p = pointAt(0, 0), s = p ? p.scale : 1;
    input("mapDrag", {
      phase: "changed", dx: round((drag.last.x - drag.start.x) / s), dy: round((drag.last.y - drag.start.y) / s),
      vx: round(velocity(drag.samples, (q) => q.x) / s), vy: round(velocity(drag.samples, (q) => q.y) / s),
    });
  }
  if (two && two.pending) {
    two.pending = false;
    const c = two.center;
    if (two.pinch) {
      input("mapPinch", { phase: "changed", x: c.x, y: c.y, scale: two.scale,
        velocity: velocity(two.samples, (q) => q.scale) });
    }
    if (two.rotate) {
      input("mapRotate", { phase: "changed", x: c.x, y: c.y, rotation: two.rotation,
        velocity: velocity(two.samples, (q) => q.rotation) });
    }
    if (two.pitch) input("mapPitch", { phase: "changed", x: c.x, y: c.y });
  }
}

function endDrag() {
  if (!drag) return;
  if (drag.began) {
    sendChanges();
    const p = pointAt(0, 0), s = p ? p.scale : 1;
    input("mapDrag", { phase: "ended", vx: round(velocity(drag.samples, (q) => q.x) / s),
      vy: round(velocity(drag.samples, (q) => q.y) / s) });
  }
  drag = null;
}

function endTwo() {
  if (!two) return;
  if (!two.pinch && !two.rotate && !two.pitch) {
    // Two fingers that rested briefly and recognised nothing: a two-finger tap, at the middle between them.
    const recognition = gestureRecognition();
    const tapped = !!recognition && performance.now() - two.startedAt <= recognition.twoFingerTapDuration;
    const mid = { x: (two.start.a.x + two.start.b.x) / 2, y: (two.start.a.y + two.start.b.y) / 2 };
    two = null;
    if (tapped) doubleTapped(2, mid);
    return;
  }
  sendChanges();
  const c = two.center;
  if (two.pinch) input("mapPinch", { phase: "ended", x: c.x, y: c.y, scale: two.scale,
    velocity: velocity(two.samples, (q) => q.scale) });
  if (two.rotate) input("mapRotate", { phase: "ended", x: c.x, y: c.y, rotation: two.rotation,
    velocity: velocity(two.samples, (q) => q.rotation) });
  if (two.pitch) input("mapPitch", { phase: "ended", x: c.x, y: c.y });
  two = null;
}

function startTwo() {
  const [ia, ib] = [...fingers.keys()].slice(0, 2);
  const a = fingers.get(ia), b = fingers.get(ib);
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const center = pointAt(mid.x, mid.y);
  const dist = Math.hypot(a.x - b.x, a.y - b.y);
  if (!center || !(dist > 0)) return;
  two = {
    ids: [ia, ib], start: { dist, angle: angleBetween(a, b), a: { ...a }, b: { ...b } },
    center: { x: center.x, y: center.y }, scale: 1, rotation: 0, pinch: false, rotate: false, pitch: false,
    samples: [{ scale: 1, rotation: 0, t: performance.now() }], pending: false, startedAt: performance.now(),
  };
}

// What each gesture's recognition counts and sends.
const BEGAN = { pitch: ["pitches", "mapPitch"], pinch: ["pinches", "mapPinch"], rotate: ["rotations", "mapRotate"] };

function moveTwo() {
  const a = fingers.get(two.ids[0]), b = fingers.get(two.ids[1]);
  if (!a || !b) return;
  const mid = pointAt((a.x + b.x) / 2, (a.y + b.y) / 2);
  if (mid) two.center = { x: mid.x, y: mid.y };
  Object.assign(two, twoFingers(two.start, a, b));
  keep(two.samples, { scale: two.scale, rotation: two.rotation, t: performance.now() });
  const c = two.center;
  for (const gesture of newGestures(two, a, b)) {
    const [count, action] = BEGAN[gesture];
    two[gesture] = true;
    stats[count]++;
    input(action, { phase: "began", x: c.x, y: c.y });
  }
  if (two.pinch || two.rotate || two.pitch) { two.pending = true; scheduleFrame(); }
}

function onStart(event) {
  let added = false;
  for (const t of event.changedTouches) {
    // A new finger counts when it lands on the map, or joins fingers already on it.
    if (!fingers.size && !overMap(t.target)) continue;
    if (fingers.size && !hasInput("multitouch")) continue; // a single-touch screen reports the first finger only
    fingers.set(t.identifier, { x: t.clientX, y: t.clientY });
    added = true;
  }
  if (!added) return;
  event.preventDefault(); // no mouse events or click follow a touch on the map: a touch is a gesture or a tap below
  if (fingers.size === 1 && hasInput("touch")) {
    const [id] = fingers.keys(), f = fingers.get(id);
    const p = { x: f.x, y: f.y, t: performance.now() };
    drag = { id, start: p, last: p, began: false, samples: [p], pending: false, target: event.target };
  } else if (fingers.size === 2 && hasInput("multitouch") && !two) {
    endDrag();
    startTwo();
  }
}

function onMove(event) {
  let moved = false;
  for (const t of event.changedTouches) {
    if (!fingers.has(t.identifier)) continue;
    fingers.set(t.identifier, { x: t.clientX, y: t.clientY });
    moved = true;
  }
  if (!moved) return;
  event.preventDefault();
  if (two) { moveTwo(); return; }
  if (!drag || !fingers.has(drag.id)) return;
  const f = fingers.get(drag.id), p = { x: f.x, y: f.y, t: performance.now() };
  drag.last = p;
  keep(drag.samples, p);
  if (!drag.began) {
    if (!isDrag(drag.start, p)) return;
    drag.began = true;
    stats.drags++;
    input("mapDrag", { phase: "began" });
  }
  drag.pending = true;
  scheduleFrame();
}

function onEnd(event) {
  let lifted = false;
  for (const t of event.changedTouches) {
    if (!fingers.has(t.identifier)) continue;
    fingers.delete(t.identifier);
    lifted = true;
  }
  if (!lifted) return;
  event.preventDefault();
  if (two && (!fingers.has(two.ids[0]) || !fingers.has(two.ids[1]))) {
    endTwo();
    return; // the finger left on the map starts nothing until all are lifted
  }
  if (drag && !fingers.has(drag.id)) {
    // A touch that did not move far enough is a tap: where it landed, as input-screen.js taps a click there.
    const wasTap = !drag.began && event.type === "touchend";
    const target = drag.target, start = drag.start;
    endDrag();
    if (wasTap && !fingers.size && !doubleTapped(1, start)) tap(target, start);
  }
}

// A tap on the map (preventDefault on touchstart stops the browser's own click): the screen's click handler. When the
// page redrew the map while the finger was down, the tap goes to what is under the finger now.
function tap(target, at) {
  const under = target && target.isConnected ? target : document.elementFromPoint(at.x, at.y);
  if (!under || !under.closest("#car-screen")) return;
  under.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, clientX: at.x, clientY: at.y }));
}

// A touch's later events go to the element it began on, even after a redraw took that element off the page (the
// navigation bar hiding redraws the map template): so they are heard on the elements the fingers began on, not
// where they bubble to. Each event is handled once.
const targets = new Set();
const once = (handler) => (event) => {
  if (event.carplayTouchHandled) return;
  event.carplayTouchHandled = true;
  handler(event);
  if (!fingers.size) unlisten();
};
const moved = once(onMove), ended = once(onEnd);
function listen(target) {
  if (!target || targets.has(target)) return;
  targets.add(target);
  target.addEventListener("touchmove", moved, { passive: false });
  target.addEventListener("touchend", ended, { passive: false });
  target.addEventListener("touchcancel", ended, { passive: false });
}
function unlisten() {
  for (const target of targets) {
    target.removeEventListener("touchmove", moved);
    target.removeEventListener("touchend", ended);
    target.removeEventListener("touchcancel", ended);
  }
  targets.clear();
}

export function wireTouch() {
  const h = host();
  if (!h) return;
  h.addEventListener("touchstart", (event) => {
    onStart(event);
    for (const t of event.changedTouches) if (fingers.has(t.identifier)) listen(t.target);
  }, { passive: false });
}
