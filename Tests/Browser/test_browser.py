#!/usr/bin/env python3
"""Browser tests of the CarPlay simulator page (Sources/CarPlaySimulator/Resources/web).

Run from the repository root:

    swift build                                   # builds .build/debug/carplay
    python3 Tests/Browser/test_browser.py         # all tests
    python3 Tests/Browser/test_browser.py -v HomeScreenTests   # one class (unittest arguments)

Needs: the built `carplay` executable (path from $CARPLAY_BIN, default .build/debug/carplay), Chromium and
chromedriver (`apt-get install -y chromium chromium-driver`), Selenium (`pip install selenium`). The tests start
`carplay simulate --port 0`, drive headless Chromium against it and stop every process they start, also on failure.
Screenshots of every display preset go to artifacts/screenshots/ (gitignored).

Scenarios that need the Music sample skip with a message while `carplay simulate` does not install it; the others
use the deliberately faulty demo app (Faulty) the simulator installs.
"""

import os
import sys
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser_harness as harness  # noqa: E402

BINARY = os.environ.get("CARPLAY_BIN", os.path.join(harness.ROOT, ".build", "debug", "carplay"))

SIM = None
DRIVER = None
PAGE = None


def setUpModule():
    global SIM, DRIVER, PAGE
    SIM = harness.SimulatorProcess(BINARY)
    try:
        url = SIM.start()
        DRIVER = harness.start_browser()
        PAGE = harness.Page(DRIVER, url)
        PAGE.open()
    except BaseException:
        tearDownModule()
        raise


def tearDownModule():
    if DRIVER is not None:
        harness._quit_quietly(DRIVER)
    if SIM is not None:
        SIM.stop()


def app_named(name):
    for app in PAGE.car().get("apps") or []:
        if app.get("name") == name:
            return app
    return None


class SimulatorTestCase(unittest.TestCase):
    """Every test starts on the home screen of a connected car with the standard display, light, not limited."""

    def setUp(self):
        self.page = PAGE
        self.reset_car()

    def reset_car(self):
        page = PAGE
        if not page.js("return window.carplay.connected"):
            page.wait(lambda: page.js("return window.carplay.connected"), "the page is connected again", 15)
        car = page.car()
        wanted = [("connected", True, car.get("connected")),
                  ("display", "standard", (car.get("display") or {}).get("id", "").replace("-rhd", "")),
                  ("drivingSide", "leftHandDrive", car.get("drivingSide")),
                  ("uiAppearance", "light", car.get("uiAppearance")),
                  ("mapAppearance", "light", car.get("mapAppearance")),
                  ("limitLists", False, car.get("limitLists")),
                  ("limitKeyboard", False, car.get("limitKeyboard")),
                  ("phoneLocked", False, car.get("phoneLocked")),
                  ("radio", True, (car.get("radio") or {}).get("on"))]
        for name, value, current in wanted:
            if current != value:
                page.control(name, value)
        page.wait(lambda: page.car().get("connected") is True and page.car()["display"]["id"] == "standard"
                  and page.car().get("uiAppearance") == "light" and page.car().get("limitLists") is False,
                  "the car is back to its defaults")
        if page.screen() is not None:
            page.send({"type": "home"})
        page.wait(lambda: page.screen() is None and page.showing() == "home", "the home screen is shown")

    def launch(self, name):
        app = app_named(name)
        self.assertIsNotNone(app, f"{name} is installed")
        icon = self.page.wait(lambda: self.page.js(
            "return document.querySelector(`#car-screen [data-app-id='${arguments[0]}']`)", app["id"]),
            f"the {name} icon is on the home screen")
        icon.click()
        self.page.wait(lambda: self.page.showing() == "screen", f"{name} is on screen")
        self.page.wait(lambda: (self.page.car().get("foregroundApp") == app["id"]), f"{name} is in the foreground")
        return app

    def launch_at_root(self, name):
        """Launches `name` and goes back to its root template (apps keep their state between tests)."""
        app = self.launch(name)
        page = self.page
        for _ in range(10):
            if not page.js("return !!document.querySelector('#car-screen [data-role=backButton]')"):
                break
            seq = page.seq()
            page.send({"type": "input", "action": "back"})
            page.wait(lambda: page.seq() != seq, "the app goes back")
        self.assertFalse(page.js("return !!document.querySelector('#car-screen [data-role=backButton]')"))
        return app

    def require_music(self):
        if app_named("Music") is None:
            self.skipTest("the Music sample is not installed by `carplay simulate` yet (it arrives by merge)")


