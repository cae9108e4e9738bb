// The map's projection (web/projection.js), tiles (web/map-data.js) and painting (web/map-paint.js, on a context that
// records what is drawn).

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  cameraOf, interpolate, mapNodeAt, neededTiles, pixelsPerMeter, projector, tileBounds, unproject, worldPoint,
} from "../../Sources/CarPlaySimulator/Resources/web/projection.js";
import { sortFeatures, validFeature } from "../../Sources/CarPlaySimulator/Resources/web/map-data.js";
import { paint, roadWidth } from "../../Sources/CarPlaySimulator/Resources/web/map-paint.js";
import { mapStyle, roadStyle, setMapStyle } from "../../Sources/CarPlaySimulator/Resources/web/map-style.js";
import { node } from "./fixtures.mjs";
import { readFileSync } from "node:fs";

// The host's map style, as `welcome` brings it (MapStyleFixtureTests keeps the fixture equal to MapStyle.standard).
const STYLE = JSON.parse(readFileSync(new URL("./fixtures/map-style.json", import.meta.url), "utf8"));
assert.ok(setMapStyle(STYLE));
const TILE_ZOOM = STYLE.tileZoom;

const close = (a, b, eps, what) => assert.ok(Math.abs(a - b) < eps, `${what}: ${a} is not ${b}`);
const MONACO = { lat: 43.7384, lon: 7.4246, zoom: 16, heading: 0, pitch: 0 };

test("Web Mercator: the world is 256 × 2^zoom points wide", () => {
  assert.deepEqual(worldPoint(0, 0, 0), [128, 128]);
  assert.deepEqual(worldPoint(0, -180, 1), [0, 256]);
  close(worldPoint(85.05112878, 180, 2)[1], 0, 1e-6, "the top edge");
  close(worldPoint(90, 0, 0)[1], 0, 1e-6, "latitudes beyond the edge are clamped");
  const [w, s, e, n] = tileBounds(0, 0, 1);
  assert.deepEqual([w, e], [-180, 0]);
  close(s, 0, 1e-9, "south");
  close(n, 85.0511287798, 1e-6, "north");
});

test("the projector puts the camera's centre in the middle, north up, and turns with the heading", () => {
  const p = projector(MONACO, 400, 240);
  assert.deepEqual(p(MONACO.lat, MONACO.lon), [200, 120]);
  const north = p(MONACO.lat + 0.001, MONACO.lon);
  close(north[0], 200, 1e-9, "north is straight up");
  assert.ok(north[1] < 120);
  const east = projector(Object.assign({}, MONACO, { heading: 90 }), 400, 240)(MONACO.lat, MONACO.lon + 0.001);
  assert.ok(east[1] < 120, "heading east, east is up");
  close(east[0], 200, 1e-9, "east is straight up");
  const pitched = projector(Object.assign({}, MONACO, { pitch: 60 }), 400, 240)(MONACO.lat + 0.001, MONACO.lon);
  close(120 - pitched[1], (120 - north[1]) / 2, 1e-9, "pitch 60° halves the vertical distances");
  close(pixelsPerMeter({ lat: 0, zoom: 0 }), 256 / 40075016.686, 1e-15, "points per metre at the equator");
});

test("a click on a map is the coordinate the projector put there", () => {
  const map = { center: { latitude: MONACO.lat, longitude: MONACO.lon }, zoom: 16.5, heading: 37, pitch: 30 };
  const frame = { x: 10, y: 20, width: 380, height: 200 };
  const camera = cameraOf(map);
  const p = projector(camera, frame.width, frame.height);
  for (const [lat, lon] of [[43.739, 7.425], [43.737, 7.421], [MONACO.lat, MONACO.lon]]) {
    const [x, y] = p(lat, lon);
    const c = unproject(map, frame, x + frame.x, y + frame.y);
    close(c.latitude, lat, 1e-9, "latitude");
    close(c.longitude, lon, 1e-9, "longitude");
  }
  assert.equal(unproject({ zoom: 3 }, frame, 0, 0), null, "no centre: no coordinate");
  assert.equal(unproject({ center: { latitude: 0, longitude: 179.99 }, zoom: 0 }, frame, 10000, 0), null, "off the Earth");
});

