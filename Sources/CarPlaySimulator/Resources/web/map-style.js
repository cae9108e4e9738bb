// How the car's map looks is the car's to say: the host sends its `MapStyle` in `welcome` (docs/PROTOCOL.md) — the
// palettes of both appearances, each road class's width and colour, the paint order, from which zoom what shows, the
// tiles the base map is fetched in, and the sizes of its lines, labels, pins and puck — and the map paints by it. No
// map is painted before it came. Pure.

import { isObj, isNum } from "./values.js";

export const EARTH = 40075016.686;    // metres around the equator (Web Mercator's, not a matter of style)

let style = null;

// Keeps the host's style; anything that is not one is refused (the map then waits for a good one).
export function setMapStyle(value) {
  const ok = isObj(value) && isNum(value.tileZoom) && isNum(value.maxTiles) && isNum(value.animationLargestZoomChange)
    && isObj(value.light)
    && isObj(value.dark) && isObj(value.roads) && isObj(value.roads.road) && Array.isArray(value.roadRank)
    && Array.isArray(value.paintOrder) && Array.isArray(value.levelOrder) && isObj(value.zooms) && isObj(value.marks) && isObj(value.marks.pin)
    && isObj(value.marks.puck) && isObj(value.marks.roadNames) && isObj(value.marks.oneWayArrows);
  style = ok ? value : null;
  return ok;
}

// The style, or null before the host sent one.
export function mapStyle() { return style; }

// How a road class is drawn ({width, colour, minimumWidth}); classes the style does not list are drawn as `road`.
export function roadStyle(roadClass) { return style.roads[roadClass] || style.roads.road; }

// Where a road or railway runs, as the style orders the levels (the map data's `level`; none or one the style does not
// list: the ground): its place in the paint order.
export function levelRank(f) {
  const order = style.levelOrder, rank = typeof f.level === "string" ? order.indexOf(f.level) : -1;
  return rank >= 0 ? rank : order.indexOf("ground");
}
