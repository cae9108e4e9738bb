// The panels' texts (web/format.js), the head-up display strip (web/hud.js) and the event log
// (web/log.js), drawn into the DOM stub.

import { test } from "node:test";
import assert from "node:assert/strict";
import { installDOM } from "./dom-stub.mjs";
import {
  appName, audioOwnerText, clusterStatus, courseText, foregroundText, logClass, logTime, positionText, radioState,
  radioText, speedText,
} from "../../Sources/CarPlaySimulator/Resources/web/format.js";
import { drawHUD } from "../../Sources/CarPlaySimulator/Resources/web/hud.js";
import { addLog } from "../../Sources/CarPlaySimulator/Resources/web/log.js";
import { state } from "../../Sources/CarPlaySimulator/Resources/web/protocol.js";

installDOM();

const car = {
  apps: [{ id: "com.example.music", name: "Music" }, { id: "com.swiftcarplay.drive", name: "Drive" }],
  audioOwner: null, foregroundApp: null, radio: { on: true, playing: true, station: "FM 101.1", ducked: false },
};

test("the audio panel's texts", () => {
  assert.equal(appName(car, "com.example.music"), "Music");
  assert.equal(appName(car, "com.example.other"), "com.example.other", "an app the car does not list: its id");
  assert.equal(appName(car, null), null);
  assert.equal(radioText(car.radio, car), "FM 101.1 playing");
  assert.equal(radioText({ on: true, ducked: true }, car), "ducked (a voice prompt is speaking)");
  const owned = Object.assign({}, car, { audioOwner: "com.example.music" });
  assert.equal(radioText({ on: true, playing: false, station: "FM 1" }, owned), "FM 1 stopped: Music took audio");
  assert.equal(radioText({ on: true, playing: false }, car), "stopped");
  assert.equal(radioText({ on: false }, car), "Off");
  assert.deepEqual([{ on: false }, { on: true, ducked: true }, { on: true, playing: true }, { on: true }].map(radioState),
    ["off", "ducked", "playing", "stopped"]);
  assert.equal(audioOwnerText(owned), "Music");
  assert.equal(audioOwnerText(car), "Car radio");
  assert.equal(audioOwnerText(Object.assign({}, car, { radio: { on: false } })), "Nobody");
  assert.equal(foregroundText(car), "Home screen");
  assert.equal(foregroundText(Object.assign({}, car, { foregroundApp: "com.swiftcarplay.drive" })), "Drive");
});

test("the cluster's status line and the Drive panel's vehicle lines", () => {
  const display = { id: "basic", name: "Basic 640×480 @2x" };
  assert.equal(clusterStatus(car, null, null, false), "No cluster display");
  assert.equal(clusterStatus(car, { app: null }, display, false), "Basic 640×480 @2x · no navigation app");
  assert.equal(clusterStatus(car, { app: "com.swiftcarplay.drive" }, display, true), "Basic 640×480 @2x · Drive");
  assert.equal(clusterStatus(car, { app: null }, display, true), "Basic 640×480 @2x");
  assert.equal(clusterStatus({ ...car, connected: false }, { app: null }, display, false),
    "Basic 640×480 @2x · iPhone disconnected");
  const v = { latitude: 43.738412, longitude: 7.424611, speed: 13.9, course: 271.6 };
  assert.deepEqual([positionText(v), speedText(v), courseText(v)], ["43.73841, 7.42461", "50 km/h", "272°"]);
  assert.deepEqual([positionText(null), speedText({ speed: null }), courseText({})], ["—", "—", "—"]);
});

test("log entries: the time of day, the kind as a class", () => {
  assert.equal(logTime("2026-01-01T12:34:56.789Z"), "12:34:56");
  assert.equal(logTime(42), "");
  assert.equal(logClass("fault"), "log-fault");
  assert.equal(logClass("a-b c"), "log-abc");
  assert.equal(logClass(undefined), "log-other");
  const list = document.createElement("ol");
  list.id = "log-list";
  document.body.appendChild(list);
  addLog([{ time: "2026-01-01T08:00:00.000Z", kind: "app", text: "hello" }, "junk", { kind: "input" }]);
  assert.equal(list.children.length, 2, "one row per entry object");
  assert.equal(list.children[0].textContent, "08:00:00apphello");
  assert.equal(list.children[0].dataset.kind, "app");
  assert.equal(list.children[1].textContent, 'input{"kind":"input"}', "an entry without a time or text: its JSON");
  addLog([{ text: "no kind" }]);
  assert.equal(list.lastChild.className, "log-other");
  assert.equal(list.lastChild.textContent, "?no kind");
  for (let i = 0; i < 30; i++) addLog(Array.from({ length: 20 }, (_, j) => ({ kind: "host", text: `${i}.${j}` })));
  assert.equal(list.children.length, 500, "the panel keeps the last 500 rows");
  assert.equal(list.lastChild.textContent, "host29.19");
  assert.equal(state.log.length, 500);
});