test("the map node under a point is the topmost", () => {
  const inner = node("mapView", { frame: { x: 50, y: 50, width: 100, height: 100 }, mapView: { zoom: 1 } });
  const outer = node("mapView", { frame: { x: 0, y: 0, width: 400, height: 240 }, mapView: { zoom: 2 }, children: [node("view", { children: [inner] })] });
  const root = node("screen", { frame: { x: 0, y: 0, width: 400, height: 240 }, children: [outer] });
  assert.equal(mapNodeAt(root, 60, 60), inner);
  assert.equal(mapNodeAt(root, 10, 10), outer);
  assert.equal(mapNodeAt(root, 150, 150), outer, "the frame's far edges are outside");
  assert.equal(mapNodeAt(root, 500, 10), null);
});

test("cameras: defaults, clamping, and the animation between two", () => {
  assert.deepEqual(cameraOf({}), { lat: 0, lon: 0, zoom: 16, heading: 0, pitch: 0 });
  assert.equal(cameraOf({ zoom: 30 }).zoom, 24);
  const a = { lat: 0, lon: 0, zoom: 10, heading: 350, pitch: 0 };
  const b = { lat: 1, lon: 2, zoom: 12, heading: 10, pitch: 30 };
  assert.deepEqual(interpolate(a, b, 0), a);
  assert.deepEqual(interpolate(a, b, 1), Object.assign({}, b, { heading: 370 }), "the heading turns the short way");
  const half = interpolate(a, b, 0.5);
  close(half.zoom, 10 + 2 * 0.875, 1e-9, "eased out (cubic)");
});

test("tiles: the zoom-14 tiles a frame needs, none when too many", () => {
  const keys = neededTiles(MONACO, 400, 240);
  assert.ok(keys.length >= 1 && keys.length <= 4, keys.join(" "));
  const [x, y] = worldPoint(MONACO.lat, MONACO.lon, TILE_ZOOM).map((v) => Math.floor(v / 256));
  assert.ok(keys.includes(`${x}/${y}`), "the centre's tile");
  assert.equal(neededTiles(Object.assign({}, MONACO, { zoom: 10 }), 400, 240), null);
  assert.ok(validFeature({ kind: "road", points: [1, 2, 3, 4] }));
  assert.ok(!validFeature({ kind: "road", points: [1, 2] }));
  const sorted = sortFeatures([
    { kind: "road", class: "primary" }, { kind: "road", class: "service" }, { kind: "water" }, { kind: "building" },
    { kind: "land" }, { kind: "sea" }, { kind: "road", class: "motorway", level: "tunnel" },
    { kind: "road", class: "service", level: "bridge" }, { kind: "road", class: "primary", level: "deck" },
  ]).map((f) => (f.class || f.kind) + (f.level ? "/" + f.level : ""));
  assert.deepEqual(sorted, ["sea", "land", "water", "building", "motorway/tunnel", "service", "primary",
    "primary/deck", "service/bridge"],
    "paint order: the sea and its islands, areas, then tunnels, the ground (an unknown level too) and bridges, each small roads to big");
});

// A canvas context that records calls and the style set for each stroke and fill.
function recorder() {
  const calls = [];
  const ctx = {
    calls, fillStyle: "", strokeStyle: "", lineWidth: 1, font: "", textAlign: "", textBaseline: "",
    globalAlpha: 1, lineJoin: "", lineCap: "",
    measureText: (text) => ({ width: text.length * 5 }),
  };
  for (const name of ["setTransform", "fillRect", "beginPath", "moveTo", "lineTo", "closePath", "arc", "save",
    "restore", "translate", "rotate", "setLineDash"]) {
    ctx[name] = (...args) => calls.push([name, ...args]);
  }
  // globalAlpha is saved and restored as a canvas does; each fill records the alpha it was drawn with.
  const saved = [];
  ctx.alphas = [];
  ctx.save = () => { calls.push(["save"]); saved.push(ctx.globalAlpha); };
  ctx.restore = () => { calls.push(["restore"]); if (saved.length) ctx.globalAlpha = saved.pop(); };
  ctx.fill = (...args) => { calls.push(["fill", ctx.fillStyle, ...args]); ctx.alphas.push(ctx.globalAlpha); };
  ctx.stroke = () => calls.push(["stroke", ctx.strokeStyle, ctx.lineWidth]);
  ctx.fillText = (text, x, y) => calls.push(["fillText", text, x, y, ctx.fillStyle]);
  ctx.strokeText = (text, x, y) => calls.push(["strokeText", text, x, y]);
  return ctx;
}

