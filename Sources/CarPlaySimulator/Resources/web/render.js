// Draws Screen values (docs/SCREEN.md) — the apps' screens and the CarPlay home screen alike — into a host element.
// The page keeps no app logic: every position, text and colour comes from the server; the modules below only know
// how each role looks. Malformed nodes are skipped (and reported through `problem`), never fatal.

import { isObj, isStr, isNum, cssColor } from "./values.js";
import { current } from "./images.js";
import { markOps } from "./marks.js";
import { drawNode, update } from "./render-tree.js";

// Points-space box of `display` inside `host`: the host is pixelWidth × pixelHeight CSS px; the inner box is
// drawn in points and scaled by the display's scale.
function prepareSurface(host, display, zoom) {
  const scale = isNum(display.scale) && display.scale > 0 ? display.scale : 2;
  const pw = isNum(display.pixelWidth) && display.pixelWidth > 0 ? display.pixelWidth : 800;
  const ph = isNum(display.pixelHeight) && display.pixelHeight > 0 ? display.pixelHeight : 480;
  const z = isNum(zoom) && zoom > 0 ? zoom : 1;
  host.style.width = pw * z + "px";
  host.style.height = ph * z + "px";
  host.dataset.pixelWidth = pw;
  host.dataset.pixelHeight = ph;
  host.dataset.scale = scale;
  host.dataset.appearance = display.appearance === "dark" ? "dark" : "light";
  host.textContent = "";
  const surface = document.createElement("div");
  surface.className = "cp-surface";
  surface.style.width = pw / scale + "px";
  surface.style.height = ph / scale + "px";
  surface.style.transform = `scale(${scale * z})`;
  host.appendChild(surface);
  return { surface, width: pw / scale, height: ph / scale, scale: scale * z };
}

// The screen's theme (docs/SCREEN.md, `theme`) as the CSS variables carplay.css draws a role's implied parts with:
// the page holds no colour of CarPlay's own.
const THEME_VARIABLES = [["--label", "label"], ["--secondary", "secondaryLabel"], ["--separator", "separator"],
  ["--bar", "barBackground"], ["--surface", "surface"], ["--accent", "accent"], ["--focus", "focusRing"],
  ["--focus-fill", "focusFill"], ["--badge", "badge"], ["--pressed", "pressed"]];

function applyTheme(surface, theme) {
  const colours = isObj(theme) ? theme : {};
  for (const [variable, key] of THEME_VARIABLES) {
    const colour = cssColor(colours[key]);
    if (colour) surface.style.setProperty(variable, colour);
    else surface.style.removeProperty(variable);
  }
}

// What was drawn into each host: the surface, the records, the zoom and display it was drawn for, the focus.
const drawn = new WeakMap();
export const stats = { full: 0, incremental: 0, created: 0 };

const displayKey = (screen) => JSON.stringify(isObj(screen.display) ? screen.display : {});

// Draws the whole screen into `host`, replacing whatever was there; returns the surface ({surface, width, height,
// scale}: the element, its size in points and CSS px per point).
export function drawScreen(host, screen, zoom, problem) {
  const display = isObj(screen.display) ? screen.display : {};
  const s = prepareSurface(host, display, zoom);
  s.surface.dataset.appearance = display.appearance === "dark" ? "dark" : "light";
  s.surface.dataset.mapAppearance = display.mapAppearance === "dark" ? "dark" : "light";
  applyTheme(s.surface, screen.theme);
  current.appearance = display.appearance === "dark" ? "dark" : "light";
  current.pixelScale = s.scale;
  const ctx = { problem, created: 0 };
  const root = drawNode(screen.root, { x: 0, y: 0 }, ctx, "root");
  if (root.el) s.surface.appendChild(root.el);
  const d = { s, root, zoom, display: displayKey(screen), focusedEls: [] };
  drawn.set(host, d);
  applyFocus(d, screen);
  stats.full++;
  stats.created = ctx.created;
  return s;
}

// Draws `screen` into `host`, which shows the screen as it was before the JSON Patch `ops` (docs/PROTOCOL.md):
// only the nodes the operations touch are redrawn — the deepest node containing each path; a node's position,
// its items' positions and the focus ring are moved without redrawing. Whatever this cannot follow (another
// display or zoom, the root replaced, an unknown operation, a host drawn by someone else) is drawn whole.
export function updateScreen(host, screen, ops, zoom, problem) {
  const d = drawn.get(host);
  if (!d || d.zoom !== zoom || !Array.isArray(ops) || !isObj(screen) || d.s.surface.parentNode !== host) {
    return drawScreen(host, screen, zoom, problem);
  }
  d.focusChanged = false;
  let ok = false;
  try {
    ok = markOps(d, ops) && displayKey(screen) === d.display;
    current.pixelScale = d.s.scale;
    if (ok) {
      const ctx = { problem, created: 0 };
      const siblings = [d.root];
      if (d.root.touched || d.root.full) update(siblings, 0, screen.root, d.s.surface, { x: 0, y: 0 }, false, ctx, "root");
      d.root = siblings[0];
      if (d.focusChanged || ctx.created) applyFocus(d, screen);
      stats.incremental++;
      stats.created = ctx.created;
    }
  } catch (e) {
    problem(`could not update the screen (${e.message}); drawn whole`);
    ok = false;
  }
  return ok ? d.s : drawScreen(host, screen, zoom, problem);
}

// The focus ring: data-focused and .cp-focused on every element whose id is the screen's focusedElement, set last
// (after every other attribute and class), so a moved ring serializes exactly like a freshly drawn one.
function applyFocus(d, screen) {
  const id = isStr(screen.focusedElement) ? screen.focusedElement : null;
  const now = id ? [...d.s.surface.querySelectorAll(`[data-element-id="${CSS.escape(id)}"]`)] : [];
  for (const el of d.focusedEls) {
    if (now.includes(el)) continue;
    delete el.dataset.focused;
    el.classList.remove("cp-focused");
  }
  for (const el of now) {
    if (el.dataset.focused === "true") continue;
    el.dataset.focused = "true";
    el.classList.add("cp-focused");
  }
  d.focusedEls = now;
}
