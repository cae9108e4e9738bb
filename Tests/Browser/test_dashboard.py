#!/usr/bin/env python3
"""Browser tests of the car's other displays on the simulator page: the CarPlay Dashboard view with the navigation
app's Dashboard tile, the instrument cluster beside the main screen and the head-up display strip (displays.js, hud.js).

Run from the repository root:

    swift build                                    # builds .build/debug/carplay
    python3 Tests/Browser/test_dashboard.py        # all tests
    python3 Tests/Browser/test_dashboard.py -v ClusterTests   # one class (unittest arguments)

Needs what test_browser.py needs (the built `carplay`, Chromium, chromedriver, Selenium). The tests start
`carplay simulate --port 0` with its sample apps and drive Drive, the navigation sample: its Info.plist must offer
the Dashboard and cluster scenes (`CPSupportsDashboardNavigationScene`, `CPSupportsInstrumentClusterNavigationScene`)
and its map template must provide navigation metadata for the head-up strip. Screenshots go to artifacts/screenshots/
(dashboard.png, cluster.png, hud.png), and with CARPLAY_DOCS_IMAGES=1 also to docs/images/ (the README's pictures).
"""

import os
import sys
import unittest

from selenium.webdriver.support.ui import Select

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser_harness as harness  # noqa: E402

BINARY = harness.BINARY
IMAGES = os.path.join(harness.ROOT, "docs", "images")

SIM = None
DRIVER = None
PAGE = None


def setUpModule():
    global SIM, DRIVER, PAGE
    SIM, DRIVER, PAGE = harness.start_page(BINARY)


def tearDownModule():
    harness.stop_page(SIM, DRIVER)


walk = harness.walk


def app_named(name):
    for app in PAGE.car().get("apps") or []:
        if app.get("name") == name:
            return app
    return None


class DisplaysTestCase(unittest.TestCase):
    """Tests share one car: Drive guides to the casino once (the first test that needs it starts the trip)."""

    trip_started = False

    def setUp(self):
        self.page = PAGE
        page = PAGE
        page.wait(lambda: page.js("return window.carplay.connected"), "the page is connected")
        self.assertEqual(page.js("return window.carplay.problems"), [], "the page reported no problems so far")

    def drive_id(self):
        app = app_named("Drive")
        if app is None:
            self.fail("the Drive sample is not installed")
        return app["id"]

    def dashboard_screen(self):
        return self.page.js("return window.carplayDisplays.dashboard")

    def cluster_screen(self):
        return self.page.js("return window.carplayDisplays.cluster")

    def launch_drive(self):
        page = self.page
        drive = self.drive_id()
        page.send({"type": "launch", "app": drive})
        page.wait(lambda: page.car().get("foregroundApp") == drive, "Drive is in front")
        page.wait(lambda: any(n.get("mapView") for n in walk(page.screen()["root"])), "Drive's map is on screen", 90)

    def start_trip(self):
        """Drive guides to the Casino de Monte Carlo (Destinations → the casino → Go), once per run."""
        page = self.page
        self.launch_drive()
        if DisplaysTestCase.trip_started:
            return
        # The map template's navigation bar hides a while after the driver's last touch (on the car's clock, which
        # runs with the wall clock here): a touch brings it back, again if it hid before the click on a loaded machine.
        display = page.car()["display"]
        for _ in range(6):
            if not page.node("Destinations"):
                page.send({"type": "input", "action": "tapAt", "x": display["pixelWidth"] / display["scale"] / 2,
                           "y": display["pixelHeight"] / display["scale"] / 2})
            try:
                page.wait(lambda: page.node("Destinations"), "the navigation bar shows Destinations", 10)
                page.click_text("Destinations")
            except AssertionError:
                continue
            try:
                page.wait(lambda: page.node("Casino de Monte Carlo"), "the destinations list is open", 10)
                break
            except AssertionError:
                continue
        page.click_text("Casino de Monte Carlo")
        page.click_text("Go")
        page.wait(lambda: page.js("return document.querySelector('#car-screen [data-role=maneuver]')"),
                  "the guidance card shows a maneuver", 30)
        DisplaysTestCase.trip_started = True

    def main_maneuver(self):
        """The current maneuver's instruction on the main screen (the guidance card's first maneuver)."""
        page = self.page
        maneuvers = page.wait(lambda: [n for n in walk(page.screen()["root"]) if n.get("role") == "maneuver"],
                              "the main screen shows a maneuver")
        texts = [n["text"] for n in walk(maneuvers[0]) if (n.get("content") or {}).get("field") == "instruction"]
        self.assertTrue(texts, "the maneuver has an instruction")
        return texts[0]

    def save(self, element_id, name):
        """The element as it is now, in artifacts/screenshots/NAME.png; with CARPLAY_DOCS_IMAGES=1 also in docs/images
        (the README's pictures), so a test run does not change tracked files."""
        element = self.page.driver.find_element("id", element_id)
        folders = [harness.SCREENSHOTS] + ([IMAGES] if os.environ.get("CARPLAY_DOCS_IMAGES") == "1" else [])
        for folder in folders:
            os.makedirs(folder, exist_ok=True)
            element.screenshot(os.path.join(folder, name + ".png"))


