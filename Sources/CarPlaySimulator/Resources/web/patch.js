// JSON Patch (RFC 6902) as the server sends it (docs/PROTOCOL.md, `screenOps`, `dashboardOps`, `clusterOps`): `add`,
// `remove` and `replace` with JSON Pointer paths; `copy`, `move` and `test` are applied too. Pure: no DOM.

import { isObj, isStr, isIndex, pointerTokens } from "./values.js";

function parsePointer(path) {
  const tokens = pointerTokens(path);
  if (!tokens) throw new Error(`bad pointer ${path}`);
  return tokens;
}

// The container of the last token, walking down the others.
function locate(doc, tokens) {
  let parent = doc;
  for (let i = 0; i < tokens.length - 1; i++) {
    const t = tokens[i];
    if (Array.isArray(parent)) {
      const index = Number(t);
      if (!isIndex(t) || index >= parent.length) throw new Error(`no element ${t}`);
      parent = parent[index];
    } else if (isObj(parent) && Object.prototype.hasOwnProperty.call(parent, t)) {
      parent = parent[t];
    } else {
      throw new Error(`no member ${t}`);
    }
  }
  return parent;
}

function getAt(doc, path) {
  const tokens = parsePointer(path);
  if (!tokens.length) return doc;
  const parent = locate(doc, tokens);
  const key = tokens[tokens.length - 1];
  if (Array.isArray(parent)) {
    if (!isIndex(key) || Number(key) >= parent.length) throw new Error(`no element ${key}`);
    return parent[Number(key)];
  }
  if (!isObj(parent) || !Object.prototype.hasOwnProperty.call(parent, key)) throw new Error(`no member ${key}`);
  return parent[key];
}

// Applies one operation to `doc` in place; returns the document (a new one when the operation replaces the root).
export function applyOp(doc, op) {
  if (!isObj(op) || !isStr(op.op) || !isStr(op.path)) throw new Error("malformed operation");
  const tokens = parsePointer(op.path);
  const value = op.op === "copy" || op.op === "move" ? structuredClone(getAt(doc, op.from)) : op.value;
  if (op.op === "test") {
    if (JSON.stringify(getAt(doc, op.path)) !== JSON.stringify(op.value)) throw new Error(`test failed at ${op.path}`);
    return doc;
  }
  if (op.op === "move") doc = applyOp(doc, { op: "remove", path: op.from });
  if (!tokens.length) {
    if (op.op === "remove") return null;
    return value;
  }
  const parent = locate(doc, tokens);
  const key = tokens[tokens.length - 1];
  const add = op.op === "add" || op.op === "copy" || op.op === "move";
  if (Array.isArray(parent)) {
    const index = key === "-" ? parent.length : Number(key);
    if (key !== "-" && !isIndex(key)) throw new Error(`bad index ${key}`);
    if (add) {
      if (index > parent.length) throw new Error(`index ${key} out of range`);
      parent.splice(index, 0, value);
    } else if (op.op === "remove" || op.op === "replace") {
      if (index >= parent.length) throw new Error(`index ${key} out of range`);
      if (op.op === "remove") parent.splice(index, 1);
      else parent[index] = value;
    } else throw new Error(`unknown op ${op.op}`);
  } else if (isObj(parent)) {
    const has = Object.prototype.hasOwnProperty.call(parent, key);
    if (add) parent[key] = value;
    else if (op.op === "remove" || op.op === "replace") {
      if (!has) throw new Error(`no member ${key}`);
      if (op.op === "remove") delete parent[key];
      else parent[key] = value;
    } else throw new Error(`unknown op ${op.op}`);
  } else {
    throw new Error(`cannot change ${op.path}`);
  }
  return doc;
}

// Applies all operations to a copy (the original is untouched when one fails), or with `inPlace` to `doc` itself.
export function applyPatch(doc, ops, inPlace) {
  let result = doc === null || doc === undefined || inPlace ? doc : structuredClone(doc);
  for (const op of ops) result = applyOp(result, op);
  return result;
}
