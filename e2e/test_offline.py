"""Installable and offline: the web app manifest and its icons, the game played with the network
cut off after one visit (the service worker serves it), and a new build replacing the old cache.

The service worker (sw.js) is on here as for a player: the exported site under a sub-path."""

from __future__ import annotations

import json
import os
import re
import struct
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, BrowserType, Error, Page, expect

from e2e.conftest import SUB_PATH, export_site, wait_until_ready
from e2e.play import button, game_page, settle, start_game, url  # noqa: F401
from scripts import pwa_build, site_server

ROOT = Path(__file__).resolve().parent.parent
PREFIX = "shanghaien-sw-"
TIMEOUT_MS = 120_000  # a safety net for a slow machine, never a measure

OUR_CACHES = f"""async () => (await caches.keys()).filter((name) => name.startsWith({json.dumps(PREFIX)}))"""
# Waits until this page's service worker is active, and says which build it serves.
WORKER_ACTIVE = """async () => {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (worker.state !== "activated") {
    await new Promise((done) => worker.addEventListener("statechange", () => worker.state === "activated" && done()));
  }
  return worker.scriptURL;
}"""
# Asks the browser to look for a new sw.js now; returns the new worker's state once it settles:
# "installed" (waiting for the page to hand over), "redundant" (install failed) or "none".
CHECK_FOR_UPDATE = """async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  const found = new Promise((done) => {
    registration.addEventListener("updatefound", () => done(registration.installing), {once: true});
  });
  await registration.update();
  const nothing = new Promise((done) => setTimeout(done, 2000));
  const worker = registration.installing ?? registration.waiting ?? await Promise.race([found, nothing]);
  if (!worker) return "none";
  while (worker.state === "installing") {
    await new Promise((done) => worker.addEventListener("statechange", done, {once: true}));
  }
  return worker.state;
}"""


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", data[16:24])


def night_colour() -> str:
    """The page's background colour, --night in assets/style.css."""
    match = re.search(r"--night:\s*(#[0-9a-fA-F]{6})", (ROOT / "assets" / "style.css").read_text(encoding="utf-8"))
    assert match
    return match.group(1).lower()


def controlled_visit(page: Page, address: str) -> str:
    """A first visit, then a reload under the now active service worker; return its script URL."""
    page.goto(address)
    wait_until_ready(page)
    script = page.evaluate(WORKER_ACTIVE)
    page.reload()
    wait_until_ready(page)
    assert page.evaluate("navigator.serviceWorker.controller?.scriptURL") == script
    return script


def test_the_manifest_is_valid_and_its_icons_load(game: Page, site_url: str) -> None:
    page = game
    link = page.locator("link[rel=manifest]")
    manifest_url = link.evaluate("el => el.href")
    assert manifest_url == site_url + "manifest.webmanifest"
    response = page.request.get(manifest_url)
    assert response.ok
    manifest = json.loads(response.text())
    assert manifest["name"] == "Shanghai games" and manifest["short_name"] == "Shanghai"
    # Relative to the manifest, at the site root: the app is the sub-path it is served under.
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    assert manifest["display"] == "standalone"
    assert manifest["theme_color"].lower() == manifest["background_color"].lower() == night_colour()
    assert page.locator("meta[name=theme-color]").get_attribute("content").lower() == night_colour()
    sizes = {}
    for icon in manifest["icons"]:
        loaded = page.request.get(site_url + icon["src"].removeprefix("./"))
        assert loaded.ok, icon["src"]
        assert loaded.headers["content-type"].startswith(icon["type"]), icon["src"]
        if icon["type"] == "image/png":
            width, height = png_size(loaded.body())
            assert icon["sizes"] == f"{width}x{height}", icon["src"]
            sizes[(width, icon.get("purpose", "any"))] = icon["src"]
    assert {(192, "any"), (512, "any"), (512, "maskable")} <= set(sizes)
    touch = page.locator("link[rel=apple-touch-icon]").evaluate("el => el.href")
    assert png_size(page.request.get(touch).body()) == (180, 180)
    # Chromium's own reading of the manifest: no parse errors, and the icon it would install.
    cdp = page.context.new_cdp_session(page)
    parsed = cdp.send("Page.getAppManifest")
    assert parsed["url"] == manifest_url and parsed["errors"] == []


def test_chromium_finds_the_game_installable(browser_type: BrowserType, browser_type_launch_args: dict,
                                            site_url: str, tmp_path: Path) -> None:
    # Chromium never offers to install from an incognito profile, as every test context is: a real one.
    context = browser_type.launch_persistent_context(tmp_path / "profile", **browser_type_launch_args)
    try:
        page = context.new_page()
        page.goto(site_url)
        wait_until_ready(page)
        cdp = context.new_cdp_session(page)
        assert cdp.send("Page.getInstallabilityErrors") == {"installabilityErrors": []}
    finally:
        context.close()


