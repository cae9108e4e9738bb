// The map's projection (docs/SCREEN.md, ScreenMapView): Web Mercator, the world 256 × 2^zoom points wide, turned by
// the heading about the frame's middle. Pitch is drawn as a simple 2D approximation: the map is squeezed vertically
// by cos(pitch) about the middle. Pure: no DOM.

import { isObj, isNum } from "./values.js";
import { EARTH, mapStyle } from "./map-style.js";

export function worldPoint(lat, lon, zoom) {
  const size = 256 * Math.pow(2, zoom);
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, lat)) * Math.PI / 180;
  return [(lon + 180) / 360 * size, (1 - Math.log(Math.tan(clamped) + 1 / Math.cos(clamped)) / Math.PI) / 2 * size];
}

// A tile's [west, south, east, north] in degrees.
export function tileBounds(x, y, z) {
  const n = Math.pow(2, z);
  const lon = (v) => v / n * 360 - 180;
  const lat = (v) => Math.atan(Math.sinh(Math.PI * (1 - 2 * v / n))) * 180 / Math.PI;
  return [lon(x), lat(y + 1), lon(x + 1), lat(y)];
}

// The world points at zoom 0 of flat [lat, lon, lat, lon, …] points (a map feature's), worked out once per array: a
// map paints the same features every frame of an animation, and only the camera's scale and turn change. At zoom z
// a world point is the zoom-0 one times 2^z. Their bounds are the array's `box`, [minX, minY, maxX, maxY].
const zoomZero = new WeakMap();
export function worldPoints(points) {
  let world = zoomZero.get(points);
  if (!world) {
    world = new Float64Array(points.length - (points.length % 2));
    const box = [Infinity, Infinity, -Infinity, -Infinity];
    for (let i = 0; i + 1 < points.length; i += 2) {
      const p = worldPoint(points[i], points[i + 1], 0);
      world[i] = p[0];
      world[i + 1] = p[1];
      box[0] = Math.min(box[0], p[0]);
      box[1] = Math.min(box[1], p[1]);
      box[2] = Math.max(box[2], p[0]);
      box[3] = Math.max(box[3], p[1]);
    }
    world.box = box;
    zoomZero.set(points, world);
  }
  return world;
}

// The square of zoom-0 world points a camera's `width` × `height` frame can show, whatever its heading and pitch,
// widened by `margin` points on every side (at least half the widest line drawn): what lies wholly outside it is not
// seen.
export function viewBounds(camera, width, height, margin) {
  const c = worldPoint(camera.lat, camera.lon, 0);
  const r = (reach(camera, width, height) + margin) / Math.pow(2, camera.zoom);
  return [c[0] - r, c[1] - r, c[0] + r, c[1] + r];
}

// How far from its middle, in points of the map at the camera's zoom, a `width` × `height` frame can show at any
// heading (the pitch's squeeze stretches it, at most about four times).
function reach(camera, width, height) {
  return Math.hypot(width, height / squeezeOf(camera.pitch)) / 2;
}

// How much a map pitched by `pitch` degrees is squeezed vertically: cos(pitch), the pitch taken between 0 and the
// steepest drawn.
function squeezeOf(pitch) {
  return Math.cos(Math.min(Math.max(pitch, 0), 75) * Math.PI / 180);
}

// Whether flat [lat, lon, …] points can show in `bounds` (`viewBounds`): their box meets it.
export function meets(points, bounds) {
  const box = worldPoints(points).box;
  return box[0] <= bounds[2] && bounds[0] <= box[2] && box[1] <= bounds[3] && bounds[1] <= box[3];
}

// A projector for a camera in a frame of `width` × `height` points: [lat, lon] → [x, y] in the frame. Its `world(x,
// y)` takes a zoom-0 world point (`worldPoints`) instead.
export function projector(camera, width, height) {
  const zoom = camera.zoom, scale = Math.pow(2, zoom);
  const c = worldPoint(camera.lat, camera.lon, zoom);
  const h = camera.heading * Math.PI / 180;
  const cos = Math.cos(h), sin = Math.sin(h);
  const squeeze = squeezeOf(camera.pitch);
  const cx = width / 2, cy = height / 2;
  const at = (x, y) => {
    const dx = x - c[0], dy = y - c[1];
    return [cx + dx * cos + dy * sin, cy + (-dx * sin + dy * cos) * squeeze];
  };
  const project = (lat, lon) => {
    const p = worldPoint(lat, lon, zoom);
    return at(p[0], p[1]);
  };
  project.world = (x, y) => at(x * scale, y * scale);
  return project;
}

