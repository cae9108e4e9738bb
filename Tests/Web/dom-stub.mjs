// A small DOM for drawing the page's Screen JSON in node (no npm, so no jsdom): elements with ordered attributes,
// `style` (ordered declarations: setting one already there keeps its place, as in a browser), `dataset`,
// `classList`, children, `textContent`, `outerHTML`, and `querySelector(All)` / `closest` for simple selectors
// (tags, #ids, .classes, [attributes], descendants, comma lists). Just what the drawing code uses.

const VOID = new Set(["img", "input", "br", "hr", "meta", "link"]);

const kebab = (name) => name.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase());
const styleName = (prop) => (prop.startsWith("--") ? prop : kebab(prop).replace(/^webkit-/, "-webkit-"));
const escapeText = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttr = (s) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

export class TextNode {
  constructor(data, doc) { this.nodeType = 3; this.data = String(data); this.parentNode = null; this.ownerDocument = doc; }
  get textContent() { return this.data; }
  set textContent(v) { this.data = String(v); }
  get outerHTML() { return escapeText(this.data); }
  get isConnected() { return connected(this); }
  remove() { if (this.parentNode) this.parentNode.removeChild(this); }
}

// A CSSStyleDeclaration: properties read and written by their camelCase names, kept in the order first set.
function makeStyle(el) {
  const decls = new Map();
  const write = () => {
    if (decls.size) el.attributes.set("style", [...decls].map(([k, v]) => `${k}: ${v};`).join(" "));
    else el.attributes.delete("style");
  };
  const api = {
    setProperty(name, value) { set(styleName(name), value); },
    getPropertyValue(name) { return decls.get(styleName(name)) || ""; },
    removeProperty(name) { const v = decls.get(styleName(name)) || ""; set(styleName(name), ""); return v; },
    get cssText() { return [...decls].map(([k, v]) => `${k}: ${v};`).join(" "); },
  };
  function set(name, value) {
    if (value === "" || value === null || value === undefined) decls.delete(name);
    else decls.set(name, String(value));
    write();
  }
  return new Proxy(api, {
    get(target, prop) {
      if (typeof prop !== "string" || prop in target) return target[prop];
      return decls.get(styleName(prop)) || "";
    },
    set(target, prop, value) { set(styleName(prop), value); return true; },
  });
}

function makeDataset(el) {
  return new Proxy({}, {
    get(_, key) { return typeof key === "string" ? el.getAttribute("data-" + kebab(key)) ?? undefined : undefined; },
    set(_, key, value) { el.setAttribute("data-" + kebab(key), String(value)); return true; },
    deleteProperty(_, key) { el.removeAttribute("data-" + kebab(key)); return true; },
    has(_, key) { return el.hasAttribute("data-" + kebab(key)); },
    ownKeys() {
      return [...el.attributes.keys()].filter((k) => k.startsWith("data-"))
        .map((k) => k.slice(5).replace(/-([a-z])/g, (_, c) => c.toUpperCase()));
    },
    getOwnPropertyDescriptor(_, key) {
      const v = el.getAttribute("data-" + kebab(key));
      return v === null ? undefined : { value: v, enumerable: true, configurable: true, writable: true };
    },
  });
}

function connected(node) {
  let n = node;
  while (n.parentNode) n = n.parentNode;
  return !!n.ownerDocument && n === n.ownerDocument.documentElement;
}

export class Element {
  constructor(tag, doc, namespace) {
    this.nodeType = 1;
    this.namespaceURI = namespace || "http://www.w3.org/1999/xhtml";
    this.localName = namespace ? tag : tag.toLowerCase();
    this.tagName = namespace ? tag : tag.toUpperCase();
    this.ownerDocument = doc;
    this.attributes = new Map();
    this.childNodes = [];
    this.parentNode = null;
    this.listeners = [];
    this.style = makeStyle(this);
    this.dataset = makeDataset(this);
    const self = this;
    this.classList = {
      get list() { return (self.getAttribute("class") || "").split(/\s+/).filter(Boolean); },
      add(...names) { const l = this.list; for (const n of names) if (!l.includes(n)) l.push(n); self.setAttribute("class", l.join(" ")); },
      remove(...names) { if (self.hasAttribute("class")) self.setAttribute("class", this.list.filter((n) => !names.includes(n)).join(" ")); },
      contains(name) { return this.list.includes(name); },
      toggle(name, force) {
        const on = force === undefined ? !this.contains(name) : !!force;
        if (on) this.add(name); else this.remove(name);
        return on;
      },
      get length() { return this.list.length; },
    };
  }