class HomeScreenTests(SimulatorTestCase):
    def test_home_screen_shows_every_app_the_time_and_the_dashboard_button(self):
        page = self.page
        car = page.car()
        apps = car["apps"]
        self.assertTrue(apps, "the simulator installs at least one app")
        drawn = page.js("return [...document.querySelectorAll('#car-screen [data-role=\"appIcon\"]')]"
                        ".map(e => [e.dataset.appId, e.textContent])")
        self.assertEqual([d[0] for d in drawn], [a["id"] for a in apps])
        for (_, text), app in zip(drawn, apps):
            self.assertIn(app["name"], text)
        clock = page.js("return document.querySelector('#car-screen .cp-home-clock').textContent")
        self.assertEqual(clock, page.car()["time"])
        # The car screen box is the display's size in CSS pixels.
        size = page.js("const r = document.getElementById('car-screen').getBoundingClientRect(); return [r.width, r.height]")
        self.assertEqual(size, [car["display"]["pixelWidth"], car["display"]["pixelHeight"]])
        page.driver.find_element("id", "home-dashboard").click()
        toast = page.wait(lambda: page.js("const t = document.getElementById('home-toast'); return t && t.textContent"),
                          "the Dashboard button answers")
        if not any(a.get("category") == "navigation" for a in apps):
            self.assertEqual(toast, "Dashboard needs a navigation app")
        page.screenshot("home-standard")
        os.makedirs(harness.SCREENSHOTS, exist_ok=True)
        page.driver.save_screenshot(os.path.join(harness.SCREENSHOTS, "page.png"))

    def test_controls_reflect_the_car_state_from_the_server(self):
        page = self.page
        car = page.car()
        options = page.js("return [...document.querySelectorAll('#control-display option')].map(o => o.value)")
        self.assertEqual(options, [p["id"] for p in car["presets"]])
        page.wait(lambda: page.js("return document.getElementById('control-display').value") == "standard", "#control-display shows standard")
        page.wait(lambda: page.js("return document.getElementById('control-radio').checked"), "#control-radio shows the car's state")
        # A change the server refuses leaves the control showing the car's state, and the error is logged.
        page.js("const s = document.getElementById('control-ui-appearance'); s.value = 'dark';"
                "s.dispatchEvent(new Event('change'))")
        page.wait(lambda: page.car()["uiAppearance"] == "dark", "the server applies the appearance")
        page.wait(lambda: page.js("return document.getElementById('control-ui-appearance').value") == "dark", "#control-ui-appearance shows dark")
        page.send({"type": "control", "name": "display", "value": "no-such-preset"})
        page.wait(lambda: any("unknownPreset" in t for t in page.log_texts()), "the error reply is in the log")
        page.wait(lambda: page.js("return document.getElementById('control-display').value") == "standard", "#control-display shows standard")


