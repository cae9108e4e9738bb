// The server's messages as the page takes them (web/protocol.js; docs/PROTOCOL.md): `state`, `diff` with whole
// screens or JSON Patch against the page's seq, resyncs, the Dashboard tile and cluster screens, acks, errors, logs.
// The tests run in order: protocol.js keeps the page's one state.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  configure, displayOps, displays, drawQueue, expectState, handle, inputSent, problem, state, timings,
} from "../../Sources/CarPlaySimulator/Resources/web/protocol.js";
import { loadExampleScreen, node, screenOf } from "./fixtures.mjs";
import { mapStyle } from "../../Sources/CarPlaySimulator/Resources/web/map-style.js";
import { readFileSync } from "node:fs";

// The host's map style, as `welcome` brings it (Tests/Web/fixtures/map-style.json is MapStyle.standard).
const mapStyleFixture = JSON.parse(readFileSync(new URL("./fixtures/map-style.json", import.meta.url), "utf8"));
const gesturesFixture = JSON.parse(readFileSync(new URL("./fixtures/gesture-recognition.json", import.meta.url), "utf8"));

const sent = [];
const logged = [];
const spoken = [];
let draws = 0;
const frames = [];
configure({
  send: (m) => { sent.push(m); return sent.length; },
  // What view.js does with the draw queue: take the ops (or the whole screen) and start again.
  draw: () => { draws++; drawQueue.ops = []; drawQueue.full = false; },
  log: (entries) => logged.push(...entries),
  speech: (m) => spoken.push(m),
  nextFrame: (fn) => frames.push(fn),
});

const car = { display: { id: "standard" }, apps: [], connected: true };
const lastLog = () => logged[logged.length - 1];

test("welcome: a protocol or schema the page does not know is a problem, and so is a missing map style", () => {
  handle({ type: "welcome", protocol: 2, screenSchema: 3, mapStyle: mapStyleFixture, gestures: gesturesFixture });
  assert.equal(state.protocol, 2);
  assert.deepEqual(state.problems, []);
  assert.equal(mapStyle(), mapStyleFixture, "the map paints by the host's style");
  handle({ type: "welcome", protocol: 1, screenSchema: 4 });
  assert.deepEqual(state.problems, [
    "server speaks protocol 1; this page knows 2", "screen schema 4; this page knows 3",
    "welcome without a usable map style: maps are not drawn",
    "welcome without usable gesture thresholds: no map gestures",
  ]);
  assert.equal(lastLog().kind, "page");
  assert.equal(lastLog().local, true);
  state.problems.length = 0;
});

test("state: the car, the screens, drawn whole at once", () => {
  expectState();
  const dashboard = screenOf([node("dashboardShortcut", { id: "s1", text: "Home" })]);
  inputSent(1);
  handle({ type: "state", seq: 7, car, screen: loadExampleScreen(), dashboard, cluster: null }, 10);
  assert.equal(state.seq, 7);
  assert.equal(state.car, car);
  assert.equal(state.screen.root.role, "screen");
  assert.equal(displays.dashboard, dashboard);
  assert.equal(displays.cluster, null);
  assert.deepEqual(displayOps, { dashboard: null, cluster: null }, "the other screens are drawn whole");
  assert.equal(draws, 1);
  const entry = timings[timings.length - 1];
  assert.equal(entry.seq, 7);
  assert.equal(entry.inputAt, 1);
  assert.equal(entry.receivedAt, 10);
  assert.ok(entry.drawnAt > 0);
  assert.equal(entry.paintedAt, null);
  frames.splice(0).forEach((f) => f());
  assert.ok(entry.paintedAt >= entry.drawnAt, "painted in the next frame");
});

