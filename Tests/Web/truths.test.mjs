// The page draws; the car decides (issue 19). Two checks that fail when a module of the page starts to hold what is
// the car's to say:
// - Numbers. Every numeric literal in the page's scripts other than 0, 1 and 2 is listed below, per module, with why
//   it is not a fact of the car's layout: maths (unit conversions, Web Mercator), a bound the Screen or the protocol
//   sets on malformed input, or the simulator's own page (its panels, buffers and retries). Sizes, widths, fonts,
//   thresholds and timings of what the car shows come from the host (the Screen, `MapStyle`, `GestureRecognition`)
//   and are not listed: a new one fails here.
// - Texts. No string literal of a script is a text the car shows: every text and detail text of the project's Screen
//   fixtures (SCREEN.md's example, the JSON snapshots, the browser tests' map screens) and every prose-like string
//   literal of the host's and the sample apps' Swift sources (a capitalised word, two words, or "…") is looked for.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { ROOT, WEB, loadScreenFixtures } from "./fixtures.mjs";
import { tokenize } from "./names.mjs";

const files = readdirSync(WEB).filter((n) => n.endsWith(".js")).sort();
const tokensOf = (name) => tokenize(readFileSync(join(WEB, name), "utf8"));

const MATHS = "maths", BOUND = "a bound on malformed input", PAGE = "the simulator's own page";
const ALLOWED = {
  "displays.js": { 100: [MATHS, "rounding to hundredths"], 640: [BOUND, "a cluster display without a width"],
    480: [BOUND, "a cluster display without a height"] },
  "drive.js": { 100: [PAGE, "the voice panel keeps 100 prompts"] },
  "format.js": { 5: [PAGE, "the Drive panel's coordinate digits"], 3.6: [MATHS, "m/s to km/h"] },
  "gestures.js": { 1000: [MATHS, "ms per second"], 0.01: [BOUND, "the protocol's least scale"],
    100: [BOUND, "the protocol's largest scale"] },
  "input-screen.js": { 100: [MATHS, "rounding to hundredths"] },
  "input-scroll.js": { 16: [PAGE, "CSS px a wheel line moves"] },
  "items.js": { 100: [MATHS, "a fraction as a CSS percentage"] },
  "log.js": { 500: [PAGE, "the log panel's length"], 8: [PAGE, "the log panel's scroll slack"] },
  "map-data.js": { 6: [PAGE, "tile bounds in the tile URL, to 6 decimals"], 4: [BOUND, "a feature has two points"] },
  "map-paint.js": { 3: [MATHS, "the index of a box's bottom"] },
  "map-places.js": { 3: [MATHS, "the index of a box's bottom"] },
  "map-style.js": { 40075016.686: [MATHS, "the Earth's circumference in Web Mercator"] },
  "map.js": { 4: [BOUND, "at most 4 device pixels per point"], 1000: [PAGE, "a drawn map's canvas is dropped after 1 s"],
    3600: [PAGE, "the frame timings kept for the browser tests"] },
  "marks.js": { 4: [MATHS, "the length of a drawing item's frame path"] },
  "projection.js": { 256: [MATHS, "Web Mercator's tile size"], 85.05112878: [MATHS, "Web Mercator's latitude"],
    180: [MATHS, "degrees"], 360: [MATHS, "degrees"], 540: [MATHS, "degrees"], 90: [MATHS, "degrees"],
    75: [BOUND, "the steepest pitch drawn"], 24: [BOUND, "the deepest zoom"], 16: [BOUND, "a map without a zoom"],
    3: [MATHS, "cubic easing"] },
  "protocol.js": { 10000: [PAGE, "input timings kept"], 200: [PAGE, "the log page size asked for"],
    3: [BOUND, "the Screen schema version the page reads"] },
  "render.js": { 800: [BOUND, "a display without a width"], 480: [BOUND, "a display without a height"] },
  "roles.js": { 100: [MATHS, "a fraction as a CSS percentage"], 4: [PAGE, "the playing indicator's bars"],
    0.23: [PAGE, "the playing indicator's bars' phase"] },
  "socket.js": { 250: [PAGE, "reconnection backoff"], 5000: [PAGE, "reconnection backoff"],
    100: [PAGE, "sent messages kept for the browser tests"] },
  "values.js": { 100: [MATHS, "rounding to hundredths"], 16: [MATHS, "hexadecimal"], 255: [MATHS, "a colour byte"],
    8: [MATHS, "a colour byte's bits"], 3: [MATHS, "alpha to 3 decimals"] },
  "view.js": { 300: [PAGE, "draw-check context"], 20: [PAGE, "draw mismatches kept"], 800: [BOUND, "a display without a width"],
    480: [BOUND, "a display without a height"] },
  "fit.js": { 0.1: [PAGE, "the least zoom the page draws"], 3: [PAGE, "the cluster takes at most a third of the car's region"] },
};

