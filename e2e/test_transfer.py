"""Game files and links through the page: export a game and import it back by the file chooser and
by drag and drop; bad files refused with `move N: reason` and nothing changed; a share link
opened in a fresh browser plays on, and a malformed or oversized link is refused."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.conftest import wait_until_ready
from e2e.play import BOARD, button, game_page, play_simple_turn, saved_record, settle, start_game, url  # noqa: F401

DROP_JS = """([name, text]) => {
    const data = new DataTransfer();
    data.items.add(new File([text], name, {type: "application/json"}));
    for (const type of ["dragenter", "dragover", "drop"]) {
        document.body.dispatchEvent(new DragEvent(type, {dataTransfer: data, bubbles: true, cancelable: true}));
    }
}"""


def games(page: Page):
    return page.get_by_role("dialog", name="Your games")


def open_games(page: Page) -> None:
    if not games(page).is_visible():
        button(page, "Games").click()
    expect(games(page)).to_be_visible()


def stored_keys(page: Page) -> dict:
    return page.evaluate("Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]))")


def choose_file(page: Page, path: Path) -> None:
    open_games(page)
    with page.expect_file_chooser() as chooser:
        button(games(page), "Import a game file…").click()
    chooser.value.set_files(str(path))


def test_export_then_import_by_chooser_and_by_drop_and_bad_files_change_nothing(
        game_page: Page, site_url: str, tmp_path: Path) -> None:
    page = game_page
    page.goto(url(site_url, seed=13))
    wait_until_ready(page)
    start_game(page, opponent="Deckhand", first="I start", names=("Ann", ""))
    for _ in range(4):
        play_simple_turn(page)
    played = saved_record(page)
    open_games(page)
    with page.expect_download() as download:
        button(games(page), "Export").click()
    assert re.fullmatch(r"shanghaien-ann-vs-deckhand-\d{4}-\d\d-\d\d\.json", download.value.suggested_filename)
    good = tmp_path / download.value.suggested_filename
    download.value.save_as(good)
    exported = json.loads(good.read_text(encoding="utf-8"))
    assert exported["moves"] == played["moves"] and exported["players"] == played["players"]

    bad_move = dict(exported, moves=exported["moves"][:2] + ["place 9"] + exported["moves"][3:])
    cases = {"bad-move.json": (json.dumps(bad_move), "move 3: "),
             "not-json.json": ("{this is not json", "move 0: "),
             "other.json": (json.dumps({"hello": "world"}), "move 0: ")}
    before = stored_keys(page)
    for name, (text, expected) in cases.items():
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        choose_file(page, path)
        message = games(page).locator("#games-message")
        expect(message).to_contain_text(f"“{name}” cannot be imported ({expected}")
        expect(message).to_contain_text("Nothing was changed.")
        assert stored_keys(page) == before
    page.evaluate(DROP_JS, ["dropped.json", json.dumps(bad_move)])
    expect(games(page).locator("#games-message")).to_contain_text("“dropped.json” cannot be imported (move 3: ")
    assert stored_keys(page) == before

    choose_file(page, good)
    expect(games(page).locator("#games-message")).to_have_text("“Ann vs Deckhand” was imported: it is at the top of the list.")
    expect(games(page).locator(".games-row")).to_have_count(2)
    page.keyboard.press("Escape")
    page.evaluate(DROP_JS, ["again.json", good.read_text(encoding="utf-8")])
    expect(games(page).locator(".games-row")).to_have_count(3)
    imported = games(page).locator(".games-row").nth(0)
    button(imported, "Resume").click()
    settle(page)
    assert saved_record(page)["moves"] == played["moves"]
    expect(page.locator("#side-bottom .seat-player")).to_have_text("Ann")


@pytest.fixture
def fresh(browser: Browser) -> Iterator[tuple[Page, list[str]]]:
    """A page in a browser context of its own (no storage shared with the test's page), and its errors."""
    context = browser.new_context()
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page, errors
    context.close()


def test_a_hot_seat_game_goes_by_link_to_a_fresh_browser_and_plays_on(
        game_page: Page, site_url: str, fresh: tuple[Page, list[str]]) -> None:
    page = game_page
    page.goto(url(site_url, seed=17))
    wait_until_ready(page)
    start_game(page, opponent="A friend", first="Red starts", names=("Bo", "Cy"))
    for _ in range(5):
        play_simple_turn(page)
    played = saved_record(page)
    button(page, "Share").click()
    share = page.get_by_role("dialog", name="Share this game")
    expect(share).to_contain_text("Send a new link after each of your moves")
    link = share.get_by_role("textbox", name="Link").input_value()
    assert link.startswith(site_url + "#g1=")

    friend, errors = fresh
    friend.goto(link)
    wait_until_ready(friend)
    offer = friend.get_by_role("dialog", name="A shared game")
    expect(offer.locator(".link-summary")).to_have_text(re.compile(r"^Bo against Cy · round \d · \d+ – \d+$"))
    assert friend.url.endswith(BOARD)  # a reload opens the board, not the link again
    button(offer, "Play on from here").click()
    expect(offer).to_be_hidden()
    settle(friend)
    assert saved_record(friend)["moves"] == played["moves"]
    play_simple_turn(friend)
    assert len(saved_record(friend)["moves"]) > len(played["moves"])
    friend.reload()
    wait_until_ready(friend)
    expect(friend.get_by_role("dialog", name="A shared game")).to_be_hidden()
    assert errors == []


def test_a_bad_link_is_refused_with_its_reason_and_changes_nothing(game_page: Page, site_url: str) -> None:
    page = game_page
    page.goto(url(site_url, seed=17))
    wait_until_ready(page)
    start_game(page, opponent="Deckhand", first="I start")
    before = saved_record(page)
    refused = page.get_by_role("dialog", name="This link cannot be opened")
    for fragment, reason in (("#g1=@@@", "characters a game link never uses"),
                             ("#g1=eJzLSM3JyQcABiwCFQ", "cannot be read"),
                             ("#g9=abc", "link version 9"),
                             ("#g1=" + "A" * 20_000, "This link is too long")):
        page.evaluate("(f) => { location.hash = f; }", fragment)
        expect(refused).to_be_visible()
        expect(refused.locator(".link-problem")).to_contain_text(reason)
        expect(refused).to_contain_text("Nothing was changed.")
        assert page.url.endswith(BOARD)
        button(refused, "OK").click()
        expect(refused).to_be_hidden()
    assert saved_record(page) == before


@pytest.mark.browser_context_args(locale="de-DE")
def test_a_bad_link_is_refused_in_the_players_language(game_page: Page, site_url: str) -> None:
    page = game_page
    page.goto(url(site_url, seed=17, screen="#g9=abc"))
    wait_until_ready(page)
    refused = page.get_by_role("dialog", name="Dieser Link lässt sich nicht öffnen")
    expect(refused).to_be_visible()
    expect(refused.locator(".link-problem")).to_have_text(
        "Dieser Link stammt aus einer anderen Version dieser Seite (Link-Version 9; diese liest Version 1).")
    page.evaluate("(f) => { location.hash = f; }", "#g1=eJzLSM3JyQcABiwCFQ")
    expect(refused.locator(".link-problem")).to_contain_text("Die Partie in diesem Link lässt sich nicht lesen: Zug 0:")


def test_a_game_against_the_computer_can_be_watched_but_not_taken_over(
        game_page: Page, site_url: str, fresh: tuple[Page, list[str]]) -> None:
    page = game_page
    page.goto(url(site_url, seed=17))
    wait_until_ready(page)
    start_game(page, opponent="Deckhand", first="I start")
    play_simple_turn(page)
    button(page, "Share").click()
    link = page.get_by_role("textbox", name="Link").input_value()
    friend, errors = fresh
    friend.goto(link)
    wait_until_ready(friend)
    offer = friend.get_by_role("dialog", name="A shared game")
    expect(offer).to_contain_text("it can be watched, not taken over")
    expect(button(offer, "Play on from here")).to_have_count(0)
    button(offer, "Watch the replay").click()
    replay = friend.locator("#dialog-replay")
    expect(replay).to_be_visible()
    friend.keyboard.press("Escape")
    expect(replay).to_be_hidden()
    expect(friend.get_by_role("dialog", name="New game")).to_be_visible()  # nothing saved there: start one
    friend.goto(link)
    wait_until_ready(friend)
    button(offer, "Not now").click()
    expect(friend.get_by_role("dialog", name="New game")).to_be_visible()  # nothing saved there: start one
    assert errors == []
