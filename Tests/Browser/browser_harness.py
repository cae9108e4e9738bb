"""Helpers for Tests/Browser/test_browser.py: start `carplay simulate`, drive headless Chromium, stop everything.

Every process started here is stopped by `stop()` (also registered with atexit), whatever happens in the tests.
"""

import atexit
import json
import os
import re
import shutil
import signal
import subprocess
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCREENSHOTS = os.path.join(ROOT, "artifacts", "screenshots")


class SimulatorProcess:
    """`carplay simulate --port 0`, its URL parsed from the line it prints. A package's own car executable
    (`CarSimulator.main`) takes the same options without the subcommand: `subcommand=()`; `port` picks the port."""

    def __init__(self, binary, extra_args=(), subcommand=("simulate",), port=0):
        self.binary = binary
        self.extra_args = list(extra_args)
        self.subcommand = list(subcommand)
        self.port = port
        self.process = None
        self.url = None
        self.output = []
        self._lock = threading.Lock()

    def start(self, timeout=60):
        if not os.path.isfile(self.binary) or not os.access(self.binary, os.X_OK):
            raise RuntimeError(f"carplay executable not found at {self.binary} (build it, or set CARPLAY_BIN)")
        self.process = subprocess.Popen(
            [self.binary, *self.subcommand, "--port", str(self.port), *self.extra_args],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True, cwd=ROOT)
        atexit.register(self.stop)
        found = threading.Event()

        def read():
            for line in self.process.stdout:
                with self._lock:
                    self.output.append(line.rstrip("\n"))
                # The car's own URL line (a `Directions:` line before it names a routing server's URL).
                match = re.search(r"CarPlay simulator: (http://[^\s]+)", line)
                if match and not found.is_set():
                    self.url = match.group(1).rstrip("/")
                    found.set()

        threading.Thread(target=read, daemon=True).start()
        deadline = time.time() + timeout
        while not found.is_set():
            if self.process.poll() is not None:
                raise RuntimeError("carplay simulate exited early:\n" + "\n".join(self.output))
            if time.time() > deadline:
                raise RuntimeError("carplay simulate printed no URL:\n" + "\n".join(self.output))
            found.wait(0.1)
        return self.url

    def running(self):
        return self.process is not None and self.process.poll() is None

    def stop(self):
        process = self.process
        if process is None or process.poll() is not None:
            return
        try:
            os.killpg(process.pid, signal.SIGTERM)
        except ProcessLookupError:
            return
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            process.wait(timeout=5)


