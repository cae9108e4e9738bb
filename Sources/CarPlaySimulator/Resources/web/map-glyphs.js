// Pictures the map stamps on its canvas: the white symbols of its places (`MapStyle.places`' `glyph`, SVG documents;
// the maps are painted again when one has loaded) and its road names with their halos. Each is made once.

const images = new Map();
let onLoad = () => {};

// `fn()` hears of every glyph that loads.
export function setGlyphListener(fn) { onLoad = fn; }

// The loaded image of an SVG document, or null while it loads (or where images cannot be made).
export function glyphImage(svg) {
  if (typeof svg !== "string" || typeof Image === "undefined") return null;
  let image = images.get(svg);
  if (!image) {
    image = new Image();
    image.onload = () => onLoad();
    image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
    images.set(svg, image);
  }
  return image.complete && image.naturalWidth > 0 ? image : null;
}

// A road name with its halo as a picture ({image, width, height} in points, the text in its middle), or null where
// canvases cannot be made: `text` in `font` drawn by `draw(ctx, text, x, y)` (map-paint.js's halo and fill, whose
// colours and width `key` names) with `margin` points around it, at `ratio` device pixels per point. Stamped at each
// frame's angle, it spares stroking the glyphs' outlines every frame (a quarter of a frame of a map with names).
const labels = new Map();
export function labelImage(text, font, fontSize, margin, ratio, key, draw) {
  if (typeof document === "undefined") return null;
  key = [text, font, margin, ratio, key].join("\n");
  let label = labels.get(key);
  if (!label) {
    const canvas = document.createElement("canvas"), ctx = canvas.getContext("2d");
    ctx.font = font;
    const width = Math.ceil(ctx.measureText(text).width + 2 * margin);
    const height = Math.ceil(2 * fontSize + 2 * margin);
    canvas.width = Math.ceil(width * ratio);
    canvas.height = Math.ceil(height * ratio);
    ctx.scale(ratio, ratio);
    ctx.font = font;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.lineJoin = "round";
    ctx.lineCap = "round";
    draw(ctx, text, width / 2, height / 2);
    label = { image: canvas, width, height };
    labels.set(key, label);
  }
  return label;
}