class DashboardTests(DisplaysTestCase):
    """The home screen's Dashboard button opens the Dashboard view: Drive's tile beside Music's Now Playing."""

    def tearDown(self):
        self.page.send({"type": "home"})

    def open_dashboard(self):
        page = self.page
        page.send({"type": "home"})
        page.wait(lambda: page.car().get("foregroundApp") is None, "the home screen shows")
        page.js("document.querySelector(`#car-screen [data-element-id='home/dashboard']`).click()")
        notice = "const t = document.querySelector('#car-screen [data-role=notice]'); return t && t.textContent"
        page.wait(lambda: page.car().get("dashboardShowing") is True or page.js(notice), "the Dashboard answers")
        if not page.car().get("dashboardShowing"):
            self.fail(f"the Dashboard did not open: {page.js(notice)} (Drive's Info.plist needs "
                      "CPSupportsDashboardNavigationScene)")
        page.wait(lambda: self.dashboard_screen() is not None, "Drive's Dashboard tile arrived")
        page.wait(lambda: page.js("return !document.getElementById('dashboard-tile').hidden"), "the tile is drawn")

    def test_the_dashboard_view_draws_the_tile_over_its_slot_beside_now_playing(self):
        page = self.page
        self.launch_drive()
        self.open_dashboard()
        self.assertEqual(page.screen()["root"]["content"]["screenKind"], "dashboard")
        self.assertEqual(page.car()["dashboardApp"], self.drive_id())
        slot = page.js("return document.querySelector('#car-screen [data-role=dashboard]').getBoundingClientRect()"
                       ".toJSON()")
        tile = page.js("return document.getElementById('dashboard-tile').getBoundingClientRect().toJSON()")
        for key in ("left", "top", "width", "height"):
            self.assertAlmostEqual(slot[key], tile[key], delta=1.0, msg=key)
        card = page.js("const e = document.querySelector('#car-screen [data-role=nowPlaying]');"
                       "return e && e.dataset.elementId")
        self.assertEqual(card, "dashboard/nowPlaying")
        # The tile's own screen: Drive's map in its Dashboard window.
        roles = {n["role"] for n in walk(self.dashboard_screen()["root"])}
        self.assertIn("mapView", roles)
        self.assertEqual(page.js("return document.querySelectorAll('#dashboard-tile .cp-unknown').length"), 0)

    def test_a_wide_display_keeps_the_widgets_column_on_the_drivers_side(self):
        """On the 1920×720 display the Dashboard view has the widgets column on the driver's side (left in this
        left-hand-drive car), beside Now Playing and the tile, with the widgets the driver shows (Charge's, and the
        forecast of Weather, an app that is not a CarPlay app)."""
        page = self.page
        self.launch_drive()
        page.control("display", "high-resolution")
        self.addCleanup(page.control, "display", "standard")
        page.wait(lambda: page.screen()["display"]["id"] == "high-resolution", "the wide display")
        self.open_dashboard()
        rect = ("const e = document.querySelector(`#car-screen [data-role=${arguments[0]}]`);"
                "return e && e.getBoundingClientRect().toJSON()")
        column = page.wait(lambda: page.js(rect, "widgets"), "the widgets column is drawn")
        card = page.js(rect, "nowPlaying")
        slot = page.js(rect, "dashboard")
        self.assertLess(column["right"], card["left"], "the column on the driver's side of Now Playing")
        self.assertLess(card["right"], slot["left"] + 1, "the tile on the passenger side")
        column_text = lambda: page.js("return document.querySelector('#car-screen [data-role=widgets]').textContent")
        page.wait(lambda: "Not charging" in column_text() and "Monaco" in column_text(), "the widgets are drawn")
        self.assertEqual(page.js("return document.querySelectorAll('#car-screen [data-role=widgets] [data-role=widget]')"
                                 ".length"), 2)
        self.assertEqual(page.js("return document.querySelectorAll('#car-screen .cp-unknown').length"), 0)
        self.save("car-screen", "dashboard-widgets-column")

    def test_the_dashboard_shows_the_same_maneuver_as_the_main_screen(self):
        page = self.page
        self.start_trip()
        maneuver = self.main_maneuver()
        self.open_dashboard()
        tile_instruction = ("const e = document.querySelector("
                            "'#dashboard-tile [data-role=maneuver] [data-field=instruction]'); return e && e.dataset.text")
        page.wait(lambda: page.js(tile_instruction), "the Dashboard tile shows a maneuver")
        self.assertEqual(page.js(tile_instruction).replace("\n", " "), maneuver.replace("\n", " "),
                         "the Dashboard tile shows the main screen's maneuver")
        self.assertEqual(page.js("return document.querySelectorAll('#dashboard-tile [data-role=dashboardShortcut]')"
                                 ".length"), 0, "no shortcut buttons while navigating")
        page.wait(lambda: page.js("return window.CarPlayMap && document.querySelector('#dashboard-tile canvas')"),
                  "the tile's map is painted")
        self.save("screen-bezel", "dashboard")

    def test_a_tap_on_the_tiles_map_opens_the_navigation_app(self):
        page = self.page
        self.launch_drive()
        self.open_dashboard()
        tile = self.dashboard_screen()["root"]["frame"]
        page.send({"type": "dashboard", "action": "tapAt", "x": tile["width"] / 2, "y": tile["height"] - 4})
        page.wait(lambda: page.car().get("foregroundApp") == self.drive_id(), "Drive comes to the front")
        page.wait(lambda: page.js("return document.getElementById('dashboard-tile').hidden"), "the tile goes")
        self.assertIsNone(self.dashboard_screen())

    def play_music(self):
        """Music plays the first track of an album (it then publishes Now Playing info and holds the audio)."""
        page = self.page
        music = app_named("Music")
        if music is None:
            self.fail("`carplay simulate` installs Music")
        page.send({"type": "launch", "app": music["id"]})
        page.wait(lambda: page.car().get("foregroundApp") == music["id"], "Music is in front")
        for _ in range(10):
            if not any(n.get("role") == "backButton" for n in walk(page.screen()["root"])):
                break
            seq = page.seq()
            page.send({"type": "input", "action": "back"})
            page.wait(lambda: page.seq() != seq, "Music goes back")
        def tap(text, role="listRow"):
            find = lambda: next((n["id"] for n in walk(page.screen()["root"])
                                 if n.get("id") and n.get("role") == role and n.get("text") == text), None)
            element = page.wait(find, f"“{text}” is on screen")
            seq = page.seq()
            page.send({"type": "input", "action": "tap", "element": element})
            page.wait(lambda: page.seq() != seq, f"the tap on “{text}” changes the screen")

        library = next((n for n in walk(page.screen()["root"])
                        if n.get("role") == "tab" and n.get("text") == "Library"), None)
        self.assertIsNotNone(library, "Music has a Library tab")
        if not library.get("isSelected"):
            tap("Library", "tab")
        tap("Albums")
        tap("Slow Rivers")
        page.wait(lambda: page.node("Slow Rivers", "title") is not None, "the album is open")
        first = page.wait(lambda: next((n["id"] for n in walk(page.screen()["root"])
                                        if n.get("role") == "listRow" and n.get("id")), None), "a track row")
        page.send({"type": "input", "action": "tap", "element": first})
        page.wait(lambda: page.car().get("audioOwner") == music["id"], "Music plays")
        return music

    def test_the_now_playing_cards_controls_play_and_pause_music(self):
        page = self.page
        self.play_music()
        self.launch_drive()
        self.open_dashboard()
        control = "#car-screen [data-element-id='dashboard/nowPlaying/playPause']"
        # The control shows pause while Music plays, play while it is paused (the symbol drawn, and the host's state).
        symbols = {"pause.fill": "playing", "play.fill": "paused"}

        def state():
            symbol = page.js(f"const e = document.querySelector(\"{control} [data-symbol]\");"
                             "return e && e.dataset.symbol")
            node = next((n for n in walk(page.screen()["root"]) if n.get("id") == "dashboard/nowPlaying/playPause"),
                        {})
            shown = symbols.get(symbol)
            return shown if shown == ((node.get("content") or {}).get("playbackControl") or {}).get("state") else None
        page.wait(lambda: state() == "playing", "the card's play/pause control shows Music playing")
        ids = page.js("return [...document.querySelectorAll('#car-screen [data-role=nowPlaying] "
                      "[data-role=playbackControl]')].map(e => e.dataset.elementId)")
        self.assertEqual(ids, ["dashboard/nowPlaying/" + c for c in ("previous", "playPause", "next")])
        page.js(f"document.querySelector(\"{control}\").click()")
        page.wait(lambda: state() == "paused", "a tap pauses Music")
        self.assertTrue(page.car().get("dashboardShowing"), "the Dashboard stays")
        page.wait(lambda: any("MPRemoteCommandCenter playPause (Dashboard)" in t for t in page.log_texts()),
                  "the Dashboard's play/pause command is logged")
        page.js(f"document.querySelector(\"{control}\").click()")
        page.wait(lambda: state() == "playing", "a second tap plays again")
        # The knob walks the card's controls too: focus play/pause and press it.
        order = [n.get("id") for n in walk(page.screen()["root"]) if n.get("isFocusable") and n.get("isEnabled", True)]
        focused = lambda: page.js("const e = document.querySelector('#car-screen [data-focused=\"true\"]');"
                                  "return e && e.dataset.elementId")
        page.send({"type": "input", "action": "knobRotate", "steps": -100})
        page.send({"type": "input", "action": "knobRotate", "steps": order.index("dashboard/nowPlaying/playPause")})
        page.wait(lambda: focused() == "dashboard/nowPlaying/playPause", "the knob focuses play/pause")
        page.send({"type": "input", "action": "knobPress"})
        page.wait(lambda: state() == "paused", "a knob press pauses Music")
        self.assertTrue(page.car().get("dashboardShowing"), "the Dashboard stays")
        os.makedirs(harness.SCREENSHOTS, exist_ok=True)
        page.driver.find_element("id", "screen-bezel").screenshot(
            os.path.join(harness.SCREENSHOTS, "dashboard-now-playing.png"))

    def test_bad_dashboard_messages_get_an_error_and_change_nothing(self):
        page = self.page
        self.launch_drive()
        self.open_dashboard()
        # Nothing of the Dashboard changes (not the whole state's seq: the car's clock and Drive's map move on).
        before = {key: page.car().get(key) for key in ("dashboardShowing", "foregroundApp")}
        errors = len(page.js("return window.carplay.errors"))
        page.send({"type": "dashboard", "action": "tap", "element": "no-such-button"})
        page.send({"type": "dashboard", "action": "wave"})
        page.wait(lambda: len(page.js("return window.carplay.errors")) >= errors + 2, "two errors")
        codes = [e["code"] for e in page.js("return window.carplay.errors")[errors:]]
        self.assertEqual(codes, ["unknownElement", "badField"])
        self.assertEqual({key: page.car().get(key) for key in before}, before)
        self.assertTrue(before["dashboardShowing"])