def chromium_binary():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def start_browser(width=2400, height=1500):
    """Headless Chromium through Selenium; the caller must `quit()` it."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--hide-scrollbars", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    binary = chromium_binary()
    if binary:
        options.binary_location = binary
    driver_path = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    service = Service(driver_path)
    driver = webdriver.Chrome(service=service, options=options)
    atexit.register(_quit_quietly, driver)
    return driver


def _quit_quietly(driver):
    try:
        driver.quit()
    except Exception:
        pass


class Page:
    """The simulator page in a browser: reads `window.carplay`, finds drawn nodes, sends input like a person."""

    def __init__(self, driver, url):
        self.driver = driver
        self.url = url

    def open(self):
        self.driver.get(self.url + "/")
        self.wait(lambda: self.js("return !!(window.carplay && window.carplay.connected && window.carplay.car)"),
                  "the page connects and receives the car's state")

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def wait(self, condition, what, timeout=60.0):
        """Polls `condition` until it holds (its value is returned). The default timeout is generous: CI runs this beside
        the Swift tests and the other browser suites on two cores, and a wait that holds returns at once anyway. Only
        a wait retried in a loop gives a shorter one."""
        deadline = time.time() + timeout
        last_error = None
        while time.time() < deadline:
            try:
                value = condition()
                if value:
                    return value
            except Exception as error:  # a stale element while the page redraws
                last_error = error
            time.sleep(0.05)
        detail = f" (last error: {last_error})" if last_error else ""
        raise AssertionError(f"timed out waiting until {what}{detail}\nscreen texts: {self.texts()}"
                             f"\nthe car's log, last entries: {self.log_tail()}")

    # State the page holds (from the server).
    def car(self):
        return self.js("return window.carplay.car")

    def screen(self):
        return self.js("return window.carplay.screen")

    def seq(self):
        return self.js("return window.carplay.seq")

    def drawn_latest(self):
        """Whether the car screen shows the latest screen the page has (read in one script)."""
        return self.js("return document.getElementById('car-screen').dataset.seq === String(window.carplay.seq)")

    def answer(self, message_id):
        """The server's `ack` or `error` to the message `message_id` (None before it came). The server publishes what
        a message changed before it answers, so once the answer is here, the diff it caused is too."""
        return self.js("""const answered = (m) => m.inReplyTo === arguments[0];
            return window.carplay.acks.find(answered) || window.carplay.errors.find(answered) || null""", message_id)

    def showing(self):
        return self.js("return document.getElementById('car-screen').dataset.showing")

    def texts(self, role=None):
        selector = f"#car-screen [data-role='{role}'][data-text]" if role else "#car-screen [data-text]"
        try:
            return self.js(f"return [...document.querySelectorAll(\"{selector}\")].map(e => e.dataset.text)")
        except Exception:
            return []

    def node(self, text, role=None):
        """The drawn element whose text or detail text is `text` (optionally of `role`)."""
        role_part = f"[data-role='{role}']" if role else ""
        return self.js(
            f"return [...document.querySelectorAll(\"#car-screen {role_part}[data-text], #car-screen {role_part}[data-detail-text]\")]"
            ".find(e => e.dataset.text === arguments[0] || e.dataset.detailText === arguments[0]) || null", text)

    def wait_text(self, text, role=None, timeout=60.0):
        return self.wait(lambda: self.node(text, role), f"“{text}” is drawn", timeout)

    def click_text(self, text, role=None):
        """Clicks the drawn element of `text`. The page may draw it anew between finding and clicking it (a diff
        replaces the node: the clock ticked, the bar showed again); then it is found again, a few times."""
        from selenium.common.exceptions import StaleElementReferenceException
        for attempt in range(5):
            element = self.wait_text(text, role)
            try:
                element.click()
                return
            except StaleElementReferenceException:
                if attempt == 4:
                    raise

    def focused(self):
        return self.js("const e = document.querySelector('#car-screen [data-focused=\"true\"]');"
                       "return e ? {id: e.dataset.elementId, role: e.dataset.role, text: e.dataset.text || null} : null")

    def press(self, *keys):
        from selenium.webdriver.common.action_chains import ActionChains
        chain = ActionChains(self.driver)
        for key in keys:
            chain.send_keys(key)
        chain.perform()

    def send(self, message):
        return self.js("return window.carplay.send(arguments[0])", message)

    def control(self, name, value):
        return self.send({"type": "control", "name": name, "value": value})

    def log_texts(self):
        return self.js("return [...document.querySelectorAll('#log-list li')].map(e => e.dataset.kind + ': ' + e.textContent)")

    def log_tail(self, count=12):
        """The car's last `count` log entries as the page lists them (for a failure's message), or [] when unreadable."""
        try:
            return self.log_texts()[-count:]
        except Exception:
            return []

    def screenshot(self, name):
        os.makedirs(SCREENSHOTS, exist_ok=True)
        path = os.path.join(SCREENSHOTS, name + ".png")
        self.driver.find_element("id", "screen-bezel").screenshot(path)
        return path

    def dump(self):
        return json.dumps({"car": self.car(), "seq": self.seq()}, indent=1)[:4000]


# The simulator the browser tests drive: CARPLAY_BIN, else the debug build.
BINARY = os.environ.get("CARPLAY_BIN", os.path.join(ROOT, ".build", "debug", "carplay"))


def walk(node):
    """A screen node (the JSON of `Screen`) and every node below it, depth first."""
    yield node
    for child in node.get("children") or []:
        yield from walk(child)


def start_page(binary):
    """Starts `carplay simulate` (the executable `binary`) and a headless Chromium on its page: (simulator, driver,
    page). Whatever started is stopped again when a step fails."""
    sim, driver = SimulatorProcess(binary), None
    try:
        url = sim.start()
        driver = start_browser()
        page = Page(driver, url)
        page.open()
        return sim, driver, page
    except BaseException:
        stop_page(sim, driver)
        raise


def stop_page(sim, driver):
    """Stops what start_page started (either may be None)."""
    if driver is not None:
        _quit_quietly(driver)
    if sim is not None:
        sim.stop()
