// Draws Screen values (docs/SCREEN.md) and the CarPlay home screen into the car screen box.
// The page keeps no app logic: every position, text and colour comes from the server; this file only
// knows how each role looks. Malformed nodes are skipped (and reported through `onProblem`), never fatal.
"use strict";

(function () {
  const ROW_PADDING = 10;     // Theme.padding
  const ROW_GAP = 8;          // ListLayout.gap
  const STATUS_BAR = 52;      // Theme.statusBarThickness

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

  // ---------------------------------------------------------------- text

  function fontCSS(el, font) {
    if (!isObj(font)) return;
    if (isNum(font.size)) el.style.fontSize = font.size + "px";
    el.style.fontWeight = font.weight === "bold" ? "700" : "400";
  }

  // A line of text absolutely placed inside `parent` (coordinates relative to it).
  function textEl(text, cls, x, y, width, height, opts) {
    const el = document.createElement("div");
    el.className = "cp-text " + (cls || "");
    el.textContent = text;
    el.style.left = x + "px";
    el.style.top = y + "px";
    el.style.width = Math.max(0, width) + "px";
    el.style.height = Math.max(0, height) + "px";
    if (opts) {
      if (opts.font) fontCSS(el, opts.font);
      if (opts.size) el.style.fontSize = opts.size + "px";
      if (opts.bold) el.style.fontWeight = "700";
      if (opts.color) el.style.color = opts.color;
      if (opts.align) el.style.textAlign = opts.align;
      if (opts.multiline) el.classList.add("cp-multiline");
    }
    return el;
  }

  const lineHeight = (size) => Math.ceil(size * 1.25);

  // The text column of a row: after the children drawn at its leading edge, before those at its trailing edge.
  function textColumn(node, skipRoles) {
    const f = node.frame;
    let leading = f.x + ROW_PADDING;
    let trailing = f.x + f.width - ROW_PADDING;
    const mid = f.x + f.width / 2;
    for (const child of node.children || []) {
      if (!isObj(child) || !validFrame(child.frame) || skipRoles.includes(child.role)) continue;
      const c = child.frame;
      if (c.x + c.width / 2 < mid && c.height > 0) leading = Math.max(leading, c.x + c.width + ROW_GAP);
      else if (c.x + c.width / 2 >= mid) trailing = Math.min(trailing, c.x - ROW_GAP);
    }
    return { leading: leading - f.x, trailing: trailing - f.x };
  }

  // Title and detail stacked and centred vertically in the node, in a column (relative x, width).
  function drawTitleDetail(el, node, column, opts) {
    const f = node.frame;
    const font = isObj(node.font) ? node.font : { size: 15, weight: "regular" };
    const size = isNum(font.size) ? font.size : 15;
    const detailSize = (opts && opts.detailSize) || (size >= 15 ? 12 : Math.max(9, size - 2));
    const titleH = lineHeight(size);
    const detailH = lineHeight(detailSize);
    const hasTitle = isStr(node.text);
    const hasDetail = isStr(node.detailText);
    const total = (hasTitle ? titleH : 0) + (hasDetail ? detailH : 0);
    let y = opts && opts.top !== undefined ? opts.top : (f.height - total) / 2;
    const width = column.trailing - column.leading;
    const align = opts && opts.align;
    if (hasTitle) {
      el.appendChild(textEl(node.text, "cp-title-line", column.leading, y, width, titleH, { font, align }));
      y += titleH;
    }
    if (hasDetail) {
      el.appendChild(textEl(node.detailText, "cp-detail-line", column.leading, y, width, detailH,
        { size: detailSize, align, color: (opts && opts.detailColor) || null }));
    }
  }

  // ---------------------------------------------------------------- roles

  // Content each role draws inside its own box (children are drawn by the generic walker afterwards).
  const drawers = {
    clock(el, n) { centered(el, n); },
    title(el, n) { centered(el, n, { cls: "cp-nav-title" }); },
    backButton(el, n) { imageOrText(el, n); },
    barButton(el, n) {
      if (n.attributes.style === "rounded") el.classList.add("cp-rounded");
      imageOrText(el, n);
    },
    tab(el, n) {
      const f = n.frame;
      if (n.image) {
        const img = imageEl(n.image, cssColor(n.foreground), f);
        img.classList.add("cp-tab-image");
        img.style.left = (f.width - n.image.size.width) / 2 + "px";
        img.style.top = Math.max(1, (f.height - n.image.size.height - (isStr(n.text) ? 13 : 0)) / 2) + "px";
        el.appendChild(img);
      }
      if (isStr(n.text)) {
        el.appendChild(textEl(n.text, "", 0, f.height - 15, f.width, 14, { font: n.font, align: "center" }));
      }
    },
    badge(el, n) { if (isStr(n.text)) centered(el, n); },
    nowPlayingButton(el, n) { waveform(el, n, true); },
    connectivity(el, n) {
      const f = n.frame;
      const bars = Math.max(0, Math.min(4, parseInt(n.attributes.signal || "0", 10) || 0));
      const wrap = document.createElement("div");
      wrap.className = "cp-signal";
      for (let i = 0; i < 4; i++) {
        const b = document.createElement("span");
        b.style.height = 3 + i * 2 + "px";
        if (i >= bars) b.className = "off";
        wrap.appendChild(b);
      }
      el.appendChild(wrap);
      if (isStr(n.text)) {
        const t = textEl(n.text, "", 0, f.height / 2, f.width, f.height / 2 - 2, { font: n.font, align: "center" });
        el.appendChild(t);
      }
      wrap.style.top = Math.max(2, f.height / 2 - 12) + "px";
    },
    emptyView(el, n) {
      drawTitleDetail(el, n, { leading: 0, trailing: n.frame.width }, { align: "center", detailSize: 13 });
    },
    spinner(el) {
      const s = document.createElement("div");
      s.className = "cp-spinner-ring";
      el.appendChild(s);
    },
    sectionHeader(el, n) {
      const col = textColumn(n, []);
      drawTitleDetail(el, n, col, { detailSize: 12 });
    },
    listRow(el, n) {
      const col = textColumn(n, ["progressBar", "explicitBadge"]);
      drawTitleDetail(el, n, col);
    },
    searchResult(el, n) { drawers.listRow(el, n); },
    assistantCell(el, n) {
      const col = textColumn(n, []);
      if (n.image) {
        const img = imageEl(n.image, cssColor(n.foreground), n.frame);
        img.style.left = col.leading + "px";
        img.style.top = (n.frame.height - n.image.size.height) / 2 + "px";
        el.appendChild(img);
        col.leading += n.image.size.width + ROW_GAP;
      }
      drawTitleDetail(el, n, col);
    },
    rowImage(el, n) {
      shaped(el, n);
      if (n.attributes.fullHeight === "true" && n.image) {
        // A card's full-height image fills the card (cropped, aspect kept); the card's texts lie over it.
        const img = imageEl(n.image, cssColor(n.foreground), n.frame);
        img.classList.add("cp-fill");
        img.style.left = "0px";
        img.style.top = "0px";
        img.style.width = "100%";
        img.style.height = "100%";
        el.appendChild(img);
        return;
      }
      imageCentered(el, n);
    },
    accessory(el, n) { imageCentered(el, n); },
    playingIndicator(el, n) { waveform(el, n, false); },
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
    explicitBadge(el, n) { centered(el, n); },
    imageRowElement(el, n) {
      const f = n.frame;
      const style = n.attributes.style || "images";
      shaped(el, n);
      const imgChild = (n.children || []).find((c) => isObj(c) && c.role === "rowImage");
      if (n.image && !imgChild) {
        // Legacy image row: the image on top, its title below.
        const img = imageEl(n.image, cssColor(n.foreground), f);
        img.style.left = (f.width - n.image.size.width) / 2 + "px";
        img.style.top = "0px";
        img.classList.add("cp-element-image");
        el.appendChild(img);
        if (isStr(n.text)) {
          el.appendChild(textEl(n.text, "", 0, n.image.size.height + 1, f.width, f.height - n.image.size.height - 1,
            { font: n.font, align: "center" }));
        }
        return;
      }
      if (style === "card" && n.attributes.fullHeight === "true") {
        // Text over the full-height image, at the bottom.
        const col = { leading: 6, trailing: f.width - 6 };
        const size = isObj(n.font) && isNum(n.font.size) ? n.font.size : 11;
        const h = lineHeight(size) * (isStr(n.detailText) ? 2 : 1);
        const band = document.createElement("div");
        band.className = "cp-card-band";
        band.style.height = h + 6 + "px";
        el.appendChild(band);
        drawTitleDetail(el, n, col, { top: f.height - h - 3, detailSize: Math.max(9, size - 1) });
        return;
      }
      const col = textColumn(n, []);
      drawTitleDetail(el, n, col, { detailSize: Math.max(9, (n.font && n.font.size || 11) - 1) });
    },
    messageRow(el, n) {
      const col = textColumn(n, []);
      const trailingText = (n.children || []).filter((c) => isObj(c) && c.role === "text" && validFrame(c.frame));
      for (const t of trailingText) col.trailing = Math.min(col.trailing, t.frame.x - n.frame.x - ROW_GAP);
      drawTitleDetail(el, n, col);
    },
    unreadIndicator(el) { el.classList.add("cp-dot"); },
    gridButton(el, n) {
      const f = n.frame;
      const hasText = isStr(n.text);
      if (n.image) {
        const img = imageEl(n.image, cssColor(n.foreground), f);
        const textH = hasText ? lineHeight((n.font && n.font.size) || 12) * (n.text.split("\n").length) : 0;
        img.style.left = (f.width - n.image.size.width) / 2 + "px";
        img.style.top = Math.max(0, (f.height - n.image.size.height - textH - 4) / 2) + "px";
        if (n.attributes.shape === "circular") {
          // A round button: the image on a filled circle.
          const circle = document.createElement("div");
          circle.className = "cp-grid-circle";
          circle.style.left = img.style.left;
          circle.style.top = img.style.top;
          circle.style.width = n.image.size.width + "px";
          circle.style.height = n.image.size.height + "px";
          el.appendChild(circle);
          img.style.transform = "scale(0.62)";
        }
        el.appendChild(img);
        if (hasText) {
          const top = Math.max(0, (f.height - n.image.size.height - textH - 4) / 2) + n.image.size.height + 4;
          el.appendChild(textEl(n.text, "", 0, top, f.width, textH, { font: n.font, align: "center", multiline: true }));
        }
      } else if (hasText) {
        centered(el, n);
      }
      if (n.attributes.unread === "true") {
        const dot = document.createElement("div");
        dot.className = "cp-grid-unread";
        el.appendChild(dot);
      }
    },
    informationItem(el, n) {
      const f = n.frame;
      const size = (n.font && n.font.size) || 12;
      const titleH = lineHeight(size);
      if (isStr(n.text)) el.appendChild(textEl(n.text, "cp-info-title", 0, 0, f.width, titleH, { font: n.font }));
      if (isStr(n.detailText)) {
        const lines = n.detailText.split("\n").length;
        const rating = (n.children || []).some((c) => isObj(c) && c.role === "rating");
        const top = titleH + (rating ? 18 : 0);
        el.appendChild(textEl(n.detailText, "cp-info-detail", 0, top, f.width, Math.max(0, f.height - top),
          { size: 14, multiline: lines > 1 }));
      }
    },
    rating(el, n) {
      const max = Math.max(1, Math.min(5, parseInt(n.attributes.maximumRating || "5", 10) || 5));
      const value = isNum(n.value) ? n.value : 0;
      const size = Math.min(n.frame.height, n.frame.width / max);
      for (let i = 0; i < max; i++) {
        const star = document.createElement("span");
        star.className = "cp-star";
        const fill = Math.max(0, Math.min(1, value - i));
        star.style.width = size + "px";
        star.style.height = size + "px";
        star.style.left = i * size + "px";
        star.style.setProperty("--fill", fill * 100 + "%");
        el.appendChild(star);
      }
    },
    textButton(el, n) { imageOrText(el, n); },
    map(el, n) {
      el.classList.add(n.attributes.appearance === "dark" ? "cp-map-dark" : "cp-map-light");
      const a = n.attributes;
      if (a.centerLatitude && a.centerLongitude) {
        const cap = document.createElement("div");
        cap.className = "cp-map-caption";
        cap.textContent = `${a.minLatitude}…${a.maxLatitude}, ${a.minLongitude}…${a.maxLongitude}`;
        cap.title = `centre ${a.centerLatitude}, ${a.centerLongitude}`;
        el.appendChild(cap);
      }
    },
    pin(el, n) {
      if (n.attributes.selected === "true" || n.isSelected) el.classList.add("cp-pin-selected");
      imageCentered(el, n);
    },
    pointOfInterest(el, n) {
      const f = n.frame;
      const textChildren = (n.children || []).filter((c) => isObj(c) && validFrame(c.frame));
      const firstChildTop = textChildren.length ? Math.min(...textChildren.map((c) => c.frame.y - f.y)) : f.height;
      const size = (n.font && n.font.size) || 15;
      const h = lineHeight(size) + (isStr(n.detailText) ? lineHeight(12) : 0);
      drawTitleDetail(el, n, { leading: ROW_PADDING, trailing: f.width - ROW_PADDING },
        { top: Math.max(2, Math.min((f.height - h) / 2, firstChildTop - h)) });
    },
    poiCard(el, n) {
      const f = n.frame;
      const children = (n.children || []).filter((c) => isObj(c) && validFrame(c.frame));
      const firstChildTop = children.length ? Math.min(...children.map((c) => c.frame.y - f.y)) : f.height;
      const size = (n.font && n.font.size) || 16;
      const h = lineHeight(size) + (isStr(n.detailText) ? lineHeight(12) : 0);
      drawTitleDetail(el, n, { leading: ROW_PADDING, trailing: f.width - ROW_PADDING },
        { top: Math.max(4, firstChildTop - h - 2) });
    },
    artwork(el, n) {
      if (n.attributes.background === "true") el.classList.add("cp-artwork-background");
      imageCentered(el, n, true);
    },
    playbackControl(el, n) { imageOrText(el, n); },
    sportsTeam() {},
    score(el, n) { centered(el, n, { align: alignment(n, "center") }); },
    eventClock(el, n) { centered(el, n); },
    contactButton(el, n) {
      const f = n.frame;
      const circle = Math.min(f.width, f.height - (isStr(n.text) ? 15 : 0));
      const c = document.createElement("div");
      c.className = "cp-contact-circle";
      c.style.width = c.style.height = circle + "px";
      c.style.left = (f.width - circle) / 2 + "px";
      const bg = cssColor(n.background);
      if (bg) c.style.backgroundColor = bg;
      el.style.backgroundColor = "transparent";
      if (n.image) {
        const img = imageEl(n.image, cssColor(n.foreground), { width: circle, height: circle });
        img.style.left = (circle - n.image.size.width) / 2 + "px";
        img.style.top = (circle - n.image.size.height) / 2 + "px";
        c.appendChild(img);
      }
      el.appendChild(c);
      if (isStr(n.text)) {
        el.appendChild(textEl(n.text, "", 0, circle + 1, f.width, f.height - circle - 1, { font: n.font, align: "center" }));
      }
    },
    searchField(el, n) {
      const f = n.frame;
      let x = 8;
      if (n.image) {
        const img = imageEl(n.image, cssColor(n.foreground), f);
        img.style.left = x + "px";
        img.style.top = (f.height - n.image.size.height) / 2 + "px";
        el.appendChild(img);
        x += n.image.size.width + 6;
      }
      if (isStr(n.text)) {
        const t = textEl(n.text, "cp-search-text", x, 0, f.width - x - 6, f.height, { font: n.font });
        if (n.attributes.prompt !== "true") t.classList.add("cp-caret");
        el.appendChild(t);
      }
    },
    key(el, n) {
      if (n.image || isStr(n.text)) { imageOrText(el, n); return; }
      const label = n.attributes.key === "delete" ? "⌫" : n.attributes.key === "space" ? "space" : "";
      el.appendChild(textEl(label, "cp-centered", 0, 0, n.frame.width, n.frame.height, { font: n.font, align: "center" }));
    },
    voiceControl(el, n) { if (isStr(n.text)) centered(el, n); },
    alertAction(el, n) {
      if (n.attributes.color === "custom") el.classList.add("cp-custom-color");
      imageOrText(el, n);
    },
    message(el, n) { block(el, n); },
    text(el, n) { block(el, n); },
    image(el, n) {
      if (n.attributes.shape === "circular") el.classList.add("cp-circular");
      if (isStr(n.text) && !n.image) { block(el, n); return; }
      imageCentered(el, n);
    },
    button(el, n) {
      const f = n.frame;
      if (n.attributes.field === "albumArtist") {
        drawTitleDetail(el, n, { leading: 0, trailing: f.width }, { top: 0, detailColor: null, detailSize: 13 });
        return;
      }
      imageOrText(el, n);
    },
    missingImage(el, n) {
      el.appendChild(missingImageEl(n.frame.width, n.frame.height));
      if (isStr(n.text)) centered(el, n);
    },
    overlay(el, n) {
      if (n.image) imageCentered(el, n);
      else if (isStr(n.text)) centered(el, n, { align: alignment(n, "center") });
    },
    thumbnail(el, n) { shaped(el, n); imageCentered(el, n, true); },
  };

  function alignment(n, fallback) {
    const a = n.attributes.alignment;
    if (a === "center") return "center";
    if (a === "trailing") return "right";
    if (a === "leading") return "left";
    const field = n.attributes.field;
    if (field === "remaining") return "right";
    if (field === "elapsed") return "left";
    return fallback;
  }

  function shaped(el, n) {
    const shape = n.attributes.shape;
    if (shape === "circular") el.classList.add("cp-circular");
    else if (shape === "roundedSquare") el.classList.add("cp-rounded-square");
    else if (shape === "roundedRectangle") el.classList.add("cp-rounded-rect");
  }

  // A text filling the node: one line centred vertically, or several lines from the top.
  function block(el, n) {
    if (!isStr(n.text)) return;
    const f = n.frame;
    const lines = n.text.split("\n").length;
    const align = alignment(n, "left");
    const t = textEl(n.text, lines > 1 ? "" : "cp-centered-v", 0, 0, f.width, f.height,
      { font: n.font, align, multiline: lines > 1 || n.attributes.lines !== undefined });
    el.appendChild(t);
  }

  function centered(el, n, opts) {
    if (!isStr(n.text)) return;
    const f = n.frame;
    const t = textEl(n.text, "cp-centered " + ((opts && opts.cls) || ""), 0, 0, f.width, f.height,
      { font: n.font, align: (opts && opts.align) || "center" });
    el.appendChild(t);
  }

  function imageCentered(el, n, cover) {
    if (!n.image) return;
    const f = n.frame;
    const img = imageEl(n.image, cssColor(n.foreground), f);
    const w = n.image.size && isNum(n.image.size.width) ? n.image.size.width : f.width;
    const h = n.image.size && isNum(n.image.size.height) ? n.image.size.height : f.height;
    img.style.left = (f.width - w) / 2 + "px";
    img.style.top = (f.height - h) / 2 + "px";
    if (cover) img.classList.add("cp-artwork-image");
    el.appendChild(img);
  }

  // An image, a text, or an image followed by a text, centred in the node (buttons).
  function imageOrText(el, n) {
    const f = n.frame;
    const hasText = isStr(n.text);
    if (n.image && !hasText) { imageCentered(el, n); return; }
    if (!n.image) { centered(el, n); return; }
    const wrap = document.createElement("div");
    wrap.className = "cp-inline";
    const img = imageEl(n.image, cssColor(n.foreground), f);
    img.style.position = "relative";
    wrap.appendChild(img);
    const span = document.createElement("span");
    span.textContent = n.text;
    fontCSS(span, n.font);
    wrap.appendChild(span);
    el.appendChild(wrap);
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
      else if (!KNOWN_CONTAINERS.has(node.role)) {
        // A role this page does not know: draw its text and image so nothing is lost.
        ctx.problem(`unknown role "${node.role}" at ${path}; drawn generically`);
        el.classList.add("cp-unknown");
        if (node.image) imageCentered(el, node);
        if (isStr(node.text)) centered(el, node);
      }
    } catch (e) {
      ctx.problem(`could not draw ${node.role} at ${path}: ${e.message}`);
    }

    if (node.role === "scrollView") scrollIndicator(el, node);
    parentEl.appendChild(el);
    node.children.forEach((child, i) => drawNode(child, el, f, ctx, `${path}.children[${i}]`));
  }

  const KNOWN_CONTAINERS = new Set([
    "screen", "statusBar", "appArea", "navigationBar", "tabBar", "content", "scrollView", "section", "sectionIndex",
    "imageRow", "pinnedHeader", "detailsHeader", "nowPlaying", "playbackControls", "eventStatus", "contactCard",
    "keyboard", "modal", "alert", "actionSheet", "sportsTeam",
  ]);

  function scrollIndicator(el, node) {
    const content = node.contentHeight;
    const h = node.frame.height;
    if (!isNum(content) || content <= h + 0.5 || h <= 0) return;
    const offset = isNum(node.scrollOffset) ? node.scrollOffset : 0;
    const bar = document.createElement("div");
    bar.className = "cp-scroll-indicator";
    const length = Math.max(12, (h * h) / content);
    const top = Math.max(0, Math.min(h - length, (offset / (content - h)) * (h - length)));
    bar.style.height = length + "px";
    bar.style.top = top + "px";
    bar.dataset.scrollIndicator = "true";
    el._indicator = bar;
    // Placed after the children so it stays on top.
    queueMicrotask(() => el.appendChild(bar));
  }

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

  // ---------------------------------------------------------------- home screen

  // CarPlay app categories (CarState.apps[].category) as people read them.
  const CATEGORY_NAMES = {
    audio: "Audio", communication: "Communication", evCharging: "EV Charging", fueling: "Fueling",
    navigation: "Navigation", parking: "Parking", publicSafety: "Public Safety",
    quickFoodOrdering: "Quick Food Ordering", drivingTask: "Driving Task", voiceConversational: "Voice Conversational",
  };
  function categoryName(category) {
    if (!isStr(category) || !category.length) return null;
    if (Object.prototype.hasOwnProperty.call(CATEGORY_NAMES, category)) return CATEGORY_NAMES[category];
    // An unknown category: "someNewKind" → "Some New Kind".
    const words = category.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").trim();
    return words.charAt(0).toUpperCase() + words.slice(1);
  }

  // The knob focus on the home screen: `homeFocus` is an app's bundle id, "dashboard", or null/absent.
  function markHomeFocus(el) {
    el.dataset.focused = "true";
    el.classList.add("cp-focused");
  }

  function homeSymbol(name, size, color) {
    return imageEl({ source: { system: name }, size: { width: size, height: size }, isTemplate: true }, color);
  }

  // The CarPlay home screen, drawn from the car state: status bar, app icons, the message of a closed app.
  function drawHome(host, car, zoom, actions) {
    const display = isObj(car.display) ? car.display : { pixelWidth: 800, pixelHeight: 480, scale: 2 };
    const s = prepareSurface(host, display, zoom);
    const dark = display.appearance === "dark";
    const W = s.width, H = s.height;
    const portrait = H > W;
    const rhd = display.drivingSide === "rightHandDrive";
    const home = document.createElement("div");
    home.className = "cp-home";
    home.dataset.role = "home";
    home.dataset.appearance = dark ? "dark" : "light";
    home.style.width = W + "px";
    home.style.height = H + "px";
    s.surface.dataset.appearance = dark ? "dark" : "light";
    s.surface.appendChild(home);

    // Status bar on the driver's side, along the bottom in portrait.
    const bar = document.createElement("div");
    bar.className = "cp-home-statusbar";
    bar.dataset.role = "statusBar";
    let area;
    if (portrait) {
      bar.classList.add("cp-home-statusbar-bottom");
      Object.assign(bar.style, { left: "0px", top: H - STATUS_BAR + "px", width: W + "px", height: STATUS_BAR + "px" });
      area = { x: 0, y: 0, width: W, height: H - STATUS_BAR };
    } else {
      Object.assign(bar.style, { left: (rhd ? W - STATUS_BAR : 0) + "px", top: "0px", width: STATUS_BAR + "px", height: H + "px" });
      area = { x: rhd ? 0 : STATUS_BAR, y: 0, width: W - STATUS_BAR, height: H };
    }
    home.appendChild(bar);
    const clock = document.createElement("div");
    clock.className = "cp-home-clock";
    clock.dataset.role = "clock";
    clock.textContent = isStr(car.time) ? car.time : "";
    bar.appendChild(clock);
    const dash = document.createElement("div");
    dash.className = "cp-home-dashboard";
    dash.id = "home-dashboard";
    dash.dataset.role = "dashboardButton";
    dash.title = "Dashboard";
    dash.appendChild(homeSymbol("square.grid.2x2", 20, dark ? "#FFFFFF" : "#000000"));
    const focus = car.connected === false ? null : (isStr(car.homeFocus) ? car.homeFocus : null);
    if (focus === "dashboard") markHomeFocus(dash);
    dash.addEventListener("click", (e) => { e.stopPropagation(); actions.dashboard(); });
    bar.appendChild(dash);
    const signal = document.createElement("div");
    signal.className = "cp-home-signal";
    signal.textContent = car.connected === false ? "" : "LTE";
    bar.appendChild(signal);

    const appArea = document.createElement("div");
    appArea.className = "cp-home-area";
    Object.assign(appArea.style, { left: area.x + "px", top: area.y + "px", width: area.width + "px", height: area.height + "px" });
    home.appendChild(appArea);

    if (car.connected === false) {
      const off = document.createElement("div");
      off.className = "cp-home-disconnected";
      off.id = "home-disconnected";
      off.textContent = "iPhone is not connected";
      appArea.appendChild(off);
      return s;
    }

    let top = 10;
    if (isStr(car.homeMessage) && car.homeMessage.length) {
      // The app closed for a fault: Apple's exception name as the headline, the whole text below.
      const panel = document.createElement("div");
      panel.className = "cp-home-message";
      panel.dataset.role = "homeMessage";
      const name = /exception '([^']+)'/.exec(car.homeMessage) || /\b(NS[A-Za-z]+Exception|CP[A-Za-z]+Exception)\b/.exec(car.homeMessage);
      const head = document.createElement("div");
      head.className = "cp-home-message-title";
      head.id = "home-message-title";
      head.textContent = name ? name[1] : "The app was closed";
      panel.appendChild(head);
      const body = document.createElement("div");
      body.className = "cp-home-message-body";
      body.id = "home-message";
      body.textContent = car.homeMessage;
      panel.appendChild(body);
      appArea.appendChild(panel);
      top = 0; // the message sits above the icons (flow layout below)
    }
    const apps = Array.isArray(car.apps) ? car.apps.filter((a) => isObj(a) && isStr(a.id)) : [];
    const grid = document.createElement("div");
    grid.className = "cp-home-grid";
    grid.id = "home-apps";
    const iconSize = Math.min(60, Math.max(40, Math.floor(Math.min(area.width, area.height) / 4)));
    grid.style.setProperty("--icon", iconSize + "px");
    grid.style.paddingTop = top + "px";
    for (const app of apps) {
      const cell = document.createElement("div");
      cell.className = "cp-home-app";
      cell.dataset.role = "appIcon";
      cell.dataset.appId = app.id;
      cell.dataset.state = isStr(app.state) ? app.state : "";
      cell.id = "app-" + app.id.replace(/[^A-Za-z0-9_-]/g, "-");
      const icon = document.createElement("div");
      icon.className = "cp-home-icon";
      icon.dataset.category = isStr(app.category) ? app.category : "";
      const letter = document.createElement("span");
      letter.textContent = (isStr(app.name) && app.name.length ? app.name : app.id).slice(0, 1).toUpperCase();
      icon.appendChild(letter);
      if (isStr(app.icon)) {
        const img = document.createElement("img");
        img.alt = "";
        img.draggable = false;
        img.src = app.icon;
        img.onerror = () => img.remove();
        icon.appendChild(img);
      }
      if (app.state === "foreground" || app.state === "background") {
        const dot = document.createElement("div");
        dot.className = "cp-home-running";
        icon.appendChild(dot);
      }
      cell.appendChild(icon);
      const name = document.createElement("div");
      name.className = "cp-home-name";
      name.textContent = isStr(app.name) ? app.name : app.id;
      cell.appendChild(name);
      const category = categoryName(app.category);
      if (category) {
        const line = document.createElement("div");
        line.className = "cp-home-category";
        line.dataset.role = "appCategory";
        line.textContent = category;
        cell.appendChild(line);
      }
      cell.title = category ? `${name.textContent} (${category})` : name.textContent;
      if (focus !== null && focus === app.id) markHomeFocus(cell);
      cell.addEventListener("click", (e) => { e.stopPropagation(); actions.launch(app.id); });
      grid.appendChild(cell);
    }
    if (!apps.length) {
      const none = document.createElement("div");
      none.className = "cp-home-empty";
      none.textContent = "No CarPlay apps installed";
      grid.appendChild(none);
    }
    appArea.appendChild(grid);
    if (actions.toast) {
      const toast = document.createElement("div");
      toast.className = "cp-home-toast";
      toast.id = "home-toast";
      toast.textContent = actions.toast;
      appArea.appendChild(toast);
    }
    return s;
  }

  window.CarPlayRender = {
    drawScreen, drawHome, cssColor, validFrame, categoryName,
    set onSymbolMissing(fn) { onSymbolMissing = fn; },
  };
})();
