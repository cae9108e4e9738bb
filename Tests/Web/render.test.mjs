// Drawing Screen JSON (web/render.js and the modules under it) into the DOM stub: the project's screen fixtures drawn
// whole, node for node, and patched screens drawn incrementally exactly as a full draw draws them.

import { test } from "node:test";
import assert from "node:assert/strict";
import { installDOM } from "./dom-stub.mjs";
import { loadExampleScreen, loadScreenFixtures, node, screenOf, walk } from "./fixtures.mjs";
import { drawScreen, updateScreen, stats } from "../../Sources/CarPlaySimulator/Resources/web/render.js";
import { applyPatch } from "../../Sources/CarPlaySimulator/Resources/web/patch.js";
import { cssColor } from "../../Sources/CarPlaySimulator/Resources/web/values.js";
import { setSymbolMissingHandler } from "../../Sources/CarPlaySimulator/Resources/web/images.js";

const env = installDOM();

function draw(screen, zoom = 1) {
  const host = document.createElement("div");
  document.body.appendChild(host);
  const problems = [];
  const surface = drawScreen(host, screen, zoom, (p) => problems.push(p));
  return { host, surface, problems };
}

const nodeChildren = (el) => el.children.filter((c) => c.classList.contains("cp-node"));
const itemChildren = (el) => el.children.filter((c) => !c.classList.contains("cp-node"));
const px = (v) => `${v}px`;

// The data attributes docs/SCREEN.md (Content) says the page sets from a node's typed content.
function expectedData(c) {
  const g = (name) => c[name] || {};
  return {
    field: c.field,
    kind: c.screenKind ?? g("banner").kind ?? g("nowPlayingButton").kind ?? c.overlay ?? g("contactButton").kind,
    style: (g("barButton").rounded ? "rounded" : undefined) ?? c.keyboard ?? g("alertAction").style ?? c.buttonStyle
      ?? g("imageRow").style ?? g("imageElement").style,
    control: g("playbackControl").control,
    accessory: c.accessory,
    mode: g("nowPlaying").mode,
    playbackState: g("nowPlaying").playbackState,
    key: c.key,
  };
}

// Checks the element drawn for `n` (and its subtree) against the JSON: role, classes, data attributes, frame.
function checkNode(el, n, origin, where) {
  assert.equal(el.dataset.role, n.role, where);
  assert.ok(el.classList.contains("cp-node") && el.classList.contains("cp-" + n.role), `${where}: classes ${el.className}`);
  assert.equal(el.style.left, px(n.frame.x - origin.x), `${where}: left`);
  assert.equal(el.style.top, px(n.frame.y - origin.y), `${where}: top`);
  assert.equal(el.style.width, px(n.frame.width), `${where}: width`);
  assert.equal(el.style.height, px(n.frame.height), `${where}: height`);
  assert.equal(el.dataset.elementId, n.id, `${where}: id`);
  assert.equal(el.dataset.text, n.text, `${where}: text`);
  assert.equal(el.dataset.detailText, n.detailText, `${where}: detail text`);
  assert.equal(el.dataset.tappable, n.isFocusable && n.isEnabled ? "true" : undefined, `${where}: tappable`);
  assert.equal(el.dataset.disabled, n.isEnabled === false ? "true" : undefined, `${where}: disabled`);
  assert.equal(el.dataset.selected, n.isSelected ? "true" : undefined, `${where}: selected`);
  assert.equal(el.dataset.value, typeof n.value === "number" ? String(n.value) : undefined, `${where}: value`);
  const data = expectedData(n.content || {});
  for (const key of ["field", "kind", "style", "control", "accessory", "mode", "playbackState", "key"]) {
    assert.equal(el.dataset[key], data[key], `${where}: data-${key}`);
  }
  if (n.background) assert.equal(el.style.backgroundColor, cssColor(n.background), `${where}: background`);
  if (n.foreground) assert.equal(el.style.color, cssColor(n.foreground), `${where}: foreground`);
  // The drawing items, in order, each at its frame inside the node.
  const items = itemChildren(el).filter((c) => !/cp-(waveform|spinner-ring|progress-fill|img-missing)/.test(c.className)
    && c.localName !== "canvas");
  assert.equal(items.length, n.drawing.length, `${where}: one element per drawing item`);
  n.drawing.forEach((item, i) => {
    const e = items[i];
    const w = `${where}.drawing[${i}]`;
    assert.equal(e.style.left, px(item.frame.x - n.frame.x), `${w}: left`);
    assert.equal(e.style.top, px(item.frame.y - n.frame.y), `${w}: top`);
    assert.equal(e.style.width, px(item.frame.width), `${w}: width`);
    assert.equal(e.style.position, "absolute", w);
    if (item.kind === "text") {
      assert.equal(e.textContent, item.text, `${w}: text`);
      assert.ok(e.classList.contains(item.style === "detail" ? "cp-detail-line" : "cp-title-line"), w);
      assert.equal(e.style.lineHeight, px(item.frame.height), `${w}: centred vertically`);
    } else if (item.kind === "image") {
      assert.ok(e.classList.contains("cp-img"), `${w}: an image`);
    } else {
      assert.ok(e.classList.contains("cp-fill-" + (item.shape || "rectangle")), `${w}: a ${item.shape}`);
    }
  });
  const kids = nodeChildren(el);
  assert.equal(kids.length, n.children.length, `${where}: one element per child`);
  n.children.forEach((child, i) => checkNode(kids[i], child, n.frame, `${where}.children[${i}]`));
}

