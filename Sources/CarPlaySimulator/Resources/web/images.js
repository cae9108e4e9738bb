// Elements for a Screen's images (docs/SCREEN.md, ScreenImage): symbols as CSS masks of the simulator's symbol set,
// template images as masks, other images as <img>, missing images as the missing-image glyph.

import { isObj, isStr, isNum, cssColor, imageURL, symbolURL } from "./values.js";

// What the screen drawn now is drawn for: its appearance (image URLs) and the device pixels per point of its surface
// (the display's scale times the page's zoom, for canvases). Set by render.js for each draw.
export const current = { appearance: "light", pixelScale: 2 };

const missingSymbols = new Set();
const probedSymbols = new Map();
let onSymbolMissing = null;

// `fn(name)` hears of a symbol found missing (drawn with a mask before: the screen is to be drawn again).
export function setSymbolMissingHandler(fn) { onSymbolMissing = fn; }

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

export function missingImageEl(width, height) {
  const el = document.createElement("div");
  el.className = "cp-img cp-img-missing";
  el.style.width = width + "px";
  el.style.height = height + "px";
  el.textContent = "?";
  el.style.setProperty("--side", String(Math.min(width, height)));
  el.style.lineHeight = height + "px";
  return el;
}

// An element for a ScreenImage at its drawn size. `color` tints template images and symbols.
export function imageEl(image, color, box) {
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
    const url = imageURL(image, current.appearance);
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
