// Draws Screen values (docs/SCREEN.md) — the apps' screens and the CarPlay home screen alike — into the car screen box.
// The page keeps no app logic: every position, text and colour comes from the server; this file only
// knows how each role looks. Malformed nodes are skipped (and reported through `onProblem`), never fatal.
"use strict";

(function () {

  const isNum = (v) => typeof v === "number" && isFinite(v);
  const isStr = (v) => typeof v === "string";
  const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

  // Colours arrive as #RRGGBB or #RRGGBBAA; anything else is ignored.
  function cssColor(value) {
    if (!isStr(value)) return null;
    if (/^#[0-9A-Fa-f]{6}$/.test(value)) return value;
    const m = /^#([0-9A-Fa-f]{6})([0-9A-Fa-f]{2})$/.exec(value);
    if (m) {
      const n = parseInt(m[1], 16);
      return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${(parseInt(m[2], 16) / 255).toFixed(3)})`;
    }
    return null;
  }

  function validFrame(f) {
    return isObj(f) && isNum(f.x) && isNum(f.y) && isNum(f.width) && isNum(f.height) && f.width >= 0 && f.height >= 0;
  }

  // ---------------------------------------------------------------- images

  const missingSymbols = new Set();
  const probedSymbols = new Map();
  let onSymbolMissing = null;

  function symbolURL(name) { return "/symbols/" + encodeURIComponent(name) + ".svg"; }

  // A CSS mask shows nothing when the file is missing, so each symbol is probed once; a missing one is drawn
  // as the missing-image glyph from then on.
  function probeSymbol(name) {
    if (probedSymbols.has(name)) return;
    const img = new Image();
    probedSymbols.set(name, img);
    img.onerror = () => {
      missingSymbols.add(name);
      if (onSymbolMissing) onSymbolMissing(name);
    };
    img.src = symbolURL(name);
  }

  // Where the pixels of a non-symbol image come from (PROTOCOL.md: GET /images/<kind>/<value>?appearance=&scale=).
  let currentAppearance = "light";
  // Device pixels per point of the surface drawn now (the display's scale times the page's zoom), for canvases.
  let currentPixelScale = 2;
  function imageURL(image) {
    if (isStr(image.url)) return image.url;
    const source = image.source;
    if (!isObj(source)) return null;
    const query = `?appearance=${currentAppearance}` + (isNum(image.scale) ? `&scale=${image.scale}` : "");
    if (isStr(source.data)) return "/images/data/" + encodeURIComponent(source.data);
    if (isStr(source.named)) return "/images/named/" + encodeURIComponent(source.named) + query;
    if (isStr(source.file)) return "/images/file/" + encodeURIComponent(source.file) + query;
    if (isStr(source.appIcon)) return "/apps/" + encodeURIComponent(source.appIcon) + "/icon";
    return null;
  }

  function missingImageEl(width, height) {
    const el = document.createElement("div");
    el.className = "cp-img cp-img-missing";
    el.style.width = width + "px";
    el.style.height = height + "px";
    el.textContent = "?";
    el.style.fontSize = Math.max(6, Math.min(width, height) * 0.5) + "px";
    el.style.lineHeight = height + "px";
    return el;
  }

  // An element for a ScreenImage at its drawn size. `color` tints template images and symbols.
  function imageEl(image, color, box) {
    let width = isObj(image.size) && isNum(image.size.width) ? image.size.width : (box ? box.width : 0);
    let height = isObj(image.size) && isNum(image.size.height) ? image.size.height : (box ? box.height : 0);
    const tint = cssColor(image.tint) || color || "currentColor";
    const source = isObj(image.source) ? image.source : {};
    const symbol = isStr(source.system) ? source.system : null;
    if (image.isMissing === true || (symbol && missingSymbols.has(symbol))) return missingImageEl(width, height);
    let el;
    if (symbol) {
      probeSymbol(symbol);
      el = document.createElement("div");
      el.className = "cp-img cp-symbol";
      const url = `url("${symbolURL(symbol)}")`;
      el.style.webkitMaskImage = url;
      el.style.maskImage = url;
      el.style.backgroundColor = tint;
      el.dataset.symbol = symbol;
    } else {
      const url = imageURL(image);
      if (!url) return missingImageEl(width, height);
      if (image.isTemplate === true) {
        el = document.createElement("div");
        el.className = "cp-img cp-template";
        el.style.webkitMaskImage = `url("${url}")`;
        el.style.maskImage = `url("${url}")`;
        el.style.backgroundColor = tint;
      } else {
        el = document.createElement("img");
        el.className = "cp-img";
        el.alt = "";
        el.draggable = false;
        el.src = url;
        el.onerror = () => { el.classList.add("cp-img-broken"); };
      }
    }
    el.style.width = width + "px";
    el.style.height = height + "px";
    return el;
  }

  // ---------------------------------------------------------------- text and drawing items

  function fontCSS(el, font) {
    if (!isObj(font)) return;
    if (isNum(font.size)) el.style.fontSize = font.size + "px";
    el.style.fontWeight = font.weight === "bold" ? "700" : "400";
  }

  const ALIGN = { leading: "left", center: "center", trailing: "right" };

  // What a node draws inside its frame (docs/SCREEN.md, "drawing"): every text line, image and shape arrives with
  // its frame in screen points; this page only places them relative to the node's box. One element per item, or
  // null for a malformed one (skipped and reported).
  function drawItem(item, i, node, ctx, path) {
    if (!isObj(item) || !validFrame(item.frame)) { ctx.problem(`drawing[${i}] at ${path} is malformed; skipped`); return null; }
    const f = item.frame;
    let child = null;
    if (item.kind === "text" && isStr(item.text)) {
      child = document.createElement("div");
      child.className = "cp-text cp-line " + (item.style === "detail" ? "cp-detail-line" : "cp-title-line");
      child.textContent = item.text;
      fontCSS(child, item.font);
      child.style.lineHeight = f.height + "px";
      child.style.textAlign = ALIGN[item.alignment] || "left";
      const color = cssColor(item.color);
      if (color) child.style.color = color;
    } else if (item.kind === "image" && isObj(item.image)) {
      child = imageEl(item.image, cssColor(node.foreground), f);
      if (item.covers === true) child.classList.add("cp-artwork-image");
      if (item.stretches === true) child.classList.add("cp-stretched");
    } else if (item.kind === "fill") {
      child = document.createElement("div");
      const shape = isStr(item.shape) ? item.shape.replace(/[^A-Za-z0-9_-]/g, "") : "rectangle";
      child.className = "cp-fill-" + shape;
      const color = cssColor(item.fill);
      const fraction = isNum(item.fraction) ? Math.max(0, Math.min(1, item.fraction)) : null;
      if (shape === "star") {
        // A star filled from the leading edge: the colour up to `fraction`, the track after it.
        if (color) child.style.color = color;
        child.style.setProperty("--fill", (fraction || 0) * 100 + "%");
      } else if (shape === "border") {
        // A line along the inside of the frame (a view's layer border), over the node's children (carplay.css).
        const width = isNum(item.lineWidth) && item.lineWidth > 0 ? item.lineWidth : 1;
        child.style.border = `${width}px solid ${color || "currentColor"}`;
      } else if (color) {
        child.style.backgroundColor = color;
      }
      if (shape === "signalBar" && fraction === 0) child.classList.add("cp-off");
    } else {
      ctx.problem(`drawing[${i}] at ${path} has an unknown kind; skipped`);
      return null;
    }
    if (isNum(item.cornerRadius) && item.cornerRadius > 0) child.style.borderRadius = item.cornerRadius + "px";
    if (isNum(item.opacity)) child.style.opacity = String(Math.max(0, Math.min(1, item.opacity)));
    child.style.position = "absolute";
    place(child, f, node.frame);
    child.style.width = f.width + "px";
    child.style.height = f.height + "px";
    return child;
  }

  // Left and top of a box at `frame` (screen points) inside a box at `origin`. Setting a property the element already
  // has keeps its place in the style attribute, so a moved element serializes like a freshly drawn one.
  function place(el, frame, origin) {
    const left = frame.x - origin.x + "px";
    const top = frame.y - origin.y + "px";
    if (el.style.left !== left) el.style.left = left;
    if (el.style.top !== top) el.style.top = top;
  }

  // ---------------------------------------------------------------- roles

  // What a role looks like beyond its drawing items: classes, and glyphs that fill the node (waveforms, spinners,
  // the progress fill). Children are drawn by the generic walker afterwards.
  const drawers = {
    barButton(el, n) { if (n.attributes.style === "rounded") el.classList.add("cp-rounded"); },
    nowPlayingButton(el, n) { waveform(el, n, true); },
    playingIndicator(el, n) { waveform(el, n, false); },
    audioIndicator(el, n) { waveform(el, n, false); },
    spinner(el) {
      const s = document.createElement("div");
      s.className = "cp-spinner-ring";
      el.appendChild(s);
    },
    rowImage(el, n) { shaped(el, n); },
    imageRowElement(el, n) { shaped(el, n); },
    thumbnail(el, n) { shaped(el, n); },
    image(el, n) { shaped(el, n); },
    progressBar(el, n) {
      const fill = document.createElement("div");
      fill.className = "cp-progress-fill";
      const color = cssColor(n.foreground);
      if (color) fill.style.backgroundColor = color;
      if (isNum(n.value)) fill.style.width = Math.max(0, Math.min(1, n.value)) * 100 + "%";
      else fill.style.width = "0";
      el.appendChild(fill);
      if (n.attributes.live === "true") el.classList.add("cp-live");
      if (n.attributes.openEnded === "true") el.classList.add("cp-open-ended");
    },
    unreadIndicator(el) { el.classList.add("cp-dot"); },
    gridButton(el, n) {
      if (n.attributes.unread === "true") {
        const dot = document.createElement("div");
        dot.className = "cp-grid-unread";
        el.appendChild(dot);
      }
    },
    map(el, n) { el.classList.add(n.attributes.appearance === "dark" ? "cp-map-dark" : "cp-map-light"); },
    pin(el, n) { if (n.attributes.selected === "true" || n.isSelected) el.classList.add("cp-pin-selected"); },
    artwork(el, n) { if (n.attributes.background === "true") el.classList.add("cp-artwork-background"); },
    searchField(el, n) { if (n.attributes.prompt !== "true") el.classList.add("cp-has-text"); },
    alertAction(el, n) { if (n.attributes.color === "custom") el.classList.add("cp-custom-color"); },
    missingImage(el, n) { el.appendChild(missingImageEl(n.frame.width, n.frame.height)); },
    // A navigation app's window and its views: everything is in their drawing items but the clipping of children.
    appWindow(el, n) { clipped(el, n); },
    view(el, n) { clipped(el, n); },
    label(el, n) { clipped(el, n); },
    imageView(el, n) { clipped(el, n); },
    // The map template's cards (MapLayout.swift): rounded by the node's `corner`, in the node's own background (the
    // guidance card's colour is the app's `guidanceBackgroundColor`), with a shadow over the map.
    guidanceCard(el, n) { card(el, n); },
    tripEstimates(el, n) { card(el, n); },
    tripPreview(el, n) { card(el, n); },
    navigationAlert(el, n) { card(el, n); },
    // A navigation app's banner over another app (NavigationBannerLayout.swift): its rounded card is a drawing item;
    // the element takes the item's corner and the cards' shadow, so the banner stands out from the bars under it.
    navigationBanner(el, n) {
      el.classList.add("cp-card");
      const shape = Array.isArray(n.drawing) ? n.drawing.find((i) => isObj(i) && isNum(i.cornerRadius)) : null;
      if (shape) el.style.borderRadius = shape.cornerRadius + "px";
    },
    routeChoice(el) { el.classList.add("cp-rounded-rect"); },
    maneuver(el, n) { if (isStr(n.attributes.position)) el.dataset.position = n.attributes.position; },
    laneGuidance() {},
    lane(el, n) { if (isStr(n.attributes.status)) el.dataset.status = n.attributes.status; },
    // Round buttons floating on the map: the app's map buttons and the panning interface's arrows.
    mapButton(el, n) { shaped(el, n); },
    panButton(el, n) {
      shaped(el, n);
      if (isStr(n.attributes.direction)) el.dataset.direction = n.attributes.direction;
    },
    // An MKMapView: the car's map under the node's drawing items, painted by map.js from the node's `mapView`.
    mapView(el, n) {
      clipped(el, n);
      el.classList.add("cp-clips");
      if (isObj(n.mapView)) {
        el.dataset.mapAppearance = n.mapView.appearance === "dark" ? "dark" : "light";
        if (window.CarPlayMap) window.CarPlayMap.attach(el, n, currentPixelScale);
      }
    },
  };

  // A view that clips its children (`clipsToBounds`) to its frame, rounded by its `cornerRadius`.
  function clipped(el, n) {
    if (n.attributes.clipsToBounds !== "true") return;
    el.classList.add("cp-clips");
    const radius = Number(n.attributes.cornerRadius);
    if (isFinite(radius) && radius > 0) el.style.borderRadius = radius + "px";
  }

  function card(el, n) {
    el.classList.add("cp-card");
    const radius = Number(n.attributes.corner);
    if (isFinite(radius) && radius > 0) el.style.borderRadius = radius + "px";
  }

  function shaped(el, n) {
    const shape = n.attributes.shape;
    if (shape === "circular") el.classList.add("cp-circular");
    else if (shape === "roundedSquare") el.classList.add("cp-rounded-square");
    else if (shape === "roundedRectangle") el.classList.add("cp-rounded-rect");
  }

  function waveform(el, n, big) {
    const wrap = document.createElement("div");
    wrap.className = "cp-waveform" + (big ? " cp-waveform-big" : "");
    const color = cssColor(n.foreground) || (n.image && cssColor(n.image.tint));
    for (let i = 0; i < 4; i++) {
      const b = document.createElement("span");
      b.style.animationDelay = -i * 0.23 + "s";
      if (color) b.style.backgroundColor = color;
      wrap.appendChild(b);
    }
    el.appendChild(wrap);
  }

  // ---------------------------------------------------------------- the tree

  // Every drawn node has a record: its element (null when the node is malformed and skipped), its drawing items'
  // elements by index, and its children's records by index — the map from a node's path in the Screen JSON to what
  // is on the page. A diff marks the records its operations touch (`markOps`); `update` then redraws only those.
  const record = () => ({ el: null, items: [], children: [] });

  function validNode(node) { return isObj(node) && isStr(node.role) && validFrame(node.frame); }

  // The node's own element — classes, data, position, role glyphs and drawing items — without its children.
  // `node` is in screen coordinates; `origin` is the parent's origin (screen coordinates).
  function drawShell(node, origin, ctx, path) {
    if (!isObj(node.attributes)) node.attributes = {};
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
    for (const key of ["field", "kind", "style", "control", "accessory", "mode", "playbackState", "key"]) {
      if (isStr(node.attributes[key])) el.dataset[key] = node.attributes[key];
    }
    if (isNum(node.value)) el.dataset.value = String(node.value);
    // The focus ring (data-focused, .cp-focused) is not drawn here: `applyFocus` moves it after every draw.

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
  function drawNode(node, origin, ctx, path) {
    const rec = record();
    if (!validNode(node)) {
      ctx.problem(`node at ${path} is malformed; skipped`);
      return rec;
    }
    const shell = drawShell(node, origin, ctx, path);
    rec.el = shell.el;
    rec.items = shell.items;
    rec.children = node.children.map((child, i) => {
      const c = drawNode(child, node.frame, ctx, `${path}.children[${i}]`);
      if (c.el) rec.el.appendChild(c.el);
      return c;
    });
    return rec;
  }

  // Node fields this page does not draw: a change to one of them redraws nothing. (A scroll moves the children's
  // frames, which is drawn by moving their elements.) Any field not listed here redraws the node's own element.
  const UNDRAWN_NODE_FIELDS = new Set(["action", "font", "contentHeight", "scrollOffset"]);
  // Screen fields outside `root` this page draws nothing from (app.js shows `warnings` itself).
  const UNDRAWN_SCREEN_FIELDS = new Set(["focusOrder", "warnings"]);

  function parsePointer(path) {
    if (path === "") return [];
    if (!isStr(path) || path[0] !== "/") return null;
    return path.slice(1).split("/").map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
  }
  const isIndex = (t) => /^(0|[1-9][0-9]*)$/.test(t);

  // Marks the records the operations touch, in order (an add or remove in a `children` array changes the records at
  // once, so later paths index the records as they index the patched screen). Marks: `full` redraws the subtree,
  // `self` the node's own element (its children's elements are kept), `moved` its position, `itemsMoved` its items'
  // positions, `itemsDirty` single drawing items; `touched` is set on every record on the way down. Returns false when
  // only a full redraw will do (the display, the root, an operation this page does not follow).
  function markOps(d, ops) {
    for (const op of ops) {
      if (!isObj(op) || !isStr(op.op)) return false;
      if (op.op === "test") continue;
      if (op.op !== "add" && op.op !== "remove" && op.op !== "replace") return false;
      const t = parsePointer(op.path);
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
    else if (field === "drawing" && rest.length === 4 && isIndex(a) && b === "frame" && (c === "x" || c === "y")) {
      rec.itemsMoved = true;
    } else if (field === "drawing" && isIndex(a) && (rest.length > 2 || op.op === "replace")) {
      (rec.itemsDirty || (rec.itemsDirty = new Set())).add(Number(a));
    } else if (UNDRAWN_NODE_FIELDS.has(field) && rest.length >= 1) {
      // nothing drawn
    } else rec.self = true;
  }

  function clearMarks(rec) {
    rec.full = rec.self = rec.moved = rec.itemsMoved = rec.touched = false;
    rec.itemsDirty = null;
  }

  // The element after position `index` among `siblings` (records), for inserting a newly drawn child in order.
  function nextElement(siblings, index) {
    for (let i = index + 1; i < siblings.length; i++) if (siblings[i].el) return siblings[i].el;
    return null;
  }

  // Brings the record at `siblings[index]` (whose element is in `parentEl`) up to date with `node`. `parentMoved`:
  // the parent's origin moved, so this element's position is computed again.
  function update(siblings, index, node, parentEl, origin, parentMoved, ctx, path) {
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
      childrenMoved = rec.moved;
    }
    if (childrenMoved || rec.touched) {
      for (let i = 0; i < rec.children.length; i++) {
        if (childrenMoved || rec.children[i].touched) {
          update(rec.children, i, node.children[i], rec.el, f, childrenMoved, ctx, `${path}.children[${i}]`);
        }
      }
    }
    clearMarks(rec);
  }

  // Roles drawn by their items alone (docs/SCREEN.md lists every role).
  const KNOWN_ROLES = new Set([
    "screen", "statusBar", "clock", "appArea", "navigationBar", "title", "backButton", "tabBar", "tab", "badge",
    "content", "scrollView", "emptyView", "section", "sectionHeader", "sectionIndex", "listRow", "accessory",
    "explicitBadge", "imageRow", "messageRow", "pinnedHeader", "detailsHeader", "assistantCell", "overlay",
    "gridButton", "informationItem", "textButton", "pointOfInterest", "poiCard", "nowPlaying", "playbackControls",
    "playbackControl", "sportsTeam", "score", "eventStatus", "eventClock", "contactCard", "contactButton", "keyboard",
    "key", "searchResult", "voiceControl", "modal", "alert", "actionSheet", "message", "text", "button", "rating",
    "connectivity",
    "appIcon", "dashboardButton", "homeMessage", "notice", "navigationBanner", "mapTemplate",
    "dashboard", "dashboardShortcut", "instrumentCluster",
  ]);

  // ---------------------------------------------------------------- public

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

  // What was drawn into each host: the surface, the records, the zoom and display it was drawn for, the focus.
  const drawn = new WeakMap();
  const stats = { full: 0, incremental: 0, created: 0 };

  const displayKey = (screen) => JSON.stringify(isObj(screen.display) ? screen.display : {});

  // Draws the whole screen into `host`, replacing whatever was there.
  function drawScreen(host, screen, zoom, problem) {
    const display = isObj(screen.display) ? screen.display : {};
    const s = prepareSurface(host, display, zoom);
    s.surface.dataset.appearance = display.appearance === "dark" ? "dark" : "light";
    s.surface.dataset.mapAppearance = display.mapAppearance === "dark" ? "dark" : "light";
    currentAppearance = display.appearance === "dark" ? "dark" : "light";
    currentPixelScale = s.scale;
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
  function updateScreen(host, screen, ops, zoom, problem) {
    const d = drawn.get(host);
    if (!d || d.zoom !== zoom || !Array.isArray(ops) || !isObj(screen) || d.s.surface.parentNode !== host) {
      return drawScreen(host, screen, zoom, problem);
    }
    d.focusChanged = false;
    let ok = false;
    try {
      ok = markOps(d, ops) && displayKey(screen) === d.display;
      currentPixelScale = d.s.scale;
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

  window.CarPlayRender = {
    drawScreen, updateScreen, cssColor, validFrame, stats,
    set onSymbolMissing(fn) { onSymbolMissing = fn; },
  };
})();
