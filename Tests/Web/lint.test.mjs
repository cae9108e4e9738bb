// Lint of the page's scripts (Sources/CarPlaySimulator/Resources/web/*.js): every file parses as an ES module, is
// under 400 lines, uses no name it neither declares, imports nor finds among the browser's globals, shares nothing
// through `window` but the browser tests' globals (main.js), and the pure modules touch no DOM. index.html loads
// main.js as a module, every module is imported from it, and every import resolves.

import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WEB } from "./fixtures.mjs";
import { declaredNames, tokenize, usedNames } from "./names.mjs";

const files = readdirSync(WEB).filter((n) => n.endsWith(".js")).sort();
const source = (name) => readFileSync(join(WEB, name), "utf8");

// Modules with logic only: no DOM, no browser globals but `fetch`/`performance`, importing only each other.
const PURE = ["values.js", "patch.js", "protocol.js", "format.js", "gestures.js", "projection.js", "map-style.js",
  "map-places.js",
  "marks.js", "map-paint.js", "map-data.js"];
const DOM_GLOBALS = ["document", "window", "location", "Image", "CSS", "requestAnimationFrame", "ResizeObserver",
  "MouseEvent", "WebSocket", "URLSearchParams", "getComputedStyle"];

const LANGUAGE_GLOBALS = ["Math", "JSON", "Object", "Array", "Number", "String", "Boolean", "Set", "Map", "WeakMap",
  "Float64Array", "Promise", "Error", "Symbol", "Proxy", "Reflect", "Date", "isFinite", "isNaN", "parseInt",
  "parseFloat", "encodeURIComponent", "decodeURIComponent", "structuredClone", "undefined", "NaN", "Infinity", "globalThis",
  "setTimeout", "clearTimeout", "performance", "fetch", "console"];
const GLOBALS = new Set([...LANGUAGE_GLOBALS, ...DOM_GLOBALS]);

test("the page's scripts exist and index.html loads main.js as a module", () => {
  assert.ok(files.length >= 10, files.join(" "));
  const html = readFileSync(join(WEB, "index.html"), "utf8");
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  assert.deepEqual(scripts, ['<script type="module" src="main.js">'], "one module script, no classic ones");
});

test("every script parses as an ES module (node --check on a .mjs copy)", () => {
  const dir = mkdtempSync(join(tmpdir(), "carplay-web-lint-"));
  try {
    for (const name of files) {
      const copy = join(dir, name.replace(/\.js$/, ".mjs"));
      copyFileSync(join(WEB, name), copy);
      const result = spawnSync(process.execPath, ["--check", copy], { encoding: "utf8" });
      assert.equal(result.status, 0, `${name} does not parse as a module:\n${result.stderr}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("no script is 400 lines or longer", () => {
  for (const name of files) {
    const lines = source(name).split("\n").length - 1;
    assert.ok(lines < 400, `${name} has ${lines} lines`);
  }
});

// The imports of a module: [{names: [imported names], from: "./x.js"}].
function importsOf(text) {
  return [...text.matchAll(/^import\s+(?:\{([^}]*)\}\s+from\s+)?"([^"]+)";/gm)].map((m) => ({
    names: (m[1] || "").split(",").map((s) => s.trim().split(/\s+as\s+/)[0]).filter(Boolean),
    from: m[2],
  }));
}

function exportsOf(text) {
  const names = new Set();
  for (const m of text.matchAll(/^export\s+(?:const|let|function|class)\s+([A-Za-z_$][\w$]*)/gm)) names.add(m[1]);
  for (const m of text.matchAll(/^export\s+\{([^}]*)\}/gm)) {
    for (const part of m[1].split(",")) names.add(part.trim().split(/\s+as\s+/).pop());
  }
  return names;
}

test("every import names a module of the page and what it exports; every module is used from main.js", () => {
  const reached = new Set();
  const visit = (name) => {
    if (reached.has(name)) return;
    reached.add(name);
    for (const { names, from } of importsOf(source(name))) {
      const target = from.replace(/^\.\//, "");
      assert.ok(/^\.\/[\w-]+\.js$/.test(from) && files.includes(target), `${name} imports ${from}`);
      const exported = exportsOf(source(target));
      for (const n of names) assert.ok(exported.has(n), `${name} imports ${n}, which ${target} does not export`);
      visit(target);
    }
  };
  visit("main.js");
  assert.deepEqual(files.filter((n) => !reached.has(n)), [], "modules main.js does not reach");
  for (const name of files) {
    const text = source(name);
    const statements = (text.match(/^import\b/gm) || []).length;
    assert.equal(importsOf(text).length, statements, `${name}: every import is of the form this test reads`);
  }
});

test("no script uses a name it does not declare or import, other than the browser's globals", () => {
  for (const name of files) {
    const text = source(name);
    const declared = declaredNames(text);
    const unknown = [...usedNames(text)].filter((n) => !declared.has(n) && !GLOBALS.has(n));
    assert.deepEqual(unknown, [], `${name} uses undeclared names`);
  }
});

test("nothing is shared through window but the browser tests' globals, set in main.js", () => {
  const allowed = new Set(["devicePixelRatio", "innerWidth", "innerHeight", "addEventListener"]);
  for (const name of files) {
    const tokens = tokenize(source(name));
    tokens.forEach((t, k) => {
      if (t.type !== "id" || t.value !== "window") return;
      const next = tokens[k + 1], property = tokens[k + 2];
      if (next && next.value === ".") assert.ok(allowed.has(property.value), `${name} uses window.${property.value}`);
      else assert.equal(name, "main.js", `${name} uses window other than for its own properties`);
    });
  }
});

test("the pure modules use no DOM and import only pure modules", () => {
  for (const name of PURE) {
    const text = source(name);
    const used = usedNames(text);
    for (const g of DOM_GLOBALS) assert.ok(!used.has(g), `${name} uses ${g}`);
    for (const { from } of importsOf(text)) {
      assert.ok(PURE.includes(from.replace(/^\.\//, "")), `${name} imports ${from}, which is not pure`);
    }
  }
});
