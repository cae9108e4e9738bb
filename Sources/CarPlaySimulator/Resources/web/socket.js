// The WebSocket to the simulator (docs/PROTOCOL.md, "Transport"): connecting and reconnecting, and sending the
// page's messages. What arrives is handled by protocol.js.

import { state, handle, expectState, inputSent, problem, localLog } from "./protocol.js";

let socket = null;
let backoff = 250;
let reconnectTimer = null;
let nextId = 1;
let onStatus = () => {};

// The per-run token of a simulator that listens beyond loopback: the printed URL's `?token=…` (docs/PROTOCOL.md,
// "Access"); sent with the WebSocket's URL. Null on loopback.
export const accessToken = () => new URLSearchParams(location.search).get("token");

// Sends `message` with the next id; the id, or null when there is no connection.
export function send(message) {
  if (!socket || socket.readyState !== WebSocket.OPEN) {
    localLog("page", `not connected: ${message.type} not sent`);
    return null;
  }
  message.id = nextId++;
  socket.send(JSON.stringify(message));
  if (message.type === "input") inputSent(performance.now());
  state.sent++;
  state.lastSent = message;
  state.sentMessages.push(message);
  if (state.sentMessages.length > 100) state.sentMessages.shift();
  return message.id;
}

// Taps name what the driver saw: they carry the screen's seq, so the server refuses a tap on a screen that has
// changed since (error outOfDate) instead of hitting whatever is there now. Knob and key input is relative.
export const input = (action, fields) => {
  const message = Object.assign({ type: "input", action }, fields || {});
  if (action === "tap" || action === "tapAt") message.seq = state.seq;
  return send(message);
};
export const control = (name, value) => send({ type: "control", name, value });

// Connects (and reconnects whenever the socket closes); `statusChanged` hears "connecting", "open" and "closed".
export function connect(statusChanged) {
  if (statusChanged) onStatus = statusChanged;
  clearTimeout(reconnectTimer);
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  let ws;
  try {
    const token = accessToken();
    const query = token ? `?token=${encodeURIComponent(token)}` : "";
    ws = new WebSocket(`${scheme}://${location.host}/ws${query}`);
  } catch (e) {
    scheduleReconnect();
    return;
  }
  socket = ws;
  onStatus("connecting");
  ws.onopen = () => {
    backoff = 250;
    state.connected = true;
    expectState();
    onStatus("open");
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
    onStatus("closed");
    scheduleReconnect();
  };
  ws.onerror = () => {};
}

function scheduleReconnect() {
  clearTimeout(reconnectTimer);
  reconnectTimer = setTimeout(connect, backoff);
  backoff = Math.min(backoff * 2, 5000);
}
