// JSON Patch as the page applies it (web/patch.js): the operations the server sends (docs/PROTOCOL.md; made by
// PublishedScreen.swift and JSONPatch.diff in Sources/CarPlaySimulator) and RFC 6902's others.

import { test } from "node:test";
import assert from "node:assert/strict";
import { applyOp, applyPatch } from "../../Sources/CarPlaySimulator/Resources/web/patch.js";
import { loadExampleScreen, node } from "./fixtures.mjs";

test("add, remove and replace members of objects", () => {
  const doc = { a: 1, b: { c: "x" } };
  const result = applyPatch(doc, [
    { op: "add", path: "/d", value: [1] },
    { op: "replace", path: "/a", value: 2 },
    { op: "remove", path: "/b/c" },
    { op: "add", path: "/b/e", value: null },
  ]);
  assert.deepEqual(result, { a: 2, b: { e: null }, d: [1] });
  assert.deepEqual(doc, { a: 1, b: { c: "x" } }, "the original is untouched");
});

test("arrays: insert, append with '-' and at the length, replace, remove", () => {
  const result = applyPatch({ a: [1, 2, 3] }, [
    { op: "add", path: "/a/1", value: 9 },
    { op: "add", path: "/a/-", value: 7 },
    { op: "add", path: "/a/5", value: 8 },
    { op: "replace", path: "/a/0", value: 0 },
    { op: "remove", path: "/a/2" },
  ]);
  assert.deepEqual(result, { a: [0, 9, 3, 7, 8] });
});

test("the browser test's patch: escapes, and a failing patch leaves the original as it was", () => {
  const doc = { a: [1, 2], b: { c: "x" } };
  const patched = applyPatch(doc, [
    { op: "add", path: "/a/1", value: 9 }, { op: "remove", path: "/b/c" },
    { op: "replace", path: "/a/0", value: 0 }, { op: "add", path: "/a/-", value: 7 },
    { op: "add", path: "/b/d~1e", value: true }, { op: "add", path: "/b/t~0", value: 1 }]);
  assert.deepEqual(patched, { a: [0, 9, 2, 7], b: { "d/e": true, "t~": 1 } });
  assert.throws(() => applyPatch(doc, [{ op: "replace", path: "/a/0", value: 5 }, { op: "remove", path: "/zz" }]),
    /no member zz/);
  assert.deepEqual(doc, { a: [1, 2], b: { c: "x" } });
});

test("in place, the document itself changes (what the page does with screens)", () => {
  const doc = { a: { b: 1 } };
  const result = applyPatch(doc, [{ op: "replace", path: "/a/b", value: 2 }], true);
  assert.equal(result, doc);
  assert.deepEqual(doc, { a: { b: 2 } });
});

test("the root: replaced, removed, or patched from nothing", () => {
  assert.deepEqual(applyPatch({ a: 1 }, [{ op: "replace", path: "", value: { b: 2 } }]), { b: 2 });
  assert.equal(applyPatch({ a: 1 }, [{ op: "remove", path: "" }]), null);
  assert.deepEqual(applyPatch(null, [{ op: "add", path: "", value: [1] }]), [1]);
  assert.equal(applyPatch(undefined, []), undefined);
});

test("copy, move and test", () => {
  const doc = { a: { x: [1] }, b: {} };
  const result = applyPatch(doc, [
    { op: "copy", from: "/a/x", path: "/b/y" },
    { op: "move", from: "/a", path: "/c" },
    { op: "test", path: "/b/y", value: [1] },
  ]);
  assert.deepEqual(result, { b: { y: [1] }, c: { x: [1] } });
  result.b.y.push(2);
  assert.deepEqual(result.c.x, [1], "a copy is a copy");
  assert.throws(() => applyPatch(result, [{ op: "test", path: "/c/x", value: [2] }]), /test failed at \/c\/x/);
});

