// The head-up display strip (docs/PROTOCOL.md, `headUp`), drawn from the car's state: the glyph name, distance, road
// and lanes come chosen and formatted; the page draws them.

import { isObj, isStr, isNum } from "./values.js";
import { GLYPHS, ROUNDABOUT_CIRCLE, laneArrowPath, roundaboutPaths } from "./hud-glyphs.js";

const SVG = "http://www.w3.org/2000/svg";

function path(d, attrs) {
  const p = document.createElementNS(SVG, "path");
  p.setAttribute("d", d);
  for (const [k, v] of Object.entries(attrs || {})) p.setAttribute(k, v);
  return p;
}

// The roundabout, drawn turning the way the traffic turns.
function roundabout(svg, angle, clockwise) {
  const circle = document.createElementNS(SVG, "circle");
  circle.setAttribute("cx", ROUNDABOUT_CIRCLE.cx); circle.setAttribute("cy", ROUNDABOUT_CIRCLE.cy);
  circle.setAttribute("r", ROUNDABOUT_CIRCLE.r);
  circle.setAttribute("fill", "none"); circle.setAttribute("class", "hud-stroke");
  svg.appendChild(circle);
  for (const d of roundaboutPaths(angle)) svg.appendChild(path(d, { class: "hud-stroke" }));
  svg.dataset.clockwise = clockwise ? "true" : "false";
}

function glyphSVG(hud) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 48 48");
  svg.setAttribute("class", "hud-glyph");
  svg.dataset.glyph = hud.glyph;
  if (hud.glyph === "roundabout") roundabout(svg, hud.exitAngle, hud.clockwise === true);
  else if (isStr(GLYPHS[hud.glyph])) svg.appendChild(path(GLYPHS[hud.glyph], { class: "hud-stroke" }));
  else svg.appendChild(path(GLYPHS.straight, { class: "hud-stroke" }));
  return svg;
}

// One lane: its arrows (the highlighted one bright when the lane is preferred or good).
function laneSVG(lane) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 24 32");
  svg.setAttribute("class", "hud-lane");
  svg.dataset.status = isStr(lane.status) ? lane.status : "notGood";
  const arrow = (angle, highlighted) =>
    path(laneArrowPath(angle), { class: highlighted ? "hud-lane-arrow hud-lane-highlighted" : "hud-lane-arrow" });
  for (const angle of Array.isArray(lane.angles) ? lane.angles.filter(isNum) : []) svg.appendChild(arrow(angle, false));
  if (isNum(lane.highlightedAngle)) svg.appendChild(arrow(lane.highlightedAngle, true));
  return svg;
}

// Draws the strip for `hud` (CarState `headUp`, or null) into `strip`, unless it shows that already.
export function drawHUD(hud, strip) {
  const key = JSON.stringify(hud);
  if (strip.dataset.drawn === key) return;
  strip.dataset.drawn = key;
  strip.textContent = "";
  strip.dataset.active = hud ? "true" : "false";
  if (!hud) {
    const idle = document.createElement("span");
    idle.className = "hud-idle";
    idle.textContent = "No route guidance";
    strip.appendChild(idle);
    return;
  }
  strip.dataset.glyph = isStr(hud.glyph) ? hud.glyph : "";
  strip.dataset.maneuverState = isStr(hud.maneuverState) ? hud.maneuverState : "";
  strip.appendChild(glyphSVG(hud));
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
