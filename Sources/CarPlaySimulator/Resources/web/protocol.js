// The server's messages (docs/PROTOCOL.md): what the page knows of the car — `state`, `diff` (screens whole or as
// JSON Patch), `log`, `ack`, `error`, `speech` — and the page's own problems with them. Pure: no DOM; what to do
// with the result (send, draw, show the log, play speech) comes from `configure` (main.js; tests pass their own).

import { isObj, isStr } from "./values.js";
import { applyPatch } from "./patch.js";
import { setMapStyle } from "./map-style.js";
import { setGestureRecognition } from "./gestures.js";
import { outcomeText } from "./format.js";

// The protocol this page speaks (docs/PROTOCOL.md, `SimulatorHub.protocolVersion`).
const PROTOCOL = 2;
// The Screen schema this page draws (docs/SCREEN.md, `Screen.currentSchemaVersion`).
const SCREEN_SCHEMA = 3;

// What tests (and people in the console) read as `window.carplay`.
export const state = {
  seq: 0, screen: null, car: null, connected: false, protocol: null,
  log: [], acks: [], errors: [], problems: [], sent: 0, sentMessages: [], resyncs: 0, touchpad: false,
  // ?checkDraw=1 (or setting this): after every incremental draw, compare the DOM with a fresh full draw of the
  // same screen (window.carplayCheckDraw); mismatches are kept here and reported as problems.
  checkDraw: false, drawChecks: 0, drawMismatches: [],
};

// The car's other screens as last received (docs/PROTOCOL.md, `dashboard`, `cluster`), and how often each was drawn:
// `window.carplayDisplays`.
export const displays = { dashboard: null, cluster: null, draws: { dashboard: 0, cluster: 0 } };

// What the next draw of the main screen must do: the screen ops received since the last draw, or (full) everything.
export const drawQueue = { ops: [], full: true };
// Operations received since the last draw of each other screen, or null when it is to be drawn whole.
export const displayOps = { dashboard: null, cluster: null };

const hooks = {
  send: () => null,        // sends a message to the server
  draw: () => {},          // draws what changed (the screens, the panels)
  log: () => {},           // shows log entries
  speech: () => {},        // a voice prompt started
  review: () => {},        // the answer to a `review`: an app's findings
  nextFrame: (fn) => fn(), // runs `fn` in the next animation frame
};
export function configure(options) { Object.assign(hooks, options); }

let awaitingState = false;
export const isAwaitingState = () => awaitingState;
// A new socket: diffs are ignored until its `state` comes.
export function expectState() { awaitingState = true; }

// ---------------------------------------------------------------- timings

// Timings for latency measurements (performance.now() ms), one entry per `state` or `diff` received, the last
// 10,000: `inputAt` when the last `input` message since the previous entry was sent (null if none), `receivedAt`
// when the message arrived, `drawnAt` right after it was drawn (null if it was not: a diff on another base),
// `paintedAt` in the next requestAnimationFrame callback after that. Messages are drawn as they arrive, so
// nothing waits for a timer or a frame before drawing. `window.carplayTimings`.
export const timings = [];
let lastInputAt = null;
let unpainted = [];
let paintScheduled = false;

export function inputSent(at) { lastInputAt = at; }

function timingEntry(seq, receivedAt) {
  const entry = { seq: Number.isInteger(seq) ? seq : null, inputAt: lastInputAt, receivedAt, drawnAt: null, paintedAt: null };
  lastInputAt = null;
  timings.push(entry);
  if (timings.length > 10000) timings.splice(0, timings.length - 10000);
  return entry;
}

function timingDrawn(entry) {
  entry.drawnAt = performance.now();
  unpainted.push(entry);
  if (paintScheduled) return;
  paintScheduled = true;
  hooks.nextFrame(() => {
    const now = performance.now();
    for (const e of unpainted) e.paintedAt = now;
    unpainted = [];
    paintScheduled = false;
  });
}

// ---------------------------------------------------------------- problems and the page's own log entries

export function localLog(kind, text) {
  hooks.log([{ time: new Date().toISOString(), kind, text, local: true }]);
}

// Problems with server data: drawn around, reported once each.
const reported = new Set();
export function problem(text) {
  if (reported.has(text)) return;
  reported.add(text);
  state.problems.push(text);
  localLog("page", text);
}

// ---------------------------------------------------------------- messages

