// The screen's node tree on the page: one element per node (docs/SCREEN.md, ScreenNode), placed in screen points
// relative to its parent, with its role's look (roles.js) and its drawing items (items.js). Malformed nodes are
// skipped and reported through `ctx.problem`, never fatal.

import { isObj, isStr, isNum, cssColor, validFrame } from "./values.js";
import { drawItem, place } from "./items.js";
import { drawers, KNOWN_ROLES } from "./roles.js";
import { record, clearMarks } from "./marks.js";

function validNode(node) { return isObj(node) && isStr(node.role) && validFrame(node.frame); }

// Where a node's children are placed from: its frame's origin; a scroll view's content is laid out unscrolled and
// shows `scrollOffset` points higher (docs/SCREEN.md, scrolling), so a scroll moves the children, not their frames.
function childOrigin(node) {
  const f = node.frame;
  const offset = node.role === "scrollView" && isNum(node.scrollOffset) ? node.scrollOffset : 0;
  return offset ? { x: f.x, y: f.y + offset } : f;
}

// What of a node's typed content (docs/SCREEN.md, Content) the page copies into data attributes: tests, CSS and
// input find nodes by them (data-field, data-kind, data-style, data-control, data-accessory, data-mode,
// data-playback-state, data-key).
const str = (v) => (isStr(v) ? v : undefined);
const group = (c, name) => (isObj(c[name]) ? c[name] : {});
function contentData(c) {
  const rounded = group(c, "barButton").rounded === true ? "rounded" : undefined;
  return {
    field: str(c.field),
    kind: str(c.screenKind) || str(group(c, "banner").kind) || str(group(c, "nowPlayingButton").kind)
      || str(c.overlay) || str(group(c, "contactButton").kind),
    style: rounded || str(c.keyboard) || str(group(c, "alertAction").style) || str(c.buttonStyle)
      || str(group(c, "imageRow").style) || str(group(c, "imageElement").style),
    control: str(group(c, "playbackControl").control),
    accessory: str(c.accessory),
    mode: str(group(c, "nowPlaying").mode),
    playbackState: str(group(c, "nowPlaying").playbackState),
    key: str(c.key),
  };
}

// The node's own element — classes, data, position, role glyphs and drawing items — without its children.
// `node` is in screen coordinates; `origin` is the parent's origin (screen coordinates).
function drawShell(node, origin, ctx, path) {
  if (!isObj(node.content)) node.content = {};
  if (!Array.isArray(node.children)) node.children = [];
  if (node.image !== undefined && !isObj(node.image)) { ctx.problem(`image at ${path} is malformed`); node.image = undefined; }
  const f = node.frame;
  const el = document.createElement("div");
  el.className = "cp-node cp-" + node.role.replace(/[^A-Za-z0-9_-]/g, "");
  el.dataset.role = node.role;
  el.style.left = f.x - origin.x + "px";
  el.style.top = f.y - origin.y + "px";
  el.style.width = f.width + "px";
  el.style.height = f.height + "px";
  if (isStr(node.id)) el.dataset.elementId = node.id;
  const fg = cssColor(node.foreground);
  const bg = cssColor(node.background);
  if (fg) el.style.color = fg;
  if (bg) el.style.backgroundColor = bg;
  if (node.isFocusable === true) el.classList.add("cp-focusable");
  if (node.isFocusable === true && node.isEnabled !== false) el.dataset.tappable = "true";
  if (node.isEnabled === false) { el.classList.add("cp-disabled"); el.dataset.disabled = "true"; }
  if (node.isSelected === true) { el.classList.add("cp-selected"); el.dataset.selected = "true"; }
  if (isStr(node.text)) el.dataset.text = node.text;
  if (isStr(node.detailText)) el.dataset.detailText = node.detailText;
  for (const [key, value] of Object.entries(contentData(node.content))) {
    if (value !== undefined) el.dataset[key] = value;
  }
  if (isNum(node.value)) el.dataset.value = String(node.value);
  // The focus ring (data-focused, .cp-focused) is not drawn here: render.js `applyFocus` moves it after every draw.

  let items = [];
  const drawer = drawers[node.role];
  try {
    if (drawer) drawer(el, node);
    else if (!KNOWN_ROLES.has(node.role)) {
      // A role this page does not know: its drawing items are still drawn, so nothing is lost.
      ctx.problem(`unknown role "${node.role}" at ${path}; drawn generically`);
      el.classList.add("cp-unknown");
    }
    const list = Array.isArray(node.drawing) ? node.drawing : [];
    items = list.map((item, i) => {
      const child = drawItem(item, i, node, ctx, path);
      if (child) el.appendChild(child);
      return child;
    });
  } catch (e) {
    ctx.problem(`could not draw ${node.role} at ${path}: ${e.message}`);
  }
  ctx.created++;
  return { el, items };
}

