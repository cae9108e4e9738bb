// The head-up display strip's maneuver and lane arrows as SVG path data (docs/PROTOCOL.md, `headUp`). Pure: no DOM.

import { isNum } from "./values.js";

// Arrow paths in a 48×48 box, the car travelling up from the bottom centre. One per glyph name the car sends.
export const GLYPHS = {
  straight: "M24 44 V8 M14 18 L24 8 L34 18",
  turnLeft: "M28 44 V24 Q28 18 22 18 H8 M16 10 L8 18 L16 26",
  turnRight: "M20 44 V24 Q20 18 26 18 H40 M32 10 L40 18 L32 26",
  slightLeft: "M28 44 V28 L14 12 M13 23 L13 11 L25 11",
  slightRight: "M20 44 V28 L34 12 M35 23 L35 11 L23 11",
  sharpLeft: "M30 44 V14 L10 34 M10 22 V34 H22",
  sharpRight: "M18 44 V14 L38 34 M38 22 V34 H26",
  keepLeft: "M30 44 V30 L18 18 V6 M10 14 L18 6 L26 14",
  keepRight: "M18 44 V30 L30 18 V6 M22 14 L30 6 L38 14",
  uTurnLeft: "M32 44 V16 A8 8 0 0 0 16 16 V30 M8 22 L16 30 L24 22",
  uTurnRight: "M16 44 V16 A8 8 0 0 1 32 16 V30 M24 22 L32 30 L40 22",
  exitLeft: "M30 44 V4 M30 26 L12 10 M12 20 V10 H22",
  exitRight: "M18 44 V4 M18 26 L36 10 M36 20 V10 H26",
  merge: "M12 44 Q12 28 24 20 V4 M36 44 V30 L24 20 M16 12 L24 4 L32 12",
  ferry: "M6 30 H42 L36 40 H12 Z M14 30 V20 H34 V30 M24 20 V10",
  depart: "M24 44 V10 M14 20 L24 10 L34 20 M14 44 H34",
  arrive: "M24 44 V22 M24 6 A8 8 0 1 1 23.9 6 Z",
  arriveLeft: "M30 44 V18 M12 10 A6 6 0 1 1 11.9 10 Z",
  arriveRight: "M18 44 V18 M36 10 A6 6 0 1 1 35.9 10 Z",
};

// The roundabout in the 48×48 box: its circle (centre 24,22, radius 9), and the paths of the entry from below, the
// exit at `angle` degrees (0 ahead, clockwise positive, as the metadata's junction angles) and its arrowhead.
export const ROUNDABOUT_CIRCLE = { cx: "24", cy: "22", r: "9" };
export function roundaboutPaths(angle) {
  const a = ((isNum(angle) ? angle : 0) * Math.PI) / 180;
  const sx = 24 + 9 * Math.sin(a), sy = 22 - 9 * Math.cos(a);
  const ex = 24 + 20 * Math.sin(a), ey = 22 - 20 * Math.cos(a);
  const head = (dx) => {
    const b = a + Math.PI + dx;
    return `L${(ex + 7 * Math.sin(b)).toFixed(1)} ${(ey - 7 * Math.cos(b)).toFixed(1)}`;
  };
  return [
    "M24 44 V31",
    `M${sx.toFixed(1)} ${sy.toFixed(1)} L${ex.toFixed(1)} ${ey.toFixed(1)}`,
    `M${ex.toFixed(1)} ${ey.toFixed(1)} ${head(0.5)} M${ex.toFixed(1)} ${ey.toFixed(1)} ${head(-0.5)}`,
  ];
}

// One arrow of a lane in a 24×32 box: up from the bottom, then towards `angle` degrees (clamped to ±180).
export function laneArrowPath(angle) {
  const a = (Math.max(-180, Math.min(180, angle)) * Math.PI) / 180;
  const ex = 12 + 10 * Math.sin(a), ey = 16 - 10 * Math.cos(a);
  return `M12 30 V16 L${ex.toFixed(1)} ${ey.toFixed(1)}`;
}