  setAttribute(name, value) { this.attributes.set(String(name).toLowerCase(), String(value)); }
  getAttribute(name) { const v = this.attributes.get(String(name).toLowerCase()); return v === undefined ? null : v; }
  hasAttribute(name) { return this.attributes.has(String(name).toLowerCase()); }
  removeAttribute(name) { this.attributes.delete(String(name).toLowerCase()); }

  get className() { return this.getAttribute("class") || ""; }
  set className(v) { this.setAttribute("class", v); }
  get id() { return this.getAttribute("id") || ""; }
  set id(v) { this.setAttribute("id", v); }
  // Reflected attributes the drawing code sets.
  get src() { return this.getAttribute("src") || ""; }
  set src(v) { this.setAttribute("src", v); }
  get alt() { return this.getAttribute("alt") || ""; }
  set alt(v) { this.setAttribute("alt", v); }
  get draggable() { return this.getAttribute("draggable") === "true"; }
  set draggable(v) { this.setAttribute("draggable", v ? "true" : "false"); }
  get hidden() { return this.hasAttribute("hidden"); }
  set hidden(v) { if (v) this.setAttribute("hidden", ""); else this.removeAttribute("hidden"); }

  get children() { return this.childNodes.filter((n) => n.nodeType === 1); }
  get firstChild() { return this.childNodes[0] || null; }
  get lastChild() { return this.childNodes[this.childNodes.length - 1] || null; }
  get firstElementChild() { return this.children[0] || null; }
  get childElementCount() { return this.children.length; }
  get isConnected() { return connected(this); }

  get textContent() { return this.childNodes.map((n) => n.textContent).join(""); }
  set textContent(v) {
    for (const c of this.childNodes) c.parentNode = null;
    this.childNodes = [];
    const text = v === null || v === undefined ? "" : String(v);
    if (text) this.appendChild(new TextNode(text, this.ownerDocument));
  }

  appendChild(node) { return this.insertBefore(node, null); }
  append(...nodes) {
    for (const n of nodes) this.appendChild(typeof n === "string" ? new TextNode(n, this.ownerDocument) : n);
  }
  insertBefore(node, ref) {
    if (node.isFragment) {
      for (const c of [...node.childNodes]) this.insertBefore(c, ref);
      return node;
    }
    if (node.parentNode) node.parentNode.removeChild(node);
    const index = ref ? this.childNodes.indexOf(ref) : -1;
    if (ref && index < 0) throw new Error("insertBefore: the reference is not a child");
    if (index < 0) this.childNodes.push(node); else this.childNodes.splice(index, 0, node);
    node.parentNode = this;
    return node;
  }
  removeChild(node) {
    const index = this.childNodes.indexOf(node);
    if (index < 0) throw new Error("removeChild: not a child");
    this.childNodes.splice(index, 1);
    node.parentNode = null;
    return node;
  }
  replaceChild(node, old) {
    if (old.parentNode !== this) throw new Error("replaceChild: not a child");
    if (node.parentNode) node.parentNode.removeChild(node);
    this.childNodes[this.childNodes.indexOf(old)] = node;
    node.parentNode = this;
    old.parentNode = null;
    return old;
  }
  remove() { if (this.parentNode) this.parentNode.removeChild(this); }
  contains(node) {
    for (let n = node; n; n = n.parentNode) if (n === this) return true;
    return false;
  }

  get outerHTML() {
    const attrs = [...this.attributes].map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join("");
    if (VOID.has(this.localName)) return `<${this.localName}${attrs}>`;
    return `<${this.localName}${attrs}>${this.innerHTML}</${this.localName}>`;
  }
  get innerHTML() { return this.childNodes.map((n) => n.outerHTML).join(""); }

  matches(selector) { return parseSelectorList(selector).some((s) => matchesComplex(this, s)); }
  closest(selector) {
    const list = parseSelectorList(selector);
    for (let n = this; n && n.nodeType === 1; n = n.parentNode) if (list.some((s) => matchesComplex(n, s))) return n;
    return null;
  }
  querySelectorAll(selector) {
    const list = parseSelectorList(selector);
    const found = [];
    const visit = (el) => {
      for (const c of el.children) {
        if (list.some((s) => matchesComplex(c, s))) found.push(c);
        visit(c);
      }
    };
    visit(this);
    return found;
  }
  querySelector(selector) { return this.querySelectorAll(selector)[0] || null; }

  addEventListener(type, fn, options) { this.listeners.push({ type, fn, options }); }
  removeEventListener(type, fn) { this.listeners = this.listeners.filter((l) => l.type !== type || l.fn !== fn); }
  dispatchEvent(event) {
    for (const l of this.listeners) if (l.type === event.type) l.fn.call(this, event);
    return true;
  }
  getBoundingClientRect() { return { left: 0, top: 0, right: 0, bottom: 0, width: 0, height: 0, x: 0, y: 0 }; }
}