test("diff: screen ops against the page's seq are applied in place and queued for the draw", () => {
  const screen = state.screen;
  const ops = [{ op: "replace", path: "/root/children/0/children/0/text", value: "Help!" }];
  displayOps.dashboard = [];
  let queued = null;
  configure({ draw: () => { queued = drawQueue.ops.slice(); draws++; drawQueue.ops = []; drawQueue.full = false; } });
  handle({ type: "diff", seq: 8, base: 7, screenOps: ops,
    dashboardOps: [{ op: "replace", path: "/root/children/0/text", value: "Work" }] }, 20);
  assert.equal(state.seq, 8);
  assert.equal(state.screen, screen, "patched in place");
  assert.equal(screen.root.children[0].children[0].text, "Help!");
  assert.deepEqual(queued, ops, "the draw gets the ops");
  assert.equal(displays.dashboard.root.children[0].text, "Work");
  assert.deepEqual(displayOps.dashboard, [{ op: "replace", path: "/root/children/0/text", value: "Work" }]);
  assert.equal(state.car, car, "no car in the diff: the car stays");
  handle({ type: "diff", seq: 9, base: 8, carOps: [{ op: "add", path: "/time", value: "12:01" },
    { op: "replace", path: "/display/id", value: "wide" }] }, 21);
  assert.deepEqual(state.car, { display: { id: "wide" }, apps: [], connected: true, time: "12:01" });
  assert.notEqual(state.car, car, "the car's changes make a new car: the old one stays as it was");
  assert.equal(car.display.id, "standard");
  assert.equal(state.seq, 9);
  assert.deepEqual(sent, [], "nothing to resync");
});

test("diff: a whole screen (or none) replaces the screen and is drawn whole", () => {
  let full = null;
  configure({ draw: () => { full = drawQueue.full; draws++; drawQueue.ops = []; drawQueue.full = false; } });
  const screen = screenOf([node("listRow", { text: "new" })]);
  handle({ type: "diff", seq: 10, base: 9, screen, screenOps: [{ op: "remove", path: "/root" }] });
  assert.equal(state.screen, screen, "`screen` wins over ops");
  assert.equal(full, true);
  handle({ type: "diff", seq: 11, base: 10, screen: null });
  assert.equal(state.screen, null);
  handle({ type: "diff", seq: 12, base: 11, screen: { schemaVersion: 3 } });
  assert.equal(state.screen, null);
  assert.deepEqual(state.problems, ["screen without a root; showing the home screen"]);
  handle({ type: "diff", seq: 13, base: 12, screen: { schemaVersion: 4, root: node("screen") } });
  assert.equal(state.problems[1], "screen schema version 4; this page knows 3");
  assert.equal(state.screen.root.role, "screen", "drawn anyway");
  state.problems.length = 0;
});

test("diff on another base: resync, and nothing more until the state", () => {
  const drawsBefore = draws;
  handle({ type: "diff", seq: 20, base: 19, screen: null });
  assert.deepEqual(sent, [{ type: "resync" }]);
  assert.equal(state.resyncs, 1);
  assert.equal(state.seq, 13);
  handle({ type: "diff", seq: 14, base: 13, screen: null });
  assert.equal(sent.length, 1, "diffs wait for the state the resync asked for");
  assert.notEqual(state.screen, null);
  assert.equal(draws, drawsBefore);
  const entry = timings[timings.length - 1];
  assert.equal(entry.drawnAt, null, "a diff not drawn has no draw time");
  handle({ type: "state", seq: 20, car, screen: loadExampleScreen() });
  assert.equal(state.seq, 20);
  handle({ type: "diff", seq: "21", base: 20 });
  assert.equal(state.resyncs, 2, "a seq that is not an integer: resync");
  handle({ type: "state", seq: 21, car, screen: loadExampleScreen() });
  sent.length = 0;
});

