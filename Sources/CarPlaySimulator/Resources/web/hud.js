// The head-up display strip (docs/PROTOCOL.md, `headUp`), drawn from the car's state: the car lays it out — the
// glyph's and the lanes' arrows come as SVG path data, the distance, road and lanes chosen and formatted, the idle
// strip's text with the state (`headUpIdleText`) — and the page draws what it is given.

import { isObj, isStr } from "./values.js";

const SVG = "http://www.w3.org/2000/svg";
const strings = (list) => (Array.isArray(list) ? list.filter(isStr) : []);

function svgOf(viewBox, className, paths, attrs) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", viewBox);
  svg.setAttribute("class", className);
  for (const [d, pathClass] of paths) {
    const p = document.createElementNS(SVG, "path");
    p.setAttribute("d", d);
    p.setAttribute("class", pathClass);
    svg.appendChild(p);
  }
  for (const [k, v] of Object.entries(attrs || {})) svg.dataset[k] = v;
  return svg;
}

// One lane: its arrows, the highlighted one last and bright.
function laneSVG(lane) {
  const paths = strings(lane.arrowPaths).map((d) => [d, "hud-lane-arrow"]);
  if (isStr(lane.highlightedPath)) paths.push([lane.highlightedPath, "hud-lane-arrow hud-lane-highlighted"]);
  return svgOf("0 0 24 32", "hud-lane", paths, { status: isStr(lane.status) ? lane.status : "notGood" });
}

// Draws the strip for `hud` (CarState `headUp`, or null with the car's `idleText`) into `strip`, unless it shows
// that already.
export function drawHUD(hud, strip, idleText) {
  const key = JSON.stringify([hud, idleText]);
  if (strip.dataset.drawn === key) return;
  strip.dataset.drawn = key;
  strip.textContent = "";
  strip.dataset.active = hud ? "true" : "false";
  if (!hud) {
    const idle = document.createElement("span");
    idle.className = "hud-idle";
    idle.textContent = isStr(idleText) ? idleText : "";
    strip.appendChild(idle);
    return;
  }
  strip.dataset.glyph = isStr(hud.glyph) ? hud.glyph : "";
  strip.dataset.maneuverState = isStr(hud.maneuverState) ? hud.maneuverState : "";
  const glyph = { glyph: isStr(hud.glyph) ? hud.glyph : "" };
  if (hud.glyph === "roundabout") glyph.clockwise = hud.clockwise === true ? "true" : "false";
  strip.appendChild(svgOf("0 0 48 48", "hud-glyph", strings(hud.glyphPaths).map((d) => [d, "hud-stroke"]), glyph));
  const text = document.createElement("div");
  text.className = "hud-text";
  const distance = document.createElement("div");
  distance.className = "hud-distance";
  distance.textContent = isStr(hud.distance) ? hud.distance : "";
  const road = document.createElement("div");
  road.className = "hud-road";
  road.textContent = isStr(hud.roadName) ? hud.roadName : isStr(hud.instruction) ? hud.instruction : "";
  text.appendChild(distance);
  text.appendChild(road);
  strip.appendChild(text);
  const lanes = Array.isArray(hud.lanes) ? hud.lanes.filter(isObj) : [];
  if (lanes.length) {
    const row = document.createElement("div");
    row.className = "hud-lanes";
    for (const lane of lanes) row.appendChild(laneSVG(lane));
    strip.appendChild(row);
  }
}