// ------------------------------------------------------------------ selectors

function unescapeCSS(s) {
  return s.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex, c) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : c));
}

// "a .b, [c='d'] e" → [[compound, compound], [compound, compound]], each compound {tag, id, classes, attrs}.
function parseSelectorList(text) {
  const list = [];
  let complex = [];
  let compound = null;
  let i = 0;
  const fresh = () => ({ tag: null, id: null, classes: [], attrs: [] });
  const ident = () => {
    let s = "";
    while (i < text.length && /[\w\-\\\u0080-\uffff]/.test(text[i])) {
      if (text[i] === "\\") { s += text.slice(i, i + 2); i += 2; } else s += text[i++];
    }
    return unescapeCSS(s);
  };
  while (i < text.length) {
    const c = text[i];
    if (c === ",") { if (compound) complex.push(compound); list.push(complex); complex = []; compound = null; i++; continue; }
    if (/\s/.test(c)) { if (compound) complex.push(compound); compound = null; i++; continue; }
    compound = compound || fresh();
    if (c === "#") { i++; compound.id = ident(); }
    else if (c === ".") { i++; compound.classes.push(ident()); }
    else if (c === "[") {
      i++;
      const name = ident();
      let value = null;
      if (text[i] === "=") {
        i++;
        const quote = text[i];
        if (quote === "'" || quote === '"') {
          let s = "";
          i++;
          while (i < text.length && text[i] !== quote) { if (text[i] === "\\") { s += text.slice(i, i + 2); i += 2; } else s += text[i++]; }
          i++;
          value = unescapeCSS(s);
        } else value = ident();
      }
      if (text[i] !== "]") throw new Error(`selector not understood: ${text}`);
      i++;
      compound.attrs.push({ name: name.toLowerCase(), value });
    } else if (c === "*") { i++; }
    else if (/[\w-]/.test(c)) compound.tag = ident().toLowerCase();
    else throw new Error(`selector not understood: ${text}`);
  }
  if (compound) complex.push(compound);
  if (complex.length) list.push(complex);
  return list;
}

function matchesCompound(el, c) {
  if (c.tag && el.localName.toLowerCase() !== c.tag) return false;
  if (c.id && el.getAttribute("id") !== c.id) return false;
  if (c.classes.some((name) => !el.classList.contains(name))) return false;
  return c.attrs.every((a) => (a.value === null ? el.hasAttribute(a.name) : el.getAttribute(a.name) === a.value));
}

function matchesComplex(el, complex) {
  if (!matchesCompound(el, complex[complex.length - 1])) return false;
  let n = el.parentNode;
  for (let k = complex.length - 2; k >= 0; k--) {
    while (n && n.nodeType === 1 && !matchesCompound(n, complex[k])) n = n.parentNode;
    if (!n || n.nodeType !== 1) return false;
    n = n.parentNode;
  }
  return true;
}

// ------------------------------------------------------------------ document and globals

class Fragment extends Element {
  constructor(doc) { super("#fragment", doc); this.isFragment = true; }
}

export class Document {
  constructor() {
    this.documentElement = new Element("html", this);
    this.body = new Element("body", this);
    this.documentElement.appendChild(this.body);
    this.readyState = "complete";
    this.activeElement = this.body;
    this.listeners = [];
  }
  createElement(tag) { return new Element(tag, this); }
  createElementNS(namespace, tag) { return new Element(tag, this, namespace); }
  createTextNode(text) { return new TextNode(text, this); }
  createDocumentFragment() { return new Fragment(this); }
  getElementById(id) { return this.documentElement.querySelector(`#${CSS_ESCAPE(id)}`); }
  querySelector(s) { return this.documentElement.querySelector(s); }
  querySelectorAll(s) { return this.documentElement.querySelectorAll(s); }
  addEventListener(type, fn) { this.listeners.push({ type, fn }); }
}

function CSS_ESCAPE(value) {
  return String(value).replace(/[^A-Za-z0-9_\-\u0080-\uffff]/g, (c) => "\\" + c);
}

// Puts a fresh document and the browser globals the page's modules use on `globalThis`; returns what tests poke:
// the document, the animation frame callbacks waiting, and the Image objects made (symbol probes).
export function installDOM() {
  const doc = new Document();
  const frames = [];
  const images = [];
  class Image {
    constructor() { this.src = ""; this.onerror = null; this.onload = null; images.push(this); }
  }
  Object.assign(globalThis, {
    document: doc,
    window: { devicePixelRatio: 1, innerWidth: 1600, innerHeight: 1000, addEventListener() {} },
    Image,
    CSS: { escape: CSS_ESCAPE },
    requestAnimationFrame: (fn) => { frames.push(fn); return frames.length; },
  });
  return { document: doc, frames, images };
}
