// The simulator page: the WebSocket protocol (docs/PROTOCOL.md), the controls beside the screen, and driver input.
// All car state shown here comes from the server's `car`; controls only send `control` messages.
"use strict";

(function () {
  const R = window.CarPlayRender;
  const $ = (id) => document.getElementById(id);
  const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
  const isStr = (v) => typeof v === "string";

  // What tests (and people in the console) can read.
  const state = {
    seq: 0, screen: null, car: null, connected: false, protocol: null,
    log: [], acks: [], errors: [], problems: [], sent: 0, sentMessages: [], resyncs: 0, touchpad: false,
    // ?checkDraw=1 (or setting this): after every incremental draw, compare the DOM with a fresh full draw of the
    // same screen (window.carplayCheckDraw); mismatches are kept here and reported as problems.
    checkDraw: new URLSearchParams(location.search).get("checkDraw") === "1", drawChecks: 0, drawMismatches: [],
  };
  window.carplay = state;

  // Timings for latency measurements (performance.now() ms), one entry per `state` or `diff` received, the last
  // 10,000: `inputAt` when the last `input` message since the previous entry was sent (null if none), `receivedAt`
  // when the message arrived, `drawnAt` right after it was drawn (null if it was not: a diff on another base),
  // `paintedAt` in the next requestAnimationFrame callback after that. Messages are drawn as they arrive, so
  // nothing waits for a timer or a frame before drawing.
  const timings = [];
  window.carplayTimings = timings;
  let lastInputAt = null;
  let unpainted = [];
  let paintScheduled = false;

  function timingEntry(seq, receivedAt) {
    const entry = { seq: Number.isInteger(seq) ? seq : null, inputAt: lastInputAt, receivedAt, drawnAt: null, paintedAt: null };
    lastInputAt = null;
    timings.push(entry);
    if (timings.length > 10000) timings.splice(0, timings.length - 10000);
    return entry;
  }

  function timingDrawn(entry) {
    entry.drawnAt = performance.now();
    unpainted.push(entry);
    if (paintScheduled) return;
    paintScheduled = true;
    requestAnimationFrame(() => {
      const now = performance.now();
      for (const e of unpainted) e.paintedAt = now;
      unpainted = [];
      paintScheduled = false;
    });
  }

  let socket = null;
  let backoff = 250;
  let reconnectTimer = null;
  let nextId = 1;
  let awaitingState = false;
  let drawScheduled = false;
  // What the next draw must do: the screen ops received since the last draw, or (needFull) everything.
  let pendingOps = [];
  let needFull = true;

  // ---------------------------------------------------------------- log

  // Entries are appended in one fragment per message, and nothing here reads layout: the panel follows the end from a
  // ResizeObserver (wireLog), which runs after the browser's own layout of the frame.
  function addLog(entries) {
    const list = $("log-list");
    const rows = document.createDocumentFragment();
    for (const e of entries) {
      if (!isObj(e)) continue;
      state.log.push(e);
      const row = document.createElement("li");
      row.className = "log-" + (isStr(e.kind) ? e.kind.replace(/[^a-z]/gi, "") : "other");
      row.dataset.kind = isStr(e.kind) ? e.kind : "";
      const time = document.createElement("span");
      time.className = "log-time";
      time.textContent = isStr(e.time) ? e.time.replace(/^.*T/, "").replace(/(\.\d+)?Z?$/, "") : "";
      const kind = document.createElement("span");
      kind.className = "log-kind";
      kind.textContent = isStr(e.kind) ? e.kind : "?";
      const text = document.createElement("span");
      text.className = "log-text";
      text.textContent = isStr(e.text) ? e.text : JSON.stringify(e);
      row.append(time, kind, text);
      rows.appendChild(row);
    }
    if (state.log.length > 500) state.log.splice(0, state.log.length - 500);
    list.appendChild(rows);
    for (let extra = list.childElementCount - 500; extra > 0; extra--) list.firstElementChild.remove();
  }

  // Keeps the log panel at its end while the driver has not scrolled up: after layout (ResizeObserver callbacks run
  // once per frame, after the browser's layout), so reading the heights forces no extra layout.
  function wireLog() {
    const panel = $("log");
    let height = 0;
    new ResizeObserver(() => {
      if (panel.scrollTop + panel.clientHeight >= height - 8) panel.scrollTop = panel.scrollHeight;
      height = panel.scrollHeight;
    }).observe($("log-list"));
  }

  function localLog(kind, text) {
    addLog([{ time: new Date().toISOString(), kind, text, local: true }]);
  }

  // Problems with server data: drawn around, reported once each.
  const reported = new Set();
  function problem(text) {
    if (reported.has(text)) return;
    reported.add(text);
    state.problems.push(text);
    localLog("page", text);
  }

  // ---------------------------------------------------------------- socket

  function send(message) {
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      localLog("page", `not connected: ${message.type} not sent`);
      return null;
    }
    message.id = nextId++;
    socket.send(JSON.stringify(message));
    if (message.type === "input") lastInputAt = performance.now();
    state.sent++;
    state.lastSent = message;
    state.sentMessages.push(message);
    if (state.sentMessages.length > 100) state.sentMessages.shift();
    return message.id;
  }
  // Taps name what the driver saw: they carry the screen's seq, so the server refuses a tap on a screen that has
  // changed since (error outOfDate) instead of hitting whatever is there now. Knob and key input is relative.
  const input = (action, fields) => {
    const message = Object.assign({ type: "input", action }, fields || {});
    if (action === "tap" || action === "tapAt") message.seq = state.seq;
    return send(message);
  };
  const control = (name, value) => send({ type: "control", name, value });
  state.send = send;

  function connect() {
    clearTimeout(reconnectTimer);
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    let ws;
    try {
      ws = new WebSocket(`${scheme}://${location.host}/ws`);
    } catch (e) {
      scheduleReconnect();
      return;
    }
    socket = ws;
    setConnection("connecting");
    ws.onopen = () => {
      backoff = 250;
      state.connected = true;
      awaitingState = true;
      setConnection("open");
    };
    ws.onmessage = (event) => {
      const receivedAt = performance.now();
      if (typeof event.data !== "string") { problem("binary frame from the server ignored"); return; }
      let message;
      try { message = JSON.parse(event.data); } catch (e) { problem("unparsable message from the server"); return; }
      try { handle(message, receivedAt); } catch (e) { problem(`could not handle ${message && message.type}: ${e.message}`); }
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      state.connected = false;
      socket = null;
      setConnection("closed");
      scheduleReconnect();
    };
    ws.onerror = () => {};
  }

  function scheduleReconnect() {
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(connect, backoff);
    backoff = Math.min(backoff * 2, 5000);
  }

  function setConnection(status) {
    const el = $("connection-status");
    el.dataset.status = status;
    el.textContent = { open: "Connected to simulator", connecting: "Connecting…", closed: "Disconnected — retrying" }[status];
    document.body.dataset.socket = status;
    drawControls(); // controls are disabled while there is no server to send them to
  }

  function handle(m, receivedAt) {
    if (!isObj(m) || !isStr(m.type)) { problem("message without a type"); return; }
    switch (m.type) {
      case "welcome":
        state.protocol = m.protocol;
        if (m.protocol !== 1) problem(`server speaks protocol ${m.protocol}; this page knows 1`);
        if (m.screenSchema !== undefined && m.screenSchema !== 2) problem(`screen schema ${m.screenSchema}; this page knows 2`);
        break;
      case "state": {
        const entry = timingEntry(m.seq, receivedAt);
        awaitingState = false;
        state.seq = Number.isInteger(m.seq) ? m.seq : 0;
        if (isObj(m.car)) state.car = m.car;
        state.screen = checkScreen(m.screen);
        if (window.CarPlayDisplays) window.CarPlayDisplays.onState(m); // the Dashboard tile and the cluster
        needFull = true;
        draw();
        timingDrawn(entry);
        break;
      }
      case "diff": {
        const entry = timingEntry(m.seq, receivedAt);
        if (applyDiff(m)) {
          draw();
          timingDrawn(entry);
        }
        break;
      }
      case "log":
        if (Array.isArray(m.entries)) addLog(m.entries);
        break;
      case "ack":
        state.acks.push(m);
        if (state.acks.length > 200) state.acks.shift();
        // Outcomes a driver would notice as "nothing happened" (or the app closing) go to the log.
        if (!["handled", "handledBySystem", "handlerRunning"].includes(m.outcome)) {
          localLog("input", `message ${m.inReplyTo}: ${m.outcome}`);
        }
        break;
      case "speech": // a voice prompt started (drive.js plays it)
        if (window.CarPlayDrive) window.CarPlayDrive.speech(m);
        break;
      case "error":
        state.errors.push(m);
        addLog([{ time: new Date().toISOString(), kind: "error", text: `${m.code}: ${m.message}` + (m.inReplyTo ? ` (message ${m.inReplyTo})` : "") }]);
        break;
      default:
        problem(`unknown message type "${m.type}"`);
    }
  }

  function checkScreen(screen) {
    if (screen === null || screen === undefined) return null;
    if (!isObj(screen) || !isObj(screen.root)) { problem("screen without a root; showing the home screen"); return null; }
    if (screen.schemaVersion !== 2) problem(`screen schema version ${screen.schemaVersion}; this page knows 2`);
    return screen;
  }

  function resync() {
    awaitingState = true;
    state.resyncs++;
    send({ type: "resync" });
  }

  // Applies a diff to the state; true when it was applied (and is to be drawn).
  function applyDiff(m) {
    if (awaitingState) return false;
    if (!Number.isInteger(m.seq) || m.base !== state.seq) {
      resync();
      return false;
    }
    let screen = state.screen;
    if ("screen" in m) {
      screen = checkScreen(m.screen);
      needFull = true;
    } else if (Array.isArray(m.screenOps)) {
      try {
        // In place: copying the whole screen first cost as much as drawing the change. An operation that fails leaves
        // the screen half patched, so the page draws nothing more until the resync's `state` replaces it whole.
        screen = applyPatch(screen, m.screenOps, true);
      } catch (e) {
        needFull = true;
        pendingOps = [];
        problem(`could not apply a screen diff (${e.message}); resyncing`);
        reported.delete(`could not apply a screen diff (${e.message}); resyncing`);
        resync();
        return false;
      }
      screen = checkScreen(screen);
      if (!needFull) for (const op of m.screenOps) pendingOps.push(op); // (no spread: a long patch would overflow the arguments)
    }
    if (window.CarPlayDisplays && !window.CarPlayDisplays.onDiff(m)) {
      needFull = true;
      pendingOps = [];
      resync();
      return false;
    }
    if (isObj(m.car)) state.car = m.car;
    state.screen = screen;
    state.seq = m.seq;
    return true;
  }

  // ---------------------------------------------------------------- JSON Patch (RFC 6902)

  function parsePointer(path) {
    if (path === "") return [];
    if (!isStr(path) || path[0] !== "/") throw new Error(`bad pointer ${path}`);
    return path.slice(1).split("/").map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
  }

  function locate(doc, tokens) {
    let parent = doc;
    for (let i = 0; i < tokens.length - 1; i++) {
      const t = tokens[i];
      if (Array.isArray(parent)) {
        const index = Number(t);
        if (!/^(0|[1-9][0-9]*)$/.test(t) || index >= parent.length) throw new Error(`no element ${t}`);
        parent = parent[index];
      } else if (isObj(parent) && Object.prototype.hasOwnProperty.call(parent, t)) {
        parent = parent[t];
      } else {
        throw new Error(`no member ${t}`);
      }
    }
    return parent;
  }

  function getAt(doc, path) {
    const tokens = parsePointer(path);
    if (!tokens.length) return doc;
    const parent = locate(doc, tokens);
    const key = tokens[tokens.length - 1];
    if (Array.isArray(parent)) {
      if (!/^(0|[1-9][0-9]*)$/.test(key) || Number(key) >= parent.length) throw new Error(`no element ${key}`);
      return parent[Number(key)];
    }
    if (!isObj(parent) || !Object.prototype.hasOwnProperty.call(parent, key)) throw new Error(`no member ${key}`);
    return parent[key];
  }

  function applyOp(doc, op) {
    if (!isObj(op) || !isStr(op.op) || !isStr(op.path)) throw new Error("malformed operation");
    const tokens = parsePointer(op.path);
    const value = op.op === "copy" || op.op === "move" ? structuredClone(getAt(doc, op.from)) : op.value;
    if (op.op === "test") {
      if (JSON.stringify(getAt(doc, op.path)) !== JSON.stringify(op.value)) throw new Error(`test failed at ${op.path}`);
      return doc;
    }
    if (op.op === "move") doc = applyOp(doc, { op: "remove", path: op.from });
    if (!tokens.length) {
      if (op.op === "remove") return null;
      return value;
    }
    const parent = locate(doc, tokens);
    const key = tokens[tokens.length - 1];
    const add = op.op === "add" || op.op === "copy" || op.op === "move";
    if (Array.isArray(parent)) {
      const index = key === "-" ? parent.length : Number(key);
      if (key !== "-" && !/^(0|[1-9][0-9]*)$/.test(key)) throw new Error(`bad index ${key}`);
      if (add) {
        if (index > parent.length) throw new Error(`index ${key} out of range`);
        parent.splice(index, 0, value);
      } else if (op.op === "remove" || op.op === "replace") {
        if (index >= parent.length) throw new Error(`index ${key} out of range`);
        if (op.op === "remove") parent.splice(index, 1);
        else parent[index] = value;
      } else throw new Error(`unknown op ${op.op}`);
    } else if (isObj(parent)) {
      const has = Object.prototype.hasOwnProperty.call(parent, key);
      if (add) parent[key] = value;
      else if (op.op === "remove" || op.op === "replace") {
        if (!has) throw new Error(`no member ${key}`);
        if (op.op === "remove") delete parent[key];
        else parent[key] = value;
      } else throw new Error(`unknown op ${op.op}`);
    } else {
      throw new Error(`cannot change ${op.path}`);
    }
    return doc;
  }

  // Applies all operations to a copy (the original is untouched when one fails), or with `inPlace` to `doc` itself.
  function applyPatch(doc, ops, inPlace) {
    let result = doc === null || doc === undefined || inPlace ? doc : structuredClone(doc);
    for (const op of ops) result = applyOp(result, op);
    return result;
  }
  window.CarPlayPatch = { applyPatch };

  // ---------------------------------------------------------------- drawing

  // Screens from the server are drawn as they arrive (`handle`); this is for the page's own reasons to draw again
  // (the zoom, the window's size, a symbol found missing), once in the next frame.
  function scheduleDraw() {
    if (drawScheduled) return;
    drawScheduled = true;
    requestAnimationFrame(() => { drawScheduled = false; draw(); });
  }
  R.onSymbolMissing = () => { needFull = true; scheduleDraw(); };

  let surface = null;
  function draw() {
    const host = $("car-screen");
    const car = state.car;
    try {
      if (!state.screen || awaitingState) needFull = true; // (waiting for a `state`: it is drawn whole)
      else {
        // The server sends the home screen as a Screen too (its root says "kind": "home"). Only the nodes the ops
        // since the last draw touch are redrawn (render.js, updateScreen); a whole screen is drawn whole.
        const ops = pendingOps;
        const full = needFull;
        pendingOps = [];
        needFull = false;
        surface = full ? R.drawScreen(host, state.screen, zoom(), problem)
                       : R.updateScreen(host, state.screen, ops, zoom(), problem);
        if (state.checkDraw && !full) checkDrawNow();
        const root = state.screen.root;
        const home = isObj(root) && isObj(root.attributes) && root.attributes.kind === "home";
        const showing = !home ? "screen" : car && car.connected === false ? "disconnected" : "home";
        if (host.dataset.showing !== showing) host.dataset.showing = showing;
      }
    } catch (e) {
      problem(`could not draw: ${e.message}`);
    }
    const warnings = state.screen && Array.isArray(state.screen.warnings) ? state.screen.warnings : [];
    setText($("screen-warnings"), warnings.filter(isStr).join(" · "));
    host.dataset.seq = state.seq;
    if (window.CarPlayDisplays) window.CarPlayDisplays.draw(car, zoom()); // dashboard.js
    drawControls();
    if (window.CarPlayDrive) window.CarPlayDrive.update(car); // the drive panel (drive.js)
  }


  // Compares the screen as drawn (incrementally) with a fresh full draw of the same screen, element for element
  // (outerHTML). `cp-img-broken`, which a failed image load adds later, is left out of the comparison.
  function checkDraw() {
    const host = $("car-screen");
    const live = host.querySelector(".cp-surface");
    if (!state.screen) return { ok: !live, reason: "no screen" };
    const scratch = document.createElement("div");
    R.drawScreen(scratch, state.screen, zoom(), () => {});
    const fresh = scratch.querySelector(".cp-surface");
    const clean = (html) => html.replace(/ cp-img-broken/g, "");
    const a = live ? clean(live.outerHTML) : "";
    const b = clean(fresh.outerHTML);
    if (a === b) return { ok: true, length: a.length, seq: state.seq };
    let i = 0;
    while (i < a.length && a[i] === b[i]) i++;
    return { ok: false, seq: state.seq, at: i, drawn: a.slice(Math.max(0, i - 300), i + 300),
             fresh: b.slice(Math.max(0, i - 300), i + 300) };
  }
  window.carplayCheckDraw = checkDraw;

  function checkDrawNow() {
    const result = checkDraw();
    state.drawChecks++;
    if (result.ok) return;
    state.drawMismatches.push(result);
    if (state.drawMismatches.length > 20) state.drawMismatches.shift();
    problem(`incremental draw differs from a full draw at seq ${result.seq}`);
  }

  function zoom() {
    const v = $("view-zoom").value;
    if (v === "fit") {
      const car = state.car;
      const display = (state.screen && state.screen.display) || (car && car.display) || {};
      const pw = display.pixelWidth || 800;
      const ph = display.pixelHeight || 480;
      const avail = Math.max(200, window.innerWidth - (window.innerWidth > 1100 ? 420 : 80));
      const availH = Math.max(200, window.innerHeight - 160);
      return Math.min(1, avail / pw, availH / ph);
    }
    return Number(v) || 1;
  }

  // ---------------------------------------------------------------- controls

  // Text written only when it changed: every diff redraws the controls, and an unchanged text is no change.
  function setText(el, text) { if (el.textContent !== text) el.textContent = text; }

  function setChecked(id, value) { const el = $(id); el.checked = !!value; el.disabled = !state.car || !state.connected; }

  function drawControls() {
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
    setText(button, connected ? "Disconnect iPhone" : "Connect iPhone");
    button.dataset.connected = connected ? "true" : "false";
    button.disabled = !state.connected;
    const radio = isObj(car.radio) ? car.radio : {};
    setChecked("control-radio", radio.on);
    setText($("radio-state"), radioText(radio, car));
    $("radio-state").dataset.state = !radio.on ? "off" : radio.ducked ? "ducked" : radio.playing ? "playing" : "stopped";
    setText($("audio-owner"), audioOwnerText(car));
    $("audio-owner").dataset.owner = isStr(car.audioOwner) ? car.audioOwner : "";
    setText($("display-name"), isStr(display.name) ? display.name : "");
    setText($("foreground-app"), appName(car, car.foregroundApp) || "Home screen");
  }

  function appName(car, id) {
    if (!isStr(id)) return null;
    const app = Array.isArray(car.apps) ? car.apps.find((a) => isObj(a) && a.id === id) : null;
    return app && isStr(app.name) ? app.name : id;
  }

  function radioText(radio, car) {
    if (!radio.on) return "Off";
    const station = isStr(radio.station) ? radio.station + " " : "";
    if (radio.ducked) return `${station}ducked (a voice prompt is speaking)`;
    if (radio.playing) return `${station}playing`;
    const owner = appName(car, car.audioOwner);
    return owner ? `${station}stopped: ${owner} took audio` : `${station}stopped`;
  }

  function audioOwnerText(car) {
    const owner = appName(car, car.audioOwner);
    if (owner) return owner;
    return car.radio && car.radio.on ? "Car radio" : "Nobody";
  }

  function wireControls() {
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
    for (const key of ["home", "back", "playPause", "next"]) {
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
    $("view-zoom").addEventListener("change", scheduleDraw);
    window.addEventListener("resize", () => { if ($("view-zoom").value === "fit") scheduleDraw(); });
    $("log-clear").addEventListener("click", () => { $("log-list").textContent = ""; });
  }

  // ---------------------------------------------------------------- driver input

  // A point in screen points from a mouse event over the car screen.
  function pointAt(event) {
    const host = $("car-screen");
    const s = host.querySelector(".cp-surface");
    if (!s || !surface) return null;
    const rect = s.getBoundingClientRect();
    const x = (event.clientX - rect.left) / surface.scale;
    const y = (event.clientY - rect.top) / surface.scale;
    if (x < 0 || y < 0 || x > surface.width || y > surface.height) return null;
    return { x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100 };
  }

  function topModal() {
    const modals = document.querySelectorAll("#car-screen .cp-modal");
    return modals.length ? modals[modals.length - 1] : null;
  }

  function wireScreen() {
    const host = $("car-screen");
    host.addEventListener("click", (event) => {
      if (host.dataset.showing !== "screen" && host.dataset.showing !== "home") return;
      if (state.touchpad) { input("knobPress"); return; }
      const target = event.target.closest("[data-tappable='true']");
      const modal = topModal();
      // While a modal is up only its own elements take taps.
      if (target && target.dataset.elementId && (!modal || modal.contains(target))) {
        input("tap", { element: target.dataset.elementId });
        return;
      }
      const p = pointAt(event);
      if (p) input("tapAt", p);
    });
    // At most one pointerMove a frame: the first at once, the latest of the rest in the next frame (no timer).
    let moveSentThisFrame = false;
    let pendingMove = null;
    const nextFrame = () => {
      if (pendingMove) {
        input("pointerMove", pendingMove);
        pendingMove = null;
        requestAnimationFrame(nextFrame);
      } else moveSentThisFrame = false;
    };
    host.addEventListener("mousemove", (event) => {
      if (!state.touchpad || host.dataset.showing !== "screen") return;
      const p = pointAt(event);
      if (!p) return;
      if (moveSentThisFrame) { pendingMove = p; return; }
      moveSentThisFrame = true;
      input("pointerMove", p);
      requestAnimationFrame(nextFrame);
    });
    let wheelAccum = 0;
    host.addEventListener("wheel", (event) => {
      // The knob works in apps and on the home screen (it moves the home screen's focus).
      if (host.dataset.showing !== "screen" && host.dataset.showing !== "home") return;
      event.preventDefault();
      wheelAccum += event.deltaY;
      if (Math.abs(wheelAccum) >= 40) {
        const steps = Math.sign(wheelAccum);
        wheelAccum = 0;
        input("knobRotate", { steps });
      }
    }, { passive: false });
  }

  // ---------------------------------------------------------------- the map template (docs/PROTOCOL.md, map input)

  // The display's input devices (docs/SCREEN.md, display.inputDevices): 1 touch, 8 multitouch.
  const hasInput = (bit) => {
    const d = state.screen && state.screen.display;
    return !!d && Number.isInteger(d.inputDevices) && (d.inputDevices & bit) !== 0;
  };
  // A point over the map of the map template: not over a button, a card or the navigation bar drawn on it.
  function overMap(event) {
    const host = $("car-screen");
    if (host.dataset.showing !== "screen" || state.touchpad) return false;
    const t = event.target;
    if (!t || !t.closest || !t.closest("#car-screen [data-role='mapTemplate']")) return false;
    return !t.closest("[data-tappable='true'], .cp-card, [data-role='navigationBar'], .cp-modal");
  }
  const round = (v) => Math.round(v * 100) / 100;

  // Mouse and pen drags pan the map (`mapDrag` began/changed/ended, at most one change a frame; fingers are touch.js's,
  // with the two-finger gestures); the wheel with Ctrl (a trackpad's pinch) zooms, and so does the plain wheel over the
  // map on multitouch displays (elsewhere the wheel stays the knob). A drag ends without a tap.
  function wireMap() {
    const host = $("car-screen");
    const DRAG_START = 6; // CSS px before a press becomes a drag
    const pointers = new Map(); // pointerId → {x, y} in CSS px
    let drag = null; // {id, start, last, began, samples, pending}
    let suppressClick = false;
    const scale = () => (surface && surface.scale) || 1;
    const velocityOf = (samples, value) => {
      if (samples.length < 2) return 0;
      const a = samples[0], b = samples[samples.length - 1];
      const dt = (b.t - a.t) / 1000;
      return dt > 0 ? round((value(b) - value(a)) / dt) : 0;
    };
    const keep = (samples, sample) => {
      samples.push(sample);
      while (samples.length > 2 && sample.t - samples[0].t > 100) samples.shift();
    };
    const sendDragChange = () => {
      if (!drag || !drag.pending) return;
      drag.pending = false;
      const s = scale();
      input("mapDrag", {
        phase: "changed", dx: round((drag.last.x - drag.start.x) / s), dy: round((drag.last.y - drag.start.y) / s),
        vx: round(velocityOf(drag.samples, (p) => p.x) / s), vy: round(velocityOf(drag.samples, (p) => p.y) / s),
      });
    };
    const endDrag = () => {
      if (!drag) return;
      if (drag.began) {
        sendDragChange();
        const s = scale();
        input("mapDrag", {
          phase: "ended", vx: round(velocityOf(drag.samples, (p) => p.x) / s),
          vy: round(velocityOf(drag.samples, (p) => p.y) / s),
        });
        suppressClick = true;
      }
      drag = null;
    };

    // A pan arrow held down (longer than HOLD ms) is `mapPan` began, then ended when let go; a short press stays a
    // tap of the arrow (its node's `panMap` action).
    const HOLD = 350;
    let held = null; // {id, direction, timer, began}
    // A press starts anew: a gesture that ended without a click (a pinch) swallows no later tap.
    host.addEventListener("pointerdown", () => { suppressClick = false; }, true);
    host.addEventListener("pointerdown", (event) => {
      const arrow = event.target && event.target.closest && event.target.closest("[data-role='panButton'][data-direction]");
      if (!arrow || held || state.touchpad || (event.pointerType === "mouse" && event.button !== 0)) return;
      const direction = arrow.dataset.direction;
      held = { id: event.pointerId, direction, began: false, timer: null };
      held.timer = setTimeout(() => {
        if (!held) return;
        held.began = true;
        input("mapPan", { direction, phase: "began" });
      }, HOLD);
    });
    const release = (event) => {
      if (!held || held.id !== event.pointerId) return;
      clearTimeout(held.timer);
      if (held.began) {
        input("mapPan", { direction: held.direction, phase: "ended" });
        suppressClick = true;
      }
      held = null;
    };
    host.addEventListener("pointerup", release);
    host.addEventListener("pointercancel", release);

    host.addEventListener("pointerdown", (event) => {
      if (event.pointerType === "touch" && window.CarPlayTouch) return; // fingers on the map: touch.js
      if (!overMap(event) || (event.pointerType === "mouse" && event.button !== 0)) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.size === 1 && hasInput(1)) {
        const p = { x: event.clientX, y: event.clientY, t: performance.now() };
        drag = { id: event.pointerId, start: p, last: p, began: false, samples: [p], pending: false };
      }
    });
    host.addEventListener("pointermove", (event) => {
      if (!pointers.has(event.pointerId)) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (!drag || drag.id !== event.pointerId) return;
      const p = { x: event.clientX, y: event.clientY, t: performance.now() };
      drag.last = p;
      keep(drag.samples, p);
      if (!drag.began) {
        if (Math.hypot(p.x - drag.start.x, p.y - drag.start.y) < DRAG_START) return;
        drag.began = true;
        if (host.setPointerCapture) try { host.setPointerCapture(event.pointerId); } catch (e) { /* gone already */ }
        input("mapDrag", { phase: "began" });
      }
      if (drag.pending) return;
      drag.pending = true;
      requestAnimationFrame(sendDragChange);
    });
    const lift = (event) => {
      if (!pointers.has(event.pointerId)) return;
      pointers.delete(event.pointerId);
      if (drag && drag.id === event.pointerId) endDrag();
    };
    host.addEventListener("pointerup", lift);
    host.addEventListener("pointercancel", lift);
    // The click that ends a drag or a pinch is not a tap (before the screen's own click handler).
    host.addEventListener("click", (event) => {
      if (!suppressClick) return;
      suppressClick = false;
      event.stopImmediatePropagation();
    }, true);

    let wheel = null; // {center, scale, timer}
    host.addEventListener("wheel", (event) => {
      if (!overMap(event) || !(event.ctrlKey || hasInput(8))) return;
      // Zoom, not the knob.
      event.preventDefault();
      event.stopImmediatePropagation();
      const center = pointAt(event);
      if (!center) return;
      if (!wheel) {
        wheel = { center, scale: 1, timer: null };
        input("mapPinch", { phase: "began", x: center.x, y: center.y });
      }
      wheel.scale = Math.max(0.01, Math.min(100, round(wheel.scale * Math.exp(-event.deltaY / 300))));
      input("mapPinch", { phase: "changed", x: wheel.center.x, y: wheel.center.y, scale: wheel.scale });
      clearTimeout(wheel.timer);
      wheel.timer = setTimeout(() => {
        input("mapPinch", { phase: "ended", x: wheel.center.x, y: wheel.center.y, scale: wheel.scale });
        wheel = null;
      }, 250);
    }, { passive: false, capture: true });
  }

  function searchOnScreen() {
    return !!document.querySelector("#car-screen [data-role='searchField']");
  }

  function wireKeys() {
    document.addEventListener("keydown", (event) => {
      const t = event.target;
      if (t && (t.tagName === "INPUT" && t.type === "text" || t.tagName === "TEXTAREA" || t.tagName === "SELECT")) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const onScreen = state.screen && $("car-screen").dataset.showing === "screen";
      const search = onScreen && searchOnScreen();
      let handled = true;
      switch (event.key) {
        case "ArrowUp": input("knobNudge", { direction: "up" }); break;
        case "ArrowDown": input("knobNudge", { direction: "down" }); break;
        case "ArrowLeft": input("knobNudge", { direction: "left" }); break;
        case "ArrowRight": input("knobNudge", { direction: "right" }); break;
        case "[": case "PageUp": input("knobRotate", { steps: -1 }); break;
        case "]": case "PageDown": input("knobRotate", { steps: 1 }); break;
        case "Enter": input("knobPress"); break;
        case "Escape": input("back"); break;
        case "Backspace": {
          const del = search && document.querySelector("#car-screen [data-role='key'][data-key='delete']");
          if (del) input("tap", { element: del.dataset.elementId });
          else input("back");
          break;
        }
        default:
          if (search && event.key.length === 1) input("type", { text: event.key });
          else if (event.key === "h" || event.key === "H") send({ type: "home" });
          else if (event.key === "?") $("help").open = !$("help").open;
          else handled = false;
      }
      if (handled) event.preventDefault();
    });
  }

  // ---------------------------------------------------------------- start

  function start() {
    if (window.CarPlayDisplays) window.CarPlayDisplays.start({ problem, send });
    wireControls();
    wireLog();
    wireScreen();
    wireMap();
    wireKeys();
    setConnection("connecting");
    connect();
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