class FaultyAppTests(SimulatorTestCase):
    def test_tapping_a_row_runs_the_apps_handler(self):
        page = self.page
        self.launch_at_root("Faulty")
        row = page.wait_text("Tap count", "listRow")
        before = page.js("return arguments[0].querySelector('.cp-detail-line').textContent", row)
        row.click()
        page.wait(lambda: page.js("const r = [...document.querySelectorAll('#car-screen [data-role=listRow]')]"
                                  ".find(e => e.dataset.text === 'Tap count');"
                                  "return r && r.querySelector('.cp-detail-line').textContent") != before,
                  "the row's detail text changes")
        self.assertTrue(any(a.get("outcome") == "handled" for a in page.js("return window.carplay.acks")))

    def test_home_and_back_keeps_the_apps_state(self):
        page = self.page
        self.launch_at_root("Faulty")
        page.click_text("Inbox", "listRow")
        page.wait_text("On my way")
        page.press("h")
        page.wait(lambda: page.screen() is None and page.showing() == "home", "H goes to the home screen")
        faulty = app_named("Faulty")
        self.assertEqual(faulty["state"], "background")
        self.launch("Faulty")
        page.wait_text("On my way")  # still on the pushed Inbox template
        self.assertIsNotNone(page.js("return document.querySelector('#car-screen [data-role=backButton]')"))

    def test_the_knob_alone_walks_a_full_path(self):
        page = self.page
        self.launch_at_root("Faulty")
        page.wait_text("Inbox", "listRow")
        # Rotate until the Inbox row has the focus ring.
        for _ in range(8):
            focused = page.focused()
            if focused and focused["text"] == "Inbox":
                break
            seq = page.seq()
            page.press("]")
            page.wait(lambda: page.seq() != seq, "the knob rotation reaches the server")
        focused = page.wait(lambda: page.focused(), "an element has the focus ring")
        self.assertEqual(focused["text"], "Inbox")
        self.assertEqual(page.screen()["focusedElement"], focused["id"])
        page.press("\ue007")  # Enter: press the knob
        page.wait_text("On my way")
        page.press("\ue003")  # Backspace: back
        page.wait_text("Tap count", "listRow")
        self.assertIsNone(page.node("On my way"))
        # Arrow keys nudge the focus, "[" rotates back.
        for _ in range(8):
            if (page.focused() or {}).get("text") == "Inbox":
                break
            seq = page.seq()
            page.press("[" if page.focused() else "]")
            page.wait(lambda: page.seq() != seq, "the knob rotation reaches the server")
        self.assertEqual((page.focused() or {}).get("text"), "Inbox")
        page.press("\ue015")  # ArrowDown
        page.wait(lambda: (page.focused() or {}).get("text") == "Tap count", "nudging down focuses the next row")
        page.press("[")
        page.wait(lambda: (page.focused() or {}).get("text") == "Inbox", "rotating back focuses the previous row")

    def test_the_faulty_app_is_closed_and_the_home_screen_shows_apples_exception(self):
        page = self.page
        self.launch_at_root("Faulty")
        page.click_text("Crash", "listRow")
        message = page.wait(lambda: page.js("const m = document.getElementById('home-message'); return m && m.textContent"),
                            "the home screen shows the fault message")
        self.assertIn("NSInvalidArgumentException", message)
        self.assertEqual(message, page.car()["homeMessage"])
        self.assertEqual(page.driver.find_element("id", "home-message-title").text, "NSInvalidArgumentException")
        self.assertIsNone(page.screen())
        self.assertEqual(app_named("Faulty")["state"], "terminated")
        self.assertTrue(any(t.startswith("fault") for t in page.log_texts()), "the fault is in the event log")
        page.screenshot("fault-home-standard")
        # The car keeps running: the app launches again and works.
        self.launch("Faulty")
        page.wait_text("Tap count", "listRow")
        self.assertIsNone(page.car().get("homeMessage"))


