// The car's other displays (docs/PROTOCOL.md): the navigation app's Dashboard tile drawn over the Dashboard view's
// `dashboard` node, the instrument cluster display beside the main screen, and the head-up display strip drawn from
// the car's `headUp` state. Like render.js this file decides nothing: the screens come laid out from the server,
// the strip's glyph name, distance, road and lanes come chosen and formatted; the page draws them and sends the
// driver's taps and the cluster controls.
"use strict";

(function () {
  const R = window.CarPlayRender;
  const $ = (id) => document.getElementById(id);
  const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
  const isStr = (v) => typeof v === "string";
  const isNum = (v) => typeof v === "number" && isFinite(v);

  // What tests read: the screens as last received, and how often each was drawn.
  const displays = { dashboard: null, cluster: null, draws: { dashboard: 0, cluster: 0 } };
  window.carplayDisplays = displays;
  // Operations received since the last draw of each surface, or null when it is to be drawn whole.
  const pending = { dashboard: null, cluster: null };
  let problem = () => {};
  let send = () => null;

  function checkScreen(screen) {
    if (!isObj(screen) || !isObj(screen.root)) return null;
    return screen;
  }

  // A `state`: both screens whole.
  function onState(m) {
    displays.dashboard = checkScreen(m.dashboard);
    displays.cluster = checkScreen(m.cluster);
    pending.dashboard = pending.cluster = null;
  }

  // A `diff` already accepted by app.js (its base was the page's seq): each screen whole or patched. False when a
  // patch could not be applied (app.js then asks for the whole state).
  function onDiff(m) {
    for (const name of ["dashboard", "cluster"]) {
      if (name in m) {
        displays[name] = checkScreen(m[name]);
        pending[name] = null;
      } else if (Array.isArray(m[name + "Ops"])) {
        try {
          displays[name] = checkScreen(window.CarPlayPatch.applyPatch(displays[name], m[name + "Ops"], true));
        } catch (e) {
          problem(`could not apply a ${name} diff (${e.message}); resyncing`);
          return false;
        }
        if (pending[name]) for (const op of m[name + "Ops"]) pending[name].push(op);
      }
    }
    return true;
  }

  // Draws one surface into `host`: incrementally when only operations arrived since the last draw.
  function drawSurface(name, host, zoom) {
    const screen = displays[name];
    if (!screen) {
      if (host.firstChild) host.textContent = "";
      host.style.width = host.style.height = "";
      pending[name] = null;
      return;
    }
    const ops = pending[name];
    if (ops === null) R.drawScreen(host, screen, zoom, problem);
    else R.updateScreen(host, screen, ops, zoom, problem);
    pending[name] = [];
    displays.draws[name]++;
  }

  // ---------------------------------------------------------------- the Dashboard tile

  // The tile is drawn over the main screen's `dashboard` node, at the main screen's zoom.
  function drawDashboard(car, mainZoom) {
    const host = $("dashboard-tile");
    const slot = document.querySelector('#car-screen [data-role="dashboard"]');
    if (!slot || !displays.dashboard) {
      host.hidden = true;
      drawSurface("dashboard", host, mainZoom);
      return;
    }
    const bezel = $("screen-bezel").getBoundingClientRect();
    const rect = slot.getBoundingClientRect();
    host.hidden = false;
    host.style.left = rect.left - bezel.left + "px";
    host.style.top = rect.top - bezel.top + "px";
    drawSurface("dashboard", host, mainZoom);
  }

  function wireDashboard() {
    const host = $("dashboard-tile");
    host.addEventListener("click", (event) => {
      const target = event.target.closest("[data-tappable='true']");
      if (target && target.dataset.elementId) {
        send({ type: "dashboard", action: "tap", element: target.dataset.elementId });
        return;
      }
      const surface = host.querySelector(".cp-surface");
      const screen = displays.dashboard;
      if (!surface || !screen || !isObj(screen.display)) return;
      const rect = surface.getBoundingClientRect();
      const width = screen.display.pixelWidth / screen.display.scale;
      const factor = rect.width / width;
      const x = Math.round(((event.clientX - rect.left) / factor) * 100) / 100;
      const y = Math.round(((event.clientY - rect.top) / factor) * 100) / 100;
      send({ type: "dashboard", action: "tapAt", x, y });
    });
  }

  // ---------------------------------------------------------------- the cluster

  // The cluster display at most 480 CSS px wide (a 1920-pixel cluster is shown at a quarter).
  function clusterZoom(screen) {
    const pw = isObj(screen && screen.display) && isNum(screen.display.pixelWidth) ? screen.display.pixelWidth : 640;
    return Math.min(1, 480 / pw);
  }

  const SETTINGS = ["unspecified", "enabled", "disabled", "userPreference"];

  function drawCluster(car) {
    const cluster = isObj(car && car.cluster) ? car.cluster : null;
    const column = $("cluster-column");
    const host = $("cluster-screen");
    const display = cluster && isObj(cluster.display) ? cluster.display : null;
    column.dataset.cluster = display ? display.id : "none";
    drawSurface("cluster", host, clusterZoom(displays.cluster));
    const status = !display ? "No cluster display"
      : displays.cluster ? `${display.name}` + (isStr(cluster.app) ? ` · ${appName(car, cluster.app)}` : "")
      : `${display.name} · no navigation app`;
    setText($("cluster-status"), status);
    // The controls show the car's state.
    const select = $("cluster-display");
    const presets = cluster && Array.isArray(cluster.presets) ? cluster.presets.filter((p) => isObj(p) && isStr(p.id)) : [];
    const ids = presets.map((p) => p.id).join("|");
    if (select.dataset.ids !== ids) {
      select.textContent = "";
      const none = document.createElement("option");
      none.value = "";
      none.textContent = "None";
      select.appendChild(none);
      for (const p of presets) {
        const o = document.createElement("option");
        o.value = p.id;
        o.textContent = isStr(p.name) ? p.name : p.id;
        select.appendChild(o);
      }
      select.dataset.ids = ids;
    }
    select.value = display ? display.id : "";
    if (cluster) {
      if (SETTINGS.includes(cluster.compass)) $("cluster-compass").value = cluster.compass;
      if (SETTINGS.includes(cluster.speedLimit)) $("cluster-speed-limit").value = cluster.speedLimit;
      const appearance = cluster.appearance === "light" || cluster.appearance === "dark" ? cluster.appearance : "";
      $("cluster-appearance").value = appearance;
    }
    const hasScene = !!displays.cluster;
    $("cluster-zoom-in").disabled = $("cluster-zoom-out").disabled = !hasScene;
  }

  function wireCluster() {
    const control = (name, value) => send({ type: "control", name, value });
    $("cluster-display").addEventListener("change", (e) => control("clusterDisplay", e.target.value || null));
    $("cluster-compass").addEventListener("change", (e) => control("clusterCompass", e.target.value));
    $("cluster-speed-limit").addEventListener("change", (e) => control("clusterSpeedLimit", e.target.value));
    // "Follow the car" is null on the wire.
    $("cluster-appearance").addEventListener("change", (e) => control("clusterAppearance", e.target.value || null));
    $("cluster-zoom-in").addEventListener("click", () => send({ type: "clusterZoom", direction: "in" }));
    $("cluster-zoom-out").addEventListener("click", () => send({ type: "clusterZoom", direction: "out" }));
  }

  // ---------------------------------------------------------------- the head-up display strip

  const SVG = "http://www.w3.org/2000/svg";
  // Arrow paths in a 48×48 box, the car travelling up from the bottom centre. One per glyph name the car sends.
  const GLYPHS = {
    straight: "M24 44 V8 M14 18 L24 8 L34 18",
    turnLeft: "M28 44 V24 Q28 18 22 18 H8 M16 10 L8 18 L16 26",
    turnRight: "M20 44 V24 Q20 18 26 18 H40 M32 10 L40 18 L32 26",
    slightLeft: "M28 44 V28 L14 12 M13 23 L13 11 L25 11",
    slightRight: "M20 44 V28 L34 12 M35 23 L35 11 L23 11",
    sharpLeft: "M30 44 V14 L10 34 M10 22 V34 H22",
    sharpRight: "M18 44 V14 L38 34 M38 22 V34 H26",
    keepLeft: "M30 44 V30 L18 18 V6 M10 14 L18 6 L26 14",
    keepRight: "M18 44 V30 L30 18 V6 M22 14 L30 6 L38 14",
    uTurnLeft: "M32 44 V16 A8 8 0 0 0 16 16 V30 M8 22 L16 30 L24 22",
    uTurnRight: "M16 44 V16 A8 8 0 0 1 32 16 V30 M24 22 L32 30 L40 22",
    exitLeft: "M30 44 V4 M30 26 L12 10 M12 20 V10 H22",
    exitRight: "M18 44 V4 M18 26 L36 10 M36 20 V10 H26",
    merge: "M12 44 Q12 28 24 20 V4 M36 44 V30 L24 20 M16 12 L24 4 L32 12",
    ferry: "M6 30 H42 L36 40 H12 Z M14 30 V20 H34 V30 M24 20 V10",
    depart: "M24 44 V10 M14 20 L24 10 L34 20 M14 44 H34",
    arrive: "M24 44 V22 M24 6 A8 8 0 1 1 23.9 6 Z",
    arriveLeft: "M30 44 V18 M12 10 A6 6 0 1 1 11.9 10 Z",
    arriveRight: "M18 44 V18 M36 10 A6 6 0 1 1 35.9 10 Z",
  };

  function path(d, attrs) {
    const p = document.createElementNS(SVG, "path");
    p.setAttribute("d", d);
    for (const [k, v] of Object.entries(attrs || {})) p.setAttribute(k, v);
    return p;
  }

  // The roundabout: the circle, the entry from below and the exit at `angle` degrees (0 ahead, clockwise positive,
  // as the metadata's junction angles), the arrowhead on the exit; drawn turning the way the traffic turns.
  function roundabout(svg, angle, clockwise) {
    const circle = document.createElementNS(SVG, "circle");
    circle.setAttribute("cx", "24"); circle.setAttribute("cy", "22"); circle.setAttribute("r", "9");
    circle.setAttribute("fill", "none"); circle.setAttribute("class", "hud-stroke");
    svg.appendChild(circle);
    svg.appendChild(path("M24 44 V31", { class: "hud-stroke" }));
    const a = ((isNum(angle) ? angle : 0) * Math.PI) / 180;
    const sx = 24 + 9 * Math.sin(a), sy = 22 - 9 * Math.cos(a);
    const ex = 24 + 20 * Math.sin(a), ey = 22 - 20 * Math.cos(a);
    svg.appendChild(path(`M${sx.toFixed(1)} ${sy.toFixed(1)} L${ex.toFixed(1)} ${ey.toFixed(1)}`, { class: "hud-stroke" }));
    const head = (dx) => {
      const b = a + Math.PI + dx;
      return `L${(ex + 7 * Math.sin(b)).toFixed(1)} ${(ey - 7 * Math.cos(b)).toFixed(1)}`;
    };
    svg.appendChild(path(`M${ex.toFixed(1)} ${ey.toFixed(1)} ${head(0.5)} M${ex.toFixed(1)} ${ey.toFixed(1)} ${head(-0.5)}`,
                         { class: "hud-stroke" }));
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
    const arrow = (angle, highlighted) => {
      const a = (Math.max(-180, Math.min(180, angle)) * Math.PI) / 180;
      const ex = 12 + 10 * Math.sin(a), ey = 16 - 10 * Math.cos(a);
      return path(`M12 30 V16 L${ex.toFixed(1)} ${ey.toFixed(1)}`,
                  { class: highlighted ? "hud-lane-arrow hud-lane-highlighted" : "hud-lane-arrow" });
    };
    for (const angle of Array.isArray(lane.angles) ? lane.angles.filter(isNum) : []) svg.appendChild(arrow(angle, false));
    if (isNum(lane.highlightedAngle)) svg.appendChild(arrow(lane.highlightedAngle, true));
    return svg;
  }

  // Draws the strip for `hud` (CarState `headUp`, or null) into `strip`, unless it shows that already.
  function drawHUD(hud, strip) {
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

  // ---------------------------------------------------------------- helpers and entry points

  function setText(el, text) { if (el.textContent !== text) el.textContent = text; }
  function appName(car, id) {
    const app = Array.isArray(car.apps) ? car.apps.find((a) => isObj(a) && a.id === id) : null;
    return app && isStr(app.name) ? app.name : id;
  }

  // Called by app.js after the main screen was drawn.
  function draw(car, mainZoom) {
    try {
      drawDashboard(car, mainZoom);
      drawCluster(car);
      drawHUD(car && isObj(car.headUp) ? car.headUp : null, $("hud-strip"));
    } catch (e) {
      problem(`could not draw the car's other displays: ${e.message}`);
    }
  }

  function start(options) {
    problem = options.problem;
    send = options.send;
    wireDashboard();
    wireCluster();
  }

  window.CarPlayDisplays = { start, onState, onDiff, draw, drawHeadUp: drawHUD, glyphs: GLYPHS };
})();