for (const { name, screen } of loadScreenFixtures()) {
  test(`draws ${name} node for node`, () => {
    const { host, surface, problems } = draw(screen);
    assert.deepEqual(problems, [], "a valid screen draws without problems");
    const d = screen.display;
    assert.equal(host.style.width, px(d.pixelWidth));
    assert.equal(host.style.height, px(d.pixelHeight));
    assert.equal(host.dataset.scale, String(d.scale));
    assert.equal(host.dataset.appearance, d.appearance);
    const s = host.querySelector(".cp-surface");
    assert.equal(s, surface.surface);
    assert.equal(s.style.width, px(d.pixelWidth / d.scale));
    assert.equal(s.style.transform, `scale(${d.scale})`);
    assert.deepEqual([surface.width, surface.height, surface.scale], [d.pixelWidth / d.scale, d.pixelHeight / d.scale, d.scale]);
    assert.equal(s.children.length, 1, "the root is the surface's one child");
    checkNode(s.children[0], screen.root, { x: 0, y: 0 }, "root");
    const nodes = [...walk(screen.root)];
    assert.equal(host.querySelectorAll(".cp-node").length, nodes.length, "one element per node");
    const texts = nodes.filter((x) => typeof x.node.text === "string").map((x) => x.node.text);
    assert.deepEqual(host.querySelectorAll("[data-text]").map((e) => e.dataset.text), texts);
    // The focus ring is on the focused element only.
    const focused = host.querySelectorAll("[data-focused='true']");
    if (screen.focusedElement) {
      assert.ok(focused.length >= 1, "the focused element is drawn focused");
      for (const e of focused) {
        assert.equal(e.dataset.elementId, screen.focusedElement);
        assert.ok(e.classList.contains("cp-focused"));
      }
    } else assert.equal(focused.length, 0);
  });
}

test("the zoom scales the host and the surface, not the points", () => {
  const { host, surface } = draw(loadExampleScreen(), 0.5);
  assert.equal(host.style.width, "400px");
  assert.equal(surface.surface.style.transform, "scale(1)");
  assert.equal(surface.surface.style.width, "400px");
  assert.equal(surface.scale, 1);
});

