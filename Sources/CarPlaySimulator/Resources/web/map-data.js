// The car's map data (docs/PROTOCOL.md, "Map data"): GET /map/features?bbox=…, fetched as tiles of the style's `tileZoom` and
// kept; and the map's statistics (tests and Tests/Browser/measure_panning.py read them as `CarPlayMap.stats`).

import { isObj } from "./values.js";
import { levelRank, mapStyle } from "./map-style.js";
import { tileBounds } from "./projection.js";

// `frameMs`: how long each animation frame that painted maps took to paint them (ms, the last 3,600; measurements:
// Tests/Browser/measure_panning.py).
export const stats = { tilesRequested: 0, tilesLoaded: 0, tileErrors: 0, draws: 0, last: null, frameMs: [], canvases: 0 };

const tiles = new Map(); // "x/y" → { state, features }
let mergedKey = "";
let merged = [];
let onTile = () => {};
// Sent with every request for map data (docs/PROTOCOL.md, "Access"): a header a cross-site <img> or form cannot send,
// and the per-run token of a simulator that listens beyond loopback.
const requestHeaders = { "X-CarPlay-Page": "1" };

// The token of the page's URL (`?token=…`), or null.
export function setAccessToken(token) {
  if (token) requestHeaders["X-CarPlay-Token"] = token;
  else delete requestHeaders["X-CarPlay-Token"];
}

// `fn()` hears of every tile that arrives (the maps are painted again).
export function setTileListener(fn) { onTile = fn; }

export function fetchTile(key) {
  if (tiles.has(key)) return;
  const [x, y] = key.split("/").map(Number);
  const b = tileBounds(x, y, mapStyle().tileZoom).map((v) => v.toFixed(6));
  const tile = { state: "loading", features: [] };
  tiles.set(key, tile);
  stats.tilesRequested++;
  fetch("/map/features?bbox=" + b.join(","), { headers: requestHeaders })
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error("HTTP " + r.status))))
    .then((json) => {
      tile.features = Array.isArray(json.features) ? json.features.filter(validFeature) : [];
      tile.state = "ready";
      stats.tilesLoaded++;
      mergedKey = "";
      onTile();
    })
    .catch(() => { tile.state = "error"; stats.tileErrors++; });
}

// A feature has a kind and its points (a place one point, a line or area two or more).
export function validFeature(f) {
  return isObj(f) && typeof f.kind === "string" && Array.isArray(f.points)
    && f.points.length >= (f.kind === "place" ? 2 : 4);
}

// The features of the tiles, each once, in paint order.
export function featuresOf(keys) {
  const key = keys.join(",");
  if (key === mergedKey) return merged;
  const byID = new Map();
  for (const k of keys) {
    const tile = tiles.get(k);
    if (!tile || tile.state !== "ready") continue;
    // A place and a way may share an id (a node's and a way's): each kind keeps its own.
    for (const f of tile.features) if (!byID.has(f.kind + f.id)) byID.set(f.kind + f.id, f);
  }
  merged = sortFeatures([...byID.values()]);
  mergedKey = key;
  return merged;
}

// Paint order: the style's order of kinds (sea, islands, water, coastline, green areas, buildings, rail, roads), then
// tunnels, the ground, bridges, then roads from small to big.
export function sortFeatures(features) {
  const { paintOrder, roadRank } = mapStyle();
  return features.sort((a, b) =>
    (paintOrder.indexOf(a.kind) - paintOrder.indexOf(b.kind))
    || (levelRank(a) - levelRank(b))
    || (roadRank.indexOf(a.class) - roadRank.indexOf(b.class)));
}
