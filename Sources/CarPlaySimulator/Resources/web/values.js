// Checks and conversions of the JSON values the server sends (docs/SCREEN.md, docs/PROTOCOL.md), shared by every
// module. Pure: no DOM.

export const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
export const isStr = (v) => typeof v === "string";
export const isNum = (v) => typeof v === "number" && isFinite(v);

// Rounded to hundredths: points and velocities the page sends.
export const round2 = (v) => Math.round(v * 100) / 100;

// A JSON Pointer's array index: a number without sign or leading zeros.
export const isIndex = (t) => /^(0|[1-9][0-9]*)$/.test(t);

// The tokens of a JSON Pointer (RFC 6901), `~1` and `~0` unescaped; null when it is not a pointer.
export function pointerTokens(path) {
  if (path === "") return [];
  if (!isStr(path) || path[0] !== "/") return null;
  return path.slice(1).split("/").map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}

// Colours arrive as #RRGGBB or #RRGGBBAA; anything else is ignored.
export function cssColor(value) {
  if (!isStr(value)) return null;
  if (/^#[0-9A-Fa-f]{6}$/.test(value)) return value;
  const m = /^#([0-9A-Fa-f]{6})([0-9A-Fa-f]{2})$/.exec(value);
  if (m) {
    const n = parseInt(m[1], 16);
    return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${(parseInt(m[2], 16) / 255).toFixed(3)})`;
  }
  return null;
}

export function validFrame(f) {
  return isObj(f) && isNum(f.x) && isNum(f.y) && isNum(f.width) && isNum(f.height) && f.width >= 0 && f.height >= 0;
}

export function symbolURL(name) { return "/symbols/" + encodeURIComponent(name) + ".svg"; }

// Where the pixels of a non-symbol image come from (PROTOCOL.md: GET /images/<kind>/<value>?appearance=&scale=),
// for a screen of `appearance` ("light" or "dark").
export function imageURL(image, appearance) {
  if (isStr(image.url)) return image.url;
  const source = image.source;
  if (!isObj(source)) return null;
  const query = `?appearance=${appearance}` + (isNum(image.scale) ? `&scale=${image.scale}` : "");
  if (isStr(source.data)) return "/images/data/" + encodeURIComponent(source.data);
  if (isStr(source.named)) return "/images/named/" + encodeURIComponent(source.named) + query;
  if (isStr(source.file)) return "/images/file/" + encodeURIComponent(source.file) + query;
  if (isStr(source.appIcon)) return "/apps/" + encodeURIComponent(source.appIcon) + "/icon";
  return null;
}

// Whether the display has an input device, by its name (docs/SCREEN.md, display.inputDevices).
export function hasInputDevice(display, name) {
  return !!display && Array.isArray(display.inputDevices) && display.inputDevices.includes(name);
}
