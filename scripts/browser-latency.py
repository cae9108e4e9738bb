#!/usr/bin/env python3
"""Input → painted latency of the simulator page in headless Chromium, from the page's own timings (issue 9).

Starts `carplay simulate --port 0` (or uses --url), opens the page in headless Chromium (Selenium, /usr/bin/chromedriver),
launches Music, then sends knob rotations ("]" / "[" keys, which the page maps to knobRotate +1 / -1) and taps on
Music's tabs (real clicks), one at a time, each once the previous one is painted. It reads `window.carplayTimings`,
the page's entries `{seq, inputAt, receivedAt, drawnAt, paintedAt}` (performance.now(), ms): one per `state`/`diff`
received, `inputAt` the last input sent since the previous entry, `paintedAt` the next requestAnimationFrame after the
draw. For each input it takes the first entry after it that has an `inputAt`, and prints p50 / p99 / max of
input → received, received → drawn and input → painted, for the knob and for tab taps.

    python3 scripts/browser-latency.py                     # 200 knob rotations, 40 tab taps
    python3 scripts/browser-latency.py --rotations 500 --taps 100 --json results.json
    CARPLAY_BIN=.build/release/carplay python3 scripts/browser-latency.py

Needs: a built `carplay` (--binary, or $CARPLAY_BIN, else .build/release/carplay, else .build/debug/carplay), Chromium
and chromedriver (Debian: chromium chromium-driver) and Selenium (PyPI). Exits 2 when the page has no
`window.carplayTimings`. Goal (issue 9): input → painted median ≤ 16.7 ms (one 60 Hz frame), p99 ≤ 33 ms.
"""

import argparse
import json
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Tests", "Browser"))

from browser_harness import Page, SimulatorProcess, start_browser  # noqa: E402


def default_binary():
    if os.environ.get("CARPLAY_BIN"):
        return os.environ["CARPLAY_BIN"]
    for configuration in ("release", "debug"):
        path = os.path.join(ROOT, ".build", configuration, "carplay")
        if os.path.isfile(path):
            return path
    return os.path.join(ROOT, ".build", "debug", "carplay")


def percentile(values, p):
    """Nearest-rank percentile of a non-empty list."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * p // 100))  # ceil(n * p / 100)
    return ordered[int(rank) - 1]


class Timings:
    """Reads the page's `window.carplayTimings` after a mark."""

    def __init__(self, page):
        self.page = page

    def available(self):
        return self.page.js("return Array.isArray(window.carplayTimings)")

    def mark(self):
        """The receivedAt of the newest entry (entries are appended in order; the array is bounded)."""
        return self.page.js("const t = window.carplayTimings; return t.length ? t[t.length - 1].receivedAt : -1")

    def first_input_entry_after(self, mark, timeout):
        """The first entry received after `mark` that answers an input, once it is painted."""
        script = ("const t = window.carplayTimings; "
                  "for (const e of t) { if (e.receivedAt > arguments[0] && e.inputAt !== null) return e; } "
                  "return null;")
        deadline = time.time() + timeout
        while time.time() < deadline:
            entry = self.page.js(script, mark)
            if entry and entry.get("paintedAt") is not None:
                return entry
            time.sleep(0.002)
        return None


def launch_music(page):
    apps = page.car().get("apps") or []
    music = next((app for app in apps if app.get("name") == "Music"), None)
    if music is None:
        raise SystemExit("browser-latency: Music is not installed in this simulator")
    icon = page.wait(lambda: page.js(
        "return document.querySelector(`#car-screen [data-element-id='home/app/${arguments[0]}']`)", music["id"]),
        "the Music icon is on the home screen")
    icon.click()
    page.wait(lambda: page.showing() == "screen" and page.car().get("foregroundApp") == music["id"],
              "Music is on screen")


def tabs(page):
    return page.js("return [...document.querySelectorAll(\"#car-screen [data-role='tab']\")]")


FRAME = 1 / 60


