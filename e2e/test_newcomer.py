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


# Every word inside the boxes `selector` finds, checked where the browser laid it out: a word whose
# letters sit on two lines broke, one outside its box (or a box wider inside than out) runs over.
BROKEN_WORDS_JS = r"""(selector) => {
    const found = [];
    for (const box of document.querySelectorAll(selector)) {
        if (!box.getClientRects().length) continue;  // not on show
        const edge = box.getBoundingClientRect();
        if (box.scrollWidth > box.clientWidth + 1)
            found.push(`${box.className}: ${box.scrollWidth} px of content in ${box.clientWidth} px ("${box.textContent}")`);
        const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.parentElement.getClientRects().length) continue;  // a hidden variant (the long text on a phone)
            for (const match of node.data.matchAll(/[^\s\u00ad]+/g)) {  // a soft hyphen may break, with its hyphen
                const range = document.createRange();
                const lines = new Set();
                for (let i = match.index; i < match.index + match[0].length; i += 1) {  // letter by letter
                    range.setStart(node, i);
                    range.setEnd(node, i + 1);
                    const box = range.getBoundingClientRect();
                    if (box.width > 0) lines.add(Math.round(box.bottom));  // a letter after a break may span both lines: its bottom is its own
                }
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                const r = range.getBoundingClientRect();
                if (lines.size > 1) found.push(`"${match[0]}" breaks across ${lines.size} lines in ${box.className}`);
                else if (r.right > edge.right + 1 || r.left < edge.left - 1) found.push(`"${match[0]}" runs out of ${box.className}`);
            }
        }
    }
    return found;
}"""
LANGS = ("en", "de", "it", "fr")
PHONE = {"width": 375, "height": 740}
DESKTOP = {"width": 1280, "height": 860}


def broken_words(page: Page, selector: str) -> list[str]:
    """Words that break or run over inside the boxes `selector` finds (none is good)."""
    return page.evaluate(BROKEN_WORDS_JS, selector)


def test_chips_and_statistics_never_break_a_word_in_any_language(game_page: Page, site_url: str) -> None:
    from e2e.screenshots import MID_ROUND, OPTIONS, STATS as EVENINGS

    page = game_page
    page.set_viewport_size(PHONE)
    open_position(page, site_url, record(MID_ROUND, deck=trick_deck(), options=OPTIONS))
    page.evaluate(store_js({keys.STATS: json.dumps(EVENINGS)}))
    found = []
    for size in (PHONE, DESKTOP):
        page.set_viewport_size(size)
        for code in LANGS:
            page.locator("#language").select_option(code)
            expect(page.locator("html")).to_have_attribute("lang", code)
            expect(page.locator("#tavern-board .preview")).to_have_count(6)
            found += [f"{code} {size['width']} board: {w}" for w in broken_words(page, "#tavern-board .preview, #tavern-board .card-band")]
            page.locator('#log [data-act="ui:round:1"]').click()
            expect(page.locator("#dialog-info .preview")).to_have_count(6)
            found += [f"{code} {size['width']} round window: {w}"
                      for w in broken_words(page, "#dialog-info .preview, #dialog-info .card-band")]
            page.keyboard.press("Escape")
            page.locator("#stats-button").click()
            expect(page.locator("#dialog-stats .stats-table")).to_have_count(2)
            found += [f"{code} {size['width']} statistics: {w}"
                      for w in broken_words(page, "#dialog-stats tbody th, #dialog-stats tbody td, #dialog-stats tfoot td")]
            page.keyboard.press("Escape")
            expect(page.locator("#dialog-stats")).to_be_hidden()
    assert found == [], '\n'.join(found)


def test_a_corrupt_current_game_never_traps_the_player(game_page: Page, site_url: str) -> None:
    page = game_page
    items = {**seed_items(random_game_record(3), "earlier"), **seed_items(random_game_record(4))}
    items[keys.game_key("e2e-seeded")] = "{this is not json"  # the game to resume
    page.add_init_script("if (!sessionStorage.getItem('seeded')) {" + store_js(items)
                         + " sessionStorage.setItem('seeded', '1'); }")
    page.goto(url(site_url, 2))
    wait_until_ready(page)
    games = page.get_by_role("dialog", name="Games")
    expect(games).to_be_visible()
    notice = games.locator("[data-notice]").filter(has_text="cannot be read")
    expect(notice).to_have_count(1)
    with page.expect_download() as download:  # the notice's buttons work from inside the window
        button(notice, "Export as text").click()
    assert open(download.value.path(), encoding="utf-8").read() == "{this is not json"
    button(notice, "Discard").click()
    ask = page.get_by_role("dialog", name="Discard this entry?")
    button(ask, "Cancel").click()
    expect(games).to_be_visible()
    page.keyboard.press("Escape")  # the window always closes, with a game on the table or not
    expect(games).to_be_hidden()
    bar = page.get_by_role("region", name="Messages about your saved games")
    button(bar.locator("[data-notice]").filter(has_text="cannot be read"), "Hide").click()
    expect(bar).to_be_hidden()
    button(page, "Games").click()
    expect(games).to_be_visible()
    button(games, "Close").click()
    expect(games).to_be_hidden()


