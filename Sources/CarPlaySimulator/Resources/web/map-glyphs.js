// The white symbols of the map's places (`MapStyle.places`' `glyph`, SVG documents) as images for the canvas: each
// made once; the maps are painted again when one has loaded.

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
