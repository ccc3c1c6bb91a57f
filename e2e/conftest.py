"""Fixtures: the exported site served under a sub-path, Chromium, and a page that fails on console errors."""

from __future__ import annotations

import fcntl
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, ConsoleMessage, Page, Playwright

from e2e import chromium
from scripts import site_build, site_server

SUB_PATH = "/shanghaien/"  # GitHub Pages serves a project site under /<repo>/
BOOT_TIMEOUT_MS = 120_000  # a safety net for a slow machine, never a measure


def pytest_configure(config: pytest.Config) -> None:
    """Declare this folder's marker."""
    config.addinivalue_line("markers", "allow_console_errors: the test expects console errors")
    config.addinivalue_line("markers", "first_visit: the test needs a browser that never saw the site (a fresh "
                                       "context: empty HTTP cache, no snapshot)")


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site exported as GitHub Pages gets it, in the folder of its sub-path."""
    return export_site(tmp_path_factory, tmp_path_factory.mktemp("pages") / SUB_PATH.strip("/"))


def export_site(tmp_path_factory: pytest.TempPathFactory, folder: Path) -> Path:
    """Export the site into folder, one test process at a time (the export builds in assets/runtime/)."""
    lock = tmp_path_factory.getbasetemp().parent / "site-build.lock"  # one file for all of xdist's workers
    with open(lock, "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        return site_build.export_site(folder)


@pytest.fixture(scope="session")
def site_url(site_dir: Path) -> Iterator[str]:
    """Serve the exported site under its sub-path; yield the page URL."""
    root = site_dir.parent
    server = site_server.make_server(Path(root), port=0, quiet=True)
    site_server.start_in_thread(server)
    yield site_server.url_of(server, SUB_PATH)
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Launch Debian's Chromium (pytest-playwright's own browsers are not installed here)."""
    return {**browser_type_launch_args, **chromium.launch_args()}


# The snapshot loader's note of the snapshot it saved: kept between tests, so that a returning
# browser restores it; every other entry of the site's storage is cleared before each test.
KEEP_BETWEEN_TESTS = "shanghaien:snapshot.saved "
CLEAR_STORAGE = """(keep) => { sessionStorage.clear();
  for (const key of Object.keys(localStorage)) if (!key.startsWith(keep)) localStorage.removeItem(key); }"""


def seed_storage_script(flag: str, items: dict[str, str]) -> str:
    """An init script that, once per `flag` in a tab, empties the site's storage but the snapshot
    note and writes `items`: the page then boots once, on that storage, from the snapshot (clearing
    the note too would make every such boot a first visit's, and save a new snapshot after it)."""
    return (f"(() => {{ const flag = {json.dumps(flag)}; const items = {json.dumps(items)};"
            " if (sessionStorage.getItem(flag)) return; sessionStorage.setItem(flag, '1');"
            " for (const key of Object.keys(localStorage))"
            f" if (!key.startsWith({json.dumps(KEEP_BETWEEN_TESTS)})) localStorage.removeItem(key);"
            " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); })()")


@pytest.fixture(scope="session")
def returning_browser(playwright: Playwright, browser_type_launch_args: dict[str, Any],
                      tmp_path_factory: pytest.TempPathFactory, site_url: str) -> Iterator[BrowserContext]:
    """One browser profile per test process that keeps the site's HTTP cache and snapshot between
    tests, as a returning player's browser does: a test's page boots in well under a second instead
    of paying a first visit's download and compile each time. Service workers are blocked, so that
    every request reaches the network (and page.route) as in a fresh context."""
    context = playwright.chromium.launch_persistent_context(
        str(tmp_path_factory.mktemp("returning-profile")), service_workers="block", **browser_type_launch_args)
    first = context.new_page()  # the first visit, which stays until the page has saved its snapshot
    first.goto(site_url + "#/")
    first.wait_for_selector("body[data-snapshot=saved], body[data-snapshot=failed], body[data-snapshot=off]",
                            state="attached", timeout=BOOT_TIMEOUT_MS)
    first.close()
    yield context
    context.close()


@pytest.fixture
def page(request: pytest.FixtureRequest, browser_context_args: dict[str, Any], site_url: str) -> Iterator[Page]:
    """The test's page. For a test that plays a board (`game_page`): a new tab of the returning
    browser, with the site's storage emptied. A fresh context for any other test, for one that sets
    its own context options, one marked `first_visit`, or every test with E2E_FIRST_VISITS=1."""
    own_options = browser_context_args or next(request.node.iter_markers("browser_context_args"), None)
    plays_a_board = "game_page" in request.fixturenames  # tests of the site itself (boot, snapshot) get `page`
    own_context = "context" in request.fixturenames or "new_context" in request.fixturenames
    if (own_options or not plays_a_board or own_context or request.node.get_closest_marker("first_visit")
            or os.environ.get("E2E_FIRST_VISITS")):
        yield request.getfixturevalue("context").new_page()
        return
    context: BrowserContext = request.getfixturevalue("returning_browser")
    page = context.new_page()
    page.goto(site_url + "manifest.webmanifest")  # any document of the site's origin, to reach its storage
    page.evaluate(CLEAR_STORAGE, KEEP_BETWEEN_TESTS)
    try:
        yield page
    finally:
        for opened in context.pages:  # the test's page and any tab it opened beside it
            opened.close()


@pytest.fixture
def console_errors(page: Page, request: pytest.FixtureRequest) -> Iterator[list[str]]:
    """Collect console errors and uncaught page errors; fail the test on any unless it allows them."""
    errors: list[str] = []

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error":
            where = message.location.get("url") if message.text.startswith("Failed to load resource") else ""
            if where and urlsplit(where).path == "/favicon.ico":
                return  # Chromium's own guess at the server's root, for a tab closed before the page named its icon
            errors.append(f"console.error: {message.text}" + (f" ({where})" if where else ""))

    page.on("console", on_console)
    page.on("pageerror", lambda error: errors.append(f"pageerror: {error}"))
    yield errors
    if not request.node.get_closest_marker("allow_console_errors"):
        assert errors == [], "the page logged errors"


@pytest.fixture
def outside_requests(page: Page, site_url: str) -> list[str]:
    """Collect every request the page makes outside the site's own origin (data: and blob: are local)."""
    origin = urlsplit(site_url)[:2]
    seen: list[str] = []

    def on_request(url: str) -> None:
        parts = urlsplit(url)
        if parts.scheme not in ("data", "blob") and parts[:2] != origin:
            seen.append(url)

    page.on("request", lambda req: on_request(req.url))
    return seen


@pytest.fixture
def game(page: Page, site_url: str, console_errors: list[str], outside_requests: list[str]) -> Page:
    """The game page, booted: Python has set the ready marker."""
    from e2e.play import BOARD  # not at the top: e2e.play holds fixtures of its own

    page.goto(site_url + BOARD)
    wait_until_ready(page)
    return page


def wait_until_ready(page: Page) -> None:
    """Wait for <body data-ready>, which Python sets once the controls work."""
    page.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
