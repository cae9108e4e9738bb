// The map's points of interest (docs/PROTOCOL.md, "Map data": features of kind "place" with Apple's `category`):
// a disc in the category's colour with its white symbol and the name beside it, from the category's zoom
// (`MapStyle.places`), as the map view's `pointsOfInterest` setting allows, never over a road name or another
// place (places are placed before road names). Pure: it draws on the context it is given.

import { isObj } from "./values.js";

// Whether a map view's setting ("all", "none", "including:A,B", "excluding:A,B") shows places of `category`.
export function showsPlaces(category, setting) {
  if (setting === undefined || setting === "all") return true;
  if (setting === "none" || typeof setting !== "string") return false;
  for (const [prefix, included] of [["including:", true], ["excluding:", false]]) {
    if (setting.startsWith(prefix)) return setting.slice(prefix.length).split(",").includes(category) === included;
  }
  return true;
}

// Draws `places` (features, in paint order); `placed` holds the boxes [x0, y0, x1, y1] of the labels already on the
// map and takes those of the places drawn; `glyph(svg)` gives a loaded image of a symbol or null (the disc alone is
// drawn until it loads). Returns how many places were drawn.
export function drawPlaces(ctx, places, project, camera, style, palette, placed, width, height, setting, glyph) {
  const mark = style.marks.place;
  const shown = [];
  for (const f of places) {
    const s = typeof f.category === "string" && isObj(style.places) ? style.places[f.category] : null;
    if (!isObj(s) || camera.zoom < s.minimumZoom || !showsPlaces(f.category, setting)) continue;
    shown.push([f, s]);
  }
  shown.sort((a, b) => a[1].minimumZoom - b[1].minimumZoom);  // the more important categories first (stable)
  ctx.font = `${mark.fontSize}px ${style.marks.fontFamily}`;
  ctx.textAlign = "left";
  ctx.textBaseline = "middle";
  const done = new Set();  // each name once: a place mapped as a node and as an area is one place
  const half = Math.max(mark.radius, mark.labelHeight / 2);
  let count = 0;
  for (const [f, s] of shown) {
    const name = typeof f.name === "string" ? f.name : "";
    if (done.has(name)) continue;
    const [x, y] = project(f.points[0], f.points[1]);
    if (!(x >= 0 && y >= 0 && x < width && y < height)) continue;
    const textWidth = name ? ctx.measureText(name).width : 0;
    const box = [x - mark.radius, y - half, x + mark.radius + (textWidth > 0 ? mark.labelGap + textWidth : 0), y + half];
    if (placed.some((o) => box[0] < o[2] && o[0] < box[2] && box[1] < o[3] && o[1] < box[3])) continue;
    placed.push(box);
    if (name) done.add(name);
    ctx.beginPath();
    ctx.arc(x, y, mark.radius, 0, Math.PI * 2);
    ctx.fillStyle = s.colour;
    ctx.fill();
    ctx.strokeStyle = mark.outline;
    ctx.lineWidth = mark.outlineWidth;
    ctx.stroke();
    const image = glyph ? glyph(s.glyph) : null;
    if (image) ctx.drawImage(image, x - mark.glyphSize / 2, y - mark.glyphSize / 2, mark.glyphSize, mark.glyphSize);
    if (name) {
      ctx.lineWidth = style.marks.roadNames.haloWidth;
      ctx.strokeStyle = palette.halo;
      ctx.strokeText(name, x + mark.radius + mark.labelGap, y);
      ctx.fillStyle = s.colour;
      ctx.fillText(name, x + mark.radius + mark.labelGap, y);
    }
    count++;
  }
  return count;
}
