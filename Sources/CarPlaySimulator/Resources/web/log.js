// The event log panel: the server's log entries and the page's own (protocol.js, `localLog`).

import { isObj, isStr } from "./values.js";
import { logClass, logTime } from "./format.js";
import { state } from "./protocol.js";
import { $ } from "./dom.js";

// Entries are appended in one fragment per message, and nothing here reads layout: the panel follows the end from a
// ResizeObserver (wireLog), which runs after the browser's own layout of the frame.
export function addLog(entries) {
  const list = $("log-list");
  const rows = document.createDocumentFragment();
  for (const e of entries) {
    if (!isObj(e)) continue;
    state.log.push(e);
    const row = document.createElement("li");
    row.className = logClass(e.kind);
    row.dataset.kind = isStr(e.kind) ? e.kind : "";
    const time = document.createElement("span");
    time.className = "log-time";
    time.textContent = logTime(e.time);
    const kind = document.createElement("span");
    kind.className = "log-kind";
    kind.textContent = isStr(e.kind) ? e.kind : "?";
    const text = document.createElement("span");
    text.className = "log-text";
    // A long callback name breaks after "(" or ":" (between its labels), never inside a word.
    const parts = (isStr(e.text) ? e.text : JSON.stringify(e)).split(/(?<=[(:])/);
    parts.forEach((part, i) => {
      if (i > 0) text.appendChild(document.createElement("wbr"));
      text.appendChild(document.createTextNode(part));
    });
    row.append(time, kind, text);
    rows.appendChild(row);
  }
  if (state.log.length > 500) state.log.splice(0, state.log.length - 500);
  list.appendChild(rows);
  for (let extra = list.childElementCount - 500; extra > 0; extra--) list.firstElementChild.remove();
}

// Keeps the log panel at its end while the driver has not scrolled up: after layout (ResizeObserver callbacks run
// once per frame, after the browser's layout), so reading the heights forces no extra layout.
export function wireLog() {
  const panel = $("log");
  let height = 0;
  new ResizeObserver(() => {
    if (panel.scrollTop + panel.clientHeight >= height - 8) panel.scrollTop = panel.scrollHeight;
    height = panel.scrollHeight;
  }).observe($("log-list"));
  $("log-clear").addEventListener("click", () => { $("log-list").textContent = ""; });
}
