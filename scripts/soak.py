#!/usr/bin/env python3
"""The long-drive soak through the browser car (issue 20): `carplay simulate` with two pages on its WebSocket
protocol, the Drive sample guiding trip after trip around Monaco at 10×, a wrong turn in each, every voice prompt's
audio fetched as an unmuted page does; the server's open descriptors and resident memory sampled as it goes.

    swift build -c release --product carplay
    .build/test-venv/bin/python scripts/soak.py                   # one car-hour: 6 minutes at 10x
    .build/test-venv/bin/python scripts/soak.py --car-minutes 3   # a short run

Options: --binary (default .build/release/carplay, else .build/debug/carplay; or CARPLAY_BIN), --car-minutes (60),
--speed (how fast the car drives, 10; it reports a position a second of the wall clock at any speed, so 1 drives
as a car does, with its maneuvers and prompts as often),
--sample-seconds (wall clock between samples, 5), --no-tiles (the watcher asks for no map tiles), --home (no app:
the car drives the drive controls' places, `vehicle` `drive` `casino` …, with the home screen in front, so nothing
but its position changes), --warm-up-trips (1), --max-descriptor-growth (4),
--max-memory-growth-mb (24). It needs websocket-client (PyPI). Voice prompts have audio when espeak-ng and sox are
installed (scripts/install-speech); the summary says how many had.

The control page drives as a person does: Drive's Destinations → a place → Go, then the Drive panel's "follow the
route" (`vehicle` `drive` `trip`) at 10×, a wrong turn after about 20 car seconds, until Drive has guided the car
there (or 15 car minutes, then End). The other page only watches: it applies every diff, reads the log and fetches
each prompt's audio, and every sample asks `/map/features` for the nine zoom-14 tiles around the car. Both keep their
screen by applying the diffs (docs/PROTOCOL.md).

After the warm-up (the first trips: the map, the speech engine and its voices loaded, caches filled) the descriptors
may grow by at most --max-descriptor-growth and resident memory by at most --max-memory-growth-mb by the end;
otherwise, or on any protocol error, the script exits 1. It prints a line per trip and a summary.
"""

import argparse
import json
import math
import os
import sys
import threading
import time

import websocket

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Tests", "Browser"))

from simulator_process import Simulator, apply_patch, http_body  # noqa: E402

PLACES = ["Casino de Monte Carlo", "Stade Louis II", "Port Hercule"]
SPEED = 10


def default_binary():
    if os.environ.get("CARPLAY_BIN"):
        return os.environ["CARPLAY_BIN"]
    release = os.path.join(ROOT, ".build", "release", "carplay")
    return release if os.path.exists(release) else os.path.join(ROOT, ".build", "debug", "carplay")