test("painting: the land, features in order, roads cased, overlays, annotations and the puck", () => {
  const ctx = recorder();
  const lat = MONACO.lat, lon = MONACO.lon;
  const features = [
    { id: -1, kind: "sea", area: true, points: [lat - 0.01, lon - 0.01, lat - 0.01, lon + 0.01, lat - 0.0005, lon] },
    { id: -2, kind: "land", area: true, points: [lat - 0.0009, lon, lat - 0.0008, lon, lat - 0.0008, lon + 0.001] },
    { id: 1, kind: "water", area: true, points: [lat, lon - 0.002, lat + 0.001, lon - 0.002, lat + 0.001, lon - 0.001] },
    { id: 2, kind: "building", area: true, points: [lat, lon, lat + 0.0001, lon, lat + 0.0001, lon + 0.0001] },
    { id: 3, kind: "road", class: "primary", name: "Boulevard Albert 1er", oneway: 1,
      points: [lat - 0.003, lon, lat + 0.003, lon] },
    { id: 4, kind: "road", class: "service", points: [lat, lon - 0.001, lat, lon + 0.001] },
  ];
  const map = {
    appearance: "dark",
    overlays: [
      { shape: "polyline", points: [[lat, lon], [lat + 0.001, lon]], strokeColor: "#FF0000", lineWidth: 6, level: "aboveRoads" },
      { shape: "circle", points: [[lat, lon]], radius: 50, fillColor: "#00FF0080", alpha: 0.5, level: "aboveLabels" },
      { shape: "polygon", points: [[lat, lon]], alpha: 0 },
      { shape: "hexagon", points: [] },
    ],
    annotations: [{ latitude: lat, longitude: lon, title: "Casino", glyphText: "C" }, { latitude: "x" }],
    userLocation: { latitude: lat, longitude: lon },
  };
  const counts = paint(ctx, map, Object.assign({}, MONACO, { zoom: 17 }), 400, 240, 2, features);
  assert.deepEqual(counts,
    { features: 6, roads: 2, labels: 1, places: 0, arrows: counts.arrows, overlays: 2, annotations: 1, puck: true });
  assert.ok(counts.arrows >= 1, "the one-way road has chevrons");
  const palette = mapStyle().dark;
  assert.deepEqual(ctx.calls[0], ["setTransform", 2, 0, 0, 2, 0, 0]);
  assert.deepEqual(ctx.calls[1], ["fillRect", 0, 0, 400, 240]);
  const fills = ctx.calls.filter((c) => c[0] === "fill").map((c) => c[1]);
  assert.deepEqual(fills.slice(0, 4), [palette.water, palette.land, palette.water, palette.building],
    "the sea in the water's colour, an island in the land's");
  const strokes = ctx.calls.filter((c) => c[0] === "stroke").map((c) => c[1]);
  const casing = strokes.indexOf(palette.casing);
  assert.ok(casing >= 0 && strokes.lastIndexOf(palette.casing) < strokes.indexOf(palette.roads.primary),
    "every casing before every road's fill");
  assert.ok(strokes.includes("#FF0000"), "the route overlay");
  assert.ok(ctx.calls.some((c) => c[0] === "fillText" && c[1] === "Boulevard Albert 1er"), "the road's name");
  assert.ok(ctx.calls.some((c) => c[0] === "fillText" && c[1] === "C"), "the annotation's glyph");
  assert.ok(ctx.calls.some((c) => c[0] === "fillText" && c[1] === "Casino"), "the annotation's title");
  const puck = mapStyle().marks.puck;
  assert.deepEqual(fills.slice(-3), [palette.puck, puck.ringColor, palette.puck], "the puck last");
  assert.deepEqual(ctx.alphas.slice(-3), [puck.haloOpacity, 1, 1], "its halo translucent");
  const arcs = ctx.calls.filter((c) => c[0] === "arc").slice(-3).map((c) => c[3]);
  assert.deepEqual(arcs, [puck.haloRadius, puck.ringRadius, puck.dotRadius], "the puck's sizes are the car's");
  const pin = mapStyle().marks.pin;
  assert.ok(ctx.calls.some((c) => c[0] === "arc" && c[3] === pin.headRadius), "the pin's head is the car's size");
});

