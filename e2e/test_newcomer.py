"""What a newcomer tripped over (issue 26), each checked as a player sees it: every name in the
chosen language at once (menu, Statistics, Games, the replay viewer), chips that never break a
word on a phone, a round's window that says each thing once, a corrupt game that never traps the
player, and an end of game that stops counting."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import wait_until_ready
from e2e.play import (TRICK_ROUND, button, game_page, open_position, random_game_record, record,  # noqa: F401
                      seed_items, store_js, trick_deck, url)
from game.saves import keys
from game.ui.i18n import CATALOGUES

LEVELS = ("deckhand", "bosun", "mate", "captain")
STATS = {"levels": {level: {"games": 1, "wins": 1, "draws": 0, "losses": 0, "points": 20, "best_margin": 3,
                            "monopolies": 1} for level in LEVELS},
         "counted": [], "hot_seat": {"games": 0, "red_wins": 0, "blue_wins": 0, "draws": 0, "points": 0,
                                     "best_margin": None, "monopolies": 0}}


def words(code: str, key: str, **fields: Any) -> str:
    """A phrase of one language's catalogue (the tests read the same source as the page)."""
    return CATALOGUES[code][key].format(**fields)


def test_a_language_switch_names_the_menu_and_every_level_at_once(game_page: Page, site_url: str) -> None:
    page = game_page
    data = random_game_record(5, level="captain")
    open_position(page, site_url, data)
    page.evaluate(store_js({keys.STATS: json.dumps(STATS)}))
    page.keyboard.press("Escape")  # the final scoring
    for code in ("de", "it", "fr", "en"):
        page.locator("#language").select_option(code)
        menu = page.locator("#stats-button")
        expect(menu).to_have_text(words(code, "stats.menu"))
        expect(page.get_by_role("button", name=words(code, "stats.menu"), exact=True)).to_be_visible()
        menu.click()
        stats = page.get_by_role("dialog", name=words(code, "stats.title"))
        expect(stats.locator("table").first.locator("tbody th")).to_have_text([words(code, f"level.{level}") for level in LEVELS])
        button(stats, words(code, "stats.close")).click()
        button(page, words(code, "saves.menu.games")).click()
        games = page.get_by_role("dialog", name=words(code, "saves.games.title"))
        expect(games.locator(".games-row").first).to_contain_text(
            words(code, "saves.games.vs_ai", level=words(code, "level.captain")))
        page.keyboard.press("Escape")
        expect(games).to_be_hidden()


def test_the_replay_viewer_speaks_the_boards_language(game_page: Page, site_url: str) -> None:
    page = game_page
    page.add_init_script(store_js({keys.SETTINGS: json.dumps({"language": "de"})}))
    open_position(page, site_url, random_game_record(11))
    page.locator('#turn [data-act="ui:final"]').click()
    scoring = page.locator("#dialog-info")
    expect(scoring).to_be_visible()
    board_role = page.locator("#side-top .seat-role")
    expect(board_role).to_have_text(words("de", "seat.computer", level=words("de", "level.deckhand")))
    scoring.locator('[data-act="replay:watch"]').click()
    viewer = page.locator("#dialog-replay")
    expect(viewer).to_be_visible()
    expect(viewer.locator("#replay-top .seat-role")).to_have_text(board_role.inner_text())
    for step in range(1, 4):  # the narration is the German log's own line for that move
        page.keyboard.press("ArrowRight")
        expect(viewer).to_have_attribute("data-step", str(step))
        line = viewer.locator(".log-current").inner_text()
        assert any(word in line for word in ("würfelte", "legte", "zählt", "spielte")), line
        expect(viewer.locator("#replay-what")).to_have_text(line)
