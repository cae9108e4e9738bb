// The keyboard as the car's knob, keys and the search keyboard (index.html's "Keys and mouse" table).

import { state } from "./protocol.js";
import { input, send } from "./socket.js";
import { $ } from "./dom.js";

function searchOnScreen() {
  return !!document.querySelector("#car-screen [data-role='searchField']");
}

export function wireKeys() {
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
