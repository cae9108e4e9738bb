// The home screen on a touch display (docs/PROTOCOL.md, `swipe`): a horizontal stroke of a finger, pen or mouse sends
// `swipe` left or right once it is a drag (the car's drag distance) and mostly sideways; the car decides whether a
// page follows. A swipe never taps (its click is swallowed).

import { hasInputDevice } from "./values.js";
import { isDrag } from "./gestures.js";
import { state } from "./protocol.js";
import { input } from "./socket.js";
import { $ } from "./dom.js";

// Whether a press at this event starts on the home screen of a touch display.
function onHome(event) {
  const host = $("car-screen");
  if (host.dataset.showing !== "home" || state.touchpad) return false;
  return hasInputDevice(state.screen && state.screen.display, "touch");
}

export function wireHome() {
  const host = $("car-screen");
  let stroke = null; // {id, start, swiped}
  let suppressClick = false;
  host.addEventListener("pointerdown", (event) => {
    suppressClick = false;
    if (stroke || (event.pointerType === "mouse" && event.button !== 0) || !onHome(event)) return;
    stroke = { id: event.pointerId, start: { x: event.clientX, y: event.clientY }, swiped: false };
  });
  host.addEventListener("pointermove", (event) => {
    if (!stroke || stroke.swiped || event.pointerId !== stroke.id) return;
    const p = { x: event.clientX, y: event.clientY };
    const dx = p.x - stroke.start.x;
    if (!isDrag(stroke.start, p) || Math.abs(dx) <= Math.abs(p.y - stroke.start.y)) return;
    stroke.swiped = true;
    suppressClick = true;
    input("swipe", { direction: dx < 0 ? "left" : "right" });
  });
  const end = (event) => { if (stroke && event.pointerId === stroke.id) stroke = null; };
  host.addEventListener("pointerup", end);
  host.addEventListener("pointercancel", end);
  host.addEventListener("click", (event) => {
    if (!suppressClick) return;
    suppressClick = false;
    event.preventDefault();
    event.stopImmediatePropagation();
  }, true);
}