class ClusterTests(DisplaysTestCase):
    """The instrument cluster display under the main screen and its controls."""

    def tearDown(self):
        page = self.page
        page.control("clusterDisplay", None)
        # The next test's choice must find no cluster: a select already showing its preset sends nothing.
        page.wait(lambda: ((page.car().get("cluster") or {}).get("display")) is None
                  and page.js("return document.getElementById('cluster-display').value") == "", "no cluster")

    def choose(self, preset):
        page = self.page
        Select(page.driver.find_element("id", "cluster-display")).select_by_value(preset)
        page.wait(lambda: ((page.car().get("cluster") or {}).get("display") or {}).get("id") == (preset or None),
                  f"the cluster display is {preset or 'none'}")

    def test_a_disconnected_iphone_leaves_the_clusters_frame(self):
        page = self.page
        self.launch_drive()
        self.choose("widescreen-wide")
        page.wait(lambda: self.cluster_screen() is not None, "Drive's cluster scene")
        size = lambda: page.js("const r = document.getElementById('cluster-screen').getBoundingClientRect();"
                               "return [Math.round(r.width), Math.round(r.height)]")
        status = lambda: page.js("return document.getElementById('cluster-status').textContent")
        connected = size()
        self.assertGreater(connected[1], 100)
        page.control("connected", False)
        try:
            page.wait(lambda: self.cluster_screen() is None, "the cluster scene goes with the iPhone")
            page.wait(lambda: status().endswith("iPhone disconnected"), "the cluster's status says why")
            self.assertEqual(size(), connected, "the cluster keeps its display's frame, dark")
            self.save("cluster-column", "cluster-disconnected")
        finally:
            page.control("connected", True)
            page.wait(lambda: page.car().get("connected") is True, "the iPhone is back")
        page.wait(lambda: self.cluster_screen() is not None, "Drive's cluster scene is back")

    def test_choosing_a_preset_shows_drives_cluster_under_the_screen_scaled_to_fit(self):
        page = self.page
        self.launch_drive()
        for preset in ("minimum", "basic", "widescreen-wide", "widescreen-small"):
            self.choose(preset)
            page.wait(lambda: (self.cluster_screen() or {}).get("display", {}).get("id") == "cluster-" + preset,
                      f"Drive's cluster scene on {preset}")
            # Drawn whole, in its proportions, at most at actual pixels, inside the car's region of the page.
            size = page.js("const r = document.getElementById('cluster-screen').getBoundingClientRect();"
                           "return [r.width, r.height]")
            display = self.cluster_screen()["display"]
            self.assertLessEqual(size[0], display["pixelWidth"] + 0.5)
            self.assertAlmostEqual(size[0] / size[1], display["pixelWidth"] / display["pixelHeight"], delta=0.02)
            if display["pixelWidth"] >= 1920:
                # Legible: wider than the quarter scale it once had.
                self.assertGreater(size[0], 480)
            # Where the car's gauges cover part of the display, a line along the safe area shows where the map's
            # important content stays (none where all of it is safe).
            lines = page.js("return document.querySelectorAll('#cluster-screen .cp-instrumentCluster > .cp-fill-border')"
                            ".length")
            self.assertEqual(lines, 1 if preset.startswith("widescreen") else 0, preset)
            stage = page.js("return document.getElementById('stage').getBoundingClientRect().toJSON()")
            cluster = page.js("return document.getElementById('cluster-screen').getBoundingClientRect().toJSON()")
            self.assertTrue(stage["left"] <= cluster["left"] and cluster["right"] <= stage["right"]
                            and stage["top"] <= cluster["top"] and cluster["bottom"] <= stage["bottom"],
                            (cluster, stage))
        # Under the main screen and its keys.
        keys = page.js("return document.getElementById('hardkeys').getBoundingClientRect().toJSON()")
        cluster = page.js("return document.getElementById('cluster-bezel').getBoundingClientRect().toJSON()")
        self.assertGreaterEqual(cluster["top"], keys["bottom"])
        self.choose("")
        page.wait(lambda: self.cluster_screen() is None, "no cluster")
        self.assertEqual(page.js("return document.getElementById('cluster-screen').children.length"), 0)

    def test_zoom_and_settings_reach_the_app(self):
        page = self.page
        self.launch_drive()
        self.choose("basic")
        page.wait(lambda: self.cluster_screen() is not None, "the cluster scene connected")
        # The page enables the zoom buttons when it draws the cluster (a frame after the screen arrived).
        # Clicked until the car hears it: a click that lands while a redraw has the button disabled is lost (once in
        # CI, under load; the errors the page got are in the message if it never arrives).
        zoomed = lambda: any("Cluster zoom in" in t for t in page.log_texts())
        for _ in range(3):
            page.wait(lambda: page.js("return !document.getElementById('cluster-zoom-in').disabled"), "zoom enabled")
            page.driver.find_element("id", "cluster-zoom-in").click()
            try:
                page.wait(zoomed, "the zoom reaches the car", 10)
                break
            except AssertionError:
                pass
        self.assertTrue(zoomed(), f"the zoom reaches the car; errors: {page.js('return window.carplay.errors')}")
        Select(page.driver.find_element("id", "cluster-compass")).select_by_value("enabled")
        page.wait(lambda: page.car()["cluster"]["compass"] == "enabled", "the compass setting")
        Select(page.driver.find_element("id", "cluster-speed-limit")).select_by_value("disabled")
        page.wait(lambda: page.car()["cluster"]["speedLimit"] == "disabled", "the speed-limit setting")
        self.assertEqual(page.js("return document.getElementById('cluster-compass').value"), "enabled")
        # Bad cluster messages: an error each, nothing of the cluster changed. (Not the whole state's seq: the car's
        # clock and Drive's map move on meanwhile; test_protocol.py checks that a bad message sends no diff.)
        cluster = {key: page.car()["cluster"].get(key) for key in ("display", "app", "compass", "speedLimit")}
        errors = len(page.js("return window.carplay.errors"))
        page.control("clusterDisplay", "enormous")
        page.control("clusterCompass", "sometimes")
        page.send({"type": "clusterZoom", "direction": "sideways"})
        page.wait(lambda: len(page.js("return window.carplay.errors")) >= errors + 3, "three errors")
        codes = [e["code"] for e in page.js("return window.carplay.errors")[errors:]]
        self.assertEqual(codes, ["unknownPreset", "badField", "badField"])
        self.assertEqual({key: page.car()["cluster"].get(key) for key in cluster}, cluster)
        page.control("clusterCompass", "unspecified")
        page.control("clusterSpeedLimit", "unspecified")

    def test_the_cluster_has_its_own_appearance(self):
        page = self.page
        self.launch_drive()
        self.choose("basic")
        page.wait(lambda: self.cluster_screen() is not None, "the cluster scene connected")
        appearance = lambda: (self.cluster_screen() or {}).get("display", {}).get("appearance")
        car_style = page.car()["display"]["appearance"]
        other = "dark" if car_style == "light" else "light"
        self.assertEqual(page.car()["cluster"]["appearance"], None, "the cluster follows the car at first")
        self.assertEqual(appearance(), car_style)
        Select(page.driver.find_element("id", "cluster-appearance")).select_by_value(other)
        page.wait(lambda: appearance() == other, f"the cluster turns {other}")
        self.assertEqual(page.car()["cluster"]["contentStyle"], other)
        self.assertEqual(page.car()["display"]["appearance"], car_style, "the main display keeps its appearance")
        page.wait(lambda: page.js("return document.getElementById('cluster-screen').dataset.appearance") == other,
                  "the cluster is drawn in its own style")
        # A bad value: an error, nothing changed.
        errors = len(page.js("return window.carplay.errors"))
        page.control("clusterAppearance", "sepia")
        page.wait(lambda: len(page.js("return window.carplay.errors")) >= errors + 1, "an error")
        self.assertEqual(page.js("return window.carplay.errors")[errors]["code"], "badField")
        self.assertEqual((page.car()["cluster"]["appearance"], appearance()), (other, other))
        # Follow the car again.
        Select(page.driver.find_element("id", "cluster-appearance")).select_by_value("")
        page.wait(lambda: appearance() == car_style, "the cluster follows the car again")
        self.assertIsNone(page.car()["cluster"]["appearance"])
        self.assertEqual(page.js("return document.getElementById('cluster-appearance').value"), "")

    def test_the_cluster_and_the_head_up_strip_follow_the_guidance(self):
        page = self.page
        self.start_trip()
        self.choose("widescreen-wide")
        page.wait(lambda: self.cluster_screen() is not None, "the cluster scene connected")
        # No inactive description while navigating; the app's map fills the cluster.
        fields = [n.get("content", {}).get("field") for n in walk(self.cluster_screen()["root"])]
        self.assertNotIn("inactiveDescription", fields)
        page.wait(lambda: page.js("return document.querySelector('#cluster-screen canvas')"), "the cluster map")
        # The head-up strip draws the metadata: the glyph the car picked, the distance, the road.
        hud = page.wait(lambda: page.car().get("headUp"), "the head-up strip has metadata")
        self.assertTrue(hud["glyphPaths"], "the car lays out the glyph's paths")
        strip = page.js("const s = document.getElementById('hud-strip'); return {active: s.dataset.active,"
                        " glyph: s.dataset.glyph, distance: s.querySelector('.hud-distance').textContent,"
                        " road: s.querySelector('.hud-road').textContent, svg: !!s.querySelector('svg path'),"
                        " paths: [...s.querySelectorAll('.hud-glyph path')].map(p => p.getAttribute('d'))}")
        self.assertEqual(strip["active"], "true")
        self.assertEqual(strip["glyph"], hud["glyph"])
        self.assertEqual(strip["paths"], hud["glyphPaths"], "the page draws the car's paths")
        self.assertEqual(strip["distance"], hud["distance"])
        # The same maneuver as the main screen's guidance card: the same distance to it.
        card = [n for n in walk(page.screen()["root"]) if n.get("role") == "maneuver"][0]
        distances = [n["text"] for n in walk(card) if (n.get("content") or {}).get("field") == "distance"]
        self.assertEqual(distances[:1], [hud["distance"]])
        self.assertTrue(strip["svg"])
        self.assertEqual(strip["road"], hud.get("roadName") or hud.get("instruction"))
        self.assertTrue(strip["road"])
        self.save("cluster-column", "cluster")
        self.save("hud-strip", "hud")
        # The cluster's map turns with the car: MapKit's compass shows, and goes when the car's compass setting is
        # off (Drive honours it).
        def compass():
            screen = self.cluster_screen()
            return bool(screen) and any(n.get("role") == "view" and [c.get("text") for c in n.get("children") or []]
                                        == ["N"] for n in walk(screen["root"]))
        heading = lambda: next((n["mapView"]["heading"] for n in walk(self.cluster_screen()["root"])
                                if n.get("mapView")), 0)
        page.wait(lambda: 1 <= heading() <= 359, "the cluster's map is turned with the car")
        page.wait(compass, "a compass on the turned cluster map")
        page.control("clusterCompass", "disabled")
        try:
            page.wait(lambda: not compass(), "no compass with the car's compass setting off")
        finally:
            page.control("clusterCompass", "unspecified")
        page.wait(compass, "the compass is back")



