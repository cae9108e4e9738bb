// A small JavaScript tokenizer and the names a module declares and uses, for the lint test (no npm, so no parser):
// cheap and scope-blind — a name declared anywhere in a file counts as declared everywhere in it, so it finds a name
// a module uses without declaring or importing it (a forgotten import, a global of the old classic scripts), not
// every scoping mistake.

const KEYWORDS = new Set(("break case catch class const continue debugger default delete do else export extends " +
  "finally for function if import in instanceof let new return super switch this throw try typeof var void while " +
  "with yield await async of as from get set static true false null").split(" "));
// After these, a `/` starts a regular expression.
const EXPRESSION_KEYWORDS = new Set(["return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void",
  "throw", "instanceof", "yield", "await"]);

// Tokens: {type: "id" | "num" | "str" | "regex" | "punct", value}. Template literals become "str" tokens with their
// `${…}` parts tokenized as code.
export function tokenize(src) {
  const tokens = [];
  const braces = []; // "{" or "template" for each open brace, to know where a template's `${…}` ends
  let i = 0;
  const last = () => tokens[tokens.length - 1];
  const regexAllowed = () => {
    const t = last();
    if (!t) return true;
    if (t.type === "punct") return !/^[)\]}]$/.test(t.value);
    return t.type === "id" && EXPRESSION_KEYWORDS.has(t.value);
  };
  // Scans a template literal's text from `i` up to its end or its next `${`.
  const template = () => {
    while (i < src.length) {
      if (src[i] === "\\") { i += 2; continue; }
      if (src[i] === "`") { i++; tokens.push({ type: "str", value: "`" }); return; }
      if (src[i] === "$" && src[i + 1] === "{") { i += 2; braces.push("template"); tokens.push({ type: "punct", value: "(" }); return; }
      i++;
    }
    throw new Error("unterminated template literal");
  };
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) { i++; continue; }
    if (c === "/" && src[i + 1] === "/") { while (i < src.length && src[i] !== "\n") i++; continue; }
    if (c === "/" && src[i + 1] === "*") { const end = src.indexOf("*/", i + 2); if (end < 0) throw new Error("unterminated comment"); i = end + 2; continue; }
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < src.length && src[j] !== c) { if (src[j] === "\\") j++; if (src[j] === "\n") throw new Error("unterminated string"); j++; }
      tokens.push({ type: "str", value: src.slice(i, j + 1) });
      i = j + 1;
      continue;
    }
    if (c === "`") { i++; template(); continue; }
    if (/[0-9]/.test(c) || (c === "." && /[0-9]/.test(src[i + 1]))) {
      const m = /^(0[xX][0-9a-fA-F]+|[0-9]*\.?[0-9]+(?:[eE][+-]?[0-9]+)?)/.exec(src.slice(i));
      tokens.push({ type: "num", value: m[0] });
      i += m[0].length;
      continue;
    }
    if (/[A-Za-z_$]/.test(c)) {
      const m = /^[A-Za-z_$][\w$]*/.exec(src.slice(i));
      tokens.push({ type: "id", value: m[0] });
      i += m[0].length;
      continue;
    }
    if (c === "/" && regexAllowed()) {
      let j = i + 1, inClass = false;
      while (j < src.length && (inClass || src[j] !== "/")) {
        if (src[j] === "\\") j++;
        else if (src[j] === "[") inClass = true;
        else if (src[j] === "]") inClass = false;
        else if (src[j] === "\n") throw new Error("unterminated regular expression");
        j++;
      }
      j++;
      while (/[a-z]/.test(src[j] || "")) j++;
      tokens.push({ type: "regex", value: src.slice(i, j) });
      i = j;
      continue;
    }
    if (c === "{") { braces.push("{"); tokens.push({ type: "punct", value: c }); i++; continue; }
    if (c === "}") {
      i++;
      if (braces.pop() === "template") { tokens.push({ type: "punct", value: ")" }); template(); }
      else tokens.push({ type: "punct", value: "}" });
      continue;
    }
    const multi = ["...", "=>", "?.", "===", "!==", "==", "!=", "<=", ">=", "&&", "||", "??", "++", "--", "+=", "-=", "*=", "/=", "**"]
      .find((p) => src.startsWith(p, i));
    const value = multi || c;
    tokens.push({ type: "punct", value });
    i += value.length;
  }
  return tokens;
}

const CLOSE = { "(": ")", "[": "]", "{": "}" };