test("a road's name is stamped as the picture its label function gives, with its halo, at the road's angle", () => {
  const lat = MONACO.lat, lon = MONACO.lon, camera = Object.assign({}, MONACO, { zoom: 17 });
  const features = [{ id: 1, kind: "road", class: "primary", name: "Boulevard Albert 1er",
    points: [lat - 0.003, lon - 0.003, lat + 0.003, lon + 0.003] }];
  const asked = [];
  const ctx = recorder();
  ctx.drawImage = (image, x, y, w, h) => ctx.calls.push(["drawImage", image.text, x, y, w, h]);
  const label = (...args) => { asked.push(args); return { image: { text: args[0] }, width: 80, height: 30 }; };
  const counts = paint(ctx, { appearance: "dark" }, camera, 400, 240, 2, features, null, label);
  assert.equal(counts.labels, 1);
  const style = mapStyle(), names = style.marks.roadNames;
  assert.deepEqual(asked[0].slice(2, 4), [names.fontSize, names.haloWidth]);
  assert.equal(asked[0][4], 2, "at the map's pixel ratio");
  // The picture is drawn by the map's own halo: the dark palette's halo stroked, then its label colour filled.
  const picture = recorder();
  asked[0][6](picture, "Boulevard Albert 1er", 40, 15);
  assert.deepEqual(picture.calls.map((c) => c[0]), ["strokeText", "fillText"]);
  assert.equal(picture.calls[1][4], style.dark.label);
  assert.ok(asked[0][5].includes(style.dark.halo), "the colours are in the picture's key");
  assert.ok(ctx.calls.some((c) => c[0] === "drawImage" && c[1] === "Boulevard Albert 1er" && c[2] === -40
    && c[3] === -15), "the picture centred on the road's middle");
  assert.ok(ctx.calls.some((c) => c[0] === "rotate" && c[1] !== 0), "turned along the road");
  assert.ok(!ctx.calls.some((c) => c[0] === "strokeText" || c[0] === "fillText"), "no text drawn besides");
  // Without pictures (a label function that has none) the name is drawn as text with its halo.
  const plain = recorder();
  paint(plain, { appearance: "dark" }, camera, 400, 240, 2, features, null, () => null);
  assert.ok(plain.calls.some((c) => c[0] === "strokeText") && plain.calls.some((c) => c[0] === "fillText"));
});

