"""The Shanghai rummy table in Chromium, played by role and name as a person would."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from e2e import shanghai_rummy_play as sr
from e2e.play import game_page  # noqa: F401 (a fixture)


# The game is played in two stretches, the first two hands from the dialog and the last from a
# saved game at its start (the eight hands between are the same table again and took a minute
# and a half of the suite).
STRETCH = 2


def play_hands(page: Page) -> int:
    """Play on (each of the person's turns the plain way) until the game is over or STRETCH hands
    have ended; return how many hands ended."""
    hands_seen = 0
    for _ in range(2000):
        phase = sr.settle(page)
        if phase == "over":
            return hands_seen
        if phase == "hand-end":
            hands_seen += 1
            sr.finish_hand(page)
            if hands_seen == STRETCH:
                return hands_seen
            continue
        sr.play_turn(page)
    raise AssertionError("the game did not end")


def test_a_whole_game_against_three_computers_from_the_dialog_to_the_ranking(game_page: Page, site_url: str):
    page = game_page
    sr.open_board(page, site_url, seed=11)
    sr.new_game(page, names=("Zoe",))
    expect(sr.board(page).get_by_role("heading", name="Hand 1 of 10")).to_be_visible()
    expect(sr.board(page)).to_contain_text("Contract: a set of 3 and a set of 3")
    sr.highlight(page)
    # The green ring shows: the card's own shadow (assets/cards.css) must not cover it.
    expect(sr.board(page).locator(".sr-hand .sr-helps").first).to_have_css("box-shadow", re.compile(r"rgb\(111, 211, 154\)"))
    assert play_hands(page) == STRETCH
    expect(sr.board(page).get_by_role("heading", name="Hand 3 of 10")).to_be_visible()
    assert len(sr.saved_record(page)["moves"]) > 0

    last = sr.position(11, lambda s: len(s.hand_points) == 9)
    sr.open_position(page, site_url, last)
    expect(sr.board(page).get_by_role("heading", name="Hand 10 of 10")).to_be_visible()
    sr.highlight(page)
    assert play_hands(page) == 1
    ranking = page.get_by_role("dialog", name="The game is over")
    expect(ranking).to_be_visible()
    expect(ranking.get_by_role("listitem")).to_have_count(4)
    expect(ranking).to_contain_text(re.compile(r"wins with \d+ points|share the win"))
    ranking.get_by_role("button", name="Score sheet").click()
    sheet = page.get_by_role("dialog", name="Score sheet")
    expect(sheet.get_by_role("row")).to_have_count(12)  # the header, ten hands, the totals
    record = sr.saved_record(page)
    assert record["format"] == "shanghai-rummy-record" and len(record["packs"]) == 10
