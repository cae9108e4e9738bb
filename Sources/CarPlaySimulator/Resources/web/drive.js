// The drive controls beside the car screen and the car's voice (docs/PROTOCOL.md, `vehicle`, `voice`, `speech`):
// place the car (coordinates, or a click on the app's map in "place car" mode), drive to a destination, take a wrong
// turn at the next junction, stop, pause and resume the drive (the button follows `CarState.drivePaused`), the clock's
// speed, a GPX track; the vehicle's position, speed and course from `CarState.vehicle`; Siri and call toggles; what
// the driver says to Siri (`input` `siriSay`); a call ringing the phone (`phone` `ring`); voice prompts played with an <audio> element once the driver unmuted
// them. The page decides nothing: each control sends a
// message and shows what the server's car state says.

import { isObj, isNum } from "./values.js";
import { courseText, positionText, speedText } from "./format.js";
import { mapNodeAt, unproject } from "./projection.js";
import { state } from "./protocol.js";
import { input, send } from "./socket.js";
import { $ } from "./dom.js";

let placing = false;
let unmuted = false;
const queue = [];     // voice prompts waiting for the one playing to end
let playing = null;   // the <audio> playing now
// The prompts announced (tests and the panel): { app, id, text, url, played }.
export const heard = [];
export const isUnmuted = () => unmuted;

const vehicle = (action, fields) => send(Object.assign({ type: "vehicle", action }, fields || {}));

// ------------------------------------------------------------------ the vehicle's state

export function updateDrive(car) {
  if (!isObj(car)) return;
  const v = isObj(car.vehicle) ? car.vehicle : null;
  setText("drive-position", positionText(v));
  setText("drive-speed", speedText(v));
  setText("drive-course", courseText(v));
  const panel = $("drive-panel");
  if (panel) panel.dataset.moving = v && isNum(v.speed) && v.speed > 0 ? "true" : "false";
  const pause = $("drive-pause");
  if (pause) {
    const paused = car.drivePaused === true;
    pause.dataset.paused = String(paused);
    setText("drive-pause", paused ? "Resume" : "Pause");
  }
  if (Array.isArray(car.driveDestinations)) setDestinations(car.driveDestinations);
  if (isNum(car.speedFactor)) {
    const select = $("drive-speed-factor");
    if (select && document.activeElement !== select) select.value = String(car.speedFactor);
  }
  if (isObj(car.voice)) {
    setChecked("voice-siri-listening", car.voice.siriListening);
    setChecked("voice-siri-speaking", car.voice.siriSpeaking);
    setChecked("voice-on-call", car.voice.onCall);
    setText("voice-prompt-style", typeof car.voice.promptStyle === "string" ? car.voice.promptStyle : "—");
  }
}

// The destination list: the places the car's map offers (`CarState.driveDestinations`), then the app's trip.
function setDestinations(places) {
  const select = $("drive-destination");
  if (!select) return;
  const key = JSON.stringify(places);
  if (select.dataset.places === key) return;
  select.dataset.places = key;
  const chosen = select.value;
  const options = () => Array.from(select.querySelectorAll("option"));
  const trip = options().find((option) => option.value === "trip") || null;
  for (const option of options()) if (option !== trip) option.remove();
  for (const place of places) {
    if (!isObj(place) || typeof place.id !== "string" || typeof place.name !== "string") continue;
    const option = document.createElement("option");
    option.value = place.id;
    option.textContent = place.name;
    select.insertBefore(option, trip);
  }
  if (options().some((option) => option.value === chosen)) select.value = chosen;
}

function setText(id, text) { const el = $(id); if (el && el.textContent !== text) el.textContent = text; }
function setChecked(id, value) { const el = $(id); if (el) el.checked = value === true; }

// ------------------------------------------------------------------ voice prompts

// A `speech` message: the prompt is listed, and played when the driver unmuted the voice.
export function speech(message) {
  const u = isObj(message) ? message.utterance : null;
  if (!isObj(u) || typeof u.text !== "string") return;
  const entry = { app: u.app, id: u.id, text: u.text, url: typeof u.url === "string" ? u.url : null, played: false };
  heard.push(entry);
  if (heard.length > 100) heard.shift();
  setText("voice-last", `“${u.text}”`);
  // A browser plays sound only after the user acts on the page: the header asks for it the first time a prompt
  // comes while the voice is muted (a click on the badge unmutes and replays nothing already said).
  if (!unmuted && entry.url) $("voice-badge").hidden = false;
  if (!unmuted || !entry.url) return;
  queue.push(entry);
  playNext();
}

function playNext() {
  if (playing || !queue.length) return;
  const entry = queue.shift();
  const audio = $("voice-audio");
  playing = audio;
  audio.src = entry.url;
  const done = () => { playing = null; playNext(); };
  audio.onended = done;
  audio.onerror = done;
  const started = audio.play();
  entry.played = true;
  if (started && typeof started.catch === "function") started.catch(done);
}