test("lines and areas wholly outside the frame are not painted, a line reaching into it by its width is", () => {
  const lat = MONACO.lat, lon = MONACO.lon, camera = Object.assign({}, MONACO, { zoom: 17 });
  const ppm = pixelsPerMeter(camera), style = mapStyle();
  // A motorway along the frame's top edge, outside it by less than half its width; one a frame's width further out.
  const motorway = roadStyle("motorway");
  const halfWidth = (Math.max(motorway.minimumWidth, motorway.width * ppm) + style.casingWidth) / 2;
  const above = (points) => lat + (120 + points) / ppm / 111320;
  const features = [
    { id: 1, kind: "road", class: "motorway",
      points: [above(halfWidth / 2), lon - 0.001, above(halfWidth / 2), lon + 0.001] },
    { id: 2, kind: "road", class: "motorway", points: [above(400), lon - 0.001, above(400), lon + 0.001] },
    { id: 3, kind: "building", area: true, points: [lat - 0.01, lon, lat - 0.0099, lon, lat - 0.0099, lon + 0.0001] },
  ];
  const ctx = recorder();
  const counts = paint(ctx, { appearance: "light" }, camera, 400, 240, 1, features);
  assert.equal(counts.features, 1, "the road within half its width of the frame; not the far road or the building");
  assert.equal(counts.roads, 1);
  // Seen from where it runs, the far road is painted, and the first one no longer.
  const far = paint(recorder(), { appearance: "light" }, Object.assign({}, camera, { lat: above(400) }), 400, 240, 1,
    features);
  assert.deepEqual([far.features, far.roads], [1, 1]);
});

test("a multipolygon's holes cut its area (even-odd)", () => {
  const ctx = recorder();
  const lat = MONACO.lat, lon = MONACO.lon;
  const features = [{ id: -1, kind: "water", area: true,
    points: [lat, lon, lat, lon + 0.002, lat + 0.002, lon + 0.002, lat + 0.002, lon],
    holes: [[lat + 0.0005, lon + 0.0005, lat + 0.0005, lon + 0.001, lat + 0.001, lon + 0.001], "malformed"] }];
  paint(ctx, { appearance: "light" }, MONACO, 400, 240, 1, features);
  const fill = ctx.calls.find((c) => c[0] === "fill");
  assert.deepEqual(fill, ["fill", mapStyle().light.water, "evenodd"]);
  assert.equal(ctx.calls.filter((c) => c[0] === "closePath").length, 2, "the outer ring and its hole");
});

test("painting roads level by level: tunnels faded with a dashed casing, then the ground's, then bridges", () => {
  const ctx = recorder();
  const lat = MONACO.lat, lon = MONACO.lon;
  const road = (id, level) => ({ id, kind: "road", class: "primary", level, points: [lat, lon - 0.001, lat, lon + 0.001] });
  const features = sortFeatures([road(3, "bridge"), road(2), road(1, "tunnel")]);
  const marks = mapStyle().marks, palette = mapStyle().light;
  const alphas = [], stroke = ctx.stroke;
  ctx.stroke = () => { alphas.push(ctx.globalAlpha); stroke(); };
  paint(ctx, { appearance: "light" }, Object.assign({}, MONACO, { zoom: 16 }), 400, 240, 1, features);
  assert.deepEqual(alphas.slice(0, 6), [marks.tunnelOpacity, marks.tunnelOpacity, 1, 1, 1, 1], "the tunnel faded");
  const strokes = ctx.calls.filter((c) => c[0] === "stroke" || c[0] === "setLineDash");
  const dashes = ctx.calls.filter((c) => c[0] === "setLineDash").map((c) => c[1]);
  assert.deepEqual(dashes[0], marks.tunnelCasingDash, "the tunnel's casing is dashed first");
  // Casing, fill per level: tunnel, ground, bridge (the bridge's casing after the ground's fill).
  const kinds = strokes.filter((c) => c[0] === "stroke").map((c) => c[1] === palette.casing ? "casing" : "fill");
  assert.deepEqual(kinds, ["casing", "fill", "casing", "fill", "casing", "fill"]);
  assert.ok(ctx.calls.some((c) => c[0] === "save") && ctx.calls.some((c) => c[0] === "restore"));
});

