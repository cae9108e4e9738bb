// Screen JSON for the web tests: the project's own — the example in docs/SCREEN.md, the JSON snapshots
// (Tests/**/__Snapshots__/**/*.json) and the browser tests' map screens (Tests/Browser/fixtures/map-*.json) — and a
// helper to make nodes.

import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const WEB = join(ROOT, "Sources", "CarPlaySimulator", "Resources", "web");

// The example screen of docs/SCREEN.md ("## Example": a focused list row on the standard display).
export function loadExampleScreen() {
  const text = readFileSync(join(ROOT, "docs", "SCREEN.md"), "utf8");
  const example = text.slice(text.indexOf("## Example"));
  const match = /```json\n([\s\S]*?)\n```/.exec(example);
  if (!match) throw new Error("docs/SCREEN.md has no example screen");
  return JSON.parse(match[1]);
}

function findFiles(dir, keep, found = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) findFiles(path, keep, found);
    else if (keep(path)) found.push(path);
  }
  return found;
}

// Every Screen JSON fixture of the project: [{name, screen}].
export function loadScreenFixtures() {
  const snapshots = findFiles(join(ROOT, "Tests"), (p) => p.endsWith(".json") && p.includes("__Snapshots__"));
  const maps = readdirSync(join(ROOT, "Tests", "Browser", "fixtures"))
    .filter((n) => /^map-.*\.json$/.test(n)).map((n) => join(ROOT, "Tests", "Browser", "fixtures", n));
  const fixtures = [{ name: "docs/SCREEN.md example", screen: loadExampleScreen() }];
  for (const path of [...snapshots, ...maps]) {
    const screen = JSON.parse(readFileSync(path, "utf8"));
    if (screen && typeof screen === "object" && screen.root) fixtures.push({ name: relative(ROOT, path), screen });
  }
  return fixtures;
}

// A screen node with the fields every node has (docs/SCREEN.md), and `extra`.
export function node(role, extra) {
  return Object.assign({
    role, frame: { x: 0, y: 0, width: 50, height: 20 }, content: {}, children: [], drawing: [],
    isFocusable: false, isEnabled: true, isSelected: false,
  }, extra || {});
}

// A screen of the standard display around `root`'s children.
export function screenOf(children, extra) {
  return Object.assign({
    schemaVersion: 3,
    display: { id: "standard", pixelWidth: 800, pixelHeight: 480, scale: 2, appearance: "light", mapAppearance: "light",
      inputDevices: ["touch", "knob", "touchpad"] },
    focusOrder: [], warnings: [],
    root: node("screen", { frame: { x: 0, y: 0, width: 400, height: 240 }, background: "#FFFFFF", children }),
  }, extra || {});
}

// A node and every node below it, depth first, with its parent.
export function* walk(n, parent = null) {
  yield { node: n, parent };
  for (const child of n.children || []) yield* walk(child, n);
}
