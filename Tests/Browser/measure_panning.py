#!/usr/bin/env python3
"""Frame times while panning the Drive map in headless Chromium: a measurement, not a test (it asserts nothing).

Run from the repository root after `swift build`:

    python3 Tests/Browser/measure_panning.py                       # the standard display
    python3 Tests/Browser/measure_panning.py --preset high-resolution --seconds 8

It starts `carplay simulate --port 0` and headless Chromium (as the browser tests do), opens Drive and records the
page's requestAnimationFrame timestamps during three kinds of panning, then prints, for each, the frame intervals
(p50 / p95 / p99 / max ms), the share of frames within 60 fps (≤ 16.7 ms + 2 ms of timer slack), and the map painting
time per frame (`CarPlayMap.stats.frameMs`):

- drag: mouse drags over Drive's map (the page sends `mapDrag` at most once a frame; Drive does not move its map on
  drags, so this is the page's input path over a still map);
- arrows: pan mode's arrows pressed every 100 ms (each press a new camera from the app; the page animates 250 ms to it);
- camera: a new camera every frame, 8 points further each frame at street level (zoom 16) over Port Hercule and
  Monte-Carlo, painted by map.js at the map node's size (what a map that follows a finger costs the page).

Headless Chromium paints without a GPU here and its frames are not tied to a display, so the figures are the page's
own cost on this machine's CPU, not a car's.
"""

import argparse
import os
import platform
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser_harness as harness  # noqa: E402

BINARY = harness.BINARY

RECORD = """
    window.__frames = []; window.__recording = true;
    const tick = (t) => { window.__frames.push(t); if (window.__recording) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    window.__paintStart = window.CarPlayMap.stats.frameMs.length;
    window.__drawsStart = window.CarPlayMap.stats.draws;"""
STOP = """
    window.__recording = false;
    const s = window.CarPlayMap.stats;
    const painted = s.frameMs.length - window.__paintStart;
    return {frames: window.__frames, paint: painted > 0 ? s.frameMs.slice(-painted) : [],
            draws: s.draws - window.__drawsStart};"""


