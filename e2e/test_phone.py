"""The board on a 375 px wide touch phone: no sideways scrolling in any phase, taps open windows."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import wait_until_ready
from e2e.play import (TRICK_ROUND, button, game_page, open_position, random_game_record, record, settle,  # noqa: F401
                      start_game, trick_deck, url)

PHONE = {"width": 375, "height": 740}


@pytest.fixture
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    """A phone: narrow, touch, mobile viewport."""
    return {**browser_context_args, "viewport": PHONE, "has_touch": True, "is_mobile": True,
            "device_scale_factor": 2}


def no_sideways_scroll(page: Page) -> None:
    width = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert width[0] <= width[1], f"the page scrolls sideways: {width[0]} px content in {width[1]} px"


def finished_record() -> dict:
    """A whole random game, Red against the Captain."""
    return random_game_record(4, {"extra_wild": True}, level="captain")


def test_a_turn_on_a_phone_needs_no_sideways_scroll(game_page: Page, site_url: str) -> None:
    page = game_page
    page.goto(url(site_url, 7))
    wait_until_ready(page)
    dialog = page.get_by_role("dialog", name="New game")
    expect(dialog).to_be_visible()
    box = dialog.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    no_sideways_scroll(page)
    start_game(page, first="I start")
    no_sideways_scroll(page)
    button(page, "Roll").tap()
    expect(page.get_by_role("button", name=re.compile("^Count from the left"))).to_be_visible()
    no_sideways_scroll(page)
    page.get_by_role("button", name=re.compile("^Count from the left")).tap()
    page.locator("#turn .die-button").first.tap()
    settle(page)
    no_sideways_scroll(page)
    # Touch replaces hover: a tap on a preview arrow or a number opens its window.
    page.locator(".tavern-row .preview.taker-red").first.tap()
    window = page.locator("#popover")
    expect(window).to_be_visible()
    expect(window).to_contain_text("Red takes the")
    box = window.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    no_sideways_scroll(page)
    page.locator("#banner").tap()
    expect(window).to_be_hidden()


def test_score_windows_and_tricks_on_a_phone(game_page: Page, site_url: str) -> None:
    page = game_page
    open_position(page, site_url, record(TRICK_ROUND + ["roll 3 4", "dir up"], deck=trick_deck(),
                                         options={"extra_wild": True, "sharks": True}))
    no_sideways_scroll(page)
    expect(page.get_by_role("group", name="Trick cards you can play")).to_be_visible()
    button(page, "Red's German crew: strength 3").tap()
    expect(page.get_by_role("dialog", name="Red's German crew: 3")).to_be_visible()
    no_sideways_scroll(page)
    button(page, "Red's German crew: strength 3").tap()
    expect(page.locator("#popover")).to_be_hidden()
    button(page, "Die +/-1: change a die by one").tap()
    expect(page.get_by_role("group", name="Which die, and up or down?")).to_be_visible()
    no_sideways_scroll(page)


def test_round_overview_on_a_phone(game_page: Page, site_url: str) -> None:
    page = game_page
    open_position(page, site_url, record(TRICK_ROUND, deck=trick_deck()))
    expect(page.locator("#overview-caption")).to_contain_text("Round 1 is over.")
    no_sideways_scroll(page)
    page.get_by_role("button", name="Result: show how round 1 was shared out").tap()
    expect(page.get_by_role("dialog", name="Round 1")).to_be_visible()
    no_sideways_scroll(page)


def test_final_scoring_on_a_phone(game_page: Page, site_url: str) -> None:
    page = game_page
    open_position(page, site_url, finished_record())
    expect(page.locator("body")).to_have_attribute("data-game", "over")
    expect(page.locator("#banner")).to_contain_text(re.compile("wins|draw"))
    no_sideways_scroll(page)
    button(page, "Final scoring").tap()
    final = page.get_by_role("dialog", name="Final scoring")
    expect(final).to_be_visible()
    box = final.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    no_sideways_scroll(page)
    expect(button(final, "Play again")).to_be_visible()