class CarControlTests(SimulatorTestCase):
    def test_light_and_dark(self):
        page = self.page
        self.launch_at_root("Faulty")
        light = page.screen()["root"]["background"]
        page.driver.find_element("id", "control-ui-appearance").send_keys("Dark")
        page.wait(lambda: page.screen()["display"]["appearance"] == "dark", "the screen is laid out dark")
        dark = page.screen()["root"]["background"]
        self.assertNotEqual(light, dark)
        drawn = page.js("return getComputedStyle(document.querySelector('#car-screen [data-role=screen]')).backgroundColor")
        self.assertEqual(drawn, "rgb(0, 0, 0)" if dark == "#000000" else drawn)
        self.assertEqual(page.js("return document.querySelector('#car-screen .cp-surface').dataset.appearance"), "dark")
        page.screenshot("standard-dark")
        page.control("mapAppearance", "dark")
        page.wait(lambda: page.car()["mapAppearance"] == "dark", "the map appearance changes separately")
        self.assertEqual(page.car()["uiAppearance"], "dark")
        page.wait(lambda: page.js("return document.getElementById('control-map-appearance').value") == "dark", "#control-map-appearance shows dark")

    def test_limit_ui_toggles_reach_the_screen(self):
        page = self.page
        self.launch_at_root("Faulty")
        page.driver.find_element("id", "control-limit-lists").click()
        page.wait(lambda: page.screen()["display"]["limitsLists"] is True, "the screen is laid out with limited lists")
        page.wait(lambda: page.js("return document.getElementById('control-limit-lists').checked"), "#control-limit-lists shows the car's state")
        page.driver.find_element("id", "control-limit-keyboard").click()
        page.wait(lambda: page.car()["limitKeyboard"] is True, "the keyboard is limited")
        page.wait(lambda: page.js("return document.getElementById('control-limit-keyboard').checked"), "#control-limit-keyboard shows the car's state")

    def test_right_hand_drive_moves_the_status_bar(self):
        page = self.page
        self.launch_at_root("Faulty")
        x = lambda role: page.js(f"const e = document.querySelector('#car-screen [data-role={role}]');"
                                 "return e ? e.getBoundingClientRect().left : null")
        self.assertLess(x("statusBar"), x("appArea"))
        page.driver.find_element("id", "control-rhd").click()
        page.wait(lambda: page.screen()["display"]["drivingSide"] == "rightHandDrive", "the car drives on the right")
        page.wait(lambda: x("statusBar") > x("appArea"), "the status bar is on the right")
        page.screenshot("standard-rhd")

    def test_disconnect_and_reconnect(self):
        page = self.page
        self.launch_at_root("Faulty")
        button = page.driver.find_element("id", "control-connected")
        self.assertEqual(button.text, "Disconnect iPhone")
        button.click()
        page.wait(lambda: page.car()["connected"] is False, "the iPhone is disconnected")
        page.wait(lambda: page.showing() == "disconnected", "the page shows a car without iPhone")
        page.wait(lambda: page.driver.find_element("id", "control-connected").text == "Connect iPhone",
                  "the button offers to connect")
        page.driver.find_element("id", "control-connected").click()
        page.wait(lambda: page.car()["connected"] is True, "the iPhone is connected again")
        page.wait(lambda: page.showing() in ("home", "screen"), "the car screen is back")

    def test_radio_and_phone_lock(self):
        page = self.page
        self.assertNotEqual(page.js("return document.getElementById('radio-state').textContent"), "Off")
        page.driver.find_element("id", "control-radio").click()
        page.wait(lambda: page.car()["radio"]["on"] is False, "the radio is off")
        page.wait(lambda: page.js("return document.getElementById('radio-state').textContent") == "Off",
                  "the page says the radio is off")
        page.driver.find_element("id", "control-phone-locked").click()
        page.wait(lambda: page.car()["phoneLocked"] is True, "the phone is locked")
        page.wait(lambda: page.js("return document.getElementById('control-phone-locked').checked"), "#control-phone-locked shows the car's state")

    def test_every_display_preset_is_drawn_at_its_pixel_size(self):
        page = self.page
        self.launch_at_root("Faulty")
        page.wait_text("Inbox", "listRow")
        for preset in page.car()["presets"]:
            page.driver.execute_script(
                "const s = document.getElementById('control-display'); s.value = arguments[0];"
                "s.dispatchEvent(new Event('change'))", preset["id"])
            page.wait(lambda: (page.screen() or {}).get("display", {}).get("id") == preset["id"]
                      and page.js("return document.getElementById('car-screen').dataset.pixelWidth")
                      == str(preset["pixelWidth"]), f"the {preset['id']} display is drawn")
            size = page.js("const r = document.getElementById('car-screen').getBoundingClientRect();"
                           "return [r.width, r.height]")
            self.assertEqual(size, [preset["pixelWidth"], preset["pixelHeight"]], preset["id"])
            root = page.js("const r = document.querySelector('#car-screen [data-role=screen]').getBoundingClientRect();"
                           "return [r.width, r.height]")
            self.assertAlmostEqual(root[0], preset["pixelWidth"], delta=1)
            self.assertAlmostEqual(root[1], preset["pixelHeight"], delta=1)
            page.wait_text("Inbox", "listRow")
            page.screenshot(f"{preset['id']}-faulty")
            page.send({"type": "home"})
            page.wait(lambda: page.showing() == "home", "the home screen is shown")
            page.screenshot(f"{preset['id']}-home")
            self.launch_at_root("Faulty")