export function pixelsPerMeter(camera) {
  return 256 * Math.pow(2, camera.zoom) / (EARTH * Math.cos(camera.lat * Math.PI / 180));
}

// The keys ("x/y") of the style's `tileZoom` tiles a camera's frame shows, or null when there are more than its
// `maxTiles`.
export function neededTiles(camera, width, height) {
  const { tileZoom: TILE_ZOOM, maxTiles: MAX_TILES } = mapStyle();
  const radius = reach(camera, width, height) * Math.pow(2, TILE_ZOOM - camera.zoom);
  const c = worldPoint(camera.lat, camera.lon, TILE_ZOOM);
  const n = Math.pow(2, TILE_ZOOM);
  const x0 = Math.max(0, Math.floor((c[0] - radius) / 256)), x1 = Math.min(n - 1, Math.floor((c[0] + radius) / 256));
  const y0 = Math.max(0, Math.floor((c[1] - radius) / 256)), y1 = Math.min(n - 1, Math.floor((c[1] + radius) / 256));
  if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_TILES) return null;
  const keys = [];
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) keys.push(x + "/" + y);
  return keys;
}

// The camera of a `mapView` ({lat, lon, zoom, heading, pitch}), defaults for what is missing.
export function cameraOf(map) {
  const c = isObj(map.center) ? map.center : {};
  return {
    lat: isNum(c.latitude) ? c.latitude : 0, lon: isNum(c.longitude) ? c.longitude : 0,
    zoom: isNum(map.zoom) ? Math.max(0, Math.min(24, map.zoom)) : 16,
    heading: isNum(map.heading) ? map.heading : 0, pitch: isNum(map.pitch) ? map.pitch : 0,
  };
}

// The camera a fraction `t` (0…1, eased) of the way from `a` to `b`; the heading turns the short way.
export function interpolate(a, b, t) {
  const e = t < 1 ? 1 - Math.pow(1 - t, 3) : 1;
  let dh = ((b.heading - a.heading) % 360 + 540) % 360 - 180;
  return {
    lat: a.lat + (b.lat - a.lat) * e, lon: a.lon + (b.lon - a.lon) * e, zoom: a.zoom + (b.zoom - a.zoom) * e,
    heading: a.heading + dh * e, pitch: a.pitch + (b.pitch - a.pitch) * e,
  };
}

// The coordinate ({latitude, longitude}) at (x, y) in screen points of a `mapView` drawn at `frame`: the inverse of
// `projector`; null without a centre or off the Earth.
export function unproject(map, frame, x, y) {
  const f = frame;
  const c = isObj(map.center) ? map.center : null;
  if (!c || !isNum(c.latitude) || !isNum(c.longitude)) return null;
  const zoom = isNum(map.zoom) ? Math.max(0, Math.min(24, map.zoom)) : 16;
  const heading = (isNum(map.heading) ? map.heading : 0) * Math.PI / 180;
  const squeeze = squeezeOf(isNum(map.pitch) ? map.pitch : 0);
  const size = 256 * Math.pow(2, zoom);
  const lat0 = Math.max(-85.05112878, Math.min(85.05112878, c.latitude)) * Math.PI / 180;
  const cx = (c.longitude + 180) / 360 * size;
  const cy = (1 - Math.log(Math.tan(lat0) + 1 / Math.cos(lat0)) / Math.PI) / 2 * size;
  const rx = x - (f.x + f.width / 2), ry = (y - (f.y + f.height / 2)) / squeeze;
  const cos = Math.cos(heading), sin = Math.sin(heading);
  const px = cx + rx * cos - ry * sin, py = cy + rx * sin + ry * cos;
  const longitude = px / size * 360 - 180;
  const latitude = Math.atan(Math.sinh(Math.PI * (1 - 2 * py / size))) * 180 / Math.PI;
  if (!isNum(latitude) || !isNum(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

// The topmost node with a `mapView` whose frame (screen points) holds (x, y).
export function mapNodeAt(node, x, y) {
  if (!isObj(node)) return null;
  let found = null;
  const f = node.frame;
  if (isObj(node.mapView) && isObj(f) && x >= f.x && y >= f.y && x < f.x + f.width && y < f.y + f.height) found = node;
  for (const child of Array.isArray(node.children) ? node.children : []) {
    const inner = mapNodeAt(child, x, y);
    if (inner) found = inner;
  }
  return found;
}
