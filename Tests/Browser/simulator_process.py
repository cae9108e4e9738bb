"""`carplay simulate` as a child process, for the protocol tests (test_protocol.py) and the soak (scripts/soak.py):
started on a free port, its URL read from the line it prints, stopped with SIGINT (SIGKILL if it hangs); and a plain
HTTP GET against it."""

import http.client
import os
import re
import signal
import subprocess
import threading

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.environ.get("CARPLAY_BIN", os.path.join(ROOT, ".build", "debug", "carplay"))


class Simulator:
    """`carplay simulate --port 0`: started, its URL read, stopped with SIGINT (SIGKILL if it hangs)."""

    def __init__(self, *options, binary=None):
        binary = binary or BINARY
        if not os.path.exists(binary):
            raise RuntimeError(f"carplay executable not found at {binary} (run `swift build` or set CARPLAY_BIN)")
        self.process = subprocess.Popen(
            [binary, "simulate", "--port", "0", *options], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            start_new_session=True)
        self.stderr = []
        threading.Thread(target=lambda: self.stderr.extend(self.process.stderr), daemon=True).start()
        # Lines before the URL tell the map and the directions provider (`--map`, `--directions`): kept in `lines`.
        self.lines = []
        for _ in range(4):
            line = self._read_line(timeout=60)
            self.lines.append(line.strip())
            match = re.match(r"CarPlay simulator: http://([^:]+):(\d+)(?:/\?token=([0-9a-f]+))?$", line.strip())
            if match or not re.match(r"(Map|Directions): ", line):
                break
        if not match:
            self.stop()
            raise RuntimeError(f"unexpected first line {line!r}; stderr: {''.join(self.stderr)}")
        self.host, self.port, self.token = match.group(1), int(match.group(2)), match.group(3)
        self.origin = f"http://{self.host}:{self.port}"

    def _read_line(self, timeout):
        result = []
        reader = threading.Thread(target=lambda: result.append(self.process.stdout.readline()), daemon=True)
        reader.start()
        reader.join(timeout)
        if not result:
            self.stop()
            raise RuntimeError("carplay simulate printed no URL in time")
        return result[0]

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        for stream in (self.process.stdout, self.process.stderr):
            if stream:
                stream.close()


def http_body(sim, path, headers=None):
    """GET `path` (with `headers`); the status and the body (chunked transfer decoded)."""
    connection = http.client.HTTPConnection(sim.host, sim.port, timeout=10)
    try:
        connection.request("GET", path, headers=headers or {})
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def apply_patch(document, operations):
    """RFC 6902 `add`, `remove`, `replace` with JSON Pointer paths, as the page applies `carOps` and `screenOps`
    (docs/PROTOCOL.md); in place where it can, so callers keep the result."""
    for op in operations:
        keys = [k.replace("~1", "/").replace("~0", "~") for k in op["path"].split("/")[1:]]
        if not keys:
            document = op.get("value")
            continue
        parent = document
        for key in keys[:-1]:
            parent = parent[int(key)] if isinstance(parent, list) else parent[key]
        last = keys[-1]
        if isinstance(parent, list):
            index = len(parent) if last == "-" else int(last)
            if op["op"] == "add":
                parent.insert(index, op["value"])
            elif op["op"] == "remove":
                del parent[index]
            else:
                parent[index] = op["value"]
        elif op["op"] == "remove":
            del parent[last]
        else:
            parent[last] = op["value"]
    return document
