// Small helpers for the page's own elements (index.html).

export const $ = (id) => document.getElementById(id);

// Text written only when it changed: every diff redraws the panels, and an unchanged text is no change.
export function setText(el, text) { if (el.textContent !== text) el.textContent = text; }
