// A node's drawing items (docs/SCREEN.md, DrawItem): every text line, image and shape arrives with its frame in
// screen points; this page only places them relative to the node's box.

import { isObj, isStr, isNum, cssColor, validFrame } from "./values.js";
import { imageEl } from "./images.js";

function fontCSS(el, font) {
  if (!isObj(font)) return;
  if (isNum(font.size)) el.style.fontSize = font.size + "px";
  el.style.fontWeight = font.weight === "bold" ? "700" : "400";
}

const ALIGN = { leading: "left", center: "center", trailing: "right" };

// One element per item, or null for a malformed one (skipped and reported through `ctx.problem`).
export function drawItem(item, i, node, ctx, path) {
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
export function place(el, frame, origin) {
  const left = frame.x - origin.x + "px";
  const top = frame.y - origin.y + "px";
  if (el.style.left !== left) el.style.left = left;
  if (el.style.top !== top) el.style.top = top;
}
