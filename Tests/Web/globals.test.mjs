// What the browser tests read and call on `window` (Tests/Browser/*.py, scripts/*.py): main.js puts every one of them
// there. The names are read from the Python files themselves, so a new use there is checked here too.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { installDOM } from "./dom-stub.mjs";
import { ROOT } from "./fixtures.mjs";

installDOM();
document.readyState = "loading"; // main.js wires the page at DOMContentLoaded, which never comes here
globalThis.location = { search: "?checkDraw=1", protocol: "http:", host: "127.0.0.1:8080" };
await import("../../Sources/CarPlaySimulator/Resources/web/main.js");

// `window.a.b` paths the browser tests and scripts use (their own `window.__…` scratch values left out).
function harnessPaths() {
  const files = [join(ROOT, "Tests", "Browser"), join(ROOT, "scripts")]
    .flatMap((dir) => readdirSync(dir).filter((n) => n.endsWith(".py")).map((n) => join(dir, n)));
  const paths = new Set();
  for (const file of files) {
    for (const m of readFileSync(file, "utf8").matchAll(/\bwindow\.([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?/g)) {
      if (!m[1].startsWith("__")) paths.add(m[2] ? `${m[1]}.${m[2]}` : m[1]);
    }
  }
  return [...paths].sort();
}

test("every window global the browser tests use is there", () => {
  const paths = harnessPaths();
  assert.ok(paths.length > 20, paths.join(" "));
  // Set by the page's first message sent.
  const later = new Set(["carplay.lastSent"]);
  const missing = paths.filter((p) => {
    if (later.has(p)) return false;
    const [a, b] = p.split(".");
    const value = window[a];
    if (value === undefined || value === null) return true;
    return b !== undefined && !(b in Object(value));
  });
  assert.deepEqual(missing, []);
});

test("the globals' shapes", () => {
  assert.equal(typeof window.carplay.send, "function");
  assert.equal(window.carplay.checkDraw, true, "?checkDraw=1 turns the draw check on");
  assert.deepEqual([window.carplay.seq, window.carplay.connected, window.carplay.sent], [0, false, 0]);
  assert.ok(Array.isArray(window.carplayTimings));
  assert.equal(typeof window.carplayCheckDraw, "function");
  assert.deepEqual(window.carplayDisplays, { dashboard: null, cluster: null, draws: { dashboard: 0, cluster: 0 } });
  assert.deepEqual(window.CarPlayPatch.applyPatch({ a: 1 }, [{ op: "replace", path: "/a", value: 2 }]), { a: 2 });
  assert.equal(typeof window.CarPlayRender.drawScreen, "function");
  assert.equal(window.CarPlayRender.stats.incremental, 0);
  assert.equal(typeof window.CarPlayMap.attach, "function");
  assert.deepEqual(window.CarPlayMap.stats.frameMs, []);
  assert.equal(window.CarPlayDrive.isUnmuted(), false);
  assert.deepEqual(window.CarPlayDrive.heard, []);
  assert.deepEqual(window.CarPlayTouch.active(), { fingers: 0, drag: false, two: false });
  assert.equal(window.CarPlayTouch.pointAt(0, 0), null, "no screen yet");
  assert.equal(typeof window.CarPlayDisplays.drawHeadUp, "function");
  const log = document.createElement("ol");
  log.id = "log-list";
  document.body.appendChild(log);
  assert.equal(window.carplay.send({ type: "home" }), null, "not connected: nothing is sent");
  assert.equal(window.carplay.sent, 0);
  assert.equal(log.textContent.endsWith("not connected: home not sent"), true, log.textContent);
});
