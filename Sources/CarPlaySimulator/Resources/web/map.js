// Draws the car's map under a `mapView` node (docs/SCREEN.md): the base map from the vector data the simulator
// serves for its extract (GET /map/features?bbox=…, fetched as fixed tiles and kept), then the app's overlays,
// annotations and the user-location puck, all from the node's `mapView` — the camera (centre, zoom, heading,
// pitch), the appearance and the styles come from the server; this file only projects and paints.
//
// Projection: Web Mercator, the world 256 × 2^zoom points wide, turned by the heading about the frame's middle.
// Pitch is drawn as a simple 2D approximation: the map is squeezed vertically by cos(pitch) about the middle.
// A camera change animates from the camera drawn last to the new one (requestAnimationFrame, 250 ms).
"use strict";

(function () {
  const TILE_ZOOM = 14;          // the data is fetched in tiles of this zoom (about 1.6 km in Monaco)
  const MAX_TILES = 64;          // zoomed further out, no base map is fetched (overlays still draw)
  const ANIMATION_MS = 250;
  const EARTH = 40075016.686;    // metres around the equator

  const isNum = (v) => typeof v === "number" && isFinite(v);
  const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

  const PALETTES = {
    light: {
      land: "#F2EFE9", water: "#A9D3E6", coast: "#7FB5CF", park: "#CDE6B8", building: "#DED8CF",
      buildingEdge: "#CFC7BC", rail: "#8C8C8C", casing: "#C9C1B4", label: "#333333", halo: "#FFFFFFE0",
      arrow: "#7A7A7A",
      roads: { motorway: "#F0A07E", trunk: "#F7B98F", primary: "#FBD38D", secondary: "#FAE9A9", tertiary: "#FFFFFF",
               other: "#FFFFFF", minor: "#FFFFFF" },
      pin: "#FF3B30", puck: "#007AFF",
    },
    dark: {
      land: "#1D1F23", water: "#14314A", coast: "#2A5675", park: "#1F3327", building: "#2B2D33",
      buildingEdge: "#34373E", rail: "#5A5A5A", casing: "#101114", label: "#D8D8D8", halo: "#000000C0",
      arrow: "#A0A0A0",
      roads: { motorway: "#9A6A3A", trunk: "#8A6A40", primary: "#7A6840", secondary: "#5E5A48", tertiary: "#4A4C52",
               other: "#3E4046", minor: "#35373C" },
      pin: "#FF453A", puck: "#0A84FF",
    },
  };

  // Road widths in metres by class (drawn at least `min` points wide), and the zoom from which minor ones show.
  const ROAD = {
    motorway: [16, "motorway"], trunk: [14, "trunk"], primary: [12, "primary"], secondary: [11, "secondary"],
    tertiary: [10, "tertiary"], motorway_link: [9, "motorway"], trunk_link: [9, "trunk"], primary_link: [8, "primary"],
    secondary_link: [8, "secondary"], tertiary_link: [8, "tertiary"], unclassified: [8, "other"],
    residential: [8, "other"], road: [7, "other"], living_street: [6, "other"], service: [5, "minor"],
    track: [4, "minor"],
  };
  const RANK = ["track", "service", "living_street", "residential", "road", "unclassified", "tertiary_link",
    "secondary_link", "primary_link", "trunk_link", "motorway_link", "tertiary", "secondary", "primary", "trunk",
    "motorway"];
  const KIND_ORDER = ["water", "coastline", "park", "building", "rail", "road"];

  // `frameMs`: how long each animation frame that painted maps took to paint them (ms, the last 3,600; measurements:
  // Tests/Browser/measure_panning.py).
  const stats = { tilesRequested: 0, tilesLoaded: 0, tileErrors: 0, draws: 0, last: null, frameMs: [], canvases: 0 };

  // ------------------------------------------------------------------ projection

  function worldPoint(lat, lon, zoom) {
    const size = 256 * Math.pow(2, zoom);
    const clamped = Math.max(-85.05112878, Math.min(85.05112878, lat)) * Math.PI / 180;
    return [(lon + 180) / 360 * size, (1 - Math.log(Math.tan(clamped) + 1 / Math.cos(clamped)) / Math.PI) / 2 * size];
  }

  function tileBounds(x, y, z) {
    const n = Math.pow(2, z);
    const lon = (v) => v / n * 360 - 180;
    const lat = (v) => Math.atan(Math.sinh(Math.PI * (1 - 2 * v / n))) * 180 / Math.PI;
    return [lon(x), lat(y + 1), lon(x + 1), lat(y)];
  }

  // A projector for a camera in a frame of `width` × `height` points: [lat, lon] → [x, y] in the frame.
  function projector(camera, width, height) {
    const zoom = camera.zoom;
    const c = worldPoint(camera.lat, camera.lon, zoom);
    const h = camera.heading * Math.PI / 180;
    const cos = Math.cos(h), sin = Math.sin(h);
    const squeeze = Math.cos(Math.min(Math.max(camera.pitch, 0), 75) * Math.PI / 180);
    const cx = width / 2, cy = height / 2;
    return function (lat, lon) {
      const p = worldPoint(lat, lon, zoom);
      const dx = p[0] - c[0], dy = p[1] - c[1];
      return [cx + dx * cos + dy * sin, cy + (-dx * sin + dy * cos) * squeeze];
    };
  }

  function pixelsPerMeter(camera) {
    return 256 * Math.pow(2, camera.zoom) / (EARTH * Math.cos(camera.lat * Math.PI / 180));
  }

  // ------------------------------------------------------------------ data

  const tiles = new Map(); // "x/y" → { state, features }
  let mergedKey = "";
  let merged = [];

  function neededTiles(camera, width, height) {
    const squeeze = Math.max(Math.cos(Math.min(Math.max(camera.pitch, 0), 75) * Math.PI / 180), 0.25);
    const radius = Math.hypot(width, height / squeeze) / 2 * Math.pow(2, TILE_ZOOM - camera.zoom);
    const c = worldPoint(camera.lat, camera.lon, TILE_ZOOM);
    const n = Math.pow(2, TILE_ZOOM);
    const x0 = Math.max(0, Math.floor((c[0] - radius) / 256)), x1 = Math.min(n - 1, Math.floor((c[0] + radius) / 256));
    const y0 = Math.max(0, Math.floor((c[1] - radius) / 256)), y1 = Math.min(n - 1, Math.floor((c[1] + radius) / 256));
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_TILES) return null;
    const keys = [];
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) keys.push(x + "/" + y);
    return keys;
  }

  function fetchTile(key) {
    if (tiles.has(key)) return;
    const [x, y] = key.split("/").map(Number);
    const b = tileBounds(x, y, TILE_ZOOM).map((v) => v.toFixed(6));
    const tile = { state: "loading", features: [] };
    tiles.set(key, tile);
    stats.tilesRequested++;
    fetch("/map/features?bbox=" + b.join(","))
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error("HTTP " + r.status))))
      .then((json) => {
        tile.features = Array.isArray(json.features) ? json.features.filter(validFeature) : [];
        tile.state = "ready";
        stats.tilesLoaded++;
        mergedKey = "";
        tilesArrived = true;
        requestDraw();
      })
      .catch(() => { tile.state = "error"; stats.tileErrors++; });
  }

  function validFeature(f) {
    return isObj(f) && typeof f.kind === "string" && Array.isArray(f.points) && f.points.length >= 4;
  }

  // The features of the tiles, each once, in paint order.
  function featuresOf(keys) {
    const key = keys.join(",");
    if (key === mergedKey) return merged;
    const byID = new Map();
    for (const k of keys) {
      const tile = tiles.get(k);
      if (!tile || tile.state !== "ready") continue;
      for (const f of tile.features) if (!byID.has(f.id)) byID.set(f.id, f);
    }
    merged = [...byID.values()].sort((a, b) =>
      (KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind)) || (RANK.indexOf(a.class) - RANK.indexOf(b.class)));
    mergedKey = key;
    return merged;
  }

  // ------------------------------------------------------------------ the canvases

  const live = new Set();   // states of canvases on the page
  let previous = null;      // the camera drawn last, where the next camera's animation starts
  let frameRequested = false;
  let tilesArrived = false; // a tile came since the last frame: every map on the page is painted again

  function cameraOf(map) {
    const c = isObj(map.center) ? map.center : {};
    return {
      lat: isNum(c.latitude) ? c.latitude : 0, lon: isNum(c.longitude) ? c.longitude : 0,
      zoom: isNum(map.zoom) ? Math.max(0, Math.min(24, map.zoom)) : 16,
      heading: isNum(map.heading) ? map.heading : 0, pitch: isNum(map.pitch) ? map.pitch : 0,
    };
  }

  function interpolate(a, b, t) {
    const e = t < 1 ? 1 - Math.pow(1 - t, 3) : 1;
    let dh = ((b.heading - a.heading) % 360 + 540) % 360 - 180;
    return {
      lat: a.lat + (b.lat - a.lat) * e, lon: a.lon + (b.lon - a.lon) * e, zoom: a.zoom + (b.zoom - a.zoom) * e,
      heading: a.heading + dh * e, pitch: a.pitch + (b.pitch - a.pitch) * e,
    };
  }

  // Puts a canvas for the map node `node` into `el` (the node's element) and draws it; `pixelScale` is device pixels
  // per point. Called by render.js whenever the node is drawn.
  function attach(el, node, pixelScale) {
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
    const from = previous && Math.abs(previous.zoom - target.zoom) < 4 ? previous : target;
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
      const t = Math.min(1, (now - state.start) / ANIMATION_MS);
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

  // ------------------------------------------------------------------ painting

  function path(ctx, points, project, closed) {
    ctx.beginPath();
    for (let i = 0; i + 1 < points.length; i += 2) {
      const p = project(points[i], points[i + 1]);
      if (i === 0) ctx.moveTo(p[0], p[1]); else ctx.lineTo(p[0], p[1]);
    }
    if (closed) ctx.closePath();
  }

  function pairPath(ctx, pairs, project, closed) {
    ctx.beginPath();
    pairs.forEach((pair, i) => {
      if (!Array.isArray(pair) || !isNum(pair[0]) || !isNum(pair[1])) return;
      const p = project(pair[0], pair[1]);
      if (i === 0) ctx.moveTo(p[0], p[1]); else ctx.lineTo(p[0], p[1]);
    });
    if (closed) ctx.closePath();
  }

  function color(value, fallback) {
    return (window.CarPlayRender && window.CarPlayRender.cssColor(value)) || fallback;
  }

  function draw(state, camera) {
    const { canvas, map, width, height, ratio } = state;
    const ctx = canvas.getContext("2d");
    const palette = map.appearance === "dark" ? PALETTES.dark : PALETTES.light;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.fillStyle = palette.land;
    ctx.fillRect(0, 0, width, height);
    const project = projector(camera, width, height);
    const ppm = pixelsPerMeter(camera);
    const counts = { features: 0, roads: 0, labels: 0, arrows: 0, overlays: 0, annotations: 0, puck: false };

    const keys = neededTiles(camera, width, height);
    let features = [];
    if (keys) {
      keys.forEach(fetchTile);
      features = featuresOf(keys);
    }
    ctx.lineJoin = "round";
    ctx.lineCap = "round";
    const roads = [];
    for (const f of features) {
      if (f.kind === "building" && camera.zoom < 15) continue;
      counts.features++;
      if (f.kind === "water" || f.kind === "park" || f.kind === "building") {
        if (!f.area) continue;
        path(ctx, f.points, project, true);
        ctx.fillStyle = palette[f.kind];
        ctx.fill();
        if (f.kind === "building" && camera.zoom >= 17) {
          ctx.strokeStyle = palette.buildingEdge;
          ctx.lineWidth = 0.5;
          ctx.stroke();
        }
      } else if (f.kind === "coastline") {
        path(ctx, f.points, project, false);
        ctx.strokeStyle = palette.water;
        ctx.lineWidth = Math.max(2, 12 * ppm);
        ctx.stroke();
        ctx.strokeStyle = palette.coast;
        ctx.lineWidth = 1;
        ctx.stroke();
      } else if (f.kind === "rail") {
        path(ctx, f.points, project, false);
        ctx.strokeStyle = palette.rail;
        ctx.lineWidth = Math.max(1, 2 * ppm);
        ctx.setLineDash([4, 3]);
        ctx.stroke();
        ctx.setLineDash([]);
      } else if (f.kind === "road") {
        const style = ROAD[f.class] || ROAD.road;
        if (style[1] === "minor" && camera.zoom < 15) continue;
        roads.push(f);
      }
    }
    // Roads: every casing first, then every fill, so crossings join.
    const widthOf = (f) => {
      const style = ROAD[f.class] || ROAD.road;
      const minimum = style[1] === "minor" ? 0.6 : style[1] === "other" ? 1 : 1.6;
      return Math.max(minimum, style[0] * ppm);
    };
    for (const f of roads) {
      path(ctx, f.points, project, false);
      ctx.strokeStyle = palette.casing;
      ctx.lineWidth = widthOf(f) + 1.5;
      ctx.stroke();
    }
    for (const f of roads) {
      path(ctx, f.points, project, false);
      ctx.strokeStyle = palette.roads[(ROAD[f.class] || ROAD.road)[1]];
      ctx.lineWidth = widthOf(f);
      ctx.stroke();
      counts.roads++;
    }

    const overlays = Array.isArray(map.overlays) ? map.overlays.filter(isObj) : [];
    const drawOverlays = (level) => {
      for (const o of overlays) {
        if ((o.level === "aboveLabels") !== (level === "aboveLabels")) continue;
        if (drawOverlay(ctx, o, project, ppm)) counts.overlays++;
      }
    };
    if (camera.zoom >= 16) counts.arrows = drawOneWayArrows(ctx, roads, project, palette, width, height);
    drawOverlays("aboveRoads");
    if (camera.zoom >= 14.5) counts.labels = drawLabels(ctx, roads, project, palette, width, height, camera.heading);
    drawOverlays("aboveLabels");

    ctx.font = "600 9px 'DejaVu Sans', sans-serif";
    ctx.textAlign = "center";
    for (const a of Array.isArray(map.annotations) ? map.annotations : []) {
      if (!isObj(a) || !isNum(a.latitude) || !isNum(a.longitude)) continue;
      const p = project(a.latitude, a.longitude);
      ctx.fillStyle = color(a.tintColor, palette.pin);
      ctx.strokeStyle = "#FFFFFF";
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.arc(p[0], p[1] - 12, 6, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(p[0] - 3, p[1] - 8);
      ctx.lineTo(p[0], p[1]);
      ctx.lineTo(p[0] + 3, p[1] - 8);
      ctx.fill();
      if (typeof a.glyphText === "string" && a.glyphText) {
        ctx.save();
        ctx.font = "600 7px 'DejaVu Sans', sans-serif";
        ctx.textBaseline = "middle";
        ctx.fillStyle = "#FFFFFF";
        ctx.fillText(a.glyphText.slice(0, 2), p[0], p[1] - 12);
        ctx.restore();
      }
      if (typeof a.title === "string" && a.title) halo(ctx, a.title, p[0], p[1] + 10, palette);
      counts.annotations++;
    }

    const user = map.userLocation;
    if (isObj(user) && isNum(user.latitude) && isNum(user.longitude)) {
      const p = project(user.latitude, user.longitude);
      ctx.fillStyle = palette.puck + "33";
      ctx.beginPath();
      ctx.arc(p[0], p[1], 16, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = "#FFFFFF";
      ctx.beginPath();
      ctx.arc(p[0], p[1], 7.5, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = palette.puck;
      ctx.beginPath();
      ctx.arc(p[0], p[1], 5.5, 0, Math.PI * 2);
      ctx.fill();
      counts.puck = true;
    }
    stats.draws++;
    stats.last = Object.assign({ camera, tiles: keys ? keys.length : 0 }, counts);
  }

  function drawOverlay(ctx, o, project, ppm) {
    const alpha = isNum(o.alpha) ? Math.max(0, Math.min(1, o.alpha)) : 1;
    if (alpha === 0) return false;
    const stroke = color(o.strokeColor, null);
    const fill = color(o.fillColor, null);
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
      ctx.lineWidth = isNum(o.lineWidth) && o.lineWidth > 0 ? o.lineWidth : 0.5;
      const dash = Array.isArray(o.lineDashPattern) ? o.lineDashPattern.filter((v) => isNum(v) && v >= 0) : [];
      ctx.setLineDash(dash);
      ctx.stroke();
    }
    ctx.restore();
    return true;
  }

  // Chevrons along one-way roads, pointing the way traffic goes, every 70 points of line on screen.
  function drawOneWayArrows(ctx, roads, project, palette, width, height) {
    const spacing = 70;
    let count = 0;
    ctx.strokeStyle = palette.arrow;
    ctx.lineWidth = 1.2;
    for (const f of roads) {
      if (f.oneway !== 1 && f.oneway !== -1) continue;
      let carried = spacing / 2;
      let previous = project(f.points[0], f.points[1]);
      for (let i = 2; i + 1 < f.points.length; i += 2) {
        const next = project(f.points[i], f.points[i + 1]);
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
            ctx.moveTo(-2.5, -2.5);
            ctx.lineTo(1.5, 0);
            ctx.lineTo(-2.5, 2.5);
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

  function halo(ctx, text, x, y, palette) {
    ctx.lineWidth = 3;
    ctx.strokeStyle = palette.halo;
    ctx.strokeText(text, x, y);
    ctx.fillStyle = palette.label;
    ctx.fillText(text, x, y);
  }

  // Road names along the middle of their line, where the line is longer than the name; each name once. The name
  // follows the chord between the points half its width before and after the middle (legible on gentle curves).
  function drawLabels(ctx, roads, project, palette, width, height) {
    ctx.font = "8px 'DejaVu Sans', sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    const done = new Set();
    const placed = [];  // the boxes of the labels drawn, so that labels never overlap
    let count = 0;
    for (let r = roads.length - 1; r >= 0; r--) {
      const f = roads[r];
      if (typeof f.name !== "string" || !f.name || done.has(f.name)) continue;
      const points = [];
      for (let i = 0; i + 1 < f.points.length; i += 2) points.push(project(f.points[i], f.points[i + 1]));
      const lengths = [0];
      for (let i = 1; i < points.length; i++) {
        lengths.push(lengths[i - 1] + Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]));
      }
      const total = lengths[lengths.length - 1];
      const textWidth = ctx.measureText(f.name).width;
      if (!(total > textWidth + 16)) continue;
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
      const halfWidth = (Math.abs(Math.cos(angle)) * textWidth + Math.abs(Math.sin(angle)) * 10) / 2 + 2;
      const halfHeight = (Math.abs(Math.sin(angle)) * textWidth + Math.abs(Math.cos(angle)) * 10) / 2 + 2;
      const box = [middle[0] - halfWidth, middle[1] - halfHeight, middle[0] + halfWidth, middle[1] + halfHeight];
      if (placed.some((o) => box[0] < o[2] && o[0] < box[2] && box[1] < o[3] && o[1] < box[3])) continue;
      placed.push(box);
      ctx.save();
      ctx.translate(middle[0], middle[1]);
      ctx.rotate(angle);
      halo(ctx, f.name, 0, 0, palette);
      ctx.restore();
      done.add(f.name);
      count++;
    }
    return count;
  }

  window.CarPlayMap = { attach, stats, palettes: PALETTES };
})();