class ProtocolTests(SimulatorTestCase):
    def test_reload_resumes_the_running_car(self):
        page = self.page
        self.launch_at_root("Faulty")
        page.click_text("Inbox", "listRow")
        page.wait_text("On my way")
        page.open()
        page.wait_text("On my way")
        self.assertEqual(page.showing(), "screen")

    def test_a_diff_on_an_unknown_base_makes_the_page_resync(self):
        page = self.page
        self.launch_at_root("Faulty")
        page.wait_text("Tap count", "listRow")
        # A tap names the screen it was made on: a tap on a screen the car has left is refused, not misapplied.
        page.js("window.carplay.seq = -100")
        page.click_text("Tap count", "listRow")
        page.wait(lambda: any("outOfDate" in t for t in page.log_texts()), "the stale tap is refused (outOfDate)")
        # The next diff does not fit the page's seq: the page asks for the whole state again.
        resyncs = page.js("return window.carplay.resyncs")
        page.press("]")
        page.wait(lambda: page.js("return window.carplay.resyncs") == resyncs + 1, "the page sends resync")
        page.wait(lambda: page.seq() > 0, "the page resyncs and takes the server's seq")
        page.wait(lambda: page.focused() is not None, "the screen after the knob rotation is drawn")
        self.assertEqual(page.focused()["id"], page.screen()["focusedElement"])

    def test_json_patch_and_malformed_screens(self):
        page = self.page
        result = page.js("""
            const P = window.CarPlayPatch;
            const doc = {a: [1, 2], b: {c: 'x'}};
            const patched = P.applyPatch(doc, [
              {op: 'add', path: '/a/1', value: 9}, {op: 'remove', path: '/b/c'},
              {op: 'replace', path: '/a/0', value: 0}, {op: 'add', path: '/a/-', value: 7},
              {op: 'add', path: '/b/d~1e', value: true}]);
            let failed = null;
            try { P.applyPatch(doc, [{op: 'replace', path: '/a/0', value: 5}, {op: 'remove', path: '/zz'}]); }
            catch (e) { failed = e.message; }
            return {patched, doc, failed};""")
        self.assertEqual(result["patched"], {"a": [0, 9, 2, 7], "b": {"d/e": True}})
        self.assertEqual(result["doc"], {"a": [1, 2], "b": {"c": "x"}}, "the original is untouched")
        self.assertIsNotNone(result["failed"])
        # A screen with broken nodes is drawn as far as it goes; problems are reported, nothing throws.
        problems = page.js("""
            const host = document.createElement('div'); document.body.appendChild(host);
            const problems = [];
            const node = (role, extra) => Object.assign({role, frame: {x: 0, y: 0, width: 50, height: 20},
              attributes: {}, children: [], isFocusable: false, isEnabled: true, isSelected: false}, extra || {});
            const screen = {schemaVersion: 1, display: {pixelWidth: 800, pixelHeight: 480, scale: 2},
              focusOrder: [], warnings: [], root: node('screen', {children: [
                node('listRow', {text: 'ok', foreground: 'not-a-colour'}), {role: 'listRow'}, 42,
                node('hologram', {text: 'future'}), node('rowImage', {image: 'broken'})]})};
            window.CarPlayRender.drawScreen(host, screen, 1, p => problems.push(p));
            const texts = [...host.querySelectorAll('[data-text]')].map(e => e.dataset.text);
            host.remove();
            return {problems, texts};""")
        self.assertEqual(problems["texts"], ["ok", "future"])
        self.assertEqual(len(problems["problems"]), 4, problems["problems"])


class InputTests(SimulatorTestCase):
    def test_hard_keys_wheel_and_taps_between_elements(self):
        page = self.page
        self.launch_at_root("Faulty")
        page.click_text("Inbox", "listRow")
        page.wait_text("On my way")
        page.driver.find_element("id", "hardkey-back").click()
        page.wait_text("Tap count", "listRow")
        # The mouse wheel over the screen turns the knob.
        seq = page.seq()
        page.js("document.getElementById('car-screen').dispatchEvent("
                "new WheelEvent('wheel', {deltaY: 120, bubbles: true, cancelable: true}))")
        self.assertEqual(page.js("return window.carplay.lastSent"),
                         {"type": "input", "action": "knobRotate", "steps": 1, "id": page.js("return window.carplay.lastSent.id")})
        page.wait(lambda: page.seq() != seq and page.focused() is not None, "the wheel moves the focus")
        # A click on something that is not interactive sends the point, in screen points.
        title = page.wait_text("Faulty", "title")
        title.click()
        sent = page.js("return window.carplay.lastSent")
        frame = next(n for n in walk(page.screen()["root"]) if n["role"] == "title")["frame"]
        self.assertEqual(sent["action"], "tapAt")
        self.assertTrue(frame["x"] <= sent["x"] <= frame["x"] + frame["width"], (sent, frame))
        self.assertTrue(frame["y"] <= sent["y"] <= frame["y"] + frame["height"], (sent, frame))
        page.wait(lambda: any(a.get("inReplyTo") == sent["id"] for a in page.js("return window.carplay.acks")),
                  "the tapAt is answered")
        page.driver.find_element("id", "hardkey-home").click()
        page.wait(lambda: page.showing() == "home", "the Home hard key goes home")


def walk(node):
    yield node
    for child in node.get("children", []):
        yield from walk(child)