export function handle(m, receivedAt) {
  if (!isObj(m) || !isStr(m.type)) { problem("message without a type"); return; }
  switch (m.type) {
    case "welcome":
      state.protocol = m.protocol;
      if (m.protocol !== PROTOCOL) problem(`server speaks protocol ${m.protocol}; this page knows ${PROTOCOL}`);
      if (m.screenSchema !== undefined && m.screenSchema !== SCREEN_SCHEMA) problem(`screen schema ${m.screenSchema}; this page knows ${SCREEN_SCHEMA}`);
      if (!setMapStyle(m.mapStyle)) problem("welcome without a usable map style: maps are not drawn");
      if (!setGestureRecognition(m.gestures)) problem("welcome without usable gesture thresholds: no map gestures");
      break;
    case "state": {
      const entry = timingEntry(m.seq, receivedAt);
      awaitingState = false;
      state.seq = Number.isInteger(m.seq) ? m.seq : 0;
      if (isObj(m.car)) state.car = m.car;
      state.screen = checkScreen(m.screen);
      // The Dashboard tile and the cluster: both screens whole.
      displays.dashboard = checkDisplayScreen(m.dashboard);
      displays.cluster = checkDisplayScreen(m.cluster);
      displayOps.dashboard = displayOps.cluster = null;
      drawQueue.full = true;
      hooks.draw();
      timingDrawn(entry);
      break;
    }
    case "diff": {
      const entry = timingEntry(m.seq, receivedAt);
      if (applyDiff(m)) {
        hooks.draw();
        timingDrawn(entry);
      }
      break;
    }
    case "log":
      if (Array.isArray(m.entries)) hooks.log(m.entries);
      break;
    case "ack":
      state.acks.push(m);
      if (state.acks.length > 200) state.acks.shift();
      // Outcomes a driver would notice as "nothing happened" (or the app closing) go to the log.
      if (!["handled", "handledBySystem", "handlerRunning"].includes(m.outcome)) {
        const sent = state.sentMessages.find((s) => isObj(s) && s.id === m.inReplyTo);
        localLog("input", outcomeText(sent ? sent.action : null, m.outcome));
      }
      break;
    case "speech": // a voice prompt started (drive.js plays it)
      hooks.speech(m);
      break;
    case "review": // the guidelines the app in front breaks (review.js lists them)
      hooks.review(m);
      break;
    case "error":
      state.errors.push(m);
      hooks.log([{ time: new Date().toISOString(), kind: "error", text: `${m.code}: ${m.message}` + (m.inReplyTo ? ` (message ${m.inReplyTo})` : "") }]);
      break;
    default:
      problem(`unknown message type "${m.type}"`);
  }
}

function checkScreen(screen) {
  if (screen === null || screen === undefined) return null;
  if (!isObj(screen) || !isObj(screen.root)) { problem("screen without a root; showing the home screen"); return null; }
  if (screen.schemaVersion !== SCREEN_SCHEMA) problem(`screen schema version ${screen.schemaVersion}; this page knows ${SCREEN_SCHEMA}`);
  return screen;
}

function checkDisplayScreen(screen) {
  if (!isObj(screen) || !isObj(screen.root)) return null;
  return screen;
}

export function resync() {
  awaitingState = true;
  state.resyncs++;
  hooks.send({ type: "resync" });
}

// Applies a diff to the state; true when it was applied (and is to be drawn).
function applyDiff(m) {
  if (awaitingState) return false;
  if (!Number.isInteger(m.seq) || m.base !== state.seq) {
    resync();
    return false;
  }
  let screen = state.screen;
  if ("screen" in m) {
    screen = checkScreen(m.screen);
    drawQueue.full = true;
  } else if (Array.isArray(m.screenOps)) {
    try {
      // In place: copying the whole screen first cost as much as drawing the change. An operation that fails leaves
      // the screen half patched, so the page draws nothing more until the resync's `state` replaces it whole.
      screen = applyPatch(screen, m.screenOps, true);
    } catch (e) {
      drawQueue.full = true;
      drawQueue.ops = [];
      problem(`could not apply a screen diff (${e.message}); resyncing`);
      reported.delete(`could not apply a screen diff (${e.message}); resyncing`);
      resync();
      return false;
    }
    screen = checkScreen(screen);
    if (!drawQueue.full) for (const op of m.screenOps) drawQueue.ops.push(op); // (no spread: a long patch would overflow the arguments)
  }
  let car = state.car;
  if (Array.isArray(m.carOps)) {
    try {
      // A copy: what the page drew the car from stays as it was.
      car = applyPatch(car, m.carOps, false);
    } catch (e) {
      problem(`could not apply a car diff (${e.message}); resyncing`);
      reported.delete(`could not apply a car diff (${e.message}); resyncing`);
      drawQueue.full = true;
      drawQueue.ops = [];
      resync();
      return false;
    }
  }
  if (!applyDisplayDiffs(m)) {
    drawQueue.full = true;
    drawQueue.ops = [];
    resync();
    return false;
  }
  state.car = car;
  state.screen = screen;
  state.seq = m.seq;
  return true;
}

// The Dashboard tile and the cluster of a diff already accepted (its base was the page's seq): each screen whole or
// patched. False when a patch could not be applied (the page then asks for the whole state).
function applyDisplayDiffs(m) {
  for (const name of ["dashboard", "cluster"]) {
    if (name in m) {
      displays[name] = checkDisplayScreen(m[name]);
      displayOps[name] = null;
    } else if (Array.isArray(m[name + "Ops"])) {
      try {
        displays[name] = checkDisplayScreen(applyPatch(displays[name], m[name + "Ops"], true));
      } catch (e) {
        problem(`could not apply a ${name} diff (${e.message}); resyncing`);
        return false;
      }
      if (displayOps[name]) for (const op of m[name + "Ops"]) displayOps[name].push(op);
    }
  }
  return true;
}
