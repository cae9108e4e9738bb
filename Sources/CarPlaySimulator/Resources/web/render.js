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
  // its frame in screen points; this page only places them relative to the node's box.
  function drawItems(el, node, ctx, path) {
    const items = Array.isArray(node.drawing) ? node.drawing : [];
    items.forEach((item, i) => {
      if (!isObj(item) || !validFrame(item.frame)) { ctx.problem(`drawing[${i}] at ${path} is malformed; skipped`); return; }
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
        } else if (color) {
          child.style.backgroundColor = color;
        }
        if (shape === "signalBar" && fraction === 0) child.classList.add("cp-off");
      } else {
        ctx.problem(`drawing[${i}] at ${path} has an unknown kind; skipped`);
        return;
      }
      child.style.position = "absolute";
      child.style.left = f.x - node.frame.x + "px";
      child.style.top = f.y - node.frame.y + "px";
      child.style.width = f.width + "px";
      child.style.height = f.height + "px";
      el.appendChild(child);
    });
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
  };

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

  // Draws `node` (screen coordinates) into `parentEl` whose origin is `origin` (screen coordinates).
  function drawNode(node, parentEl, origin, ctx, path) {
    if (!isObj(node) || !isStr(node.role) || !validFrame(node.frame)) {
      ctx.problem(`node at ${path} is malformed; skipped`);
      return;
    }
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
    if (isStr(node.id) && node.id === ctx.focused) { el.dataset.focused = "true"; el.classList.add("cp-focused"); }
    if (isStr(node.text)) el.dataset.text = node.text;
    if (isStr(node.detailText)) el.dataset.detailText = node.detailText;
    for (const key of ["field", "kind", "style", "control", "accessory", "mode", "playbackState", "key"]) {
      if (isStr(node.attributes[key])) el.dataset[key] = node.attributes[key];
    }
    if (isNum(node.value)) el.dataset.value = String(node.value);

    const drawer = drawers[node.role];
    try {
      if (drawer) drawer(el, node);
      else if (!KNOWN_ROLES.has(node.role)) {
        // A role this page does not know: its drawing items are still drawn, so nothing is lost.
        ctx.problem(`unknown role "${node.role}" at ${path}; drawn generically`);
        el.classList.add("cp-unknown");
      }
      drawItems(el, node, ctx, path);
    } catch (e) {
      ctx.problem(`could not draw ${node.role} at ${path}: ${e.message}`);
    }

    parentEl.appendChild(el);
    node.children.forEach((child, i) => drawNode(child, el, f, ctx, `${path}.children[${i}]`));
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
    "appIcon", "dashboardButton", "homeMessage", "notice",
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

  function drawScreen(host, screen, zoom, problem) {
    const display = isObj(screen.display) ? screen.display : {};
    const s = prepareSurface(host, display, zoom);
    s.surface.dataset.appearance = display.appearance === "dark" ? "dark" : "light";
    s.surface.dataset.mapAppearance = display.mapAppearance === "dark" ? "dark" : "light";
    currentAppearance = display.appearance === "dark" ? "dark" : "light";
    const ctx = { focused: isStr(screen.focusedElement) ? screen.focusedElement : null, problem };
    drawNode(screen.root, s.surface, { x: 0, y: 0 }, ctx, "root");
    return s;
  }

  window.CarPlayRender = {
    drawScreen, cssColor, validFrame,
    set onSymbolMissing(fn) { onSymbolMissing = fn; },
  };
})();
