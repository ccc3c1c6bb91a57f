"""Nothing lost, nothing trusted, through the page: garbage, a newer version's entry and unknown
keys in localStorage are reported and kept (export, discard) while the game plays on; a full
storage keeps the game in memory for export; two tabs on one game; names are text, never HTML."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

from e2e.conftest import wait_until_ready
from e2e.play import button, game_page, play_simple_turn, saved_record, settle, start_game, store_js, url  # noqa: F401
from game.saves import keys

GARBAGE = {keys.game_key("broken"): "{this is not json",
           "shanghaien.v2.game.later": json.dumps({"format": "shanghaien-record", "version": 2}),
           "shanghaien.v1.mystery": "who wrote this?",
           keys.SETTINGS: "[1, 2",
           "another-site": "theirs"}

# Fill localStorage until it refuses, with a key of another page (so the game's own keys are untouched).
FILL_JS = """(() => {
    let size = 1 << 20, n = 0;
    while (size >= 1) {
        try { localStorage.setItem("filler-" + n, "x".repeat(size)); n += 1; }
        catch (e) { size = Math.floor(size / 2); }
    }
    return n;
})()"""


def notices(page: Page):
    return page.get_by_role("region", name="Messages about your saved games").get_by_role("alert")


def seeded(page: Page, site_url: str, items: dict[str, str], seed: int = 3) -> None:
    page.add_init_script("if (!sessionStorage.getItem('seeded')) {" + store_js(items)
                         + " sessionStorage.setItem('seeded', '1'); }")
    page.goto(url(site_url, seed))
    wait_until_ready(page)


def test_garbage_in_storage_is_reported_kept_and_the_game_plays_on(game_page: Page, site_url: str) -> None:
    page = game_page
    seeded(page, site_url, GARBAGE)
    shown = notices(page)
    expect(shown).to_have_count(4)
    expect(shown.filter(has_text="One saved game cannot be read")).to_contain_text(keys.game_key("broken"))
    expect(shown.filter(has_text="newer version of Shanghaien")).to_contain_text("shanghaien.v2.game.later")
    expect(shown.filter(has_text="this version does not know")).to_contain_text("shanghaien.v1.mystery")
    expect(shown.filter(has_text="Your settings cannot be read")).to_have_count(1)

    start_game(page, opponent="Deckhand", first="I start")
    for _ in range(3):
        play_simple_turn(page)
    assert len(saved_record(page)["moves"]) >= 3
    stored = page.evaluate("Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]))")
    for key, value in GARBAGE.items():
        assert stored[key] == value  # kept exactly as it was

    broken = shown.filter(has_text="One saved game cannot be read")
    with page.expect_download() as download:
        button(broken, "Export as text").click()
    assert download.value.suggested_filename == "shanghaien-v1-game-broken.txt"
    assert open(download.value.path(), encoding="utf-8").read() == GARBAGE[keys.game_key("broken")]
    button(broken, "Discard").click()
    confirm = page.get_by_role("dialog", name="Discard this entry?")
    button(confirm, "Cancel").click()
    assert page.evaluate(f"localStorage.getItem({keys.game_key('broken')!r})") is not None
    button(broken, "Discard").click()
    button(confirm, "Discard").click()
    expect(shown).to_have_count(3)
    assert page.evaluate(f"localStorage.getItem({keys.game_key('broken')!r})") is None
    page.reload()
    wait_until_ready(page)
    expect(notices(page)).to_have_count(3)
    assert page.evaluate("localStorage.getItem('another-site')") == "theirs"


def test_a_full_storage_keeps_the_game_in_memory_to_export(game_page: Page, site_url: str) -> None:
    page = game_page
    page.goto(url(site_url, seed=6))
    wait_until_ready(page)
    assert page.evaluate(FILL_JS) > 0
    start_game(page, opponent="Deckhand", first="I start", names=("Ann", ""))
    full = notices(page).filter(has_text="storage is full")
    expect(full).to_have_count(1)
    expect(full).to_contain_text("It stays here while the page is open")
    for _ in range(4):
        play_simple_turn(page)  # the game goes on in memory
    moves = page.locator("#log-list li").count()
    assert moves > 4
    with page.expect_download() as download:
        button(full, "Export this game").click()
    exported = json.loads(open(download.value.path(), encoding="utf-8").read())
    assert exported["players"][0]["name"] == "Ann" and len(exported["moves"]) >= 4

    page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('filler-')).forEach((k) => localStorage.removeItem(k))")
    play_simple_turn(page)
    expect(full).to_have_count(0)  # room again: saved, and the notice goes
    assert saved_record(page)["moves"][:len(exported["moves"])] == exported["moves"]


def test_two_tabs_on_one_game_never_overwrite_each_other(game_page: Page, site_url: str) -> None:
    first = game_page
    first.goto(url(site_url, seed=9))
    wait_until_ready(first)
    start_game(first, opponent="A friend", first="Red starts")
    button(first, "Roll").click()
    settle(first)
    game_id = first.evaluate(f"localStorage.getItem({keys.CURRENT!r})")
    second = first.context.new_page()
    errors: list[str] = []
    second.on("pageerror", lambda e: errors.append(str(e)))
    second.goto(url(site_url, seed=9))
    wait_until_ready(second)
    settle(second)
    assert saved_record(second) == saved_record(first)

    first.get_by_role("button", name=re.compile("^Count from the left")).click()
    settle(first)
    ahead = saved_record(first)
    changed = notices(second).filter(has_text="This game has been changed in another tab.")
    expect(changed).to_have_count(1)
    second.get_by_role("button", name=re.compile("^Count from the right")).click()  # a move of its own
    stale = notices(second).filter(has_text="played on in another tab")
    expect(stale).to_have_count(1)
    assert saved_record(second) == ahead
    button(stale, "Keep this tab's game as a new game").click()
    expect(stale).to_have_count(0)
    button(second, "Games").click()
    expect(second.get_by_role("dialog", name="Your games").locator(".games-row")).to_have_count(2)
    second.keyboard.press("Escape")

    original = keys.game_key(game_id)
    assert json.loads(first.evaluate(f"localStorage.getItem({original!r})"))["moves"] == ahead["moves"]
    second.reload()  # the tab that moved last resumes its own game; the first tab's game is untouched
    wait_until_ready(second)
    settle(second)
    assert saved_record(second)["moves"] != ahead["moves"]
    first.reload()
    wait_until_ready(first)
    settle(first)
    expect(notices(first)).to_have_count(0)
    assert errors == []


def test_a_name_that_looks_like_html_stays_text(game_page: Page, site_url: str) -> None:
    page = game_page
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    evil = "<img src=x onerror=alert(1)>"
    page.goto(url(site_url, seed=3))
    wait_until_ready(page)
    start_game(page, opponent="A friend", first="Red starts", names=("<b>Bo</b>", "<i>x</i>"))
    play_simple_turn(page)
    button(page, "Games").click()
    screen = page.get_by_role("dialog", name="Your games")
    button(screen, "Rename").click()
    ask = page.get_by_role("dialog", name="Rename the game")
    ask.get_by_role("textbox", name="Name").fill(evil)
    button(ask, "Rename").click()
    expect(screen.locator(".games-name")).to_have_text(evil)
    button(screen, "Delete").click()
    expect(page.get_by_role("dialog", name="Delete this game?")).to_contain_text(f"“{evil}” will be removed")
    button(page.get_by_role("dialog", name="Delete this game?"), "Cancel").click()
    button(screen, "Copy link").click()
    link = page.get_by_role("textbox", name="Link").input_value()
    page.keyboard.press("Escape")
    page.keyboard.press("Escape")
    page.goto(link)
    wait_until_ready(page)
    offer = page.get_by_role("dialog", name="A shared game")
    expect(offer.locator(".link-summary")).to_contain_text("<b>Bo</b> against <i>x</i>")
    button(offer, "Play on from here").click()
    settle(page)
    expect(page.locator("#side-bottom .seat-player")).to_have_text("<b>Bo</b>")
    page.reload()
    wait_until_ready(page)
    button(page, "Games").click()
    expect(page.get_by_role("dialog", name="Your games").locator(".games-name").filter(has_text=evil)).to_have_count(1)
    assert page.locator("img[src='x'], [onerror], .games-name *, .seat-player *").count() == 0
    assert dialogs == []