test("painting zoomed out: no buildings, no minor roads, no labels or arrows", () => {
  const ctx = recorder();
  const features = [
    { id: 2, kind: "building", area: true, points: [0, 0, 0.001, 0, 0.001, 0.001] },
    { id: 3, kind: "road", class: "track", points: [0, 0, 0.001, 0] },
    { id: 4, kind: "road", class: "motorway", name: "A8", oneway: 1, points: [0, 0, 0.01, 0] },
  ];
  const counts = paint(ctx, { appearance: "light" }, { lat: 0, lon: 0, zoom: 14, heading: 0, pitch: 0 }, 400, 240, 1, features);
  assert.deepEqual(counts,
    { features: 2, roads: 1, labels: 0, places: 0, arrows: 0, overlays: 0, annotations: 0, puck: false });
  assert.equal(ctx.calls[1][0], "fillRect");
  assert.equal(roadWidth({ class: "track" }, 0), 0.6);
  assert.equal(roadWidth({ class: "unknown" }, 0), 1, "an unknown class is drawn as a plain road");
  assert.equal(roadWidth({ class: "motorway" }, 1), 16);
});

test("places: a disc in the category's colour with its glyph and name, from its zoom, never over another label", () => {
  const lat = MONACO.lat, lon = MONACO.lon;
  const style = mapStyle(), fuel = style.places.MKPOICategoryGasStation, shop = style.places.MKPOICategoryStore;
  const place = (id, category, name, dLon = 0) => ({ id, kind: "place", category, name, points: [lat, lon + dLon] });
  const features = [
    place(1, "MKPOICategoryGasStation", "Station Albert"),
    place(2, "MKPOICategoryGasStation", "Station Albert", 0.00001),   // mapped twice: drawn once
    place(3, "MKPOICategoryStore", "Boutique", 0.0012),                // from zoom 17 only
    place(4, "MKPOICategoryParking", "Parking", 0.00005),               // on the station's label: left out
    place(5, "MKPOICategoryCasino", "Casino", 0.002),                   // a category the style does not list
  ];
  const images = [];
  const glyph = (svg) => { images.push(svg); return { svg }; };
  const drawn = (zoom, setting) => {
    const ctx = recorder();
    ctx.drawImage = (image, x, y, w, h) => ctx.calls.push(["drawImage", image.svg, w, h]);
    const counts = paint(ctx, { appearance: "light", pointsOfInterest: setting }, Object.assign({}, MONACO, { zoom }),
      400, 240, 1, features, glyph);
    return { ctx, counts, names: ctx.calls.filter((c) => c[0] === "fillText").map((c) => c[1]) };
  };
  const near = drawn(17);
  assert.equal(near.counts.places, 2);
  assert.deepEqual(near.names, ["Station Albert", "Boutique"]);
  assert.ok(near.ctx.calls.some((c) => c[0] === "fill" && c[1] === fuel.colour), "the station's disc");
  assert.ok(near.ctx.calls.some((c) => c[0] === "fillText" && c[1] === "Boutique" && c[4] === shop.colour));
  const mark = style.marks.place;
  assert.ok(near.ctx.calls.some((c) => c[0] === "drawImage" && c[1] === fuel.glyph && c[2] === mark.glyphSize));
  assert.ok(near.ctx.calls.some((c) => c[0] === "arc" && c[3] === mark.radius));
  assert.deepEqual(drawn(fuel.minimumZoom).names, ["Station Albert"], "shops wait for their zoom");
  assert.equal(drawn(fuel.minimumZoom - 0.5).counts.places, 0);
  assert.deepEqual(drawn(17, "none").names, []);
  assert.deepEqual(drawn(17, "including:MKPOICategoryStore").names, ["Boutique"]);
  assert.deepEqual(drawn(17, "excluding:MKPOICategoryStore").names, ["Station Albert"]);
  // Without its glyph loaded a place is its disc alone.
  const ctx = recorder();
  paint(ctx, { appearance: "light" }, Object.assign({}, MONACO, { zoom: 17 }), 400, 240, 1, features);
  assert.ok(!ctx.calls.some((c) => c[0] === "drawImage") && ctx.calls.some((c) => c[0] === "fill" && c[1] === fuel.colour));
});