test("every number in the page's scripts is maths, a bound or the page's own — none is the car's layout", () => {
  const unlisted = [];
  const found = {};
  for (const name of files) {
    for (const t of tokensOf(name)) {
      if (t.type !== "num" || ["0", "1", "2"].includes(t.value)) continue;
      const value = Number(t.value);
      (found[name] = found[name] || new Set()).add(value);
      if (!(ALLOWED[name] && ALLOWED[name][value])) unlisted.push(`${name}: ${t.value}`);
    }
  }
  assert.deepEqual(unlisted, [], "numbers the host should send (or list them here with why they are not the car's)");
  const stale = [];
  for (const [name, numbers] of Object.entries(ALLOWED)) {
    for (const value of Object.keys(numbers)) if (!(found[name] && found[name].has(Number(value)))) stale.push(`${name}: ${value}`);
  }
  assert.deepEqual(stale, [], "listed numbers no script holds any more");
});

// Texts of the simulator's own page that the host also uses, and why they are not the car's.
const OWN_TEXTS = {
  "Home screen": "the Drive panel names the foreground app; the host's event log says it too",
  "Connecting…": "the page's own connection status; a call being connected says it too, on the car's screen",
};

function swiftFiles(dir, found = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) swiftFiles(path, found);
    else if (name.endsWith(".swift")) found.push(path);
  }
  return found;
}

test("no script holds a text the car shows", () => {
  const texts = new Set();
  const walk = (node) => {
    if (!node || typeof node !== "object") return;
    for (const key of ["text", "detailText"]) if (typeof node[key] === "string" && /[A-Za-z]{2}/.test(node[key])) texts.add(node[key]);
    for (const item of Array.isArray(node.drawing) ? node.drawing : []) if (typeof item.text === "string" && /[A-Za-z]{2}/.test(item.text)) texts.add(item.text);
    for (const child of Array.isArray(node.children) ? node.children : []) walk(child);
  };
  for (const { screen } of loadScreenFixtures()) walk(screen.root);
  const fromFixtures = texts.size;
  for (const dir of ["Sources/CarPlayHost", "Sources/Samples"]) {
    for (const path of swiftFiles(join(ROOT, dir))) {
      for (const m of readFileSync(path, "utf8").matchAll(/"((?:[^"\\\n]|\\.)*)"/g)) {
        const t = m[1];
        if (!t.includes("\\(") && (/^[A-Z][a-z]/.test(t) || /[a-z] [a-z]/.test(t) || t.includes("…"))) texts.add(t);
      }
    }
  }
  assert.ok(fromFixtures > 10 && texts.size > 200, `texts of the car: ${fromFixtures} from fixtures, ${texts.size} in all`);
  const held = [];
  for (const name of files) {
    for (const t of tokensOf(name)) {
      if (t.type !== "str" || t.value.length < 3) continue;
      const value = t.value.slice(1, -1);
      if (texts.has(value) && !OWN_TEXTS[value]) held.push(`${name}: ${t.value}`);
    }
  }
  assert.deepEqual(held, [], "texts of the car in the page's scripts");
});

test("no style sheet defines the car's theme colours: they come with the Screen", () => {
  const themed = ["--label", "--secondary", "--separator", "--bar", "--surface", "--focus", "--focus-fill", "--badge",
    "--pressed"];
  for (const name of readdirSync(WEB).filter((n) => n.endsWith(".css"))) {
    const css = readFileSync(join(WEB, name), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    for (const variable of themed) {
      assert.ok(!new RegExp(`${variable}\\s*:`).test(css), `${name} defines ${variable}`);
    }
  }
});
