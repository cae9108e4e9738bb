// The car's other displays (docs/PROTOCOL.md): the navigation app's Dashboard tile drawn over the Dashboard view's
// `dashboard` node, the instrument cluster display beside the main screen with its panel, and the head-up display
// strip (hud.js). Like render.js this decides nothing: the screens come laid out from the server (protocol.js keeps
// them); the page draws them and sends the driver's taps and the cluster controls.

import { isObj, isStr, isNum } from "./values.js";
import { clusterStatus } from "./format.js";
import { displays, displayOps, problem } from "./protocol.js";
import { send } from "./socket.js";
import { drawScreen, updateScreen } from "./render.js";
import { drawHUD } from "./hud.js";
import { $, setText } from "./dom.js";
import { clusterFitZoom } from "./fit.js";

// Draws one surface into `host`: incrementally when only operations arrived since the last draw.
function drawSurface(name, host, zoom) {
  const screen = displays[name];
  if (!screen) {
    if (host.firstChild) host.textContent = "";
    host.style.width = host.style.height = "";
    displayOps[name] = null;
    return;
  }
  const ops = displayOps[name];
  if (ops === null) drawScreen(host, screen, zoom, problem);
  else updateScreen(host, screen, ops, zoom, problem);
  displayOps[name] = [];
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

// The cluster display scaled to fit under the main screen (fit.js, clusterFitZoom).
function clusterZoom(screen) {
  const display = isObj(screen && screen.display) ? screen.display : {};
  const pw = isNum(display.pixelWidth) ? display.pixelWidth : 640;
  const ph = isNum(display.pixelHeight) ? display.pixelHeight : 480;
  return clusterFitZoom(pw, ph);
}

const SETTINGS = ["unspecified", "enabled", "disabled", "userPreference"];

function drawCluster(car) {
  const cluster = isObj(car && car.cluster) ? car.cluster : null;
  const column = $("cluster-column");
  const host = $("cluster-screen");
  const display = cluster && isObj(cluster.display) ? cluster.display : null;
  column.dataset.cluster = display ? display.id : "none";
  drawSurface("cluster", host, clusterZoom(displays.cluster));
  // A cluster without a scene (no navigation app, the iPhone disconnected) keeps its display's frame, dark.
  if (!displays.cluster && display && isNum(display.pixelWidth) && isNum(display.pixelHeight)) {
    const zoom = clusterZoom({ display });
    host.style.width = display.pixelWidth * zoom + "px";
    host.style.height = display.pixelHeight * zoom + "px";
  }
  setText($("cluster-status"), clusterStatus(car, cluster, display, !!displays.cluster));
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

// ---------------------------------------------------------------- entry points

// Called by view.js after the main screen was drawn.
export function drawDisplays(car, mainZoom) {
  try {
    drawDashboard(car, mainZoom);
    drawCluster(car);
    drawHUD(car && isObj(car.headUp) ? car.headUp : null, $("hud-strip"), car ? car.headUpIdleText : null);
  } catch (e) {
    problem(`could not draw the car's other displays: ${e.message}`);
  }
}

export function wireDisplays() {
  wireDashboard();
  wireCluster();
}