def measure(page, timings, send, count, timeout):
    """Sends `count` inputs one at a time; returns the timing entries answering them (and how many got none)."""
    entries, lost = [], 0
    for index in range(count):
        # A driver's input comes at any point of a frame: without this pause each input would follow the previous
        # paint at once, always at the same (worst) point of the next frame.
        time.sleep(random.uniform(0, FRAME))
        mark = timings.mark()
        send(index)
        entry = timings.first_input_entry_after(mark, timeout)
        if entry is None:
            lost += 1
        else:
            entries.append(entry)
    return entries, lost


def summary(entries):
    spans = {
        "input → received": [e["receivedAt"] - e["inputAt"] for e in entries],
        "received → drawn": [e["drawnAt"] - e["receivedAt"] for e in entries if e.get("drawnAt") is not None],
        "input → painted": [e["paintedAt"] - e["inputAt"] for e in entries],
    }
    return {name: {"count": len(values), "p50": percentile(values, 50), "p99": percentile(values, 99),
                   "max": max(values)} for name, values in spans.items() if values}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rotations", type=int, default=200, help="knob rotations (default 200)")
    parser.add_argument("--taps", type=int, default=40, help="tab taps (default 40)")
    parser.add_argument("--binary", default=default_binary(), help="the carplay executable")
    parser.add_argument("--url", help="use a simulator already running at this URL instead of starting one")
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds to wait for one input's paint")
    parser.add_argument("--json", metavar="FILE", help="also write the figures and raw entries as JSON")
    args = parser.parse_args()

    simulator = None
    url = args.url
    if url is None:
        simulator = SimulatorProcess(args.binary)
        url = simulator.start()
    driver = start_browser()
    try:
        page = Page(driver, url)
        page.open()
        timings = Timings(page)
        if not timings.available():
            print("browser-latency: the page has no window.carplayTimings (a page without the timings)",
                  file=sys.stderr)
            return 2
        launch_music(page)
        # The first rotation puts the focus on the first element; after it "]" and "[" alternate, so every rotation
        # moves the focus (it stops at the ends).
        page.press("]")
        time.sleep(0.5)
        knob, knob_lost = measure(page, timings, lambda i: page.press("[" if i % 2 else "]"), args.rotations,
                                  args.timeout)
        tab_entries, tab_lost = [], 0
        if args.taps:
            found = tabs(page)
            if len(found) < 2:
                print(f"browser-latency: Music shows {len(found)} tab(s); tab taps skipped", file=sys.stderr)
            else:
                def tap(index):
                    # Alternate between the first two tabs; found again each time, the page may redraw them.
                    tabs(page)[(index + 1) % 2].click()
                tab_entries, tab_lost = measure(page, timings, tap, args.taps, args.timeout)
        results = {"url": url, "binary": None if args.url else args.binary,
                   "knob": {"inputs": args.rotations, "unanswered": knob_lost, "ms": summary(knob)},
                   "tab": {"inputs": args.taps, "unanswered": tab_lost, "ms": summary(tab_entries)}}
        print(f"simulator {url} ({results['binary'] or 'already running'}); times in ms from performance.now()")
        print(f"{'input':<6} {'span':<18} {'n':>5} {'p50':>8} {'p99':>8} {'max':>8}")
        for kind in ("knob", "tab"):
            for span, figures in results[kind]["ms"].items():
                print(f"{kind:<6} {span:<18} {figures['count']:>5} {figures['p50']:>8.1f} {figures['p99']:>8.1f} "
                      f"{figures['max']:>8.1f}")
            if results[kind]["unanswered"]:
                print(f"{kind:<6} {results[kind]['unanswered']} input(s) got no painted answer within {args.timeout} s")
        print("goal (issue 9): input → painted p50 ≤ 16.7 ms, p99 ≤ 33 ms")
        if args.json:
            results["entries"] = {"knob": knob, "tab": tab_entries}
            with open(args.json, "w", encoding="utf-8") as handle:
                json.dump(results, handle, indent=1)
        return 0
    finally:
        try:
            driver.quit()
        except Exception:
            pass
        if simulator is not None:
            simulator.stop()


if __name__ == "__main__":
    sys.exit(main())