def test_the_game_plays_offline_after_one_visit(game_page: Page, context: BrowserContext, site_url: str) -> None:
    page = game_page
    script = controlled_visit(page, url(site_url, seed=3))
    assert script == site_url + "sw.js"
    assert len(page.evaluate(OUR_CACHES)) == 1

    context.set_offline(True)
    assert page.evaluate("navigator.onLine") is False
    page.reload()
    wait_until_ready(page)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    start_game(page, first="I start")
    button(page, "Roll").click()
    page.get_by_role("button", name=re.compile("^Count from the left")).click()
    page.locator("#turn .die-button").first.click()
    settle(page)
    expect(page.get_by_role("log", name="Game log")).to_contain_text("Red placed the")

    # The other games' zips, never fetched by this page: the worker has them too, both when a
    # game is chosen on the page and when its address opens the page.
    page.evaluate("location.hash = '#/shanghai-rummy'")
    expect(page.locator("#board-shanghai-rummy").get_by_role("dialog", name="New game")).to_be_visible()
    page.goto(url(site_url, seed=4, screen="#/penny-shanghai"))  # another query: a new load
    wait_until_ready(page)
    expect(page.locator("#board-penny-shanghai").get_by_role("dialog", name="New game")).to_be_visible()
    context.set_offline(False)


@pytest.fixture
def own_site(tmp_path: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, str]]:
    """An exported site of its own (this test changes it), served under the sub-path."""
    site = export_site(tmp_path_factory, tmp_path / SUB_PATH.strip("/"))
    server = site_server.make_server(tmp_path, port=0, quiet=True)
    site_server.start_in_thread(server)
    yield site, site_server.url_of(server, SUB_PATH)
    server.shutdown()
    server.server_close()


def rewrite(path: Path, text: str) -> None:
    """Change a served file, its time a few seconds on (the server's Last-Modified has whole seconds)."""
    later = path.stat().st_mtime + 5
    path.write_text(text, encoding="utf-8")
    os.utime(path, (later, later))


def eventually(page: Page, predicate: str, arg: object = None) -> None:
    """Evaluate an async predicate until it holds; the page may navigate meanwhile."""
    deadline = time.monotonic() + TIMEOUT_MS / 1000
    while True:
        try:
            if page.evaluate(predicate, arg):
                return
        except Error as error:  # the page navigated under the evaluation
            if "context was destroyed" not in str(error) and "navigat" not in str(error):
                raise
        assert time.monotonic() < deadline, f"still false: {predicate}"
        page.wait_for_timeout(250)


def cache_names(page: Page) -> list[str]:
    return sorted(page.evaluate("caches.keys()"))


def served_text(page: Page, path: str) -> str:
    return page.evaluate("async (path) => (await fetch(path)).text()", path)


def test_a_new_build_replaces_the_old_cache(page: Page, context: BrowserContext, console_errors: list[str],
                                            own_site: tuple[Path, str]) -> None:
    site, address = own_site
    first = pwa_build.build_of(site)
    controlled_visit(page, address)
    # Caches that are not this app's service worker's: the page's Pyodide snapshot, another app.
    page.evaluate("Promise.all(['shanghaien-snapshot', 'another-app'].map((name) => caches.open(name)))")
    ours = [name for name in cache_names(page) if name.startswith(PREFIX)]
    assert ours == [f"{PREFIX}{first['version']} {address}"]

    # Deploy a new build: one file changes, and sw.js with it.
    style = site / "assets" / "style.css"
    old_css = style.read_text(encoding="utf-8")
    rewrite(style, old_css + "\n/* build two */\n")
    second = pwa_build.stamp(site)
    assert second["version"] != first["version"]
    assert page.evaluate(CHECK_FOR_UPDATE) == "installed"  # beside the old one, waiting
    assert served_text(page, "assets/style.css") == old_css  # this page stays on its build
    assert f"{PREFIX}{second['version']} {address}" in cache_names(page)

    # The next start hands over to the new build (and reloads once); the old cache goes.
    page.reload()
    old_cache = f"{PREFIX}{first['version']} {address}"
    eventually(page, "async (old) => !(await caches.has(old)) && document.body.hasAttribute('data-ready')"
               " && (await (await fetch('assets/style.css')).text()).endsWith('/* build two */\\n')", old_cache)
    names = cache_names(page)
    assert [name for name in names if name.startswith(PREFIX)] == [f"{PREFIX}{second['version']} {address}"]
    assert {"shanghaien-snapshot", "another-app"} <= set(names)
    context.set_offline(True)
    assert served_text(page, "assets/style.css").endswith("/* build two */\n")  # from the new cache
    context.set_offline(False)

    # A half-deployed build (a file that is not the one sw.js names) is refused whole.
    rewrite(style, old_css + "\n/* build three */\n")
    third = pwa_build.stamp(site)
    rewrite(style, old_css + "\n/* a stale copy */\n")
    assert page.evaluate(CHECK_FOR_UPDATE) == "redundant"
    assert [name for name in cache_names(page) if name.startswith(PREFIX)] == [f"{PREFIX}{second['version']} {address}"]
    assert third["version"] != second["version"]

    # ?sw=0 removes the worker and its cache from this site (and leaves the other caches).
    page.goto(address + "?sw=0")
    wait_until_ready(page)
    eventually(page, "async () => (await navigator.serviceWorker.getRegistration()) === undefined")
    names = cache_names(page)
    assert not [name for name in names if name.startswith(PREFIX)]
    assert {"shanghaien-snapshot", "another-app"} <= set(names)
