"""The game review in Chromium: from the final scoring and from the games list, a person's three
costliest decisions as the engine's review finds them, each opening the replay viewer at that move
with the better move named, and back; in German too; on a 375 px phone without sideways scroll."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

from e2e.play import button, game_page, open_position, random_game_record  # noqa: F401 (fixture)
from game.saves import keys
from game.shanghaien.ai.review import Reviewer
from game.shanghaien.record import read_record

# Red's random moves against the Captain: a game with blunders to find.
SEED = 4


def expected(data: dict) -> tuple[list, Reviewer]:
    """The engine's three costliest moments of Red's game, and the reviewer (for the totals)."""
    reviewer = Reviewer(read_record(data).state, 0)
    return list(reviewer.result().costly(3)), reviewer


def review_window(page: Page, title: str = "Review of Red's game"):
    """The review window, once its work is done."""
    window = page.get_by_role("dialog", name=title)
    expect(window).to_be_visible()
    expect(window).to_have_attribute("data-state", "done", timeout=60_000)
    return window


def test_the_review_lists_the_costliest_moves_and_opens_the_replay_at_each(game_page: Page, site_url: str) -> None:
    data = random_game_record(SEED, level="captain")
    costly, reviewer = expected(data)
    assert len(costly) == 3  # random play gives chances away: the list is full
    page = game_page
    open_position(page, site_url, data)
    button(page, "Final scoring").click()
    button(page, "Review my game").click()
    window = review_window(page)
    expect(window.get_by_role("status")).to_have_text("Review ready: 3 costly moves.")
    items = window.get_by_role("listitem").filter(has=page.get_by_role("button", name=re.compile("^Show move")))
    expect(items).to_have_count(3)
    for item, m in zip(items.all(), costly):
        verdict = {"blunder": "Blunder", "mistake": "Mistake", "inaccuracy": "Inaccuracy"}[m.verdict]
        expect(item.get_by_role("heading")).to_have_text(f"{verdict}Move {m.move}, round {m.round}")
        expect(item).to_contain_text(f"Red chose ")
        expect(item).to_contain_text(f": {round(100 * m.chance)}% chance to win.")
        expect(item).to_contain_text(f"The Captain would choose ")
        expect(item).to_contain_text(f"Cost: {100 * m.cost:.1f} points of chance to win.")
    expect(window).to_contain_text(f"{len(reviewer.result().moments)} of {reviewer.total} decisions judged.")
    # the costliest opens the replay at that very move, the better move named under it
    first = costly[0]
    button(page, f"Show move {first.move} in the replay").click()
    viewer = page.locator("#dialog-replay")
    expect(viewer).to_be_visible()
    expect(window).to_be_hidden()
    expect(viewer).to_have_attribute("data-step", str(first.move))
    expect(page.locator("#replay-where")).to_contain_text(f"Round {first.round}, move {first.move} of ")
    note = page.locator("#replay-review-note")
    expect(note).to_contain_text(f"won {round(100 * first.chance)}% of the time; the Captain would choose ")
    expect(note).to_contain_text(f", {round(100 * first.best_chance)}%.")
    page.keyboard.press("ArrowRight")
    expect(note).to_have_count(0 if first.move + 1 not in {m.move for m in costly} else 1)
    # closing the replay comes back to the review, on the move just watched
    button(page, "Back to the game").click()
    window = review_window(page)
    expect(button(page, f"Show move {first.move} in the replay")).to_be_focused()
    page.keyboard.press("Escape")
    expect(window).to_be_hidden()
    expect(page.get_by_role("dialog", name="Final scoring")).to_be_visible()


def test_a_finished_game_in_the_list_is_reviewed_in_german_on_a_phone(game_page: Page, site_url: str) -> None:
    data = random_game_record(SEED, level="captain")
    costly, _ = expected(data)
    page = game_page
    page.set_viewport_size({"width": 375, "height": 740})
    page.add_init_script(f"localStorage.setItem({json.dumps(keys.SETTINGS)}, {json.dumps(json.dumps({'language': 'de'}))});")
    open_position(page, site_url, data)
    button(page, "Partien").click()
    games = page.get_by_role("dialog", name="Deine Partien")
    expect(games).to_be_visible()
    games.get_by_role("button", name="Analyse", exact=True).click()
    window = review_window(page, "Analyse des Spiels von Red")
    expect(window.get_by_role("status")).to_have_text("Analyse fertig: 3 teure Züge.")
    expect(window).to_contain_text(f"Zug {costly[0].move}, Runde {costly[0].round}")
    expect(window).to_contain_text(f"Kosten: {100 * costly[0].cost:.1f}".replace(".", ",") + " Prozentpunkte")
    wide = page.evaluate("() => document.documentElement.scrollWidth")
    assert wide <= 375, f"the page scrolls sideways: {wide} px"
    box = window.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 375
    button(page, "Schließen").click()
    expect(games).to_be_visible()


def test_two_people_choose_whose_decisions_and_the_keyboard_reaches_every_move(game_page: Page, site_url: str) -> None:
    data = random_game_record(SEED, level="captain")
    data["players"] = [{"name": "Anna", "type": "human"}, {"name": "Ben", "type": "human"}]
    blue = Reviewer(read_record(data).state, 1).result().costly(3)
    page = game_page
    open_position(page, site_url, data)
    button(page, "Final scoring").click()
    button(page, "Review my game").click()
    review_window(page, "Review of Anna's game")
    whose = page.get_by_role("group", name="Whose decisions")
    expect(button(page, "Anna's decisions")).to_have_attribute("aria-pressed", "true")
    button(page, "Ben's decisions").click()
    window = review_window(page, "Review of Ben's game")
    expect(whose.get_by_role("button", name="Ben's decisions")).to_have_attribute("aria-pressed", "true")
    expect(window).to_contain_text(f"Ben chose ")
    last = blue[-1]
    show = button(page, f"Show move {last.move} in the replay")
    for _ in range(12):  # Tab from the top of the window until the last move's button has the focus
        if show.evaluate("(el) => el === document.activeElement"):
            break
        page.keyboard.press("Tab")
    expect(show).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#dialog-replay")).to_have_attribute("data-step", str(last.move))
    expect(page.locator("#replay-review-note")).to_contain_text(f"Review: ")
