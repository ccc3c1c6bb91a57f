"""Smoke tests of the booted page, as a player sees it, served under a sub-path like GitHub Pages."""

from __future__ import annotations

import re
import tomllib

import pytest
from playwright.sync_api import Page, Route, expect

from e2e.conftest import wait_until_ready
from e2e.play import BOARD
from scripts import site_build

# The board's banner after a roll (game/shanghaien/ui/render_turn.py): "You rolled 3 and 5: click a die ...".
ROLL_TEXT = re.compile(r"You rolled (?:([1-6]) and ([1-6])|a double ([1-6]))")


def start_a_game(page: Page) -> None:
    """A fresh visit opens the new-game dialog: start a game in which the player at the page starts."""
    dialog = page.get_by_role("dialog", name="New game")
    expect(dialog).to_be_visible()
    dialog.get_by_role("radio", name="I start").check()
    dialog.get_by_role("button", name="Start game").click()
    expect(dialog).to_be_hidden()


def rolled(page: Page) -> tuple[str, str]:
    """The two dice the banner announces, once it announces a roll."""
    banner = page.locator("#banner")
    expect(banner).to_have_text(ROLL_TEXT)
    match = ROLL_TEXT.search(banner.inner_text())
    assert match is not None
    first, second, double = match.groups()
    return (double, double) if double else (first, second)


def test_boot_paints_the_table_and_stays_on_its_own_origin(game: Page, outside_requests: list[str]) -> None:
    expect(game).to_have_title("Shanghaien")
    expect(game.get_by_role("heading", name="Shanghaien")).to_be_visible()
    expect(game.locator(".tavern .card-slot")).to_have_count(6)
    expect(game.get_by_role("progressbar")).to_be_hidden()
    start_a_game(game)
    expect(game.locator(".tavern .card-slot")).to_have_count(6)
    expect(game.get_by_role("button", name="Roll", exact=True)).to_be_enabled()
    assert outside_requests == []


def test_boot_fetches_none_of_the_pyscript_plugins_switched_off(page: Page, site_url: str,
                                                                console_errors: list[str]) -> None:
    """pyscript.toml switches off the PyScript plugins this page has no use for: none is fetched,
    for either of PyScript's script types (py, and MicroPython's, which the page never runs)."""
    config = tomllib.loads((site_build.ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    off = {name[1:] for name in config["plugins"] if name.startswith("!")} - {"error"}  # error: notOnDOM()
    chunks: list[str] = []
    page.on("request", lambda request: chunks.append(request.url.rsplit("/", 1)[-1]))
    page.goto(site_url + BOARD)
    wait_until_ready(page)
    fetched = {match[1] for name in chunks if (match := re.fullmatch(r"(.+)-[\w-]{8}\.js", name))}
    assert {"core", "toml"} <= fetched  # PyScript's own chunks, named as the plugins' are
    assert off and not fetched & off
    expect(page.locator("mpy-config")).to_be_hidden()


# What the boot bar can say before the game package is in (English catalogue).
BOOT_STEPS_BEFORE_THE_GAME = {"Loading the page…", "Loading PyScript…", "Loading the Python runtime…",
                              "Starting Python…", "Python is running", "Loading the game…"}


def test_first_screen_shows_progress_and_waits_for_python(page: Page, site_url: str, console_errors: list[str]) -> None:
    roll = page.get_by_role("button", name="Roll", exact=True)
    progress = page.get_by_role("progressbar", name="Starting the game")
    before_python: dict[str, object] = {}

    def look_then_continue(route: Route) -> None:
        # Python cannot run the game before it has the game package (the loader asks for it as it
        # starts Pyodide, PyScript takes the same bytes): this is the screen meanwhile.
        before_python.update(
            roll_disabled=roll.is_disabled(),
            progress_visible=progress.is_visible(),
            progress_value=int(progress.get_attribute("aria-valuenow") or 0),
            step=page.locator("#boot-step").inner_text(),
            card_slots=page.locator(".tavern .card-slot").count(),
            ready=page.locator("body[data-ready]").count(),
        )
        route.continue_()

    page.route("**/game.zip", look_then_continue)
    page.goto(site_url + BOARD)
    wait_until_ready(page)

    value = before_python.pop("progress_value")
    assert isinstance(value, int) and 0 < value < 100
    assert before_python.pop("step") in BOOT_STEPS_BEFORE_THE_GAME
    assert before_python == {"roll_disabled": True, "progress_visible": True, "card_slots": 6, "ready": 0}
    expect(progress).to_be_hidden()
    start_a_game(page)
    expect(roll).to_be_enabled()


def test_roll_is_handled_by_python(game: Page) -> None:
    start_a_game(game)
    expect(game.locator("#banner")).to_contain_text("Your turn")
    game.get_by_role("button", name="Roll", exact=True).click()
    first, second = rolled(game)
    dice = game.get_by_role("group", name="Red's dice").locator(".die")
    expect(dice).to_have_count(2)
    expect(dice.nth(0)).to_have_attribute("data-value", first)
    expect(dice.nth(1)).to_have_attribute("data-value", second)


def test_last_roll_survives_a_reload(game: Page) -> None:
    start_a_game(game)
    game.get_by_role("button", name="Roll", exact=True).click()
    first, second = rolled(game)

    game.reload()
    wait_until_ready(game)
    expect(game.get_by_role("dialog", name="New game")).to_be_hidden()
    assert rolled(game) == (first, second)
    dice = game.get_by_role("group", name="Red's dice").locator(".die")
    expect(dice.nth(0)).to_have_attribute("data-value", first)


@pytest.mark.allow_console_errors
def test_python_error_at_boot_shows_a_readable_panel(page: Page, site_url: str, console_errors: list[str]) -> None:
    page.goto(site_url + "?boot_error=1" + BOARD)  # the board's address: the bare one is the chooser's
    panel = page.get_by_role("alert")
    expect(panel).to_be_visible(timeout=120_000)
    expect(panel.get_by_role("heading")).to_have_text("The games could not start")
    expect(panel).to_contain_text("RuntimeError: boot_error=1 is in the page address")
    expect(page.get_by_role("button", name="Roll")).to_be_disabled()
    expect(page.locator("body")).not_to_have_attribute("data-ready", re.compile(".*"))
    assert any("boot_error=1" in error for error in console_errors)
