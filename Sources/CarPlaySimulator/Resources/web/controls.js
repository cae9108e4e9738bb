// The settings beside the screen (index.html: Display, Driving, iPhone, Audio), the hard keys, the touchpad and view
// toggles, and the header. All car state shown here comes from the server's `car`; controls only send `control`
// messages.

import { isObj, isStr } from "./values.js";
import {
  CONNECTION_TEXTS, audioOwnerText, connectButtonText, foregroundText, phoneBadgeText, radioState, radioText,
} from "./format.js";
import { state } from "./protocol.js";
import { control, input, send } from "./socket.js";
import { $, setText } from "./dom.js";

// The socket's status in the header; controls are disabled while there is no server to send them to.
export function showConnection(status) {
  const el = $("connection-status");
  el.dataset.status = status;
  el.textContent = CONNECTION_TEXTS[status];
  document.body.dataset.socket = status;
  drawControls();
}

function setChecked(id, value) { const el = $(id); el.checked = !!value; el.disabled = !state.car || !state.connected; }

export function drawControls() {
  const car = state.car;
  document.body.dataset.hasCar = car ? "true" : "false";
  if (!car) return;
  const display = isObj(car.display) ? car.display : {};
  const presets = Array.isArray(car.presets) ? car.presets.filter((p) => isObj(p) && isStr(p.id)) : [];
  const select = $("control-display");
  const ids = presets.map((p) => p.id).join("|");
  if (select.dataset.ids !== ids) {
    select.textContent = "";
    for (const p of presets) {
      const o = document.createElement("option");
      o.value = p.id;
      o.textContent = isStr(p.name) ? p.name : p.id;
      select.appendChild(o);
    }
    select.dataset.ids = ids;
  }
  const current = isStr(display.id) ? display.id.replace(/-rhd$/, "") : "";
  select.value = current;
  select.disabled = !state.connected;
  $("control-ui-appearance").value = car.uiAppearance === "dark" ? "dark" : "light";
  $("control-map-appearance").value = car.mapAppearance === "dark" ? "dark" : "light";
  $("control-ui-appearance").disabled = $("control-map-appearance").disabled = !state.connected;
  setChecked("control-limit-lists", car.limitLists);
  setChecked("control-limit-keyboard", car.limitKeyboard);
  setChecked("control-rhd", car.drivingSide === "rightHandDrive");
  setChecked("control-phone-locked", car.phoneLocked);
  const connected = car.connected !== false;
  const button = $("control-connected");
  setText(button, connectButtonText(connected));
  button.dataset.connected = connected ? "true" : "false";
  button.disabled = !state.connected;
  const radio = isObj(car.radio) ? car.radio : {};
  setChecked("control-radio", radio.on);
  setText($("radio-state"), radioText(radio, car));
  $("radio-state").dataset.state = radioState(radio);
  setText($("audio-owner"), audioOwnerText(car));
  $("audio-owner").dataset.owner = isStr(car.audioOwner) ? car.audioOwner : "";
  setText($("display-name"), isStr(display.name) ? display.name : "");
  const badge = phoneBadgeText(car);
  setText($("phone-badge"), badge);
  $("phone-badge").hidden = badge === "";
  setText($("foreground-app"), foregroundText(car));
  drawNotificationSettings(Array.isArray(car.apps) ? car.apps.filter((a) => isObj(a) && isStr(a.id)) : []);
  drawWidgetSettings(Array.isArray(car.widgets) ? car.widgets.filter((w) => isObj(w) && isStr(w.id)) : []);
}

// One "Show in CarPlay" box per app (the phone's notification setting); the car says which are shown.
export function drawNotificationSettings(apps) {
  drawToggles($("notification-settings"), apps.map((app) => ({
    id: app.id,
    text: isStr(app.name) ? app.name : app.id,
    checked: app.notificationsShown !== false,
    change: (box) => send({ type: "phone", action: "notifications", app: app.id, shown: box.checked }),
  })));
}

// One box per widget the car offers, in the order the car lists them (the shown ones first, in their Dashboard
// order); checking or clearing one sends the boxes checked, in that order.
export function drawWidgetSettings(widgets) {
  const host = $("widget-settings");
  drawToggles(host, widgets.map((widget) => ({
    id: widget.id,
    text: (isStr(widget.name) ? widget.name : widget.id) + (isStr(widget.appName) ? " (" + widget.appName + ")" : "")
      + (isStr(widget.note) ? " — " + widget.note : ""),
    checked: widget.shown === true,
    change: () => {
      const shown = [...host.querySelectorAll("input")].filter((b) => b.checked).map((b) => b.dataset.id);
      send({ type: "phone", action: "widgets", shown });
    },
  })));
}

// A list of checkboxes in `host`, made again only when its entries (id and text) change; each box's state is the
// car's, and it is disabled while the phone is disconnected.
function drawToggles(host, entries) {
  const key = entries.map((e) => e.id + "=" + e.text).join("|");
  if (host.dataset.ids !== key) {
    for (const old of host.querySelectorAll("label")) old.remove();
    for (const entry of entries) {
      const label = document.createElement("label");
      label.className = "toggle";
      const box = document.createElement("input");
      box.type = "checkbox";
      box.autocomplete = "off";
      box.dataset.id = entry.id;
      box.addEventListener("change", () => entry.change(box));
      label.append(box, " " + entry.text);
      host.appendChild(label);
    }
    host.dataset.ids = key;
  }
  const checked = new Map(entries.map((e) => [e.id, e.checked]));
  for (const box of host.querySelectorAll("input")) {
    box.checked = checked.get(box.dataset.id) === true;
    box.disabled = !state.connected;
  }
}

// `redraw` draws the screen again in the next frame (the view's zoom changed).
export function wireControls(redraw) {
  const after = () => drawControls(); // show the car's state again until the server answers
  $("control-display").addEventListener("change", (e) => { control("display", e.target.value); after(); });
  $("control-ui-appearance").addEventListener("change", (e) => { control("uiAppearance", e.target.value); after(); });
  $("control-map-appearance").addEventListener("change", (e) => { control("mapAppearance", e.target.value); after(); });
  $("control-limit-lists").addEventListener("change", (e) => { control("limitLists", e.target.checked); after(); });
  $("control-limit-keyboard").addEventListener("change", (e) => { control("limitKeyboard", e.target.checked); after(); });
  $("control-rhd").addEventListener("change", (e) => {
    control("drivingSide", e.target.checked ? "rightHandDrive" : "leftHandDrive"); after();
  });
  $("control-phone-locked").addEventListener("change", (e) => { control("phoneLocked", e.target.checked); after(); });
  $("control-radio").addEventListener("change", (e) => { control("radio", e.target.checked); after(); });
  $("control-connected").addEventListener("click", () => {
    control("connected", !(state.car && state.car.connected !== false));
  });
  for (const key of ["home", "back", "playPause", "next", "siri"]) {
    $("hardkey-" + key).addEventListener("click", () => input("hardKey", { key }));
  }
  // The touchpad flag is the page's own; it follows the checkbox, also one a browser restored on reload.
  const syncTouchpad = () => {
    state.touchpad = $("touchpad-mode").checked;
    document.body.dataset.touchpad = state.touchpad ? "true" : "false";
  };
  $("touchpad-mode").addEventListener("change", syncTouchpad);
  window.addEventListener("pageshow", syncTouchpad);
  syncTouchpad();
  $("view-zoom").addEventListener("change", redraw);
  window.addEventListener("resize", () => { if ($("view-zoom").value === "fit") redraw(); });
}
