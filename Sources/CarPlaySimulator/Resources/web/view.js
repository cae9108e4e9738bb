// The car screen on the page: draws the state protocol.js keeps — the main screen (whole, or only what the ops since
// the last draw touch), then the other displays and the panels — and the page's view zoom.

import { isObj, isStr } from "./values.js";
import { drawQueue, isAwaitingState, problem, state } from "./protocol.js";
import { drawScreen, updateScreen } from "./render.js";
import { setSymbolMissingHandler } from "./images.js";
import { drawDisplays } from "./displays.js";
import { drawControls } from "./controls.js";
import { updateDrive } from "./drive.js";
import { $, setText } from "./dom.js";
import { fitZoom } from "./fit.js";

let drawScheduled = false;
let surface = null;

// The main screen's surface as drawn last ({surface, width, height, scale}), or null before the first draw.
export const currentSurface = () => surface;

// Screens from the server are drawn as they arrive (protocol.js); this is for the page's own reasons to draw again
// (the zoom, the window's size, a symbol found missing), once in the next frame.
export function scheduleDraw() {
  if (drawScheduled) return;
  drawScheduled = true;
  requestAnimationFrame(() => { drawScheduled = false; draw(); });
}

export function wireView() {
  setSymbolMissingHandler(() => { drawQueue.full = true; scheduleDraw(); });
}

export function draw() {
  const host = $("car-screen");
  const car = state.car;
  try {
    if (!state.screen || isAwaitingState()) drawQueue.full = true; // (waiting for a `state`: it is drawn whole)
    else {
      // The server sends the home screen as a Screen too (its root says "kind": "home"). Only the nodes the ops
      // since the last draw touch are redrawn (render.js, updateScreen); a whole screen is drawn whole.
      const ops = drawQueue.ops;
      const full = drawQueue.full;
      drawQueue.ops = [];
      drawQueue.full = false;
      surface = full ? drawScreen(host, state.screen, zoom(), problem)
                     : updateScreen(host, state.screen, ops, zoom(), problem);
      if (state.checkDraw && !full) checkDrawNow();
      const root = state.screen.root;
      const home = isObj(root) && isObj(root.content) && root.content.screenKind === "home";
      const showing = !home ? "screen" : car && car.connected === false ? "disconnected" : "home";
      if (host.dataset.showing !== showing) host.dataset.showing = showing;
    }
  } catch (e) {
    problem(`could not draw: ${e.message}`);
  }
  const warnings = state.screen && Array.isArray(state.screen.warnings) ? state.screen.warnings : [];
  setText($("screen-warnings"), warnings.filter(isStr).join(" · "));
  host.dataset.seq = state.seq;
  const cluster = $("cluster-column");
  const clusterHeight = cluster.offsetHeight;
  drawDisplays(car, zoom()); // the Dashboard tile, the cluster, the head-up strip
  // Fitting the window, the main screen makes room for the cluster under it: when the cluster came, went or changed
  // size, the screen is drawn again at its new size.
  if ($("view-zoom").value === "fit" && cluster.offsetHeight !== clusterHeight) scheduleDraw();
  drawControls();
  updateDrive(car); // the drive panel
}

// Compares the screen as drawn (incrementally) with a fresh full draw of the same screen, element for element
// (outerHTML). `cp-img-broken`, which a failed image load adds later, is left out of the comparison.
// `window.carplayCheckDraw`.
export function checkDraw() {
  const host = $("car-screen");
  const live = host.querySelector(".cp-surface");
  if (!state.screen) return { ok: !live, reason: "no screen" };
  const scratch = document.createElement("div");
  drawScreen(scratch, state.screen, zoom(), () => {});
  const fresh = scratch.querySelector(".cp-surface");
  const clean = (html) => html.replace(/ cp-img-broken/g, "");
  const a = live ? clean(live.outerHTML) : "";
  const b = clean(fresh.outerHTML);
  if (a === b) return { ok: true, length: a.length, seq: state.seq };
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return { ok: false, seq: state.seq, at: i, drawn: a.slice(Math.max(0, i - 300), i + 300),
           fresh: b.slice(Math.max(0, i - 300), i + 300) };
}

function checkDrawNow() {
  const result = checkDraw();
  state.drawChecks++;
  if (result.ok) return;
  state.drawMismatches.push(result);
  if (state.drawMismatches.length > 20) state.drawMismatches.shift();
  problem(`incremental draw differs from a full draw at seq ${result.seq}`);
}

// CSS px per display pixel: the View menu's choice; "fit" shows the display whole in the car's region of the page
// (#stage) above what sits under it — the head-up strip, the hard keys, the cluster and the help's title — at most
// at actual pixels.
function zoom() {
  const v = $("view-zoom").value;
  if (v !== "fit") return Number(v) || 1;
  const car = state.car;
  const display = (state.screen && state.screen.display) || (car && car.display) || {};
  return fitZoom(display.pixelWidth || 800, display.pixelHeight || 480);
}
