// Paints one frame of the car's map on a canvas 2D context: the base map's features, then the app's overlays,
// annotations and the user-location puck, all from the node's `mapView` (docs/SCREEN.md, ScreenMapView). No DOM:
// it draws on the context it is given (tests give it a recording one).

import { isNum, isObj, cssColor } from "./values.js";
import { levelRank, mapStyle, roadStyle } from "./map-style.js";
import { meets, pixelsPerMeter, projector, viewBounds, worldPoints } from "./projection.js";
import { drawPlaces } from "./map-places.js";

// Paints `map` seen by `camera` into a `width` × `height` points frame (`ratio` device pixels per point) with the
// base map's `features` (in paint order); `glyph(svg)` gives the places' symbols as images (map-glyphs.js; none:
// their discs alone), `label(text, font, fontSize, margin, ratio, key, draw)` a road name drawn by `draw` as a
// picture (map-glyphs.js; none or null: the name is drawn as text). Returns what it drew: {features, roads, labels,
// places, arrows, overlays, annotations, puck}.
export function paint(ctx, map, camera, width, height, ratio, features, glyph, label) {
  const style = mapStyle(), zooms = style.zooms, marks = style.marks;
  const palette = map.appearance === "dark" ? style.dark : style.light;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.fillStyle = palette.land;
  ctx.fillRect(0, 0, width, height);
  const project = projector(camera, width, height);
  const ppm = pixelsPerMeter(camera);
  const counts = { features: 0, roads: 0, labels: 0, places: 0, arrows: 0, overlays: 0, annotations: 0, puck: false };

  // Lines and areas wholly outside the frame are left out (a tile reaches well beyond it), with a margin of the widest
  // line the style draws at this zoom (twice the half that can reach into the frame); places go by their own point.
  const view = viewBounds(camera, width, height, widestLine(style, ppm));

  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  const roads = [], places = [];
  for (const f of features) {
    if (f.kind === "building" && camera.zoom < zooms.buildings) continue;
    if (f.kind !== "place" && !meets(f.points, view)) continue;
    counts.features++;
    if (f.kind === "sea" || f.kind === "land" || f.kind === "water" || f.kind === "park" || f.kind === "building") {
      if (!f.area) continue;
      path(ctx, f.points, project, true);
      // A multipolygon's holes (flat rings inside the outer one) cut it: even-odd.
      const holes = Array.isArray(f.holes) ? f.holes.filter(Array.isArray) : [];
      for (const hole of holes) ring(ctx, hole, project);
      ctx.fillStyle = f.kind === "sea" ? palette.water : palette[f.kind];
      if (holes.length) ctx.fill("evenodd"); else ctx.fill();
      if (f.kind === "building" && camera.zoom >= zooms.buildingEdges) {
        ctx.strokeStyle = palette.buildingEdge;
        ctx.lineWidth = marks.buildingEdgeWidth;
        ctx.stroke();
      }
    } else if (f.kind === "coastline") {
      path(ctx, f.points, project, false);
      ctx.strokeStyle = palette.water;
      ctx.lineWidth = Math.max(marks.coastWaterMinimumWidth, marks.coastWaterMetres * ppm);
      ctx.stroke();
      ctx.strokeStyle = palette.coast;
      ctx.lineWidth = marks.coastLineWidth;
      ctx.stroke();
    } else if (f.kind === "rail") {
      path(ctx, f.points, project, false);
      ctx.save();
      if (f.level === "tunnel") ctx.globalAlpha = marks.tunnelOpacity;
      ctx.strokeStyle = palette.rail;
      ctx.lineWidth = Math.max(marks.railMinimumWidth, marks.railMetres * ppm);
      ctx.setLineDash(marks.railDash);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.restore();
    } else if (f.kind === "road") {
      if (roadStyle(f.class).colour === "minor" && camera.zoom < zooms.minorRoads) continue;
      roads.push(f);
    } else if (f.kind === "place") {
      places.push(f);
    }
  }
  // Roads level by level (tunnels faded with a dashed casing, then the ground's, then bridges over them); on each
  // level every casing first, then every fill, so crossings join.
  for (const [rank, level] of style.levelOrder.entries()) {
    const group = roads.filter((f) => levelRank(f) === rank);
    if (!group.length) continue;
    ctx.save();
    if (level === "tunnel") {
      ctx.globalAlpha = marks.tunnelOpacity;
      ctx.setLineDash(marks.tunnelCasingDash);
    }
    for (const f of group) {
      path(ctx, f.points, project, false);
      ctx.strokeStyle = palette.casing;
      ctx.lineWidth = roadWidth(f, ppm) + style.casingWidth;
      ctx.stroke();
    }
    ctx.setLineDash([]);
    for (const f of group) {
      path(ctx, f.points, project, false);
      ctx.strokeStyle = palette.roads[roadStyle(f.class).colour];
      ctx.lineWidth = roadWidth(f, ppm);
      ctx.stroke();
      counts.roads++;
    }
    ctx.restore();
  }

  const overlays = Array.isArray(map.overlays) ? map.overlays.filter(isObj) : [];
  const drawOverlays = (level) => {
    for (const o of overlays) {
      if ((o.level === "aboveLabels") !== (level === "aboveLabels")) continue;
      if (drawOverlay(ctx, o, project, ppm, marks.overlayLineWidth)) counts.overlays++;
    }
  };
  if (camera.zoom >= zooms.oneWayArrows) counts.arrows = drawOneWayArrows(ctx, roads, project, palette, marks.oneWayArrows, width, height);
  drawOverlays("aboveRoads");
  // The boxes of the labels drawn, so that none overlap: places first (a driver looks for them), then road names.
  const placed = [];
  counts.places = drawPlaces(ctx, places, project, camera, style, palette, placed, width, height, map.pointsOfInterest, glyph);
  if (camera.zoom >= zooms.roadNames) {
    const names = marks.roadNames, key = [palette.label, palette.halo, names.haloWidth].join("\n");
    const draw = (picture, text, x, y) => halo(picture, text, x, y, palette, names.haloWidth);
    const stamp = label
      ? (text) => label(text, ctx.font, names.fontSize, names.haloWidth, ratio, key, draw) : () => null;
    counts.labels = drawLabels(ctx, roads, project, palette, marks, width, height, placed, stamp);
  }
  drawOverlays("aboveLabels");

  const pin = marks.pin;
  ctx.font = `${pin.fontWeight} ${pin.titleFontSize}px ${marks.fontFamily}`;
  ctx.textAlign = "center";
  for (const a of Array.isArray(map.annotations) ? map.annotations : []) {
    if (!isObj(a) || !isNum(a.latitude) || !isNum(a.longitude)) continue;
    const p = project(a.latitude, a.longitude);
    ctx.fillStyle = cssColor(a.tintColor) || palette.pin;
    ctx.strokeStyle = pin.outline;
    ctx.lineWidth = pin.outlineWidth;
    ctx.beginPath();
    ctx.arc(p[0], p[1] - pin.headHeight, pin.headRadius, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(p[0] - pin.stemHalfWidth, p[1] - pin.stemHeight);
    ctx.lineTo(p[0], p[1]);
    ctx.lineTo(p[0] + pin.stemHalfWidth, p[1] - pin.stemHeight);
    ctx.fill();
    if (typeof a.glyphText === "string" && a.glyphText) {
      ctx.save();
      ctx.font = `${pin.fontWeight} ${pin.glyphFontSize}px ${marks.fontFamily}`;
      ctx.textBaseline = "middle";
      ctx.fillStyle = pin.glyphColor;
      ctx.fillText([...a.glyphText].slice(0, pin.glyphCharacters).join(""), p[0], p[1] - pin.headHeight);
      ctx.restore();
    }
    if (typeof a.title === "string" && a.title) {
      halo(ctx, a.title, p[0], p[1] + pin.titleOffset, palette, marks.roadNames.haloWidth);
    }
    counts.annotations++;
  }

  const user = map.userLocation;
  if (isObj(user) && isNum(user.latitude) && isNum(user.longitude)) {
    const p = project(user.latitude, user.longitude), puck = marks.puck;
    ctx.save();
    ctx.globalAlpha = puck.haloOpacity;
    ctx.fillStyle = palette.puck;
    ctx.beginPath();
    ctx.arc(p[0], p[1], puck.haloRadius, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
    ctx.fillStyle = puck.ringColor;
    ctx.beginPath();
    ctx.arc(p[0], p[1], puck.ringRadius, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = palette.puck;
    ctx.beginPath();
    ctx.arc(p[0], p[1], puck.dotRadius, 0, Math.PI * 2);
    ctx.fill();
    counts.puck = true;
  }
  return counts;
}

// The widest line the style draws at `ppm` points per metre (a road with its casing, the coast's water, a railway,
// a building's edge), in points.
function widestLine(style, ppm) {
  const marks = style.marks;
  let widest = Math.max(marks.coastWaterMinimumWidth, marks.coastWaterMetres * ppm, marks.coastLineWidth,
    marks.railMinimumWidth, marks.railMetres * ppm, marks.buildingEdgeWidth);
  for (const road of Object.values(style.roads)) {
    widest = Math.max(widest, Math.max(road.minimumWidth, road.width * ppm) + style.casingWidth);
  }
  return widest;
}

// A road's width in points: its class's width in metres, at least the class's minimum width.
export function roadWidth(f, ppm) {
  const road = roadStyle(f.class);
  return Math.max(road.minimumWidth, road.width * ppm);
}

// A path through flat [lat, lon, lat, lon, …] points (the map data's features).
function path(ctx, points, project, closed) {
  ctx.beginPath();
  trace(ctx, points, project);
  if (closed) ctx.closePath();
}

// One more closed ring of the current path (a multipolygon's hole).
function ring(ctx, points, project) {
  trace(ctx, points, project);
  ctx.closePath();
}

function trace(ctx, points, project) {
  const world = worldPoints(points);
  for (let i = 0; i + 1 < world.length; i += 2) {
    const p = project.world(world[i], world[i + 1]);
    if (i === 0) ctx.moveTo(p[0], p[1]); else ctx.lineTo(p[0], p[1]);
  }
}

// A path through [[lat, lon], …] pairs (the app's overlays).
function pairPath(ctx, pairs, project, closed) {
  ctx.beginPath();
  pairs.forEach((pair, i) => {
    if (!Array.isArray(pair) || !isNum(pair[0]) || !isNum(pair[1])) return;
    const p = project(pair[0], pair[1]);
    if (i === 0) ctx.moveTo(p[0], p[1]); else ctx.lineTo(p[0], p[1]);
  });
  if (closed) ctx.closePath();
}

function drawOverlay(ctx, o, project, ppm, defaultLineWidth) {
  const alpha = isNum(o.alpha) ? Math.max(0, Math.min(1, o.alpha)) : 1;
  if (alpha === 0) return false;
  const stroke = cssColor(o.strokeColor);
  const fill = cssColor(o.fillColor);
  const points = Array.isArray(o.points) ? o.points : [];
  ctx.save();
  ctx.globalAlpha = alpha;
  if (o.shape === "circle") {
    const center = points[0];
    if (!Array.isArray(center) || !isNum(o.radius)) { ctx.restore(); return false; }
    const p = project(center[0], center[1]);
    ctx.beginPath();
    ctx.arc(p[0], p[1], Math.max(0, o.radius * ppm), 0, Math.PI * 2);
  } else if (o.shape === "polygon") {
    pairPath(ctx, points, project, true);
    for (const hole of Array.isArray(o.holes) ? o.holes : []) {
      if (!Array.isArray(hole)) continue;
      hole.forEach((pair, i) => {
        if (!Array.isArray(pair)) return;
        const q = project(pair[0], pair[1]);
        if (i === 0) ctx.moveTo(q[0], q[1]); else ctx.lineTo(q[0], q[1]);
      });
      ctx.closePath();
    }
  } else if (o.shape === "polyline") {
    pairPath(ctx, points, project, false);
  } else { ctx.restore(); return false; }
  if (fill && o.shape !== "polyline") { ctx.fillStyle = fill; ctx.fill("evenodd"); }
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = isNum(o.lineWidth) && o.lineWidth > 0 ? o.lineWidth : defaultLineWidth;
    const dash = Array.isArray(o.lineDashPattern) ? o.lineDashPattern.filter((v) => isNum(v) && v >= 0) : [];
    ctx.setLineDash(dash);
    ctx.stroke();
  }
  ctx.restore();
  return true;
}

// Chevrons along one-way roads, pointing the way traffic goes, every `arrows.spacing` points of line on screen.
function drawOneWayArrows(ctx, roads, project, palette, arrows, width, height) {
  const spacing = arrows.spacing, chevron = arrows.chevron;
  let count = 0;
  ctx.strokeStyle = palette.arrow;
  ctx.lineWidth = arrows.lineWidth;
  for (const f of roads) {
    if (f.oneway !== 1 && f.oneway !== -1) continue;
    let carried = spacing / 2;
    const world = worldPoints(f.points);
    let previous = project.world(world[0], world[1]);
    for (let i = 2; i + 1 < world.length; i += 2) {
      const next = project.world(world[i], world[i + 1]);
      const dx = next[0] - previous[0], dy = next[1] - previous[1];
      const length = Math.hypot(dx, dy);
      let at = carried;
      while (at < length) {
        const x = previous[0] + dx * at / length, y = previous[1] + dy * at / length;
        if (x >= 0 && y >= 0 && x <= width && y <= height) {
          const angle = Math.atan2(dy, dx) + (f.oneway === -1 ? Math.PI : 0);
          ctx.save();
          ctx.translate(x, y);
          ctx.rotate(angle);
          ctx.beginPath();
          chevron.forEach(([cx, cy], k) => (k === 0 ? ctx.moveTo(cx, cy) : ctx.lineTo(cx, cy)));
          ctx.stroke();
          ctx.restore();
          count++;
        }
        at += spacing;
      }
      carried = at - length;
      previous = next;
    }
  }
  return count;
}

function halo(ctx, text, x, y, palette, haloWidth) {
  ctx.lineWidth = haloWidth;
  ctx.strokeStyle = palette.halo;
  ctx.strokeText(text, x, y);
  ctx.fillStyle = palette.label;
  ctx.fillText(text, x, y);
}

// Road names along the middle of their line, where the line is longer than the name; each name once. The name
// follows the chord between the points half its width before and after the middle (legible on gentle curves).
function drawLabels(ctx, roads, project, palette, marks, width, height, placed, stamp) {
  const labels = marks.roadNames;
  ctx.font = `${labels.fontSize}px ${marks.fontFamily}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const done = new Set();
  let count = 0;
  for (let r = roads.length - 1; r >= 0; r--) {
    const f = roads[r];
    if (typeof f.name !== "string" || !f.name || done.has(f.name)) continue;
    const points = [], world = worldPoints(f.points);
    for (let i = 0; i + 1 < world.length; i += 2) points.push(project.world(world[i], world[i + 1]));
    const lengths = [0];
    for (let i = 1; i < points.length; i++) {
      lengths.push(lengths[i - 1] + Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]));
    }
    const total = lengths[lengths.length - 1];
    const textWidth = ctx.measureText(f.name).width;
    if (!(total > textWidth + labels.margin)) continue;
    const at = (distance) => {
      let i = 1;
      while (i < points.length - 1 && lengths[i] < distance) i++;
      const span = lengths[i] - lengths[i - 1] || 1;
      const t = (distance - lengths[i - 1]) / span;
      return [points[i - 1][0] + (points[i][0] - points[i - 1][0]) * t,
              points[i - 1][1] + (points[i][1] - points[i - 1][1]) * t];
    };
    const middle = at(total / 2);
    if (middle[0] < 0 || middle[1] < 0 || middle[0] > width || middle[1] > height) continue;
    const a = at(total / 2 - textWidth / 2), b = at(total / 2 + textWidth / 2);
    let angle = Math.atan2(b[1] - a[1], b[0] - a[0]);
    if (angle > Math.PI / 2) angle -= Math.PI;
    if (angle < -Math.PI / 2) angle += Math.PI;
    const cos = Math.abs(Math.cos(angle)), sin = Math.abs(Math.sin(angle)), line = labels.lineHeight;
    const halfWidth = (cos * textWidth + sin * line) / 2 + labels.padding;
    const halfHeight = (sin * textWidth + cos * line) / 2 + labels.padding;
    const box = [middle[0] - halfWidth, middle[1] - halfHeight, middle[0] + halfWidth, middle[1] + halfHeight];
    if (placed.some((o) => box[0] < o[2] && o[0] < box[2] && box[1] < o[3] && o[1] < box[3])) continue;
    placed.push(box);
    ctx.save();
    ctx.translate(middle[0], middle[1]);
    ctx.rotate(angle);
    const picture = stamp(f.name);
    if (picture) ctx.drawImage(picture.image, -picture.width / 2, -picture.height / 2, picture.width, picture.height);
    else halo(ctx, f.name, 0, 0, palette, labels.haloWidth);
    ctx.restore();
    done.add(f.name);
    count++;
  }
  return count;
}