class HeadUpStripTests(DisplaysTestCase):
    """The strip's drawing (hud.js) from a `headUp` value as the server sends it, into a scratch element."""

    def draw(self, hud, idle_text=None):
        return self.page.js("""
            const host = document.createElement('div'); host.id = 'hud-fixture';
            document.body.appendChild(host);
            window.CarPlayDisplays.drawHeadUp(arguments[0], host, arguments[1]);
            const lanes = [...host.querySelectorAll('.hud-lane')].map(l => [l.dataset.status,
              l.querySelectorAll('.hud-lane-arrow').length, l.querySelectorAll('.hud-lane-highlighted').length]);
            const svg = host.querySelector('.hud-glyph');
            const result = {active: host.dataset.active, glyph: svg && svg.dataset.glyph,
              clockwise: svg && svg.dataset.clockwise || null,
              paths: svg ? [...svg.querySelectorAll('path')].map(p => p.getAttribute('d')) : [], lanes,
              distance: (host.querySelector('.hud-distance') || {}).textContent || null,
              road: (host.querySelector('.hud-road') || {}).textContent || null,
              idle: (host.querySelector('.hud-idle') || {}).textContent || null};
            host.remove();
            return result;""", hud, idle_text)

    def test_lanes_roundabouts_and_no_guidance(self):
        """A roundabout with lanes as the car lays it out (its paths from the host: HeadUpDisplay+Drawing.swift), and
        the idle strip with the car's text, from the car state."""
        page = self.page
        circle = "M15.0 22.0 A9.0 9.0 0 1 0 33.0 22.0 A9.0 9.0 0 1 0 15.0 22.0 Z"
        exit_paths = ["M24 44 V31", "M33.0 22.0 L44.0 22.0", "M44.0 22.0 L37.9 18.6 M44.0 22.0 L37.9 25.4"]
        arrow = {0: "M12 30 V16 L12.0 6.0", 90: "M12 30 V16 L22.0 16.0", -45: "M12 30 V16 L4.9 8.9"}
        hud = {"bundleIdentifier": "com.example.nav", "glyph": "roundabout", "maneuverType": 30,
               "maneuverTypeName": "RoundaboutExit3", "exitAngle": 90, "clockwise": False, "distance": "150 m",
               "roadName": "Boulevard Albert 1er", "instruction": "Take the 3rd exit", "maneuverState": "prepare",
               "glyphPaths": [circle] + exit_paths,
               "lanes": [{"status": "preferred", "highlightedAngle": 90, "angles": [0], "arrowPaths": [arrow[0]],
                          "highlightedPath": arrow[90]},
                         {"status": "good", "highlightedAngle": 90, "angles": [], "arrowPaths": [],
                          "highlightedPath": arrow[90]},
                         {"status": "notGood", "highlightedAngle": None, "angles": [0, -45],
                          "arrowPaths": [arrow[0], arrow[-45]], "highlightedPath": None}]}
        drawn = self.draw(hud)
        self.assertEqual(drawn["active"], "true")
        self.assertEqual((drawn["glyph"], drawn["clockwise"]), ("roundabout", "false"))
        self.assertEqual(drawn["paths"], [circle] + exit_paths, "the circle, the entry, the exit and its arrowhead")
        self.assertEqual(drawn["lanes"], [["preferred", 2, 1], ["good", 1, 1], ["notGood", 2, 0]])
        self.assertEqual((drawn["distance"], drawn["road"]), ("150 m", "Boulevard Albert 1er"))
        idle_text = page.car()["headUpIdleText"]
        self.assertEqual(idle_text, "No route guidance")
        idle = self.draw(None, idle_text)
        self.assertEqual((idle["active"], idle["idle"]), ("false", "No route guidance"))

if __name__ == "__main__":
    unittest.main()