test("the head-up strip draws what the car laid out: idle, a maneuver with lanes, a roundabout", () => {
  const strip = document.createElement("div");
  drawHUD(null, strip, "No guidance text from the car");
  assert.equal(strip.dataset.active, "false");
  assert.equal(strip.textContent, "No guidance text from the car", "the idle text is the car's");
  const turnLeft = "M28 44 V24 Q28 18 22 18 H8 M16 10 L8 18 L16 26";
  const hud = {
    glyph: "turnLeft", glyphPaths: [turnLeft], distance: "300 m", roadName: "Boulevard Albert 1er",
    instruction: "Turn left", maneuverState: "prepare",
    lanes: [
      { status: "preferred", arrowPaths: ["M12 30 V16 L12.0 6.0"], highlightedPath: "M12 30 V16 L2.0 16.0" },
      { status: "notGood", arrowPaths: ["M12 30 V16 L12.0 6.0", "M12 30 V16 L19.1 8.9"], highlightedPath: null },
    ],
  };
  drawHUD(hud, strip);
  assert.equal(strip.dataset.active, "true");
  assert.equal(strip.dataset.glyph, "turnLeft");
  assert.equal(strip.dataset.maneuverState, "prepare");
  const glyph = strip.querySelector(".hud-glyph");
  assert.equal(glyph.querySelector("path").getAttribute("d"), turnLeft);
  assert.equal(strip.querySelector(".hud-distance").textContent, "300 m");
  assert.equal(strip.querySelector(".hud-road").textContent, "Boulevard Albert 1er");
  const lanes = strip.querySelectorAll(".hud-lane");
  assert.deepEqual(lanes.map((l) => l.dataset.status), ["preferred", "notGood"]);
  assert.equal(lanes[0].children.length, 2, "the lane's arrow and its highlighted one");
  assert.ok(lanes[0].children[1].classList.contains("hud-lane-highlighted"));
  assert.equal(lanes[0].children[1].getAttribute("d"), "M12 30 V16 L2.0 16.0");
  assert.equal(lanes[1].children.length, 2);
  const drawn = strip.firstChild;
  drawHUD(JSON.parse(JSON.stringify(hud)), strip);
  assert.equal(strip.firstChild, drawn, "the same strip is not drawn again");
  const paths = ["M15.0 22.0 A9.0 9.0 0 1 0 33.0 22.0 A9.0 9.0 0 1 0 15.0 22.0 Z", "M24 44 V31", "M33.0 22.0 L44.0 22.0"];
  drawHUD({ glyph: "roundabout", glyphPaths: paths, clockwise: false, instruction: "Take the exit" }, strip);
  const svg = strip.querySelector(".hud-glyph");
  assert.equal(svg.dataset.clockwise, "false");
  assert.deepEqual(svg.querySelectorAll("path").map((p) => p.getAttribute("d")), paths, "the car's paths, as they come");
  assert.equal(strip.querySelector(".hud-road").textContent, "Take the exit", "no road name: the instruction");
  assert.equal(strip.querySelector(".hud-lanes"), null);
  drawHUD({ glyph: "x", glyphPaths: [7, "M0 0"] }, strip);
  assert.deepEqual(strip.querySelectorAll(".hud-glyph path").map((p) => p.getAttribute("d")), ["M0 0"], "only paths");
});

test("the Drive panel's destinations are the places the car's map offers, then the app's trip", async () => {
  const { updateDrive } = await import("../../Sources/CarPlaySimulator/Resources/web/drive.js");
  const select = document.createElement("select");
  select.id = "drive-destination";
  const trip = document.createElement("option");
  trip.value = "trip";
  trip.textContent = "Follow the route (the app's trip)";
  select.appendChild(trip);
  document.body.appendChild(select);
  const options = () => Array.from(select.querySelectorAll("option")).map((o) => [o.value, o.textContent]);
  updateDrive({ driveDestinations: [{ id: "casino", name: "Casino de Monte Carlo" }, { id: "port", name: "Port Hercule" }] });
  assert.deepEqual(options(), [
    ["casino", "Casino de Monte Carlo"], ["port", "Port Hercule"], ["trip", "Follow the route (the app's trip)"],
  ]);
  // Another map: the list follows it; a bad entry is left out.
  updateDrive({ driveDestinations: [{ id: "stade", name: "Stade Louis II" }, { id: 7 }] });
  assert.deepEqual(options(), [["stade", "Stade Louis II"], ["trip", "Follow the route (the app's trip)"]]);
  select.remove();
});

