// Driver input on the car screen with the mouse (docs/PROTOCOL.md, `input`): a click taps the element under it (`tap`)
// or the point (`tapAt`); in touchpad mode the mouse moves the pointer (`pointerMove`) and a click presses the knob;
// the wheel turns the knob (`knobRotate`).

import { state } from "./protocol.js";
import { input } from "./socket.js";
import { currentSurface } from "./view.js";
import { gestureRecognition } from "./gestures.js";
import { $ } from "./dom.js";

// A point in screen points from a mouse event over the car screen, or null outside the screen.
export function pointAt(event) {
  const host = $("car-screen");
  const s = host.querySelector(".cp-surface");
  const surface = currentSurface();
  if (!s || !surface) return null;
  const rect = s.getBoundingClientRect();
  const x = (event.clientX - rect.left) / surface.scale;
  const y = (event.clientY - rect.top) / surface.scale;
  if (x < 0 || y < 0 || x > surface.width || y > surface.height) return null;
  return { x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100 };
}

function topModal() {
  const modals = document.querySelectorAll("#car-screen .cp-modal");
  return modals.length ? modals[modals.length - 1] : null;
}

export function wireScreen() {
  const host = $("car-screen");
  host.addEventListener("click", (event) => {
    if (host.dataset.showing !== "screen" && host.dataset.showing !== "home") return;
    if (state.touchpad) { input("knobPress"); return; }
    const target = event.target.closest("[data-tappable='true']");
    const modal = topModal();
    // While a modal is up only its own elements take taps.
    if (target && target.dataset.elementId && (!modal || modal.contains(target))) {
      input("tap", { element: target.dataset.elementId });
      return;
    }
    const p = pointAt(event);
    if (p) input("tapAt", p);
  });
  // At most one pointerMove a frame: the first at once, the latest of the rest in the next frame (no timer).
  let moveSentThisFrame = false;
  let pendingMove = null;
  const nextFrame = () => {
    if (pendingMove) {
      input("pointerMove", pendingMove);
      pendingMove = null;
      requestAnimationFrame(nextFrame);
    } else moveSentThisFrame = false;
  };
  host.addEventListener("mousemove", (event) => {
    if (!state.touchpad || host.dataset.showing !== "screen") return;
    const p = pointAt(event);
    if (!p) return;
    if (moveSentThisFrame) { pendingMove = p; return; }
    moveSentThisFrame = true;
    input("pointerMove", p);
    requestAnimationFrame(nextFrame);
  });
  let wheelAccum = 0;
  host.addEventListener("wheel", (event) => {
    // The knob works in apps and on the home screen (it moves the home screen's focus).
    if (host.dataset.showing !== "screen" && host.dataset.showing !== "home") return;
    event.preventDefault();
    wheelAccum += event.deltaY;
    const recognition = gestureRecognition();
    if (recognition && Math.abs(wheelAccum) >= recognition.wheelKnobStep) {
      const steps = Math.sign(wheelAccum);
      wheelAccum = 0;
      input("knobRotate", { steps });
    }
  }, { passive: false });
}