test("the map style is the host's: a welcome without a usable one is refused, and paints follow the one given", () => {
  assert.equal(setMapStyle({ tileZoom: 14 }), false);
  assert.equal(mapStyle(), null, "nothing painted by a half style");
  const other = JSON.parse(JSON.stringify(STYLE));
  other.light.land = "#010203";
  assert.ok(setMapStyle(other));
  const calls = [];
  const ctx = new Proxy({}, {
    get: (target, key) => (key in target ? target[key] : (...args) => calls.push([key, ...args])),
    set: (target, key, value) => { target[key] = value; if (key === "fillStyle") calls.push(["fillStyle", value]); return true; },
  });
  paint(ctx, { appearance: "light" }, MONACO, 100, 100, 1, []);
  assert.deepEqual(calls.find((c) => c[0] === "fillStyle"), ["fillStyle", "#010203"], "the land is the style's");
  assert.ok(setMapStyle(STYLE));
});

test("the map's sizes are the host's: pins, the puck, rails, labels and arrows follow the marks given", () => {
  const other = JSON.parse(JSON.stringify(STYLE));
  Object.assign(other.marks.puck, { haloRadius: 30, ringRadius: 11, dotRadius: 9 });
  Object.assign(other.marks.pin, { headRadius: 8, glyphCharacters: 1, fontWeight: 700, titleFontSize: 12 });
  Object.assign(other.marks, { railDash: [9, 9], fontFamily: "serif" });
  other.marks.roadNames.fontSize = 13;
  other.marks.oneWayArrows.chevron = [[-4, -4], [4, 0]];
  assert.ok(setMapStyle(other));
  try {
    const ctx = recorder();
    const fonts = [];
    Object.defineProperty(ctx, "font", { set: (v) => fonts.push(v), get: () => fonts[fonts.length - 1] || "" });
    const lat = MONACO.lat, lon = MONACO.lon;
    const features = [
      { id: 1, kind: "rail", points: [lat, lon - 0.002, lat, lon + 0.002] },
      { id: 3, kind: "road", class: "primary", name: "Boulevard Albert 1er", oneway: 1,
        points: [lat - 0.003, lon, lat + 0.003, lon] },
    ];
    const map = { annotations: [{ latitude: lat, longitude: lon, title: "Casino", glyphText: "CM" }],
                  userLocation: { latitude: lat, longitude: lon } };
    paint(ctx, map, Object.assign({}, MONACO, { zoom: 17 }), 400, 240, 1, features);
    const arcs = ctx.calls.filter((c) => c[0] === "arc").map((c) => c[3]);
    assert.deepEqual(arcs, [8, 30, 11, 9], "the pin's head, then the puck's halo, ring and dot");
    assert.ok(ctx.calls.some((c) => c[0] === "setLineDash" && c[1].join() === "9,9"), "the rail's dash");
    assert.ok(ctx.calls.some((c) => c[0] === "fillText" && c[1] === "C"), "one glyph character");
    assert.ok(fonts.includes("700 12px serif") && fonts.includes("13px serif"), fonts.join(" | "));
    const chevron = ctx.calls.findIndex((c) => c[0] === "moveTo" && c[1] === -4 && c[2] === -4);
    assert.ok(chevron > 0 && ctx.calls[chevron + 1][0] === "lineTo" && ctx.calls[chevron + 1][1] === 4, "the chevron");
  } finally {
    assert.ok(setMapStyle(STYLE));
  }
});

// The host's projection (Tests/Web/fixtures/projection.json, written from MKMapView by ProjectionFixtureTests): the
// page draws each coordinate where the host says it is, for cameras turned and not, near the pole and not.
test("the page projects coordinates where the host's map view does", () => {
  const cases = JSON.parse(readFileSync(new URL("./fixtures/projection.json", import.meta.url), "utf8"));
  assert.ok(cases.length >= 4);
  for (const c of cases) {
    const project = projector(cameraOf(c.mapView), c.width, c.height);
    for (const [lat, lon, x, y] of c.points) {
      const [px, py] = project(lat, lon);
      assert.ok(Math.abs(px - x) < 1e-3 && Math.abs(py - y) < 1e-3,
        `(${lat}, ${lon}) at heading ${c.mapView.heading}: page (${px}, ${py}), host (${x}, ${y})`);
    }
  }
});