function toggleMute() {
  unmuted = !unmuted;
  $("voice-badge").hidden = true;
  const button = $("voice-unmute");
  button.textContent = unmuted ? "Mute voice" : "Unmute voice";
  button.dataset.unmuted = String(unmuted);
  if (!unmuted) {
    queue.length = 0;
    const audio = $("voice-audio");
    audio.pause();
    playing = null;
  }
}

function sendVoice() {
  send({
    type: "voice", siriListening: $("voice-siri-listening").checked, siriSpeaking: $("voice-siri-speaking").checked,
    onCall: $("voice-on-call").checked,
  });
}

// ------------------------------------------------------------------ placing the car on the map

// The coordinate under a click on the app's map (projection.js, `unproject`), or null off every map.
function coordinateAt(event) {
  const host = $("car-screen");
  if (!isObj(state.screen) || !isObj(state.car) || !isObj(state.car.display)) return null;
  const display = state.car.display;
  const widthPoints = display.pixelWidth / display.scale;
  const rect = host.getBoundingClientRect();
  if (!(rect.width > 0) || !(widthPoints > 0)) return null;
  const scale = rect.width / widthPoints;
  const x = (event.clientX - rect.left) / scale, y = (event.clientY - rect.top) / scale;
  const node = mapNodeAt(state.screen.root, x, y);
  if (!node) return null;
  return unproject(node.mapView, node.frame, x, y);
}

function setPlacing(on) {
  placing = on;
  $("drive-place-mode").dataset.active = String(on);
  $("drive-place-mode").textContent = on ? "Click the map…" : "Place car on map";
  document.body.dataset.placingCar = String(on);
}

// ------------------------------------------------------------------ wiring

export function wireDrive() {
  $("drive-place").addEventListener("click", () => {
    const latitude = Number($("drive-latitude").value), longitude = Number($("drive-longitude").value);
    if ($("drive-latitude").value.trim() === "" || $("drive-longitude").value.trim() === "") return;
    vehicle("place", { latitude, longitude }); // the server checks the numbers (error: badField)
  });
  $("drive-place-mode").addEventListener("click", () => setPlacing(!placing));
  // Capture: in "place car" mode a click on the map places the car instead of tapping the screen.
  $("car-screen").addEventListener("click", (event) => {
    if (!placing) return;
    event.stopPropagation();
    event.preventDefault();
    const coordinate = coordinateAt(event);
    setPlacing(false);
    if (coordinate) vehicle("place", coordinate);
  }, true);
  for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup"]) {
    $("car-screen").addEventListener(type, (event) => { if (placing) event.stopPropagation(); }, true);
  }
  $("drive-go").addEventListener("click", () => vehicle("drive", { destination: $("drive-destination").value }));
  $("drive-stop").addEventListener("click", () => vehicle("stop"));
  // What the button does follows the server's state (`drivePaused`), as its label does.
  $("drive-pause").addEventListener("click", (event) => {
    vehicle(event.currentTarget.dataset.paused === "true" ? "resume" : "pause");
  });
  $("drive-wrong-turn").addEventListener("click", () => vehicle("wrongTurn"));
  $("drive-speed-factor").addEventListener("change", (event) => {
    vehicle("speed", { factor: Number(event.target.value) });
  });
  $("drive-gpx").addEventListener("change", (event) => {
    const file = event.target.files && event.target.files[0];
    if (!file) return;
    file.text().then((gpx) => { vehicle("track", { gpx }); event.target.value = ""; });
  });
  for (const id of ["voice-siri-listening", "voice-siri-speaking", "voice-on-call"]) {
    $(id).addEventListener("change", sendVoice);
  }
  $("siri-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("siri-text").value;
    if (text.trim() === "") return;
    input("siriSay", { text });
    $("siri-text").value = "";
  });
  // Someone calls the driver through a VoIP app (`phone` `ring`): the car's network sends the app a VoIP push.
  $("phone-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const caller = $("phone-caller").value.trim();
    if (caller === "") return;
    send({ type: "phone", action: "ring", caller });
  });
  // Someone writes to the driver (`phone` `message`): the car's network sends the messaging app a remote
  // notification; the sender is the name in the "Ring the phone" field.
  $("message-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const sender = $("phone-caller").value.trim();
    const text = $("message-text").value.trim();
    if (sender === "" || text === "") return;
    send({ type: "phone", action: "message", sender, text });
  });
  $("voice-unmute").addEventListener("click", toggleMute);
  $("voice-badge").addEventListener("click", () => { if (!unmuted) toggleMute(); });
  if (isObj(state.car)) updateDrive(state.car);
}
