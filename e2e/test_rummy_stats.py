"""Both rummy tables' statistics window: the results stored in this browser shown per level and
table size, the people's games, a reset that asks first, and stored results that cannot be read."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from e2e import penny_shanghai_play as ps
from e2e import shanghai_rummy_play as sr
from e2e.play import game_page  # noqa: F401 (a fixture)
from e2e.test_a11y import Audit
from game import saves

ANN = {"name": "Ann", "type": "human"}
GRANDMA = {"name": "Grandma", "type": "ai", "level": "grandma"}
RESULTS = {"tallies": [{"level": "aunt", "seats": 3,
                        "tally": {"games": 4, "wins": 2, "shared": 1, "points": 50, "places": 6, "best": 20}},
                       {"level": "greedy", "seats": 3,
                        "tally": {"games": 1, "wins": 0, "shared": 0, "points": 3, "places": 3, "best": 3}}],
           "people": {"2": 5}, "counted": ["a", "b"]}


def _with_stats(page: Page, game: str, value: str) -> None:
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [saves.shelf_for(game).keys.stats, value])
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=ps.BOOT_MS)


def _open(page: Page, host: str) -> object:
    if host == "shanghai-rummy":  # under the board's "More" menu
        sr.menu(page, "Statistics")
    else:
        page.locator(f"nav button[data-board-of='{host}']", has_text="Statistics").click()
    dialog = page.get_by_role("dialog", name="Statistics")
    expect(dialog).to_be_visible()
    return dialog


def test_penny_statistics_show_each_level_and_reset_after_asking(game_page: Page, site_url: str) -> None:
    page = game_page
    ps.open_board(page, site_url, ps.record([ANN, GRANDMA], 0, [["8H", "9H", "KC", "2D", "4S"],
                                                               ["7S", "7H", "7D", "7C", "QS"]]))
    _with_stats(page, "penny-shanghai", json.dumps(RESULTS))
    ps.settle(page)
    dialog = _open(page, "penny-shanghai")
    table = dialog.get_by_role("table", name="Tables of 3: you against the computer")
    rows = table.locator("tbody tr")
    expect(rows).to_have_count(2)
    expect(rows.nth(0)).to_contain_text("Aunt")  # the table's levels first, weakest first
    expect(rows.nth(0).locator("td")).to_have_text(["4", "2", "1", "75%", "12.5", "1.5", "20"])
    expect(rows.nth(1).locator("th")).to_have_text("greedy")  # a level the table does not offer, as written
    expect(dialog).to_contain_text("5 games among people at a table of 2")
    audit = Audit(page)
    audit("statistics")
    page.set_viewport_size({"width": 375, "height": 740})
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")  # no sideways scroll
    expect(rows.nth(0).locator("td").first).to_be_visible()
    audit("statistics on a phone")
    audit.check()
    page.set_viewport_size({"width": 1280, "height": 860})
    dialog.get_by_role("button", name="Reset statistics").click()
    expect(dialog).to_contain_text("Forget every result of this game?")
    dialog.get_by_role("button", name="Keep them").click()
    expect(rows).to_have_count(2)  # nothing was lost
    dialog.get_by_role("button", name="Reset statistics").click()
    dialog.get_by_role("button", name="Yes, reset").click()
    expect(dialog).to_contain_text("No finished games yet")
    dialog.get_by_role("button", name="Close").click()
    expect(dialog).to_be_hidden()
    stored = json.loads(page.evaluate("k => localStorage.getItem(k)", saves.shelf_for("penny-shanghai").keys.stats))
    assert stored["tallies"] == [] and sorted(stored["counted"]) == ["a", "b"]  # counted games stay counted


def test_rummy_statistics_that_cannot_be_read_are_said_and_kept_until_reset(game_page: Page, site_url: str) -> None:
    page = game_page
    record = sr.position(4, lambda s: s.h == 2 and s.turn == 0)
    sr.open_position(page, site_url, record)
    key = saves.shelf_for("shanghai-rummy").keys.stats
    _with_stats(page, "shanghai-rummy", "{not json")
    sr.settle(page)
    dialog = _open(page, "shanghai-rummy")
    expect(dialog.get_by_role("alert")).to_contain_text("cannot be read")
    assert page.evaluate("k => localStorage.getItem(k)", key) == "{not json"  # kept as it was
    dialog.get_by_role("button", name="Close").click()
    page.locator("#language").select_option("de")
    page.get_by_role("button", name="Mehr", exact=True).click()  # the board's "More" menu
    page.get_by_role("menuitem", name="Statistik").click()
    dialog = page.get_by_role("dialog", name="Statistik")
    dialog.get_by_role("button", name="Statistik zurücksetzen").click()
    dialog.get_by_role("button", name="Ja, zurücksetzen").click()
    expect(dialog).to_contain_text("Noch keine beendeten Partien")
    page.locator("#language").select_option("en")
