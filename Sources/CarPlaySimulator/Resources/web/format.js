// The texts the page's own panels show, made from the server's car state (docs/PROTOCOL.md, CarState). Pure: no DOM.

import { isObj, isStr, isNum } from "./values.js";

// The header's connection status.
export const CONNECTION_TEXTS = {
  open: "Connected to simulator", connecting: "Connecting…", closed: "Disconnected — retrying",
};

// A log entry's time as the panel shows it: the time of day of its ISO 8601 time, without fractions.
export function logTime(time) {
  return isStr(time) ? time.replace(/^.*T/, "").replace(/(\.\d+)?Z?$/, "") : "";
}

// A log entry's class: its kind's letters.
export function logClass(kind) {
  return "log-" + (isStr(kind) ? kind.replace(/[^a-z]/gi, "") : "other");
}

// The name of the app `id`, or the id when the car has no name for it; null when `id` is not a string.
export function appName(car, id) {
  if (!isStr(id)) return null;
  const app = Array.isArray(car.apps) ? car.apps.find((a) => isObj(a) && a.id === id) : null;
  return app && isStr(app.name) ? app.name : id;
}

export function radioText(radio, car) {
  if (!radio.on) return "Off";
  const station = isStr(radio.station) ? radio.station + " " : "";
  if (radio.ducked) return `${station}ducked (a voice prompt is speaking)`;
  if (radio.playing) return `${station}playing`;
  const owner = appName(car, car.audioOwner);
  return owner ? `${station}stopped: ${owner} took audio` : `${station}stopped`;
}

export function radioState(radio) {
  return !radio.on ? "off" : radio.ducked ? "ducked" : radio.playing ? "playing" : "stopped";
}

export function audioOwnerText(car) {
  const owner = appName(car, car.audioOwner);
  if (owner) return owner;
  return car.radio && car.radio.on ? "Car radio" : "Nobody";
}

export function foregroundText(car) {
  return appName(car, car.foregroundApp) || "Home screen";
}

export function connectButtonText(connected) {
  return connected ? "Disconnect iPhone" : "Connect iPhone";
}

// The header's badge for the iPhone's state: what keeps the car from showing an app ("" when it is connected and
// unlocked).
export function phoneBadgeText(car) {
  if (!isObj(car)) return "";
  if (car.connected === false) return "iPhone disconnected";
  return car.phoneLocked === true ? "iPhone locked" : "";
}

// The cluster column's status line: the cluster display, and the app on it.
export function clusterStatus(car, cluster, display, hasScreen) {
  if (!display) return "No cluster display";
  if (hasScreen) return `${display.name}` + (isStr(cluster.app) ? ` · ${appName(car, cluster.app)}` : "");
  return `${display.name} · ` + (isObj(car) && car.connected === false ? "iPhone disconnected" : "no navigation app");
}

// The Drive panel's vehicle lines (CarState `vehicle`, or null).
export function positionText(v) {
  return v && isNum(v.latitude) && isNum(v.longitude) ? `${v.latitude.toFixed(5)}, ${v.longitude.toFixed(5)}` : "—";
}
export function speedText(v) {
  return v && isNum(v.speed) ? `${(v.speed * 3.6).toFixed(0)} km/h` : "—";
}
export function courseText(v) {
  return v && isNum(v.course) ? `${v.course.toFixed(0)}°` : "—";
}

// What an input's answer means to a developer, for the event log, when it is not that something happened: by the
// outcome (docs/PROTOCOL.md, `ack`) and the input's action.
export function outcomeText(action, outcome) {
  const what = { tap: "tap", tapAt: "tap", knobPress: "knob press", scroll: "scroll", back: "back" }[action]
    || (isStr(action) ? action : "input");
  switch (outcome) {
    case "disabled": return `The ${what} reached a disabled item: nothing happens`;
    case "notOnScreen":
      return action === "tap" ? "That item is no longer on screen" : `Nothing to ${what} there`;
    case "noHandler": return `The app does not handle this ${what}`;
    case "appNotRunning": return "No app is running to take it";
    case "appTerminated": return "The app was terminated";
    default: return `The ${what}: ${isStr(outcome) ? outcome : "no answer"}`;
  }
}
