// The Review panel (index.html): asks the car to review the app in front against the CarPlay Developer Guide's
// guidelines (`review`) and lists what the car found, each finding with the guideline's name and words. The car
// decides; the page only shows the answer.

import { isObj, isStr } from "./values.js";
import { send } from "./socket.js";
import { $ } from "./dom.js";

// A `review` message: the app and its findings, drawn into the panel's list.
export function showReview(message) {
  const list = $("review-findings");
  const status = $("review-status");
  if (!list || !status) return;
  const findings = isObj(message) && Array.isArray(message.findings) ? message.findings.filter(isObj) : [];
  const app = isObj(message) && isStr(message.app) ? message.app : "the app";
  list.textContent = "";
  status.textContent = findings.length === 0
    ? `${app}: no guideline broken`
    : `${app}: ${findings.length} guideline${findings.length === 1 ? "" : "s"} broken`;
  status.dataset.findings = String(findings.length);
  for (const finding of findings) {
    const item = document.createElement("li");
    const name = document.createElement("strong");
    name.textContent = isStr(finding.guideline) ? finding.guideline : "";
    const what = document.createElement("div");
    what.textContent = isStr(finding.finding) ? finding.finding : "";
    const words = document.createElement("q");
    words.textContent = isStr(finding.words) ? finding.words : "";
    item.append(name, what, words);
    list.appendChild(item);
  }
}

export function wireReview() {
  $("review-run").addEventListener("click", () => send({ type: "review" }));
}
