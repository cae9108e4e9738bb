// What a role looks like beyond its drawing items (docs/SCREEN.md, Roles): classes, and glyphs that fill the node
// (waveforms, spinners, the progress fill). Children are drawn by the generic walker (render-tree.js) afterwards.

import { isObj, isStr, isNum, cssColor } from "./values.js";
import { current, missingImageEl } from "./images.js";
import { attach as attachMap } from "./map.js";

export const drawers = {
  barButton(el, n) { if (part(n, "barButton").rounded === true) el.classList.add("cp-rounded"); },
  nowPlayingButton(el, n) { waveform(el, n, true); },
  playingIndicator(el, n) { waveform(el, n, false); },
  audioIndicator(el, n) { waveform(el, n, false); },
  spinner(el) {
    const s = document.createElement("div");
    s.className = "cp-spinner-ring";
    el.appendChild(s);
  },
  rowImage(el, n) { shaped(el, n); },
  imageRowElement(el, n) { shaped(el, n); },
  thumbnail(el, n) { shaped(el, n); },
  image(el, n) { shaped(el, n); },
  progressBar(el, n) {
    const fill = document.createElement("div");
    fill.className = "cp-progress-fill";
    const color = cssColor(n.foreground);
    if (color) fill.style.backgroundColor = color;
    if (isNum(n.value)) fill.style.width = Math.max(0, Math.min(1, n.value)) * 100 + "%";
    else fill.style.width = "0";
    el.appendChild(fill);
    if (part(n, "progress").live === true) el.classList.add("cp-live");
    if (part(n, "progress").openEnded === true) el.classList.add("cp-open-ended");
  },
  unreadIndicator(el) { el.classList.add("cp-dot"); },
  // A point-of-interest template's map: the car's streets from the node's `mapView` (map.js), the pins over them.
  map(el, n) {
    el.classList.add(n.content.appearance === "dark" ? "cp-map-dark" : "cp-map-light");
    if (isObj(n.mapView)) {
      el.classList.add("cp-clips");
      attachMap(el, n, current.pixelScale);
    }
  },
  pin(el, n) { if (part(n, "pin").selected === true || n.isSelected) el.classList.add("cp-pin-selected"); },
  artwork(el, n) { if (n.content.isBackground === true) el.classList.add("cp-artwork-background"); },
  searchField(el, n) { if (part(n, "searchField").prompt !== true) el.classList.add("cp-has-text"); },
  alertAction(el, n) { if (part(n, "alertAction").customColor === true) el.classList.add("cp-custom-color"); },
  missingImage(el, n) { el.appendChild(missingImageEl(n.frame.width, n.frame.height)); },
  // A navigation app's window and its views: everything is in their drawing items but the clipping of children.
  appWindow(el, n) { clipped(el, n); },
  view(el, n) { clipped(el, n); },
  label(el, n) { clipped(el, n); },
  imageView(el, n) { clipped(el, n); },
  // The map template's cards (MapLayout.swift): rounded by the node's `corner`, in the node's own background (the
  // guidance card's colour is the app's `guidanceBackgroundColor`), with a shadow over the map.
  guidanceCard(el, n) { card(el, n); },
  tripEstimates(el, n) { card(el, n); },
  tripPreview(el, n) { card(el, n); },
  navigationAlert(el, n) { card(el, n); },
  // The Dashboard's shortcut buttons over the map (DashboardLayout.swift): rounded by their `corner`.
  dashboardShortcut(el, n) { card(el, n); },
  // The Dashboard view's widgets column (DashboardViewLayout.swift): a rounded card while empty ("No Widgets"), else
  // only the frame of its widgets and Live Activities, each a card drawn from its items (DashboardWidgetLayout.swift).
  widgets(el, n) { if (n.background) card(el, n); },
  widget(el, n) { card(el, n); el.classList.add("cp-clips"); },
  liveActivity(el, n) { card(el, n); el.classList.add("cp-clips"); },
  // A navigation app's banner over another app (NavigationBannerLayout.swift): its rounded card is a drawing item;
  // the element takes the item's corner and the cards' shadow, so the banner stands out from the bars under it.
  navigationBanner(el, n) {
    el.classList.add("cp-card");
    const shape = Array.isArray(n.drawing) ? n.drawing.find((i) => isObj(i) && isNum(i.cornerRadius)) : null;
    if (shape) el.style.borderRadius = shape.cornerRadius + "px";
  },
  // Siri's card over the app (SiriLayout.swift): drawn as the banner is.
  siri(el, n) { drawers.navigationBanner(el, n); },
  // A ringing call's card (CallLayout.swift): drawn as the banner is; its Accept and Decline buttons are children.
  callCard(el, n) { drawers.navigationBanner(el, n); },
  // An app's notification (NotificationBannerLayout.swift): drawn as the banner is.
  notificationBanner(el, n) { drawers.navigationBanner(el, n); },
  routeChoice(el) { el.classList.add("cp-rounded-rect"); },
  maneuver(el, n) { if (isStr(part(n, "maneuver").position)) el.dataset.position = part(n, "maneuver").position; },
  laneGuidance() {},
  lane(el, n) { if (isStr(part(n, "lane").status)) el.dataset.status = part(n, "lane").status; },
  // Round buttons floating on the map: the app's map buttons and the panning interface's arrows.
  mapButton(el, n) { shaped(el, n); },
  panButton(el, n) {
    shaped(el, n);
    if (isStr(n.content.direction)) el.dataset.direction = n.content.direction;
  },
  // An MKMapView: the car's map under the node's drawing items, painted by map.js from the node's `mapView`.
  mapView(el, n) {
    clipped(el, n);
    el.classList.add("cp-clips");
    if (isObj(n.mapView)) {
      el.dataset.mapAppearance = n.mapView.appearance === "dark" ? "dark" : "light";
      attachMap(el, n, current.pixelScale);
    }
  },
};