test("a screen diff that cannot be applied: a problem each time, resync, drawn whole after", () => {
  for (const seq of [22, 23]) {
    handle({ type: "diff", seq, base: 21, screenOps: [{ op: "remove", path: "/root/children/9" }] });
    assert.equal(state.problems[state.problems.length - 1], "could not apply a screen diff (index 9 out of range); resyncing");
    handle({ type: "state", seq: 21, car, screen: loadExampleScreen() });
  }
  assert.equal(state.problems.length, 2, "reported every time, not once");
  assert.deepEqual(sent, [{ type: "resync" }, { type: "resync" }]);
  assert.equal(drawQueue.full, false);
  handle({ type: "diff", seq: 22, base: 21, clusterOps: [{ op: "replace", path: "/root/text", value: "x" }] });
  assert.equal(state.problems[2], "could not apply a cluster diff (no member root); resyncing");
  assert.equal(sent.length, 3);
  handle({ type: "state", seq: 21, car, screen: loadExampleScreen() });
  handle({ type: "diff", seq: 22, base: 21, carOps: [{ op: "replace", path: "/vehicle/speed", value: 3 }] });
  assert.equal(state.problems[3], "could not apply a car diff (no member vehicle); resyncing");
  assert.equal(sent.length, 4);
  assert.equal(state.car, car, "the car stays until the state");
  assert.equal(drawQueue.full, true, "the screen is drawn whole after the resync");
  assert.equal(state.seq, 21, "the diff was not taken");
  handle({ type: "state", seq: 22, car, screen: loadExampleScreen(), dashboard: null,
    cluster: screenOf([node("text", { text: "Cluster" })]) });
  handle({ type: "diff", seq: 23, base: 22, clusterOps: [{ op: "replace", path: "/root/children/0/text", value: "Zoomed" }] });
  assert.equal(displays.cluster.root.children[0].text, "Zoomed");
  assert.equal(displayOps.cluster, null, "not drawn since the state: it is drawn whole");
  handle({ type: "diff", seq: 24, base: 23, cluster: null, dashboard: { notAScreen: true } });
  assert.deepEqual([displays.cluster, displays.dashboard], [null, null]);
  state.problems.length = 0;
  sent.length = 0;
});

test("log, ack, error, speech and unknown messages", () => {
  logged.length = 0;
  handle({ type: "log", entries: [{ seq: 1, time: "2026-01-01T12:00:00.000Z", kind: "app", text: "hello" }] });
  assert.deepEqual(logged, [{ seq: 1, time: "2026-01-01T12:00:00.000Z", kind: "app", text: "hello" }]);
  handle({ type: "ack", inReplyTo: 4, outcome: "handled" });
  state.sentMessages.push({ id: 5, type: "input", action: "tapAt", x: 1, y: 2 });
  handle({ type: "ack", inReplyTo: 5, outcome: "notOnScreen" });
  assert.equal(state.acks.length, 2);
  assert.equal(lastLog().text, "Nothing to tap there", "an outcome a driver notices is logged, in words");
  assert.equal(lastLog().kind, "input");
  assert.equal(logged.length, 2);
  state.sentMessages.push({ id: 6, type: "input", action: "tap", element: "gone" });
  handle({ type: "ack", inReplyTo: 6, outcome: "notOnScreen" });
  assert.equal(lastLog().text, "That item is no longer on screen");
  handle({ type: "ack", inReplyTo: 7, outcome: "disabled" });
  assert.equal(lastLog().text, "The input reached a disabled item: nothing happens", "an input no longer kept");
  state.sentMessages.length = 0;
  logged.length = 2;
  for (let i = 0; i < 250; i++) handle({ type: "ack", inReplyTo: i, outcome: "handled" });
  assert.equal(state.acks.length, 200, "the last 200 acks are kept");
  handle({ type: "error", code: "badField", message: "no such field", inReplyTo: 9 });
  assert.equal(state.errors[0].code, "badField");
  assert.equal(lastLog().text, "badField: no such field (message 9)");
  assert.equal(lastLog().kind, "error");
  handle({ type: "speech", utterance: { text: "Turn left" } });
  assert.equal(spoken[0].utterance.text, "Turn left");
  handle({ type: "hologram" });
  handle([1]);
  handle({ type: "hologram" });
  assert.deepEqual(state.problems, ['unknown message type "hologram"', "message without a type"], "each problem once");
  problem("message without a type");
  assert.equal(state.problems.length, 2);
});

test("timings keep the last 10,000 entries", () => {
  while (timings.length < 10000) timings.push({ filler: true });
  handle({ type: "diff", seq: 99, base: 1 });
  assert.equal(timings.length, 10000);
  assert.equal(timings[timings.length - 1].seq, 99);
});