def percentile(values, p):
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def report(name, result, extra=""):
    frames = result["frames"]
    intervals = [b - a for a, b in zip(frames, frames[1:])]
    paint = result["paint"]
    within = sum(1 for i in intervals if i <= 16.7 + 2) / max(1, len(intervals))
    print(f"{name:7s} frames {len(intervals):4d}  interval p50 {percentile(intervals, 50):5.1f}  "
          f"p95 {percentile(intervals, 95):5.1f}  p99 {percentile(intervals, 99):5.1f}  "
          f"max {max(intervals or [0]):6.1f} ms  within 60 fps {within * 100:5.1f} %  "
          f"canvas draws {result['draws']:4d}, paint/frame p50 {percentile(paint, 50):5.1f} "
          f"p95 {percentile(paint, 95):5.1f} max {max(paint or [0]):5.1f} ms {extra}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--preset", default="standard", help="display preset id (default: standard)")
    parser.add_argument("--seconds", type=float, default=5, help="length of each kind of panning (default: 5)")
    args = parser.parse_args()

    sim = harness.SimulatorProcess(BINARY)
    driver = None
    try:
        page = harness.Page(None, sim.start())
        driver = harness.start_browser()
        page.driver = driver
        page.open()
        page.control("display", args.preset)
        page.wait(lambda: page.screen()["display"]["id"] == args.preset, f"the display is {args.preset}")
        drive = next((a for a in page.car()["apps"] if a["name"] == "Drive"), None)
        if drive is None:
            sys.exit("the Drive sample is not installed")
        page.wait(lambda: page.js("return document.querySelector(`#car-screen [data-element-id='home/app/${arguments[0]}']`)",
                                  drive["id"]), "Drive's icon").click()
        page.wait(lambda: page.js("const s = window.CarPlayMap.stats.last; return !!s && s.roads > 100"),
                  "Drive's map is painted", 90)
        time.sleep(0.5)
        display = page.screen()["display"]
        cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")),
                   platform.processor())
        print(f"machine: {cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}; "
              f"Chromium {driver.capabilities.get('browserVersion')} headless; display {display['id']} "
              f"{display['pixelWidth']}×{display['pixelHeight']} @{display['scale']}x")

        # 1. Mouse drags over the map, one move a frame.
        rect = page.js("const r = document.querySelector('#car-screen [data-role=mapTemplate]').getBoundingClientRect();"
                       "return [r.left + r.width * 0.45, r.top + r.height * 0.6, r.width]")
        page.js(RECORD)
        sent = page.js("return window.carplay.sent")
        mouse = lambda kind, x, y: driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
            "type": kind, "x": x, "y": y, "button": "left", "clickCount": 1 if kind != "mouseMoved" else 0,
            "buttons": 1 if kind != "mouseReleased" else 0})
        end = time.time() + args.seconds
        while time.time() < end:
            x, y = rect[0], rect[1]
            mouse("mousePressed", x, y)
            for i in range(1, 31):
                mouse("mouseMoved", x + (i * 4) % (rect[2] * 0.4), y - i)
                page.js("return new Promise(ok => requestAnimationFrame(() => ok()))")
            mouse("mouseReleased", x + 120, y - 30)
        report("drag", page.js(STOP), f"(mapDrag and other messages sent: {page.js('return window.carplay.sent') - sent})")

        # 2. Pan mode's arrows.
        page.js("document.querySelector('#car-screen [data-role=mapButton]').click()")
        page.wait(lambda: page.js("return document.querySelectorAll('#car-screen [data-role=panButton]').length") == 4,
                  "the panning interface")
        page.js(RECORD)
        end = time.time() + args.seconds
        direction = ["right", "up", "left", "down"]
        presses = 0
        while time.time() < end:
            arrow = direction[(presses // 5) % 4]
            page.js(f"const a = document.querySelector('#car-screen [data-role=panButton][data-direction={arrow}]');"
                    "if (a) a.click()")
            presses += 1
            time.sleep(0.1)
        report("arrows", page.js(STOP), f"({presses} presses)")
        done = page.js("const b = [...document.querySelectorAll('#car-screen [data-role=barButton]')]"
                       ".find(e => e.dataset.text === 'Done'); if (b) b.click(); return !!b")
        if not done:
            print("(pan mode left on)")

        # 3. A new camera every frame, painted at the map node's size.
        node = page.js("""const walk = (n) => n.mapView ? n : (n.children || []).map(walk).find(Boolean);
                          return walk(window.carplay.screen.root)""")
        result = driver.execute_async_script("""
            const node = arguments[0], seconds = arguments[1], done = arguments[arguments.length - 1];
            const host = document.createElement('div');
            host.style.cssText = `position: fixed; left: 0; top: 0; width: ${node.frame.width}px;`
              + `height: ${node.frame.height}px; z-index: 60`;
            document.body.appendChild(host);
            const scale = window.carplay.screen.display.scale;
            const frames = [], start = performance.now(), drawsStart = window.CarPlayMap.stats.draws;
            const paintStart = window.CarPlayMap.stats.frameMs.length;
            // Street level (zoom 16, about 1.7 m a point), 8 points a frame, back and forth over 1.4 km of Monaco.
            const zoom = 16, size = 256 * Math.pow(2, zoom);
            let step = 0;
            const next = (t) => {
              frames.push(t);
              if (t - start > seconds * 1000) {
                host.remove();
                const s = window.CarPlayMap.stats, painted = s.frameMs.length - paintStart;
                done({frames, draws: s.draws - drawsStart, paint: painted > 0 ? s.frameMs.slice(-painted) : []});
                return;
              }
              step++;
              const offset = 8 * (90 - Math.abs((step % 180) - 90)) - 360;
              const map = Object.assign({}, node.mapView, {zoom, center: {latitude: 43.7347,
                longitude: 7.4206 + offset / size * 360}});
              host.textContent = '';
              window.CarPlayMap.attach(host, {frame: {x: 0, y: 0, width: node.frame.width,
                height: node.frame.height}, mapView: map}, scale);
              requestAnimationFrame(next);
            };
            requestAnimationFrame(next);""", node, args.seconds)
        report("camera", result)
    finally:
        if driver is not None:
            harness._quit_quietly(driver)
        sim.stop()


if __name__ == "__main__":
    main()
