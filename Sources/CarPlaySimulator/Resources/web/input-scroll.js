// Lists under the pointer on a touch screen (docs/PROTOCOL.md, `scroll`): the wheel over a scroll view scrolls it
// instead of turning the knob, and a drag on it (mouse, pen or finger) scrolls it with the pointer; a drag never taps
// (its click is swallowed). At most one `scroll` a frame, with what moved since the last. The car decides how far a
// list can go; the page only says where and how much.

import { round2 as round, hasInputDevice } from "./values.js";
import { isDrag } from "./gestures.js";
import { state } from "./protocol.js";
import { input } from "./socket.js";
import { currentSurface } from "./view.js";
import { pointAt } from "./input-screen.js";
import { $ } from "./dom.js";

// CSS px a wheel "line" moves (a wheel that counts lines, `deltaMode` 1).
const LINE = 16;

// The scroll view drawn under an event's target on the app's screen of a touch display, or null.
function scrollViewAt(event) {
  const host = $("car-screen");
  if (host.dataset.showing !== "screen" || state.touchpad) return null;
  if (!hasInputDevice(state.screen && state.screen.display, "touch")) return null;
  const t = event.target;
  return t && t.closest ? t.closest("#car-screen [data-role='scrollView']") : null;
}

export function wireScroll() {
  const host = $("car-screen");
  const scale = () => { const surface = currentSurface(); return (surface && surface.scale) || 1; };
  // What moved since the last `scroll` sent, in points, and where (the point the gesture began at).
  let pending = null; // {x, y, dy}
  const flush = () => {
    if (!pending) return;
    const { x, y, dy } = pending;
    pending = null;
    if (dy !== 0) input("scroll", { x, y, dy: round(dy) });
  };
  const add = (at, dy) => {
    if (pending) { pending.dy += dy; return; }
    pending = { x: at.x, y: at.y, dy };
    requestAnimationFrame(flush);
  };

  host.addEventListener("wheel", (event) => {
    const view = scrollViewAt(event);
    const at = view && pointAt(event);
    if (!at || event.ctrlKey) return;
    event.preventDefault();
    event.stopImmediatePropagation(); // not the knob
    const px = event.deltaMode === 1 ? event.deltaY * LINE
      : event.deltaMode === 2 ? event.deltaY * view.clientHeight : event.deltaY;
    add(at, px / scale());
  }, { passive: false, capture: true });

  let drag = null; // {id, at (points), start, lastY (CSS px), began}
  let suppressClick = false;
  host.addEventListener("pointerdown", (event) => {
    suppressClick = false;
    if (drag || (event.pointerType === "mouse" && event.button !== 0)) return;
    const at = scrollViewAt(event) && pointAt(event);
    if (!at) return;
    drag = { id: event.pointerId, at, start: { x: event.clientX, y: event.clientY }, lastY: event.clientY,
      began: false };
  });
  host.addEventListener("pointermove", (event) => {
    if (!drag || drag.id !== event.pointerId) return;
    if (!drag.began) {
      if (!isDrag(drag.start, { x: event.clientX, y: event.clientY })) return;
      drag.began = true;
      if (host.setPointerCapture) try { host.setPointerCapture(event.pointerId); } catch (e) { /* gone already */ }
    }
    // The content follows the pointer: moving up shows what lies further down.
    add(drag.at, (drag.lastY - event.clientY) / scale());
    drag.lastY = event.clientY;
  });
  const lift = (event) => {
    if (!drag || drag.id !== event.pointerId) return;
    if (drag.began) { flush(); suppressClick = true; }
    drag = null;
  };
  host.addEventListener("pointerup", lift);
  host.addEventListener("pointercancel", () => { drag = null; });
  // The click that ends a drag is not a tap where it began (before the screen's own click handler).
  host.addEventListener("click", (event) => {
    if (!suppressClick) return;
    suppressClick = false;
    event.stopImmediatePropagation();
  }, true);
}