test("a screen with broken nodes is drawn as far as it goes; problems are reported, nothing throws", () => {
  const screen = screenOf([
    node("listRow", { text: "ok", foreground: "not-a-colour" }), { role: "listRow" }, 42,
    node("hologram", { text: "future" }), node("rowImage", { image: "broken" }),
    node("text", { text: "items", drawing: [{ kind: "text", text: "a" }, { kind: "sparkle", frame: { x: 0, y: 0, width: 1, height: 1 } }] }),
  ]);
  const { host, problems } = draw(screen);
  assert.deepEqual(host.querySelectorAll("[data-text]").map((e) => e.dataset.text), ["ok", "future", "items"]);
  assert.deepEqual(problems, [
    "node at root.children[1] is malformed; skipped",
    "node at root.children[2] is malformed; skipped",
    'unknown role "hologram" at root.children[3]; drawn generically',
    "image at root.children[4] is malformed",
    "drawing[0] at root.children[5] is malformed; skipped",
    "drawing[1] at root.children[5] has an unknown kind; skipped",
  ]);
  assert.ok(host.querySelector("[data-role='hologram']").classList.contains("cp-unknown"));
  assert.equal(host.querySelector("[data-text='ok']").style.color, "", "a colour that is not one is ignored");
});

test("colours, images and role glyphs", () => {
  const screen = screenOf([
    node("nowPlayingButton", { id: "np", isFocusable: true, foreground: "#FF000080" }),
    node("progressBar", { value: 0.25, foreground: "#00FF00", content: { progress: { live: true } } }),
    node("image", { content: { shape: "circular" }, drawing: [
      { kind: "image", frame: { x: 0, y: 0, width: 20, height: 20 }, image: { source: { system: "play.fill" }, size: { width: 20, height: 20 }, scale: 2, isTemplate: true, isMissing: false, tint: "#007AFF" } },
      { kind: "image", frame: { x: 0, y: 0, width: 20, height: 20 }, covers: true, image: { source: { named: "cover art" }, size: { width: 20, height: 20 }, scale: 3, isTemplate: false, isMissing: false } },
      { kind: "image", frame: { x: 0, y: 0, width: 10, height: 8 }, image: { source: { data: "ab12" }, scale: 2, isTemplate: true, isMissing: false } },
      { kind: "image", frame: { x: 0, y: 0, width: 10, height: 10 }, image: { source: { system: "x" }, isMissing: true } },
    ] }),
    node("listRow", { drawing: [
      { kind: "fill", shape: "border", fill: "#112233", lineWidth: 2, cornerRadius: 4, frame: { x: 0, y: 0, width: 50, height: 20 } },
      { kind: "fill", shape: "star", fill: "#FFCC00", fraction: 0.5, frame: { x: 0, y: 0, width: 10, height: 10 } },
      { kind: "text", text: "Bold", font: { size: 17, weight: "bold" }, alignment: "trailing", color: "#33333380", opacity: 0.5, frame: { x: 0, y: 0, width: 50, height: 20 } },
    ] }),
    node("guidanceCard", { content: { corner: 12 } }),
  ], { display: { pixelWidth: 800, pixelHeight: 480, scale: 2, appearance: "dark" } });
  const { host } = draw(screen);
  const wave = host.querySelector("[data-role='nowPlayingButton'] .cp-waveform");
  assert.ok(wave.classList.contains("cp-waveform-big"));
  assert.equal(wave.children.length, 4);
  assert.equal(wave.children[0].style.backgroundColor, "rgba(255, 0, 0, 0.502)");
  const fill = host.querySelector("[data-role='progressBar'] .cp-progress-fill");
  assert.equal(fill.style.width, "25%");
  assert.ok(host.querySelector("[data-role='progressBar']").classList.contains("cp-live"));
  const [symbol, cover, data, missing] = host.querySelector("[data-role='image']").children;
  assert.ok(host.querySelector("[data-role='image']").classList.contains("cp-circular"));
  assert.equal(symbol.dataset.symbol, "play.fill");
  assert.equal(symbol.style.maskImage, 'url("/symbols/play.fill.svg")');
  assert.equal(symbol.style.backgroundColor, "#007AFF");
  assert.equal(cover.localName, "img");
  assert.equal(cover.src, "/images/named/cover%20art?appearance=dark&scale=3");
  assert.ok(cover.classList.contains("cp-artwork-image"));
  assert.equal(data.style.maskImage, 'url("/images/data/ab12")', "a template image is a mask");
  assert.equal(data.style.height, "8px", "without a size, the item's frame");
  assert.ok(missing.classList.contains("cp-img-missing"));
  assert.equal(missing.textContent, "?");
  const [border, star, text] = host.querySelector("[data-role='listRow']").children;
  assert.equal(border.style.border, "2px solid #112233");
  assert.equal(border.style.borderRadius, "4px");
  assert.equal(star.style.getPropertyValue("--fill"), "50%");
  assert.equal(text.style.fontWeight, "700");
  assert.equal(text.style.fontSize, "17px");
  assert.equal(text.style.textAlign, "right");
  assert.equal(text.style.opacity, "0.5");
  const card = host.querySelector("[data-role='guidanceCard']");
  assert.ok(card.classList.contains("cp-card"));
  assert.equal(card.style.borderRadius, "12px");
});

