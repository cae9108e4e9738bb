// Draws the car's map under a `mapView` node (docs/SCREEN.md): a canvas per map node, painted (map-paint.js) from
// the vector data the simulator serves for its extract (map-data.js) and the node's `mapView` — the camera (centre,
// zoom, heading, pitch), the appearance and the styles come from the server; this file only keeps the canvases and
// animates: a camera change animates from the camera drawn last to the new one (requestAnimationFrame, 250 ms).

import { isObj } from "./values.js";
import { mapStyle } from "./map-style.js";
import { cameraOf, interpolate, neededTiles } from "./projection.js";
import { featuresOf, fetchTile, setTileListener, stats } from "./map-data.js";
import { paint } from "./map-paint.js";
import { glyphImage, labelImage, setGlyphListener } from "./map-glyphs.js";

export { stats };

const live = new Set();   // states of canvases on the page
let previous = null;      // the camera drawn last, where the next camera's animation starts
let frameRequested = false;
let tilesArrived = false; // a tile came since the last frame: every map on the page is painted again

// A tile or a place's glyph that arrives: every map on the page is painted again.
const repaint = () => {
  tilesArrived = true;
  requestDraw();
};
setTileListener(repaint);
setGlyphListener(repaint);

// Puts a canvas for the map node `node` into `el` (the node's element) and draws it; `pixelScale` is device pixels
// per point. Called by roles.js whenever the node is drawn.
export function attach(el, node, pixelScale) {
  const map = node.mapView;
  if (!isObj(map)) return;
  const width = node.frame.width, height = node.frame.height;
  const ratio = Math.max(1, Math.min(4, (pixelScale || 1) * (window.devicePixelRatio || 1)));
  const pixelWidth = Math.max(1, Math.round(width * ratio)), pixelHeight = Math.max(1, Math.round(height * ratio));
  // A canvas of the same size that a redraw took off the page is used again (a map that moves every frame makes
  // no new canvas each frame); it keeps its picture until the next frame paints the new camera.
  let canvas = null;
  for (const state of live) {
    if (state.shown && !state.canvas.isConnected && state.canvas.width === pixelWidth
        && state.canvas.height === pixelHeight) {
      canvas = state.canvas;
      live.delete(state);
      break;
    }
  }
  if (!canvas) {
    canvas = document.createElement("canvas");
    canvas.className = "cp-map-canvas";
    canvas.width = pixelWidth;
    canvas.height = pixelHeight;
    stats.canvases = (stats.canvases || 0) + 1;
  }
  canvas.style.width = width + "px";
  canvas.style.height = height + "px";
  el.appendChild(canvas);
  const target = cameraOf(map);
  const style = mapStyle();
  const jump = !style || Math.abs(previous ? previous.zoom - target.zoom : 0) >= style.animationLargestZoomChange;
  const from = previous && !jump ? previous : target;
  live.add({ canvas, map, width, height, ratio, from, to: target, start: performance.now() });
  previous = target;
  requestDraw();
}

function requestDraw() {
  if (frameRequested) return;
  frameRequested = true;
  requestAnimationFrame(frame);
}

function frame(now) {
  frameRequested = false;
  if (!mapStyle()) return; // the host's style comes in `welcome`, before any screen: without it nothing is painted
  const began = performance.now();
  let animating = false, painted = 0;
  for (const state of live) {
    if (!state.canvas.isConnected) {
      // Drawn into an element not yet on the page: wait a frame; gone for good after a second (a canvas that was
      // on the page waits there for a redraw to use it again).
      if (now - state.start > 1000) live.delete(state); else if (!state.shown) animating = true;
      continue;
    }
    state.shown = true;
    // A map at rest is painted again only when new tiles came (another map's animation does not repaint it).
    if (state.settled && !tilesArrived) continue;
    const t = Math.min(1, (now - state.start) / mapStyle().animationMilliseconds);
    const camera = interpolate(state.from, state.to, isFinite(t) && t >= 0 ? t : 1);
    if (t < 1) animating = true;
    draw(state, camera);
    painted++;
    state.settled = t >= 1;
  }
  tilesArrived = false;
  if (painted) {
    stats.frameMs.push(performance.now() - began);
    if (stats.frameMs.length > 3600) stats.frameMs.shift();
  }
  if (animating) requestDraw();
}

// Paints one canvas with the base map's tiles the camera needs (fetching those missing).
function draw(state, camera) {
  const { canvas, map, width, height, ratio } = state;
  const keys = neededTiles(camera, width, height);
  let features = [];
  if (keys) {
    keys.forEach(fetchTile);
    features = featuresOf(keys);
  }
  const ctx = canvas.getContext("2d");
  const counts = paint(ctx, map, camera, width, height, ratio, features, glyphImage, labelImage);
  stats.draws++;
  stats.last = Object.assign({ camera, tiles: keys ? keys.length : 0 }, counts);
}
