// How big the page draws the car's displays in "Fit window" (view.js, displays.js): the page's own sizing, from the
// regions page.css gives them; it decides nothing about the car.

import { $ } from "./dom.js";

// The least zoom drawn: a window too small for the car still shows it, scrolled.
const LEAST = 0.1;

// The car's region of the page (#stage) inside its padding, in CSS px, and the gap between its rows; null before
// the page has a layout.
function stageBox() {
  const stage = $("stage");
  if (!stage || stage.clientWidth === 0) return null;
  const style = getComputedStyle(stage);
  const px = (value) => parseFloat(value) || 0;
  return {
    width: stage.clientWidth - px(style.paddingLeft) - px(style.paddingRight),
    height: stage.clientHeight - px(style.paddingTop) - px(style.paddingBottom),
    gap: px(style.rowGap),
  };
}

// How much wider and taller a bezel is than the display in it: its padding and border (not its size, which an empty
// bezel's least size sets).
function frameOf(bezel) {
  const style = getComputedStyle(bezel);
  const px = (name) => parseFloat(style[name]) || 0;
  return {
    width: px("paddingLeft") + px("paddingRight") + px("borderLeftWidth") + px("borderRightWidth"),
    height: px("paddingTop") + px("paddingBottom") + px("borderTopWidth") + px("borderBottomWidth"),
  };
}

// CSS px per pixel of the main display: whole in the car's region above what sits under it — the head-up strip, the
// hard keys, the cluster and the help's title — at most actual pixels.
export function fitZoom(pixelWidth, pixelHeight) {
  const box = stageBox();
  const column = $("screen-column");
  const bezel = $("screen-bezel");
  if (!box || !column || !bezel) return 1;
  const frame = frameOf(bezel);
  const under = column.offsetHeight - bezel.offsetHeight;
  const cluster = $("cluster-column");
  const clusterHeight = cluster && cluster.offsetHeight > 0 ? cluster.offsetHeight + box.gap : 0;
  const help = $("help");
  const helpTitle = help && help.open ? help.querySelector("summary") : help;
  const helpHeight = helpTitle ? helpTitle.offsetHeight + box.gap : 0;
  const width = box.width - frame.width;
  const height = box.height - frame.height - under - clusterHeight - helpHeight;
  return Math.max(LEAST, Math.min(1, width / pixelWidth, height / pixelHeight));
}

// CSS px per pixel of the cluster display: whole in the car's region and at most a third of its height, so the main
// display keeps the rest; at most actual pixels.
export function clusterFitZoom(pixelWidth, pixelHeight) {
  const box = stageBox();
  const bezel = $("cluster-bezel");
  if (!box || !bezel) return 1;
  const frame = frameOf(bezel);
  const width = box.width - frame.width;
  const height = box.height / 3 - frame.height;
  return Math.max(LEAST, Math.min(1, width / pixelWidth, height / pixelHeight));
}
