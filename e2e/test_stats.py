"""The Statistics screen in Chromium: a game that ends is counted once (not again after a reload),
under its computer level or, for two people on one device, apart; Reset asks first and clears
them; statistics that cannot be read are said so and can be reset."""

from __future__ import annotations

import random
import re

from playwright.sync_api import Page, expect

from e2e.play import AI_BLUE, button, game_page, open_position, settle, store_js  # noqa: F401 (fixture)
from game.saves import keys as save_keys
from game.shanghaien.randomplay import play_random_game, shuffled_deck
from game.shanghaien.record import read_record, to_record
from game.shanghaien.state import Options, State
from game.shanghaien.view import breakdown

HOT = [{"name": "Anna", "type": "human"}, {"name": "Ben", "type": "human"}]


def last_call_by_red(players: list[dict], first_seed: int = 0) -> tuple[dict, State]:
    """A whole random game whose final Shanghai is Red's (player 0), as the record of the position
    just before it and the engine's final position."""
    for seed in range(first_seed, first_seed + 500):
        rng = random.Random(seed)
        state = play_random_game(State(shuffled_deck(rng), 0, Options()), rng)
        data = to_record(state, players)
        before = dict(data, moves=data["moves"][:-1])
        if read_record(before).state.to_move == 0:
            return before, state
    raise AssertionError("no game ends with Red's Shanghai")


def figures(final: State, seat: int = 0) -> list[str]:
    """Games, won, drawn, lost, average score, best win, monopolies of one game, from the engine."""
    mine, theirs = final.scores()[seat], final.scores()[1 - seat]
    monopolies = sum(1 for n in breakdown(final)["nations"] if n["outcome"] == f"monopoly{seat}")
    return ["1", str(int(mine > theirs)), str(int(mine == theirs)), str(int(mine < theirs)), f"{mine:.1f}",
            f"+{mine - theirs}" if mine > theirs else "—", str(monopolies)]


def open_stats(page: Page):
    button(page, "Statistics").click()
    dialog = page.get_by_role("dialog", name="Statistics")
    expect(dialog).to_be_visible()
    return dialog


def row(dialog, name: str):
    return dialog.get_by_role("row", name=re.compile(f"^{re.escape(name)}"))


def zeros() -> list[str]:
    return ["0", "0", "0", "0", "—", "—", "0"]


def end_the_game(page: Page) -> None:
    """Red calls the final Shanghai; the final scoring opens and is put away."""
    button(page, "Shanghai").click()
    settle(page)
    expect(page.get_by_role("dialog", name="Final scoring")).to_be_visible()
    button(page, "Look at the board").click()


def test_a_finished_game_is_counted_once_and_survives_a_reload(game_page: Page, site_url: str):
    page = game_page
    before, final = last_call_by_red(AI_BLUE)
    open_position(page, site_url, before)
    dialog = open_stats(page)
    expect(dialog).to_contain_text("No finished games yet")
    expect(row(dialog, "Deckhand").locator("td")).to_have_text(zeros())
    button(page, "Close").click()

    end_the_game(page)
    dialog = open_stats(page)
    expect(row(dialog, "Deckhand").locator("td")).to_have_text(figures(final))
    expect(row(dialog, "All levels").locator("td")).to_have_text(figures(final))
    expect(row(dialog, "Bosun").locator("td")).to_have_text(zeros())
    expect(row(dialog, "Red against blue").locator("td")).to_have_text(zeros())
    button(page, "Close").click()

    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
    settle(page)
    assert page.evaluate("document.body.dataset.game") == "over"  # the finished game is back on the table
    dialog = open_stats(page)
    expect(row(dialog, "Deckhand").locator("td")).to_have_text(figures(final))


def test_reset_asks_first_clears_everything_and_stays_cleared(game_page: Page, site_url: str):
    page = game_page
    before, final = last_call_by_red(AI_BLUE, first_seed=40)
    open_position(page, site_url, before)
    end_the_game(page)
    dialog = open_stats(page)
    expect(row(dialog, "Deckhand").locator("td")).to_have_text(figures(final))

    button(page, "Reset statistics").click()
    ask = page.get_by_role("dialog", name="Reset the statistics?")
    expect(ask).to_be_visible()
    ask.get_by_role("button", name="Cancel").click()
    expect(ask).to_be_hidden()
    expect(row(dialog, "Deckhand").locator("td")).to_have_text(figures(final))

    button(page, "Reset statistics").click()
    ask.get_by_role("button", name="Reset", exact=True).click()
    expect(dialog.get_by_role("status")).to_have_text("The statistics have been reset.")
    expect(row(dialog, "Deckhand").locator("td")).to_have_text(zeros())
    expect(button(page, "Reset statistics")).to_have_attribute("aria-disabled", "true")
    button(page, "Close").click()

    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
    settle(page)
    dialog = open_stats(page)
    expect(row(dialog, "All levels").locator("td")).to_have_text(zeros())


def test_a_game_of_two_people_is_counted_apart(game_page: Page, site_url: str):
    page = game_page
    before, final = last_call_by_red(HOT, first_seed=80)
    open_position(page, site_url, before)
    end_the_game(page)
    dialog = open_stats(page)
    s0, s1 = final.scores()
    both = sum(1 for n in breakdown(final)["nations"] if n["outcome"] in ("monopoly0", "monopoly1"))
    expect(row(dialog, "Red against blue").locator("td")).to_have_text(
        ["1", str(int(s0 > s1)), str(int(s1 > s0)), str(int(s0 == s1)), f"{(s0 + s1) / 2:.1f}",
         f"+{abs(s0 - s1)}" if s0 != s1 else "—", str(both)])
    expect(row(dialog, "All levels").locator("td")).to_have_text(zeros())


def test_statistics_that_cannot_be_read_are_said_so_and_can_be_reset(game_page: Page, site_url: str):
    page = game_page
    before, _ = last_call_by_red(AI_BLUE)
    page.add_init_script("if (!sessionStorage.getItem('garbled')) {" + store_js({save_keys.STATS: "{not json"}) +
                         " sessionStorage.setItem('garbled', '1'); }")
    open_position(page, site_url, before)
    dialog = open_stats(page)
    expect(dialog).to_contain_text("Your statistics cannot be read")
    assert page.evaluate(f"localStorage.getItem({save_keys.STATS!r})") == "{not json"  # kept, not overwritten
    button(page, "Reset statistics").click()
    page.get_by_role("dialog", name="Reset the statistics?").get_by_role("button", name="Reset", exact=True).click()
    expect(row(dialog, "All levels").locator("td")).to_have_text(zeros())