test("a symbol found missing is drawn as the missing glyph from then on", () => {
  let missing = null;
  setSymbolMissingHandler((name) => { missing = name; });
  const image = { source: { system: "no.such.symbol" }, size: { width: 10, height: 10 }, isTemplate: true, isMissing: false };
  const screen = screenOf([node("image", { image, drawing: [{ kind: "image", frame: { x: 0, y: 0, width: 10, height: 10 }, image }] })]);
  const first = draw(screen).host;
  assert.ok(first.querySelector(".cp-symbol"), "drawn as a mask while it is not known missing");
  const probe = env.images.find((i) => i.src === "/symbols/no.such.symbol.svg");
  assert.ok(probe, "the symbol is probed");
  probe.onerror();
  assert.equal(missing, "no.such.symbol");
  const again = draw(screen).host;
  assert.equal(again.querySelector(".cp-symbol"), null);
  assert.ok(again.querySelector(".cp-img-missing"));
});

test("a map view gets a canvas at its size, painted in the next frame", () => {
  const map = { center: { latitude: 43.7384, longitude: 7.4246 }, zoom: 16, heading: 0, pitch: 0, appearance: "dark", overlays: [], annotations: [] };
  const screen = screenOf([node("mapView", { frame: { x: 10, y: 20, width: 300, height: 200 }, mapView: map, content: { view: { clipsToBounds: true, cornerRadius: 8 } } })]);
  const frames = env.frames.length;
  const { host } = draw(screen);
  const el = host.querySelector("[data-role='mapView']");
  assert.equal(el.dataset.mapAppearance, "dark");
  assert.equal(el.style.borderRadius, "8px");
  const canvas = el.querySelector("canvas");
  assert.ok(canvas.classList.contains("cp-map-canvas"));
  assert.equal(canvas.style.width, "300px");
  assert.equal(canvas.width, 600, "device pixels: the display's scale");
  assert.ok(env.frames.length > frames, "a frame is requested to paint it");
});

// ---------------------------------------------------------------- incremental draws

// Draws `screen`, patches it with each step's ops and draws it incrementally; after each step the DOM must be what a
// full draw of the patched screen makes.
function checkIncremental(screen, steps) {
  const { host } = draw(screen);
  let current = screen;
  const before = stats.incremental;
  for (const [what, ops] of steps) {
    current = applyPatch(current, ops, true);
    const problems = [];
    updateScreen(host, current, ops, 1, (p) => problems.push(p));
    const fresh = draw(current).host;
    assert.equal(host.innerHTML, fresh.innerHTML, `after ${what}, the incremental draw is the full draw`);
    assert.deepEqual(problems, [], what);
    fresh.remove();
  }
  return { host, incremental: stats.incremental - before };
}

