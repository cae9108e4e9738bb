// Which drawn nodes a JSON Patch touches (docs/PROTOCOL.md, `screenOps`), so that render.js redraws only those.
// Every drawn node has a record: its element (null when the node is malformed and skipped), its drawing items'
// elements by index, and its children's records by index — the map from a node's path in the Screen JSON to what
// is on the page. Pure: records hold elements, but nothing here makes or reads one (a removed child's element is
// taken off the page).

import { isObj, isStr, isIndex, pointerTokens } from "./values.js";

export const record = () => ({ el: null, items: [], children: [] });

// Node fields this page does not draw: a change to one of them redraws nothing. Any field not listed here redraws
// the node's own element, but `scrollOffset`: a scroll moves the scroll view's children (`scrolled`).
const UNDRAWN_NODE_FIELDS = new Set(["action", "font", "contentHeight"]);
// Screen fields outside `root` this page draws nothing from (view.js shows `warnings` itself).
const UNDRAWN_SCREEN_FIELDS = new Set(["focusOrder", "warnings"]);

// Marks the records under `d.root` the operations touch, in order (an add or remove in a `children` array changes
// the records at once, so later paths index the records as they index the patched screen). Marks: `full` redraws
// the subtree, `self` the node's own element (its children's elements are kept), `moved` its position, `scrolled`
// its children's positions (a scroll view's offset), `itemsMoved`
// its items' positions, `itemsDirty` single drawing items; `touched` is set on every record on the way down;
// `d.focusChanged` when the focus moved. Returns false when only a full redraw will do (the display, the root, an
// operation this page does not follow).
export function markOps(d, ops) {
  for (const op of ops) {
    if (!isObj(op) || !isStr(op.op)) return false;
    if (op.op === "test") continue;
    if (op.op !== "add" && op.op !== "remove" && op.op !== "replace") return false;
    const t = pointerTokens(op.path);
    if (!t || !t.length) return false;
    if (t[0] === "focusedElement" && t.length === 1) { d.focusChanged = true; continue; }
    if (UNDRAWN_SCREEN_FIELDS.has(t[0])) continue;
    if (t[0] !== "root" || t.length === 1) return false;
    let rec = d.root;
    const chain = [rec];
    let i = 1;
    for (;;) {
      if (rec.full) break;
      if (t[i] === "children" && i + 1 < t.length) {
        const key = t[i + 1];
        if (i + 2 === t.length) {
          // The operation adds, removes or replaces a whole child.
          if (op.op === "add") {
            const index = key === "-" ? rec.children.length : isIndex(key) ? Number(key) : -1;
            if (index < 0 || index > rec.children.length) return false;
            const fresh = record();
            fresh.full = fresh.touched = true;
            rec.children.splice(index, 0, fresh);
          } else {
            if (!isIndex(key) || Number(key) >= rec.children.length) return false;
            const child = rec.children[Number(key)];
            if (op.op === "replace") { child.full = child.touched = true; }
            else {
              if (child.el) child.el.remove();
              rec.children.splice(Number(key), 1);
            }
          }
          break;
        }
        if (!isIndex(key) || Number(key) >= rec.children.length) return false;
        rec = rec.children[Number(key)];
        chain.push(rec);
        i += 2;
        continue;
      }
      markField(rec, t.slice(i), op);
      break;
    }
    for (const r of chain) r.touched = true;
  }
  return true;
}

// What a change at `rest` (a path inside one node) needs redrawn.
function markField(rec, rest, op) {
  const [field, a, b, c] = rest;
  if (field === "children") rec.full = true; // the whole array: no element kept
  else if (field === "frame" && rest.length === 2 && (a === "x" || a === "y")) rec.moved = true;
  else if (field === "scrollOffset" && rest.length === 1) rec.scrolled = true;
  else if (field === "drawing" && rest.length === 4 && isIndex(a) && b === "frame" && (c === "x" || c === "y")) {
    rec.itemsMoved = true;
  } else if (field === "drawing" && isIndex(a) && (rest.length > 2 || op.op === "replace")) {
    (rec.itemsDirty || (rec.itemsDirty = new Set())).add(Number(a));
  } else if (UNDRAWN_NODE_FIELDS.has(field) && rest.length >= 1) {
    // nothing drawn
  } else rec.self = true;
}

export function clearMarks(rec) {
  rec.full = rec.self = rec.moved = rec.scrolled = rec.itemsMoved = rec.touched = false;
  rec.itemsDirty = null;
}