test("the iPhone panel has one Show in CarPlay box per app, checked as the car says", async () => {
  const { drawNotificationSettings } = await import("../../Sources/CarPlaySimulator/Resources/web/controls.js");
  const host = document.createElement("div");
  host.id = "notification-settings";
  document.body.appendChild(host);
  state.connected = true;
  const boxes = () => host.querySelectorAll("input").map((b) => [b.dataset.id, b.checked, b.disabled]);
  drawNotificationSettings([
    { id: "com.example.chat", name: "Chat", notificationsShown: false }, { id: "com.example.music", name: "Music" },
  ]);
  assert.deepEqual(boxes(), [["com.example.chat", false, false], ["com.example.music", true, false]]);
  assert.deepEqual(host.querySelectorAll("label").map((l) => l.textContent.trim()), ["Chat", "Music"]);
  const first = host.querySelector("input");
  drawNotificationSettings([
    { id: "com.example.chat", name: "Chat", notificationsShown: true }, { id: "com.example.music", name: "Music" },
  ]);
  assert.equal(host.querySelector("input"), first, "the same apps keep their boxes");
  assert.deepEqual(boxes(), [["com.example.chat", true, false], ["com.example.music", true, false]]);
  state.connected = false;
  drawNotificationSettings([{ id: "com.example.chat", name: "Chat", notificationsShown: true }]);
  assert.deepEqual(boxes(), [["com.example.chat", true, true]], "another app list: boxes anew, disabled offline");
  host.remove();
});

test("the iPhone panel has one box per widget in the car's order, the disfavoured with their note", async () => {
  const { drawWidgetSettings } = await import("../../Sources/CarPlaySimulator/Resources/web/controls.js");
  const host = document.createElement("div");
  host.id = "widget-settings";
  document.body.appendChild(host);
  state.connected = true;
  const boxes = () => host.querySelectorAll("input").map((b) => [b.dataset.id, b.checked]);
  const widgets = [
    { id: "a/Level", name: "Level", appName: "A", shown: true, note: null },
    { id: "b/Radar", name: "Radar", appName: "B", shown: false, note: "Not optimized for CarPlay" },
  ];
  drawWidgetSettings(widgets);
  assert.deepEqual(boxes(), [["a/Level", true], ["b/Radar", false]]);
  assert.deepEqual(host.querySelectorAll("label").map((l) => l.textContent.trim()),
    ["Level (A)", "Radar (B) — Not optimized for CarPlay"]);
  const first = host.querySelector("input");
  drawWidgetSettings([widgets[0], { ...widgets[1], shown: true }]);
  assert.equal(host.querySelector("input"), first, "the same widgets keep their boxes");
  assert.deepEqual(boxes(), [["a/Level", true], ["b/Radar", true]]);
  host.remove();
});

test("the Review panel lists the car's findings, each with its guideline's name and words", async () => {
  const { showReview } = await import("../../Sources/CarPlaySimulator/Resources/web/review.js");
  const status = document.createElement("div");
  status.id = "review-status";
  const list = document.createElement("ol");
  list.id = "review-findings";
  document.body.append(status, list);
  showReview({ type: "review", app: "com.example.faulty", findings: [
    { guideline: "Communication apps 1", words: "Communication apps must provide…", finding: "Faulty handles none" },
    7,
  ] });
  assert.equal(status.textContent, "com.example.faulty: 1 guideline broken");
  const items = list.querySelectorAll("li");
  assert.equal(items.length, 1, "only objects are findings");
  assert.equal(items[0].querySelector("strong").textContent, "Communication apps 1");
  assert.equal(items[0].querySelector("q").textContent, "Communication apps must provide…");
  showReview({ type: "review", app: "com.example.chat", findings: [] });
  assert.equal(status.textContent, "com.example.chat: no guideline broken");
  assert.equal(list.querySelectorAll("li").length, 0, "the last review replaces the one before");
  status.remove();
  list.remove();
});
