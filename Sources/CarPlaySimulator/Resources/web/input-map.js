// The map template with mouse and pen (docs/PROTOCOL.md, map input): drags pan the map (`mapDrag` began/changed/ended,
// at most one change a frame; fingers are touch.js's, with the two-finger gestures); a pan arrow held down is `mapPan`
// began/ended; the wheel with Ctrl (a trackpad's pinch) zooms (`mapPinch`), and so does the plain wheel over the map on
// multitouch displays (elsewhere the wheel stays the knob). A drag ends without a tap.

import { round2 as round, hasInputDevice } from "./values.js";
import { gestureRecognition, isDrag, keep, velocity, wheelScale } from "./gestures.js";
import { state } from "./protocol.js";
import { input } from "./socket.js";
import { currentSurface } from "./view.js";
import { pointAt } from "./input-screen.js";
import { $ } from "./dom.js";

// The display's input devices by name (docs/SCREEN.md, display.inputDevices).
const hasInput = (name) => hasInputDevice(state.screen && state.screen.display, name);

// A point over the map of the map template or of a point-of-interest template: not over a button, a card or the
// navigation bar drawn on it.
function overMap(event) {
  const host = $("car-screen");
  if (host.dataset.showing !== "screen" || state.touchpad) return false;
  const t = event.target;
  if (!t || !t.closest || !t.closest("#car-screen [data-role='mapTemplate'], #car-screen [data-role='map']")) return false;
  return !t.closest("[data-tappable='true'], .cp-card, [data-role='navigationBar'], .cp-modal");
}

export function wireMap() {
  const host = $("car-screen");
  const pointers = new Map(); // pointerId → {x, y} in CSS px
  let drag = null; // {id, start, last, began, samples, pending}
  let suppressClick = false;
  const scale = () => { const surface = currentSurface(); return (surface && surface.scale) || 1; };
  const sendDragChange = () => {
    if (!drag || !drag.pending) return;
    drag.pending = false;
    const s = scale();
    input("mapDrag", {
      phase: "changed", dx: round((drag.last.x - drag.start.x) / s), dy: round((drag.last.y - drag.start.y) / s),
      vx: round(velocity(drag.samples, (p) => p.x) / s), vy: round(velocity(drag.samples, (p) => p.y) / s),
    });
  };
  const endDrag = () => {
    if (!drag) return;
    if (drag.began) {
      sendDragChange();
      const s = scale();
      input("mapDrag", {
        phase: "ended", vx: round(velocity(drag.samples, (p) => p.x) / s),
        vy: round(velocity(drag.samples, (p) => p.y) / s),
      });
      suppressClick = true;
    }
    drag = null;
  };

  // A pan arrow held down (longer than the car's `holdDuration`) is `mapPan` began, then ended when let go; a short
  // press stays a tap of the arrow (its node's `panMap` action). Nothing is held before the car sent its thresholds.
  let held = null; // {id, direction, timer, began}
  // A press starts anew: a gesture that ended without a click (a pinch) swallows no later tap.
  host.addEventListener("pointerdown", () => { suppressClick = false; }, true);
  host.addEventListener("pointerdown", (event) => {
    const arrow = event.target && event.target.closest && event.target.closest("[data-role='panButton'][data-direction]");
    if (!arrow || held || state.touchpad || (event.pointerType === "mouse" && event.button !== 0)) return;
    if (!gestureRecognition()) return;
    const direction = arrow.dataset.direction;
    held = { id: event.pointerId, direction, began: false, timer: null };
    held.timer = setTimeout(() => {
      if (!held) return;
      held.began = true;
      input("mapPan", { direction, phase: "began" });
    }, gestureRecognition().holdDuration);
  });
  const release = (event) => {
    if (!held || held.id !== event.pointerId) return;
    clearTimeout(held.timer);
    if (held.began) {
      input("mapPan", { direction: held.direction, phase: "ended" });
      suppressClick = true;
    }
    held = null;
  };
  host.addEventListener("pointerup", release);
  host.addEventListener("pointercancel", release);

  host.addEventListener("pointerdown", (event) => {
    if (event.pointerType === "touch") return; // fingers on the map: touch.js
    if (!overMap(event) || (event.pointerType === "mouse" && event.button !== 0)) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 1 && hasInput("touch")) {
      const p = { x: event.clientX, y: event.clientY, t: performance.now() };
      drag = { id: event.pointerId, start: p, last: p, began: false, samples: [p], pending: false };
    }
  });
  host.addEventListener("pointermove", (event) => {
    if (!pointers.has(event.pointerId)) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (!drag || drag.id !== event.pointerId) return;
    const p = { x: event.clientX, y: event.clientY, t: performance.now() };
    drag.last = p;
    keep(drag.samples, p);
    if (!drag.began) {
      if (!isDrag(drag.start, p)) return;
      drag.began = true;
      if (host.setPointerCapture) try { host.setPointerCapture(event.pointerId); } catch (e) { /* gone already */ }
      input("mapDrag", { phase: "began" });
    }
    if (drag.pending) return;
    drag.pending = true;
    requestAnimationFrame(sendDragChange);
  });
  const lift = (event) => {
    if (!pointers.has(event.pointerId)) return;
    pointers.delete(event.pointerId);
    if (drag && drag.id === event.pointerId) endDrag();
  };
  host.addEventListener("pointerup", lift);
  host.addEventListener("pointercancel", lift);
  // The click that ends a drag or a pinch is not a tap (before the screen's own click handler).
  host.addEventListener("click", (event) => {
    if (!suppressClick) return;
    suppressClick = false;
    event.stopImmediatePropagation();
  }, true);

  let wheel = null; // {center, scale, timer}
  host.addEventListener("wheel", (event) => {
    if (!overMap(event) || !(event.ctrlKey || hasInput("multitouch"))) return;
    // Zoom, not the knob.
    event.preventDefault();
    event.stopImmediatePropagation();
    const center = pointAt(event);
    if (!center || !gestureRecognition()) return;
    if (!wheel) {
      wheel = { center, scale: 1, timer: null };
      input("mapPinch", { phase: "began", x: center.x, y: center.y });
    }
    wheel.scale = wheelScale(wheel.scale, event.deltaY);
    input("mapPinch", { phase: "changed", x: wheel.center.x, y: wheel.center.y, scale: wheel.scale });
    clearTimeout(wheel.timer);
    wheel.timer = setTimeout(() => {
      input("mapPinch", { phase: "ended", x: wheel.center.x, y: wheel.center.y, scale: wheel.scale });
      wheel = null;
    }, gestureRecognition().wheelPinchEnd);
  }, { passive: false, capture: true });
}
