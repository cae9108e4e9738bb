// The simulator page (index.html): wires the modules together and connects. The page keeps no app logic: it draws what
// the server sends (docs/PROTOCOL.md, docs/SCREEN.md) and sends input back by element id.
//
//   protocol   values.js, patch.js, protocol.js (messages, diffs, problems), socket.js (the WebSocket), format.js
//   drawing    render.js, render-tree.js, marks.js, roles.js, items.js, images.js (screens); view.js (the car screen)
//   map        map.js (canvases), map-paint.js, map-data.js (tiles), map-style.js, projection.js
//   input      input-screen.js (mouse), input-map.js (mouse on the map), input-home.js (swipes on the home
//              screen), input-keys.js, touch.js, gestures.js (maths)
//   panels     controls.js (settings, hard keys), displays.js (Dashboard tile, cluster), hud.js,
//              drive.js (Drive and Voice), log.js

import { applyPatch } from "./patch.js";
import { configure, displays, state, timings } from "./protocol.js";
import { accessToken, connect, send } from "./socket.js";
import { setAccessToken } from "./map-data.js";
import { drawScreen, updateScreen, stats as renderStats } from "./render.js";
import { attach, stats as mapStats } from "./map.js";
import { checkDraw, draw, scheduleDraw, wireView } from "./view.js";
import { addLog, wireLog } from "./log.js";
import { showConnection, wireControls } from "./controls.js";
import { wireDisplays } from "./displays.js";
import { drawHUD } from "./hud.js";
import { heard, isUnmuted, speech, wireDrive } from "./drive.js";
import { showReview, wireReview } from "./review.js";
import { wireScreen } from "./input-screen.js";
import { wireMap } from "./input-map.js";
import { wireScroll } from "./input-scroll.js";
import { wireHome } from "./input-home.js";
import { wireKeys } from "./input-keys.js";
import { active, pointAt, stats as touchStats, wireTouch } from "./touch.js";

state.checkDraw = new URLSearchParams(location.search).get("checkDraw") === "1";
state.send = send;
configure({ send, draw, log: addLog, speech, review: showReview, nextFrame: (fn) => requestAnimationFrame(fn) });

// What the browser tests (Tests/Browser) and people in the console read and call; nothing on the page reads these.
Object.assign(window, {
  carplay: state,
  carplayTimings: timings,
  carplayCheckDraw: checkDraw,
  carplayDisplays: displays,
  CarPlayPatch: { applyPatch },
  CarPlayRender: { drawScreen, updateScreen, stats: renderStats },
  CarPlayMap: { attach, stats: mapStats },
  CarPlayDrive: { speech, heard, isUnmuted },
  CarPlayTouch: { stats: touchStats, pointAt, active },
  CarPlayDisplays: { drawHeadUp: drawHUD },
});

function start() {
  wireView();
  wireDisplays();
  wireControls(scheduleDraw);
  wireLog();
  wireScreen();
  wireMap();
  wireHome();
  wireScroll();
  wireKeys();
  showConnection("connecting");
  setAccessToken(accessToken());
  connect(showConnection);
  wireDrive();
  wireReview();
  wireTouch();
}
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();