// Roles drawn by their items alone (docs/SCREEN.md lists every role).
export const KNOWN_ROLES = new Set([
  "screen", "statusBar", "clock", "appArea", "navigationBar", "title", "backButton", "tabBar", "tab", "badge",
  "content", "scrollView", "emptyView", "section", "sectionHeader", "sectionIndex", "listRow", "accessory",
  "explicitBadge", "imageRow", "messageRow", "pinnedHeader", "detailsHeader", "assistantCell", "overlay",
  "gridButton", "informationItem", "textButton", "pointOfInterest", "poiCard", "nowPlaying", "playbackControls",
  "playbackControl", "sportsTeam", "score", "eventStatus", "eventClock", "contactCard", "contactButton", "keyboard",
  "key", "searchResult", "voiceControl", "modal", "alert", "actionSheet", "message", "text", "button", "rating",
  "connectivity",
  "appIcon", "dashboardButton", "homeMessage", "notice", "navigationBanner", "mapTemplate",
  "dashboard", "dashboardShortcut", "instrumentCluster", "callScreen", "callButton", "callKey", "widgetLink",
  "widgetButton",
]);

// A group of the node's typed content (docs/SCREEN.md, Content), `{}` when absent.
function part(n, name) { return isObj(n.content) && isObj(n.content[name]) ? n.content[name] : {}; }

// A view that clips its children (`clipsToBounds`) to its frame, rounded by its `cornerRadius`.
function clipped(el, n) {
  const layer = part(n, "view");
  if (layer.clipsToBounds !== true) return;
  el.classList.add("cp-clips");
  const radius = Number(layer.cornerRadius);
  if (isFinite(radius) && radius > 0) el.style.borderRadius = radius + "px";
}

function card(el, n) {
  el.classList.add("cp-card");
  const radius = Number(n.content.corner);
  if (isFinite(radius) && radius > 0) el.style.borderRadius = radius + "px";
}

function shaped(el, n) {
  const shape = n.content.shape;
  if (shape === "circular") el.classList.add("cp-circular");
  else if (shape === "roundedSquare") el.classList.add("cp-rounded-square");
  else if (shape === "roundedRectangle") el.classList.add("cp-rounded-rect");
}

function waveform(el, n, big) {
  const wrap = document.createElement("div");
  wrap.className = "cp-waveform" + (big ? " cp-waveform-big" : "");
  const color = cssColor(n.foreground) || (n.image && cssColor(n.image.tint));
  for (let i = 0; i < 4; i++) {
    const b = document.createElement("span");
    b.style.animationDelay = -i * 0.23 + "s";
    if (color) b.style.backgroundColor = color;
    wrap.appendChild(b);
  }
  el.appendChild(wrap);
}
