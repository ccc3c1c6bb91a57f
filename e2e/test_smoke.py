"""Smoke tests of the booted page, as a player sees it, served under a sub-path like GitHub Pages."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, Route, expect

from e2e.conftest import wait_until_ready

ROLL_TEXT = re.compile(r"You rolled: ([1-6]) and ([1-6])\.")


def test_boot_paints_the_table_and_stays_on_its_own_origin(game: Page, outside_requests: list[str]) -> None:
    expect(game).to_have_title("Shanghaien")
    expect(game.get_by_role("heading", name="Shanghaien")).to_be_visible()
    expect(game.locator(".tavern .card-slot")).to_have_count(6)
    expect(game.get_by_role("button", name="Roll")).to_be_enabled()
    expect(game.get_by_role("progressbar")).to_be_hidden()
    assert outside_requests == []


def test_first_screen_shows_progress_and_waits_for_python(page: Page, site_url: str, console_errors: list[str]) -> None:
    roll = page.get_by_role("button", name="Roll")
    progress = page.get_by_role("progressbar", name="Starting the game")
    before_python: dict[str, object] = {}

    def look_then_continue(route: Route) -> None:
        # Python cannot start before it has the game package: this is the screen meanwhile.
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
    page.goto(site_url)
    wait_until_ready(page)

    assert before_python == {
        "roll_disabled": True,
        "progress_visible": True,
        "progress_value": 85,
        "step": "Loading the game…",
        "card_slots": 6,
        "ready": 0,
    }
    expect(roll).to_be_enabled()
    expect(progress).to_be_hidden()


def test_roll_is_handled_by_python(game: Page) -> None:
    result = game.locator("#roll-result")
    expect(result).to_have_text("No roll yet.")
    game.get_by_role("button", name="Roll").click()
    expect(result).to_have_text(ROLL_TEXT)
    first, second = ROLL_TEXT.fullmatch(result.inner_text()).groups()  # type: ignore[union-attr]
    expect(game.locator("#die-1")).to_have_text(first)
    expect(game.locator("#die-2")).to_have_text(second)


def test_last_roll_survives_a_reload(game: Page) -> None:
    game.get_by_role("button", name="Roll").click()
    result = game.locator("#roll-result")
    expect(result).to_have_text(ROLL_TEXT)
    first, second = ROLL_TEXT.fullmatch(result.inner_text()).groups()  # type: ignore[union-attr]

    game.reload()
    wait_until_ready(game)
    expect(result).to_have_text(f"Your last roll: {first} and {second}.")
    expect(game.locator("#die-1")).to_have_text(first)


@pytest.mark.allow_console_errors
def test_python_error_at_boot_shows_a_readable_panel(page: Page, site_url: str, console_errors: list[str]) -> None:
    page.goto(site_url + "?boot_error=1")
    panel = page.get_by_role("alert")
    expect(panel).to_be_visible(timeout=120_000)
    expect(panel.get_by_role("heading")).to_have_text("Shanghaien could not start")
    expect(panel).to_contain_text("RuntimeError: boot_error=1 is in the page address")
    expect(page.get_by_role("button", name="Roll")).to_be_disabled()
    expect(page.locator("body")).not_to_have_attribute("data-ready", re.compile(".*"))
    assert any("boot_error=1" in error for error in console_errors)