test("what cannot be applied throws, naming the problem", () => {
  const doc = { a: [1], s: "text" };
  const cases = [
    [{ op: "replace", path: "/b", value: 1 }, /no member b/],
    [{ op: "remove", path: "/b" }, /no member b/],
    [{ op: "add", path: "/b/c", value: 1 }, /no member b/],
    [{ op: "add", path: "/a/3", value: 1 }, /index 3 out of range/],
    [{ op: "replace", path: "/a/1", value: 1 }, /index 1 out of range/],
    [{ op: "remove", path: "/a/-" }, /index - out of range/],
    [{ op: "add", path: "/a/01", value: 1 }, /bad index 01/],
    [{ op: "add", path: "/a/x", value: 1 }, /bad index x/],
    [{ op: "replace", path: "/a/5/b", value: 1 }, /no element 5/],
    [{ op: "add", path: "/s/x", value: 1 }, /cannot change \/s\/x/],
    [{ op: "add", path: "a", value: 1 }, /bad pointer a/],
    [{ op: "frobnicate", path: "/a/0" }, /unknown op frobnicate/],
    [{ op: "frobnicate", path: "/s" }, /unknown op frobnicate/],
    [{ path: "/a" }, /malformed operation/],
    [{ op: "add", path: 3 }, /malformed operation/],
    ["add", /malformed operation/],
  ];
  for (const [op, error] of cases) assert.throws(() => applyOp(structuredClone(doc), op), error, JSON.stringify(op));
});

// The shapes PublishedScreen.swift sends for a changed screen: members of changed nodes at their finest path,
// `remove` without a value, children removed from the end (last first) and appended with `add` at the length,
// drawing items element by element, screen fields beside `root`.
test("a screen diff as the server sends it", () => {
  const screen = loadExampleScreen();
  const row = () => screen.root.children[0].children[0];
  const ops = [
    { op: "replace", path: "/focusedElement", value: "row-2" },
    { op: "replace", path: "/focusOrder/0", value: "row-2" },
    { op: "add", path: "/focusOrder/1", value: "row-3" },
    { op: "remove", path: "/root/children/0/children/0/detailText" },
    { op: "replace", path: "/root/children/0/children/0/text", value: "Let It Be" },
    { op: "replace", path: "/root/children/0/children/0/frame/y", value: 41.5 },
    { op: "add", path: "/root/children/0/children/0/content/explicit", value: true },
    { op: "replace", path: "/root/children/0/children/0/children/0/image/source", value: { system: "star.fill" } },
    { op: "add", path: "/root/children/0/children/0/drawing/0",
      value: { kind: "text", frame: { x: 110, y: 42, width: 200, height: 20 }, text: "Let It Be", style: "primary" } },
    { op: "add", path: "/root/children/0/children/1", value: node("listRow", { id: "row-2", text: "Help!" }) },
    { op: "add", path: "/root/children/0/children/2", value: node("listRow", { id: "row-3", text: "Revolver" }) },
    { op: "replace", path: "/root/children/0/contentHeight", value: 132 },
  ];
  const patched = applyPatch(screen, ops);
  assert.equal(patched.focusedElement, "row-2");
  assert.deepEqual(patched.focusOrder, ["row-2", "row-3"]);
  assert.equal(patched.root.children[0].children.length, 3);
  assert.equal(patched.root.children[0].children[0].text, "Let It Be");
  assert.equal(patched.root.children[0].children[0].detailText, undefined);
  assert.equal(patched.root.children[0].children[0].frame.y, 41.5);
  assert.deepEqual(patched.root.children[0].children[0].children[0].image.source, { system: "star.fill" });
  assert.equal(patched.root.children[0].children[0].drawing.length, 1);
  assert.equal(row().text, "Abbey Road", "the original screen is untouched");

  // Back again: the two rows go, the last first; a member that was added is removed.
  const back = applyPatch(patched, [
    { op: "remove", path: "/root/children/0/children/2" },
    { op: "remove", path: "/root/children/0/children/1" },
    { op: "remove", path: "/root/children/0/children/0/content/explicit" },
    { op: "remove", path: "/root/children/0/children/0/drawing/0" },
    { op: "remove", path: "/focusOrder/1" },
  ]);
  assert.equal(back.root.children[0].children.length, 1);
  assert.deepEqual(back.root.children[0].children[0].content, { accessory: "disclosureIndicator" });
  assert.deepEqual(back.root.children[0].children[0].drawing, []);
  assert.deepEqual(back.focusOrder, ["row-2"]);
  // Removing children from the front first would fail: the server never does that.
  assert.throws(() => applyPatch(patched, [
    { op: "remove", path: "/root/children/0/children/1" },
    { op: "remove", path: "/root/children/0/children/2" },
  ]), /index 2 out of range/);
});

test("a long patch (thousands of operations) applies in order", () => {
  const ops = [];
  for (let i = 0; i < 5000; i++) ops.push({ op: "add", path: "/list/-", value: i });
  for (let i = 0; i < 5000; i += 2) ops.push({ op: "replace", path: `/list/${i}`, value: -i });
  const result = applyPatch({ list: [] }, ops, true);
  assert.equal(result.list.length, 5000);
  assert.equal(result.list[4998], -4998);
  assert.equal(result.list[4999], 4999);
});