test("incremental draws of the example screen match full draws", () => {
  const screen = loadExampleScreen();
  const row = "/root/children/0/children/0";
  const { host, incremental } = checkIncremental(screen, [
    ["a text change", [{ op: "replace", path: `${row}/text`, value: "Let It Be" }]],
    ["the focus leaving", [{ op: "remove", path: "/focusedElement" }]],
    ["the focus coming back", [{ op: "add", path: "/focusedElement", value: "row-1" }]],
    ["a scroll", [{ op: "replace", path: "/root/children/0/scrollOffset", value: 20 }]],
    ["a row moved in the scrolled content", [{ op: "replace", path: `${row}/frame/y`, value: 20 },
      { op: "replace", path: `${row}/children/0/frame/y`, value: 22 }]],
    ["a drawing item added", [{ op: "add", path: `${row}/drawing/0`, value: { kind: "text", text: "Let It Be", frame: { x: 110, y: 22, width: 200, height: 20 } } }]],
    ["a drawing item moved", [{ op: "replace", path: `${row}/drawing/0/frame/x`, value: 112 }]],
    ["a drawing item changed", [{ op: "replace", path: `${row}/drawing/0/text`, value: "Help!" }]],
    ["rows appended", [{ op: "add", path: "/root/children/0/children/1", value: node("listRow", { id: "row-2", text: "Revolver", frame: { x: 52, y: 64, width: 348, height: 44 }, isFocusable: true }) },
      { op: "add", path: "/root/children/0/children/2", value: node("listRow", { id: "row-3", text: "Rubber Soul", frame: { x: 52, y: 108, width: 348, height: 44 }, isFocusable: true }) },
      { op: "add", path: "/focusOrder/1", value: "row-2" }]],
    ["the focus moving", [{ op: "replace", path: "/focusedElement", value: "row-3" }]],
    ["a row disabled", [{ op: "replace", path: "/root/children/0/children/1/isEnabled", value: false }]],
    ["rows removed from the end", [{ op: "remove", path: "/root/children/0/children/2" }, { op: "remove", path: "/root/children/0/children/1" }]],
    ["a child replaced whole", [{ op: "replace", path: `${row}/children/0`, value: node("rowImage", { frame: { x: 62, y: 22, width: 40, height: 40 } }) }]],
    ["a screen field drawn nowhere", [{ op: "add", path: "/warnings/0", value: "unknown symbol" }]],
  ]);
  assert.equal(incremental, 14, "every step was drawn incrementally");
  assert.equal(host.querySelector("[data-focused='true']"), null, "row-3 is gone, and the focus with it");
});

test("an incremental draw keeps the elements the ops do not touch", () => {
  const screen = loadExampleScreen();
  const { host } = draw(screen);
  const rowBefore = host.querySelector("[data-role='listRow']");
  const imageBefore = host.querySelector("[data-role='rowImage']");
  screen.focusedElement = "elsewhere";
  updateScreen(host, screen, [{ op: "replace", path: "/focusedElement", value: "elsewhere" }], 1, () => {});
  assert.equal(host.querySelector("[data-role='listRow']"), rowBefore, "a focus move redraws nothing");
  assert.equal(rowBefore.dataset.focused, undefined);
  screen.root.children[0].children[0].text = "Changed";
  updateScreen(host, screen, [{ op: "replace", path: "/root/children/0/children/0/text", value: "Changed" }], 1, () => {});
  const rowAfter = host.querySelector("[data-role='listRow']");
  assert.notEqual(rowAfter, rowBefore, "the row's own element is drawn again");
  assert.equal(rowAfter.dataset.text, "Changed");
  assert.equal(host.querySelector("[data-role='rowImage']"), imageBefore, "its child's element is kept");
});