// The index of the token closing the bracket at `open`.
function closing(tokens, open) {
  let depth = 0;
  for (let k = open; k < tokens.length; k++) {
    const v = tokens[k].type === "punct" ? tokens[k].value : null;
    if (v === "(" || v === "[" || v === "{") depth++;
    else if (v === ")" || v === "]" || v === "}") { depth--; if (depth === 0) return k; }
  }
  return tokens.length - 1;
}

// The index of the token opening the bracket that closes at `close`.
function opening(tokens, close) {
  let depth = 0;
  for (let k = close; k >= 0; k--) {
    const v = tokens[k].type === "punct" ? tokens[k].value : null;
    if (v === ")" || v === "]" || v === "}") depth++;
    else if (v === "(" || v === "[" || v === "{") { depth--; if (depth === 0) return k; }
  }
  return 0;
}

const isId = (t) => t && t.type === "id" && !KEYWORDS.has(t.value);
const isPunct = (t, v) => t && t.type === "punct" && t.value === v;

// Every name the module declares: imports, variables (with destructuring), functions and their parameters, classes,
// arrow function and method parameters, catch bindings.
export function declaredNames(src) {
  const tokens = tokenize(src);
  const names = new Set();
  const addRange = (from, to) => { for (let k = from; k <= to; k++) if (isId(tokens[k])) names.add(tokens[k].value); };
  // A binding at `k`: a name, or a destructuring pattern.
  const binding = (k) => {
    if (isId(tokens[k])) { names.add(tokens[k].value); return k; }
    if (isPunct(tokens[k], "{") || isPunct(tokens[k], "[")) { const end = closing(tokens, k); addRange(k, end); return end; }
    return k;
  };
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.type === "id" && (t.value === "const" || t.value === "let" || t.value === "var")) {
      // Every declarator: the first, and each after a comma at this depth, up to the end of the statement.
      let j = binding(k + 1) + 1, depth = 0;
      for (; j < tokens.length; j++) {
        const v = tokens[j].type === "punct" ? tokens[j].value : null;
        if (v === "(" || v === "[" || v === "{") depth++;
        else if (v === ")" || v === "]" || v === "}") { if (--depth < 0) break; }
        else if (depth === 0 && v === ";") break;
        else if (depth === 0 && v === ",") j = binding(j + 1);
        else if (depth === 0 && tokens[j].type === "id" && (tokens[j].value === "of" || tokens[j].value === "in")) break;
      }
    } else if (t.type === "id" && (t.value === "function" || t.value === "class")) {
      let j = k + 1;
      if (isPunct(tokens[j], "*")) j++;
      if (isId(tokens[j])) names.add(tokens[j++].value);
      if (t.value === "function" && isPunct(tokens[j], "(")) addRange(j, closing(tokens, j));
    } else if (t.type === "id" && t.value === "import") {
      let j = k + 1;
      while (j < tokens.length && !(tokens[j].type === "id" && tokens[j].value === "from") && tokens[j].type !== "str") {
        if (isId(tokens[j])) names.add(tokens[j].value);
        j++;
      }
    } else if (t.type === "id" && t.value === "catch" && isPunct(tokens[k + 1], "(")) {
      addRange(k + 1, closing(tokens, k + 1));
    } else if (isPunct(t, "=>")) {
      if (isId(tokens[k - 1])) names.add(tokens[k - 1].value);
      else if (isPunct(tokens[k - 1], ")")) addRange(opening(tokens, k - 1), k - 1);
    } else if (isId(t) && isPunct(tokens[k + 1], "(") && !isPunct(tokens[k - 1], ".")) {
      // A method: `name(params) {` (a call is followed by anything but a block).
      const end = closing(tokens, k + 1);
      if (isPunct(tokens[end + 1], "{")) addRange(k + 1, end);
    }
  }
  return names;
}

// Every name the module reads or writes as a variable: not a property (after `.`), not an object literal's key, not a
// keyword.
export function usedNames(src) {
  const tokens = tokenize(src);
  const names = new Set();
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    if (!isId(t)) continue;
    if (isPunct(tokens[k - 1], ".") || isPunct(tokens[k - 1], "?.")) continue;
    const key = isPunct(tokens[k - 1], "{") || isPunct(tokens[k - 1], ",");
    if (key && isPunct(tokens[k + 1], ":")) continue;
    // A method of an object literal: `{ name(params) { … }, … }`.
    if (key && isPunct(tokens[k + 1], "(") && isPunct(tokens[closing(tokens, k + 1) + 1], "{")) continue;
    names.add(t.value);
  }
  return names;
}