class Server(Simulator):
    """`carplay simulate --port 0` (`Tests/Browser/simulator_process.py`) and its process's descriptors and memory."""

    def descriptors(self):
        return len(os.listdir(f"/proc/{self.process.pid}/fd"))

    def resident_kb(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def cpu_seconds(self):
        """The server's CPU time so far (user and system, every thread), from /proc/PID/stat."""
        with open(f"/proc/{self.process.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def get(self, path, headers=None):
        return http_body(self, path, headers)


def tile_bboxes(latitude, longitude, zoom=14):
    """The bboxes (minLon,minLat,maxLon,maxLat) of the zoom-14 tile holding the position and its eight neighbours,
    the tiles a page showing the car asks `/map/features` for."""
    n = 2 ** zoom
    x = int((longitude + 180) / 360 * n)
    y = int((1 - math.asinh(math.tan(math.radians(latitude))) / math.pi) / 2 * n)

    def corner(tx, ty):
        return tx / n * 360 - 180, math.degrees(math.atan(math.sinh(math.pi * (1 - 2 * ty / n))))

    boxes = []
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            west, north = corner(x + dx, y + dy)
            east, south = corner(x + dx + 1, y + dy + 1)
            boxes.append(f"{west:.6f},{south:.6f},{east:.6f},{north:.6f}")
    return boxes


class Page:
    """One page: a reader thread applies every message; the screen and car state are kept as the page keeps them."""

    def __init__(self, server, name, fetch_audio):
        self.server, self.name, self.fetch_audio = server, name, fetch_audio
        self.ws = websocket.create_connection(f"ws://{server.host}:{server.port}/ws", origin=server.origin,
                                              timeout=60)
        self.lock = threading.Condition()
        self.seq = None
        self.screen = None
        self.car = None
        self.replies = {}
        self.log = []           # the last 400 entries' texts
        self.car_time = None    # the newest log entry's time (the car's clock)
        self.first_car_time = None
        self.errors = []
        self.utterances = 0
        self.audio_fetched = 0
        self.audio_bytes = 0
        self.resyncs = 0
        # What came in, for the summary: messages by type, diffs by what they change, bytes.
        self.received = {}
        self.diff_parts = {"screen": 0, "car": 0, "dashboard": 0, "cluster": 0}
        self.received_bytes = 0
        self.closed = False
        self.next_id = 1
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        while not self.closed:
            try:
                text = self.ws.recv()
                message = json.loads(text)
                self.received_bytes += len(text)
            except Exception as error:  # closed by stop(), or the server went away
                if not self.closed:
                    with self.lock:
                        self.errors.append(f"{self.name}: socket: {error!r}")
                        self.closed = True
                        self.lock.notify_all()
                return
            audio = self._apply(message)
            if audio and self.fetch_audio:
                status, body = self.server.get(audio)
                with self.lock:
                    if status == 200:
                        self.audio_fetched += 1
                        self.audio_bytes += len(body)
                    else:
                        self.errors.append(f"{self.name}: GET {audio}: {status}")

    def _apply(self, message):
        kind = message["type"]
        self.received[kind] = self.received.get(kind, 0) + 1
        if kind == "diff":
            for part, keys in (("screen", ("screen", "screenOps")), ("car", ("carOps",)),
                               ("dashboard", ("dashboard", "dashboardOps")), ("cluster", ("cluster", "clusterOps"))):
                if any(message.get(key) is not None for key in keys):
                    self.diff_parts[part] += 1
        with self.lock:
            try:
                if kind == "state":
                    self.seq, self.car, self.screen = message["seq"], message["car"], message["screen"]
                elif kind == "diff":
                    if message["base"] != self.seq:
                        self.resyncs += 1
                        self.ws.send(json.dumps({"type": "resync"}))
                    else:
                        self.seq = message["seq"]
                        if message.get("carOps"):
                            self.car = apply_patch(self.car, message["carOps"])
                        if "screen" in message:
                            self.screen = message["screen"]
                        if message.get("screenOps"):
                            self.screen = apply_patch(self.screen, message["screenOps"])
                elif kind == "log" and "before" not in message:
                    for entry in message["entries"]:
                        self.log.append(entry["text"])
                        self.car_time = entry["time"]
                        self.first_car_time = self.first_car_time or entry["time"]
                    del self.log[:-400]
                elif kind == "speech":
                    self.utterances += 1
                    return message["utterance"].get("url")
                elif kind in ("ack", "error") and message.get("inReplyTo") is not None:
                    self.replies[message["inReplyTo"]] = message
                elif kind == "error":
                    self.errors.append(f"{self.name}: {message}")
            finally:
                self.lock.notify_all()
        return None

    def send(self, payload, timeout=60):
        """Sends `payload` with a fresh id; its ack or error."""
        with self.lock:
            ident = self.next_id
            self.next_id += 1
        self.ws.send(json.dumps(dict(payload, id=ident)))
        with self.lock:
            if not self.lock.wait_for(lambda: ident in self.replies or self.closed, timeout):
                raise RuntimeError(f"{self.name}: no reply to {payload}")
            if self.closed:
                raise RuntimeError(f"{self.name}: the socket closed")
            return self.replies.pop(ident)

    def wait(self, predicate, timeout):
        """Waits (wall clock) until `predicate(page)` holds; whether it did."""
        with self.lock:
            return self.lock.wait_for(lambda: self.closed or predicate(self), timeout) and not self.closed

    def find(self, text, role=None):
        """The id of the first node showing `text` (of `role`), or None."""
        def walk(node):
            if node.get("text") == text and node.get("id") and (role is None or node.get("role") == role):
                return node["id"]
            for child in node.get("children", []):
                found = walk(child)
                if found:
                    return found
            return None
        with self.lock:
            return walk(self.screen["root"]) if self.screen else None

    def shows_text_starting(self, prefix):
        """Whether a node's text starts with `prefix`."""
        def walk(node):
            return str(node.get("text") or "").startswith(prefix) or any(
                walk(c) for c in node.get("children", []))
        with self.lock:
            return bool(self.screen) and walk(self.screen["root"])

    def has_role(self, role):
        def walk(node):
            return node.get("role") == role or any(walk(c) for c in node.get("children", []))
        with self.lock:
            return bool(self.screen) and walk(self.screen["root"])

    def close(self):
        self.closed = True
        try:
            self.ws.close()
        except Exception:
            pass


class Drive:
    """The control page driving Drive's trips."""

    def __init__(self, page, speed):
        self.page = page
        self.speed = speed
        self.trips = self.arrivals = self.wrong_turns = self.refused_wrong_turns = self.ended = 0

    def tap(self, text, role, timeout=10):
        """Taps the node showing `text`; the bar hides a few car seconds after the last input, so a knob turn
        brings it back when it is not there."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            element = self.page.find(text, role)
            if element is None and role == "barButton":
                self.page.send({"type": "input", "action": "knobRotate", "steps": 1})
                self.page.wait(lambda p: p.find(text, role) is not None, 1)
                element = self.page.find(text, role)
            if element is not None:
                reply = self.page.send({"type": "input", "action": "tap", "element": element})
                if reply["type"] == "ack" and reply["outcome"] in ("handled", "handlerRunning"):
                    return True
            self.page.wait(lambda p: False, 0.2)
        return False

    def trip(self, place, car_seconds_left):
        page = self.page
        if page.has_role("guidanceCard"):
            page.send({"type": "vehicle", "action": "stop"})
            self.tap("End", "barButton")
            page.wait(lambda p: not p.has_role("guidanceCard"), 10)
        if not self.tap("Destinations", "barButton"):
            raise RuntimeError("Drive shows no Destinations")
        if not page.wait(lambda p: p.find(place, "listRow"), 10) or not self.tap(place, "listRow"):
            raise RuntimeError(f"no destination {place}")
        if not page.wait(lambda p: p.find("Go", "button"), 30) or not self.tap("Go", "button"):
            raise RuntimeError(f"no trip preview for {place}")
        if not page.wait(lambda p: p.has_role("guidanceCard"), 30):
            raise RuntimeError(f"no guidance to {place}")
        self.trips += 1
        reply = page.send({"type": "vehicle", "action": "drive", "destination": "trip"})
        if reply["type"] != "ack":
            raise RuntimeError(f"follow the route: {reply}")
        started = time.monotonic()
        limit = min(900, car_seconds_left) / self.speed
        # Drive shows an arrival card ("Arrive at …") until End.
        arrived = lambda p: not p.has_role("guidanceCard") or p.shows_text_starting("Arrive at")
        if not page.wait(arrived, 20 / self.speed):
            reply = page.send({"type": "vehicle", "action": "wrongTurn"})
            if reply["type"] == "ack":
                self.wrong_turns += 1
            else:  # no junction ahead, or the car arrived meanwhile
                self.refused_wrong_turns += 1
        left = limit - (time.monotonic() - started)
        if page.wait(arrived, max(left, 0)):
            self.arrivals += 1
            self.tap("End", "barButton")
            page.wait(lambda p: not p.has_role("guidanceCard"), 10)
        else:
            page.send({"type": "vehicle", "action": "stop"})
            self.tap("End", "barButton")
            page.wait(lambda p: not p.has_role("guidanceCard"), 10)
            self.ended += 1
        return time.monotonic() - started


class HomeDrive:
    """The control page driving the drive controls' places (`vehicle` `drive` `casino` …) with no app in front: the
    home screen, the car's position a second and nothing else changing, the floor of a driving car's cost."""

    def __init__(self, page, speed):
        self.page = page
        self.speed = speed
        self.trips = self.arrivals = self.wrong_turns = self.refused_wrong_turns = self.ended = 0

    def trip(self, place, car_seconds_left):
        page = self.page
        ids = {d["name"]: d["id"] for d in page.car["driveDestinations"]}
        reply = page.send({"type": "vehicle", "action": "drive", "destination": ids[place]})
        if reply["type"] != "ack":
            raise RuntimeError(f"drive to {place}: {reply}")
        self.trips += 1
        started = time.monotonic()
        limit = min(900, car_seconds_left) / self.speed
        page.wait(lambda p: (p.car["vehicle"] or {}).get("speed", 0) > 0, 10)
        if page.wait(lambda p: (p.car["vehicle"] or {}).get("speed", 0) == 0, limit):
            self.arrivals += 1
        else:
            page.send({"type": "vehicle", "action": "stop"})
            self.ended += 1
        return time.monotonic() - started


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=default_binary())
    parser.add_argument("--car-minutes", type=float, default=60)
    parser.add_argument("--speed", type=float, default=SPEED)
    parser.add_argument("--sample-seconds", type=float, default=5)
    parser.add_argument("--no-tiles", action="store_true", help="the watcher fetches no map tiles")
    parser.add_argument("--home", action="store_true", help="no app: the drive controls' places, the home screen")
    parser.add_argument("--warm-up-trips", type=int, default=1)
    parser.add_argument("--max-descriptor-growth", type=int, default=4)
    parser.add_argument("--max-memory-growth-mb", type=float, default=24)
    options = parser.parse_args()

    if not os.path.exists(options.binary):
        raise SystemExit(f"soak: {options.binary} not found (swift build -c release --product carplay)")
    server = Server(binary=options.binary)
    pages = []
    samples = []
    warm = None
    stop_sampling = threading.Event()

    map_requests = {"count": 0, "bytes": 0}

    def sample():
        while not stop_sampling.is_set():
            samples.append((time.monotonic(), server.descriptors(), server.resident_kb()))
            # The watcher's map: the tiles around the car, as a page following it asks for them.
            vehicle = (pages[1].car or {}).get("vehicle") if len(pages) > 1 and not options.no_tiles else None
            if vehicle:
                for bbox in tile_bboxes(vehicle["latitude"], vehicle["longitude"]):
                    status, body = server.get(f"/map/features?bbox={bbox}", {"X-CarPlay-Page": "1"})
                    map_requests["count"] += 1
                    map_requests["bytes"] += len(body)
                    if status != 200:
                        pages[1].errors.append(f"watcher: /map/features?bbox={bbox}: {status}")
            stop_sampling.wait(options.sample_seconds)

    failures = []
    cpu_from = cpu_to = None
    wall_start = time.monotonic()
    drive = None
    try:
        control = Page(server, "control", fetch_audio=True)
        watcher = Page(server, "watcher", fetch_audio=True)
        pages = [control, watcher]
        control.wait(lambda p: p.car is not None, 30)
        app = next(a["id"] for a in control.car["apps"] if a["name"] == "Drive")
        speed = options.speed
        print(f"soak: {options.binary} pid {server.process.pid}, {options.car_minutes:g} car minutes at {speed:g}x "
              f"(about {options.car_minutes * 60 / speed:.0f} s)", flush=True)
        threading.Thread(target=sample, daemon=True).start()
        if not options.home and control.send({"type": "launch", "app": app})["type"] != "ack":
            raise RuntimeError("Drive does not launch")
        control.send({"type": "vehicle", "action": "place", "latitude": 43.7347, "longitude": 7.4206})
        control.send({"type": "vehicle", "action": "speed", "factor": speed})
        drive = HomeDrive(control, speed) if options.home else Drive(control, speed)
        budget = options.car_minutes * 60 / speed
        driving_start = time.monotonic()
        while time.monotonic() - driving_start < budget:
            left = (budget - (time.monotonic() - driving_start)) * speed
            drive.trip(PLACES[drive.trips % len(PLACES)], left)
            if drive.trips == options.warm_up_trips and warm is None:
                warm = (server.descriptors(), server.resident_kb())
                cpu_from = (time.monotonic(), server.cpu_seconds())
            d, r = server.descriptors(), server.resident_kb()
            print(f"  {time.monotonic() - wall_start:6.0f} s  car {control.car_time}  trip {drive.trips}: "
                  f"descriptors {d}, resident {r / 1024:.1f} MB", flush=True)
        if warm is not None:
            cpu_to = (time.monotonic(), server.cpu_seconds())
        control.send({"type": "vehicle", "action": "stop"})
        control.send({"type": "vehicle", "action": "speed", "factor": 1})
        time.sleep(1)
    except Exception as error:
        failures.append(f"{type(error).__name__}: {error}")
    finally:
        stop_sampling.set()
        end = (server.descriptors(), server.resident_kb()) if server.process.poll() is None else None
        for page in pages:
            page.close()
        server.stop()

    errors = [e for page in pages for e in page.errors]
    wall = time.monotonic() - wall_start
    control = pages[0] if pages else None
    print(f"soak: {wall:.0f} s wall clock; car clock {control and control.first_car_time} → "
          f"{control and control.car_time}")
    if drive:
        print(f"  trips {drive.trips} (arrived {drive.arrivals}, ended at the limit {drive.ended}), wrong turns "
              f"{drive.wrong_turns} (refused {drive.refused_wrong_turns})")
    for page in pages:
        print(f"  {page.name}: prompts {page.utterances}, audio fetched {page.audio_fetched} "
              f"({page.audio_bytes / 1024:.0f} KB), resyncs {page.resyncs}")
        kinds = ", ".join(f"{kind} {count}" for kind, count in sorted(page.received.items()))
        parts = ", ".join(f"{part} {count}" for part, count in page.diff_parts.items())
        print(f"    received {page.received_bytes / 1024:.0f} KB: {kinds}; diffs changing {parts}")
    print(f"  watcher: map requests {map_requests['count']} ({map_requests['bytes'] / 1024:.0f} KB)")
    if samples:
        first = samples[0]
        print(f"  descriptors: start {first[1]}, after warm-up {warm and warm[0]}, end {end and end[0]}, "
              f"max {max(s[1] for s in samples)}")
        mb = lambda sample: f"{sample[1] / 1024:.1f}" if sample else "none"  # no warm-up with --warm-up-trips 0
        print(f"  resident MB: start {first[2] / 1024:.1f}, after warm-up {mb(warm)}, "
              f"end {mb(end)}, max {max(s[2] for s in samples) / 1024:.1f}")
    if cpu_from and cpu_to and cpu_to[0] > cpu_from[0]:
        # The car reports a position a second of the wall clock whatever its speed (at 10x each covers ten seconds of
        # road, with ten times the maneuvers and prompts): CPU per hour of the wall clock is CPU per hour of driving.
        hours = (cpu_to[0] - cpu_from[0]) / 3600
        used = cpu_to[1] - cpu_from[1]
        print(f"  server CPU after warm-up: {used:.1f} s over {hours * 60:.1f} minutes of driving at {options.speed:g}x"
              f" = {used / hours:.1f} s per hour ({used / hours / 60 * 1000:.0f} ms per minute)")
    print(f"  errors: {len(errors)}" + "".join(f"\n    {e}" for e in errors[:10]))
    failures += errors
    if warm is None:
        failures.append("the warm-up never finished")
    elif end is None:
        failures.append("the server ended before the soak did")
    else:
        if end[0] - warm[0] > options.max_descriptor_growth:
            failures.append(f"descriptors grew {warm[0]} → {end[0]} (at most +{options.max_descriptor_growth})")
        if (end[1] - warm[1]) / 1024 > options.max_memory_growth_mb:
            failures.append(f"resident memory grew {warm[1] / 1024:.1f} → {end[1] / 1024:.1f} MB "
                            f"(at most +{options.max_memory_growth_mb:g} MB)")
    if failures:
        print("soak: FAILED\n  " + "\n  ".join(failures[:20]))
        return 1
    print("soak: passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