class TouchpadTests(SimulatorTestCase):
    def test_touchpad_mode_moves_the_pointer_and_clicks_press_the_knob(self):
        from selenium.webdriver.common.action_chains import ActionChains
        page = self.page
        self.launch_at_root("Faulty")
        row = page.wait_text("Inbox", "listRow")
        page.driver.find_element("id", "touchpad-mode").click()
        try:
            ActionChains(page.driver).move_to_element(row).move_by_offset(3, 2).perform()
            page.wait(lambda: (page.focused() or {}).get("text") == "Inbox", "the pointer focuses the row under it")
            ActionChains(page.driver).click().perform()
            page.wait_text("On my way")
        finally:
            page.driver.find_element("id", "touchpad-mode").click()


class MusicTests(SimulatorTestCase):
    """The issue's Music scenarios; they skip until the Music sample is installed by `carplay simulate`.

    Rows are activated with a DOM click on the drawn row (the page sends `tap` with the row's element id), so a row
    scrolled out of the list's visible area can be chosen the way the knob would reach it."""

    def tap(self, text, role="listRow"):
        element = self.page.wait_text(text, role, timeout=15)
        self.page.js("arguments[0].click()", element)

    def rows(self):
        return self.page.js("return document.querySelectorAll('#car-screen [data-role=listRow]').length")

    def open_album(self, title="Slow Rivers"):
        self.launch_at_root("Music")
        self.tap("Albums")
        self.tap(title)
        self.page.wait(lambda: self.page.node(title, "title") is not None, f"the album {title} is open", 15)

    def test_browse_play_now_playing_rate_up_next_home_and_back(self):
        self.require_music()
        page = self.page
        self.open_album()
        first = page.js("return [...document.querySelectorAll('#car-screen [data-role=listRow]')][0].dataset.text")
        self.tap(first)
        page.wait(lambda: page.js("return !!document.querySelector('#car-screen [data-role=nowPlaying]')"),
                  "Now Playing is shown", 15)
        page.wait(lambda: page.js("const n = document.querySelector('#car-screen [data-role=nowPlaying]');"
                                  "return n && n.dataset.playbackState") == "playing", "the track plays")
        title = page.js("const t = document.querySelector('#car-screen [data-role=text][data-field=title]');"
                        "return t && t.dataset.text")
        self.assertEqual(title, first)
        self.assertEqual(page.car().get("audioOwner"), app_named("Music")["id"])
        rate = lambda: page.js("const r = document.querySelector('#car-screen [data-kind=playbackRate]'); return r && r.dataset.text")
        before = rate()
        self.assertIsNotNone(before, "Now Playing has a playback rate button")
        page.js("document.querySelector('#car-screen [data-kind=playbackRate]').click()")
        page.wait(lambda: rate() not in (None, before), "the playback rate cycles")
        page.screenshot("standard-now-playing")
        page.js("document.querySelector('#car-screen [data-field=upNext]').click()")
        page.wait(lambda: not page.js("return !!document.querySelector('#car-screen [data-role=nowPlaying]')")
                  and self.rows() > 0, "Up Next is shown")
        page.screenshot("standard-up-next")
        page.press("h")
        page.wait(lambda: page.showing() == "home", "H goes home")
        self.launch("Music")
        page.wait(lambda: self.rows() > 0 and page.js("return !!document.querySelector('#car-screen [data-role=backButton]')"),
                  "Music comes back where it was (Up Next)")

    def test_limit_ui_shortens_lists_to_twelve(self):
        self.require_music()
        page = self.page
        self.open_album()
        before = self.rows()
        self.assertGreater(before, 12, "Slow Rivers has more than 12 tracks")
        page.driver.find_element("id", "control-limit-lists").click()
        page.wait(lambda: self.rows() == 12, "the list shortens to 12 rows")
        page.driver.find_element("id", "control-limit-lists").click()
        page.wait(lambda: self.rows() == before, "the whole list is back")

    def test_light_and_dark_screenshots(self):
        self.require_music()
        page = self.page
        self.launch_at_root("Music")
        page.screenshot("standard-music-light")
        page.control("uiAppearance", "dark")
        page.wait(lambda: page.screen()["display"]["appearance"] == "dark", "Music is drawn dark")
        page.screenshot("standard-music-dark")
        for preset in page.car()["presets"]:
            page.control("display", preset["id"])
            page.wait(lambda: page.screen()["display"]["id"] == preset["id"]
                      and page.js("return document.getElementById('car-screen').dataset.pixelWidth")
                      == str(preset["pixelWidth"]), f"Music is drawn on {preset['id']}")
            page.screenshot(f"{preset['id']}-music-dark")


if __name__ == "__main__":
    unittest.main(verbosity=2)