test("a scroll moves the scroll view's children, not their frames, and redraws nothing", () => {
  const screen = loadExampleScreen();
  const scroll = screen.root.children[0];
  assert.equal(scroll.role, "scrollView");
  const { host } = draw(screen);
  const row = host.querySelector("[data-role='listRow']");
  const top = (r) => parseFloat(r.style.top);
  const rowFrame = scroll.children[0].frame;
  assert.equal(top(row), rowFrame.y - scroll.frame.y - (scroll.scrollOffset || 0));
  scroll.scrollOffset = 30;
  updateScreen(host, screen, [{ op: "replace", path: "/root/children/0/scrollOffset", value: 30 }], 1, () => {});
  assert.equal(host.querySelector("[data-role='listRow']"), row, "the row's element is kept");
  assert.equal(top(row), rowFrame.y - scroll.frame.y - 30, "the row shows 30 points higher");
  assert.equal(scroll.children[0].frame.y, rowFrame.y, "its frame is where it was laid out");
});

test("what an incremental draw cannot follow is drawn whole", () => {
  const screen = loadExampleScreen();
  const { host } = draw(screen);
  const full = stats.full;
  const cases = [
    [{ op: "move", from: "/focusedElement", path: "/x" }],
    [{ op: "replace", path: "/display/scale", value: 3 }],
    [{ op: "replace", path: "/root", value: screen.root }],
    [{ op: "remove", path: "/root/children/7" }],
  ];
  for (const ops of cases) updateScreen(host, screen, ops, 1, () => {});
  updateScreen(host, screen, [], 0.5, () => {});
  assert.equal(stats.full - full, cases.length + 1);
});

test("incremental draws of the map fixtures match full draws", () => {
  for (const { name, screen } of loadScreenFixtures().filter((f) => f.name.includes("map-"))) {
    const steps = [];
    // Every node's text changed, one op each; every drawing item moved.
    const visit = (n, p) => {
      if (typeof n.text === "string") steps.push([`${name} ${p}/text`, [{ op: "replace", path: `${p}/text`, value: n.text + "!" }]]);
      n.drawing.forEach((item, i) => steps.push([`${name} ${p}/drawing/${i}`, [{ op: "replace", path: `${p}/drawing/${i}/frame/x`, value: item.frame.x + 1 }]]));
      n.children.forEach((c, i) => visit(c, `${p}/children/${i}`));
    };
    visit(screen.root, "/root");
    assert.ok(steps.length > 10, `${name}: ${steps.length} steps`);
    checkIncremental(screen, steps);
  }
});

test("the screen's theme sets the colours a role implies; the page holds none of its own", () => {
  const screen = screenOf([]);
  screen.theme = { label: "#000000", secondaryLabel: "#3C3C4399", separator: "#C6C6C8", barBackground: "#F2F2F7",
    surface: "#FFFFFF", accent: "#007AFF", focusRing: "#007AFF", focusFill: "#007AFF24", badge: "#FF3B30",
    pressed: "#0000000F" };
  const { host } = draw(screen);
  const surface = host.querySelector(".cp-surface");
  assert.equal(surface.style.getPropertyValue("--focus"), "#007AFF");
  assert.equal(surface.style.getPropertyValue("--secondary"), cssColor("#3C3C4399"));
  assert.equal(surface.style.getPropertyValue("--bar"), "#F2F2F7");
  // Dark: another screen, other colours; a malformed colour is left out, not drawn.
  const dark = screenOf([]);
  dark.theme = Object.assign({}, screen.theme, { focusRing: "#FFFFFF", badge: "red" });
  const drawnDark = draw(dark).host.querySelector(".cp-surface");
  assert.equal(drawnDark.style.getPropertyValue("--focus"), "#FFFFFF");
  assert.equal(drawnDark.style.getPropertyValue("--badge"), "");
  // Without a theme nothing is set.
  const plain = draw(screenOf([])).host.querySelector(".cp-surface");
  assert.equal(plain.style.getPropertyValue("--label"), "");
});
