#!/usr/bin/env python3
"""Browser tests of a developer's own app in the car: packages written by `carplay init` (scripts/test-your-app
makes and builds them), each run by its own car executable (`swift run <Name>Car`, `CarSimulator.main`), in a real
headless Chromium.

Run from the repository root after scripts/test-your-app has built the packages:

    python3 Tests/Browser/test_your_app.py

CARPLAY_YOUR_APPS names the apps and their car executables: `Name=path,Name=path` (default: AudioApp and
NavigationApp in .build/debug). Screenshots go to artifacts/screenshots/ (your-app-*.png).
"""

import os
import socket
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser_harness as harness  # noqa: E402


def executables():
    """The generated apps' car executables, by app name."""
    setting = os.environ.get("CARPLAY_YOUR_APPS")
    if setting:
        return dict(pair.split("=", 1) for pair in setting.split(",") if "=" in pair)
    debug = os.path.join(harness.ROOT, ".build", "debug")
    return {name: os.path.join(debug, name + "Car") for name in ("AudioApp", "NavigationApp")}


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class YourAppTestCase(unittest.TestCase):
    """Starts the app's car executable and a browser on its page; both are stopped after the test."""

    app = None

    def setUp(self):
        binary = executables().get(self.app)
        if binary is None:
            self.fail(f"no car executable for {self.app} in CARPLAY_YOUR_APPS")
        self.sim = harness.SimulatorProcess(binary, subcommand=(), port=free_port())
        self.driver = None
        self.addCleanup(lambda: harness.stop_page(self.sim, self.driver))
        self.sim.start()
        self.driver = harness.start_browser(1600, 1000)
        self.page = harness.Page(self.driver, self.sim.url)
        self.page.open()

    def launch(self):
        """Taps the app's icon on the home screen (the only app the car has, with its name from the Info.plist)."""
        page = self.page
        apps = page.car().get("apps") or []
        self.assertEqual([app.get("name") for app in apps], [self.app], "the car has the package's app installed")
        from selenium.common.exceptions import StaleElementReferenceException
        # The home screen may be drawn anew between finding the icon and clicking it (the clock's minute): then it
        # is found again.
        for attempt in range(5):
            icon = page.wait(lambda: page.js(
                "return document.querySelector(`#car-screen [data-element-id='home/app/${arguments[0]}']`)",
                apps[0]["id"]), f"the {self.app} icon is on the home screen")
            try:
                icon.click()
                break
            except StaleElementReferenceException:
                if attempt == 4:
                    raise
        return apps[0]


class AudioAppTests(YourAppTestCase):
    app = "AudioApp"

    def test_a_row_tapped_plays_on_the_now_playing_screen(self):
        self.launch()
        page = self.page
        page.wait_text("Morning Jazz", "listRow")
        page.screenshot("your-app-audio-list")
        page.click_text("Classic Rock", "listRow")
        page.wait(lambda: page.js("return document.getElementById('car-screen').dataset.showing") == "nowPlaying"
                  or any(n.get("role") == "nowPlaying" for n in harness.walk(page.screen()["root"])),
                  "the Now Playing screen shows")
        page.wait_text("Classic Rock")
        page.screenshot("your-app-audio-now-playing")

    def test_restarting_the_app_reconnects_the_open_page(self):
        """Rebuilding and running the car executable again (the same port) is like plugging the iPhone in again:
        the open page reconnects by itself, without a reload, and shows the new run's car."""
        page = self.page
        page.js("window.__notReloaded = true")
        self.sim.stop()
        page.wait(lambda: page.js("return window.carplay.connected") is False, "the page sees the car go")
        restarted = harness.SimulatorProcess(self.sim.binary, subcommand=(), port=self.sim.port)
        self.addCleanup(restarted.stop)
        restarted.start()
        page.wait(lambda: page.js("return window.carplay.connected") is True, "the page reconnects by itself", 30)
        self.assertTrue(page.js("return window.__notReloaded === true"), "the page was not reloaded")
        self.launch()
        page.wait_text("Morning Jazz", "listRow")


class NavigationAppTests(YourAppTestCase):
    app = "NavigationApp"

    def test_a_place_tapped_shows_its_route_preview(self):
        self.launch()
        page = self.page
        page.wait(lambda: any(n.get("role") == "mapTemplate" for n in harness.walk(page.screen()["root"])),
                  "the map template shows")
        # The map's navigation bar hides a few seconds after the last touch; a tap on the map shows it again.
        for _ in range(20):
            if page.node("Casino de Monte-Carlo", "listRow"):
                break
            button = page.node("Places", "barButton")
            if button:
                try:
                    button.click()
                except Exception:
                    pass
            else:
                page.send({"type": "input", "action": "tapAt", "x": 400, "y": 240, "seq": page.seq()})
            page.wait(lambda: page.node("Casino de Monte-Carlo", "listRow") or page.node("Places", "barButton"),
                      "the places or their button show", 10)
        page.click_text("Casino de Monte-Carlo", "listRow")
        page.wait(lambda: any(n.get("role") == "tripPreview" for n in harness.walk(page.screen()["root"])),
                  "the trip preview shows", 90)
        page.wait_text("Go")
        page.screenshot("your-app-navigation-preview")


if __name__ == "__main__":
    unittest.main()