def test_many_notices_are_grouped_and_leave_the_board_in_view(game_page: Page, site_url: str) -> None:
    page = game_page
    items = seed_items(record(TRICK_ROUND, deck=trick_deck()))
    for i in range(7):
        items[f"shanghaien.v1.mystery{i}"] = "who wrote this?"
    page.add_init_script("if (!sessionStorage.getItem('seeded')) {" + store_js(items)
                         + " sessionStorage.setItem('seeded', '1'); }")
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        page.goto(url(site_url, 2))
        wait_until_ready(page)
        bar = page.get_by_role("region", name="Messages about your saved games")
        expect(bar.get_by_role("alert")).to_have_count(7)
        expect(bar).to_contain_text("7 messages about your saved games")
        top = page.locator("#tavern-board").bounding_box()
        assert top is not None and top["y"] < size["height"] * 0.75, f"the tavern starts at {top} on {size}"
    button(bar, "Hide all").click()
    expect(bar).to_be_hidden()


def test_after_the_end_the_scores_are_final_and_each_removal_is_said_once(game_page: Page, site_url: str) -> None:
    page = game_page
    open_position(page, site_url, random_game_record(11))
    page.locator('[data-pop="score:0"]').click()
    window = page.locator("#popover")
    expect(window).to_be_visible()
    expect(window).to_contain_text("the final score")
    expect(window).not_to_contain_text("if the game ended now")
    assert "ended now" not in (page.locator("#side-bottom .seat-score").get_attribute("aria-label") or "")
    page.keyboard.press("Escape")
    removals = []
    for round_no in range(1, 9):
        page.locator(f'#log [data-act="ui:round:{round_no}"]').click()
        lines = page.locator("#dialog-info .round-reasons li")
        expect(lines).to_have_count(6)
        removals += [line for line in lines.all_inner_texts() if "removed" in line]
        page.keyboard.press("Escape")
    assert removals, "the game removes no card: pick another"
    assert [line for line in removals if line.count("removed") > 1] == []


HOT = [{"name": "Anna", "type": "human"}, {"name": "Ben", "type": "human"}]


def test_the_round_start_explains_itself(game_page: Page, site_url: str) -> None:
    """Round 2, two people: Anna rolled; the captains preview their numbering; after her first die the
    five empty cards say nobody is there yet, and the cards still to come say what their numbers are."""
    page = game_page
    open_position(page, site_url, record(TRICK_ROUND + ["roll 3 4"], deck=trick_deck(), players=HOT))
    lanes = page.locator("#tavern-board .lane")
    expect(lanes).to_have_count(6)
    expect(lanes.locator(".card-number")).to_have_count(6)
    for lane in range(6):
        expect(lanes.nth(lane).locator(".card-number")).to_be_hidden()  # no numbers before a choice
    page.get_by_role("button", name=re.compile("^Count from the left")).hover()
    expect(lanes.locator(".card-number")).to_have_text([str(n) for n in range(1, 7)], use_inner_text=True)
    page.mouse.move(0, 0)
    page.get_by_role("button", name=re.compile("^Count from the right")).focus()
    page.keyboard.press("Shift")  # the keyboard's focus: as when tabbing there
    expect(lanes.locator(".card-number")).to_have_text([str(n) for n in range(6, 0, -1)], use_inner_text=True)
    page.get_by_role("button", name=re.compile("^Count from the left")).click()
    page.locator("#turn .die-button").first.click()
    chips = page.locator("#tavern-board .preview")
    expect(chips).to_have_count(6)
    expect(chips.filter(has_text="nobody yet")).to_have_count(5)
    expect(page.locator("#tavern-board")).not_to_contain_text("removed")
    expect(page.locator("#scores .row-come")).to_contain_text("Still to come")
    expect(page.locator("#scores .row-come")).to_contain_text("cards · points")
    come = page.locator('#scores [data-pop^="come:"]').first
    number = come.inner_text()
    come.hover()
    expect(page.locator("#popover")).to_contain_text(f"{number} in the table: ")


def test_after_the_final_scoring_the_board_shows_the_last_tavern(game_page: Page, site_url: str) -> None:
    page = game_page
    open_position(page, site_url, random_game_record(11))
    button(page, "Final scoring").click()
    button(page.get_by_role("dialog", name="Final scoring"), "Look at the board").click()
    expect(page.locator("#tavern-board .overview-row .lane")).to_have_count(6)
    expect(page.locator("#overview-caption")).to_contain_text("Round 8 is over.")
    expect(page.locator("#overview-caption")).to_contain_text("That was the last round.")


@pytest.mark.browser_context_args(viewport=PHONE, has_touch=True, is_mobile=True)
def test_on_a_phone_the_board_says_tap_and_shows_the_dice_just_rolled(game_page: Page, site_url: str) -> None:
    page = game_page
    page.goto(url(site_url, 7))
    wait_until_ready(page)
    from e2e.play import start_game

    start_game(page, first="I start")
    page.evaluate("window.scrollTo(0, 0)")
    page.evaluate("""document.querySelector('#turn [data-act="ui:roll"]').click()""")  # not scrolled there first
    expect(page.locator("#turn .rolled")).to_be_in_viewport()
    expect(page.locator("#banner")).to_contain_text("tap a captain")
    expect(page.locator("#banner")).not_to_contain_text("click")