// Draws `node` and its subtree; the caller puts the record's element into its parent.
export function drawNode(node, origin, ctx, path) {
  const rec = record();
  if (!validNode(node)) {
    ctx.problem(`node at ${path} is malformed; skipped`);
    return rec;
  }
  const shell = drawShell(node, origin, ctx, path);
  rec.el = shell.el;
  rec.items = shell.items;
  rec.children = node.children.map((child, i) => {
    const c = drawNode(child, childOrigin(node), ctx, `${path}.children[${i}]`);
    if (c.el) rec.el.appendChild(c.el);
    return c;
  });
  return rec;
}

// The element after position `index` among `siblings` (records), for inserting a newly drawn child in order.
function nextElement(siblings, index) {
  for (let i = index + 1; i < siblings.length; i++) if (siblings[i].el) return siblings[i].el;
  return null;
}

// Brings the record at `siblings[index]` (whose element is in `parentEl`) up to date with `node`, as marked by
// marks.js. `parentMoved`: the parent's origin moved, so this element's position is computed again.
export function update(siblings, index, node, parentEl, origin, parentMoved, ctx, path) {
  const rec = siblings[index];
  const ok = validNode(node) && rec.el && Array.isArray(node.children) && node.children.length === rec.children.length;
  if (rec.full || !ok) {
    const fresh = drawNode(node, origin, ctx, path);
    if (rec.el && fresh.el) parentEl.replaceChild(fresh.el, rec.el);
    else if (rec.el) rec.el.remove();
    else if (fresh.el) parentEl.insertBefore(fresh.el, nextElement(siblings, index));
    siblings[index] = fresh;
    return;
  }
  const f = node.frame;
  const drawing = Array.isArray(node.drawing) ? node.drawing : [];
  let childrenMoved = false;
  // An item skipped as malformed has no element to move: the node is drawn again (rare; it reports the item again).
  if ((rec.moved || rec.itemsMoved) && rec.items.some((el) => !el)) rec.self = true;
  if (rec.itemsDirty && !rec.self) {
    if (drawing.length !== rec.items.length) rec.self = true;
    else {
      for (const i of rec.itemsDirty) {
        const old = rec.items[i];
        const child = drawItem(drawing[i], i, node, ctx, path);
        ctx.created++;
        if (old && child) rec.el.replaceChild(child, old);
        else if (old) old.remove();
        else if (child) {
          let next = null;
          for (let j = i + 1; j < rec.items.length && !next; j++) next = rec.items[j];
          rec.el.insertBefore(child, next || (rec.children.find((r) => r.el) || {}).el || null);
        }
        rec.items[i] = child;
      }
    }
  }
  if (rec.self) {
    const shell = drawShell(node, origin, ctx, path);
    for (const c of rec.children) if (c.el) shell.el.appendChild(c.el);
    parentEl.replaceChild(shell.el, rec.el);
    rec.el = shell.el;
    rec.items = shell.items;
    childrenMoved = true;
  } else {
    if (rec.moved || parentMoved) place(rec.el, f, origin);
    if (rec.moved || rec.itemsMoved) {
      drawing.forEach((item, i) => {
        const el = rec.items[i];
        if (!el) return;
        if (isObj(item) && validFrame(item.frame)) place(el, item.frame, f);
        else { ctx.problem(`drawing[${i}] at ${path} is malformed; skipped`); el.remove(); rec.items[i] = null; }
      });
    }
    childrenMoved = rec.moved || rec.scrolled;
  }
  if (childrenMoved || rec.touched) {
    for (let i = 0; i < rec.children.length; i++) {
      if (childrenMoved || rec.children[i].touched) {
        update(rec.children, i, node.children[i], rec.el, childOrigin(node), childrenMoved, ctx,
          `${path}.children[${i}]`);
      }
    }
  }
  clearMarks(rec);
}
