"""Saves through the page: a reload after every move resumes the same position (an AI turn in
progress included), the old build's save moves over, the games screen (resume, rename,
delete), and undo against the computer with its rules."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

from e2e.conftest import wait_until_ready
from e2e.play import (AI_BLUE, button, game_page, play_simple_turn, record, saved_record, settle,  # noqa: F401
                      start_game, store_js, url)
from game.saves import keys

# What a player sees of the position (the log and banner included), and the page's marks.
POSITION_JS = """(() => {
    const text = (sel) => Array.from(document.querySelectorAll(sel)).map((el) => el.innerText);
    const marks = {...document.body.dataset};
    for (const name of ["boot", "snapshot", "ready"]) delete marks[name];
    return {tavern: text("#tavern-board .card-slot, #tavern-board .lane"), seats: text(".side"),
            scores: text("#scores"), log: text("#log-list li"), banner: text("#banner"), marks};
})()"""


def position(page: Page) -> dict:
    """The position as shown and as saved."""
    settle(page)
    return {"shown": page.evaluate(POSITION_JS), "saved": saved_record(page)}


def reload(page: Page) -> None:
    page.reload()
    wait_until_ready(page)


def test_a_reload_after_every_move_resumes_the_same_position(game_page: Page, site_url: str) -> None:
    page = game_page
    page.goto(url(site_url, seed=21))
    wait_until_ready(page)
    start_game(page, opponent="Deckhand", first="I start", names=("Ann", ""))
    seen = 0
    for turn in range(30):
        play_simple_turn(page)
        before = position(page)
        assert before["saved"] is not None and len(before["saved"]["moves"]) > seen
        seen = len(before["saved"]["moves"])
        reload(page)
        after = position(page)
        assert after == before
        if seen >= 30 and int(page.evaluate("document.body.dataset.round")) >= 2:
            break  # many moves of both players, a round's end among them
    else:
        raise AssertionError(f"30 turns made {seen} moves and never reached the second round")


def test_a_reload_during_the_computers_turn_lets_it_carry_on(game_page: Page, site_url: str) -> None:
    page = game_page
    page.goto(url(site_url, seed=5, pace="slow"))
    wait_until_ready(page)
    start_game(page, opponent="Deckhand", first="I start")
    button(page, "Roll").click()
    page.get_by_role("button", name=re.compile("^Count from the left")).click()
    page.locator("#turn .die-button").first.click()
    page.wait_for_function("document.body.dataset.turn === 'ai'")
    mine = saved_record(page)["moves"]
    reload(page)
    expect(page.locator("body")).to_have_attribute("data-turn", "ai")  # resumed in the computer's turn
    settle(page)
    moves = saved_record(page)["moves"]
    assert moves[:len(mine)] == mine and len(moves) > len(mine)
    expect(page.locator("#banner")).to_contain_text("Your turn")


def test_a_game_saved_by_the_previous_build_moves_over_once(game_page: Page, site_url: str) -> None:
    page = game_page
    old = record(["roll 2 5", "dir up", "place 2"], players=[{"name": "Zoë", "type": "human"}, AI_BLUE[1]])
    page.add_init_script("if (!sessionStorage.getItem('seeded')) {"
                         + store_js({keys.LEGACY_GAME: json.dumps(old)}) + " sessionStorage.setItem('seeded', '1'); }")
    page.goto(url(site_url, seed=2))
    wait_until_ready(page)
    settle(page)
    expect(page.locator("#side-bottom .seat-player")).to_have_text("Zoë")
    assert saved_record(page)["moves"][:3] == old["moves"]
    assert page.evaluate(f"localStorage.getItem({keys.LEGACY_GAME!r})") is None
    reload(page)
    expect(page.locator("#side-bottom .seat-player")).to_have_text("Zoë")
    button(page, "Games").click()
    expect(page.locator("#games-body .games-row")).to_have_count(1)


def games(page: Page):
    return page.get_by_role("dialog", name="Your games")


def row(page: Page, name: str):
    return games(page).locator(".games-row").filter(has=page.get_by_role("heading", name=name, exact=True))


def test_the_games_screen_resumes_renames_and_deletes(game_page: Page, site_url: str) -> None:
    page = game_page
    page.goto(url(site_url, seed=8))
    wait_until_ready(page)
    start_game(page, opponent="Deckhand", first="I start", names=("Ann", ""))
    play_simple_turn(page)
    play_simple_turn(page)
    first = saved_record(page)
    start_game(page, opponent="A friend", first="Red starts", names=("Bo", "Cy"), sharks=True)
    button(page, "Games").click()
    screen = games(page)
    expect(screen.locator(".games-row")).to_have_count(2)
    expect(row(page, "Ann vs Deckhand")).to_contain_text("Against the computer (Deckhand)")
    expect(row(page, "Bo vs Cy")).to_contain_text("Two players on one device")
    expect(row(page, "Bo vs Cy")).to_contain_text("sharks")
    expect(row(page, "Bo vs Cy")).to_contain_text("On the table")
    expect(row(page, "Ann vs Deckhand")).to_contain_text(re.compile(r"Round 1 of 8 · Ann \d+ – \d+ Deckhand · last played"))

    button(row(page, "Bo vs Cy"), "Rename").click()
    ask = page.get_by_role("dialog", name="Rename the game")
    ask.get_by_role("textbox", name="Name").fill("   ")
    button(ask, "Rename").click()
    expect(ask).to_contain_text("Please type a name.")
    ask.get_by_role("textbox", name="Name").fill("Friday night")
    ask.get_by_role("textbox", name="Name").press("Enter")
    expect(ask).to_be_hidden()
    expect(row(page, "Friday night")).to_have_count(1)

    button(row(page, "Ann vs Deckhand"), "Resume").click()
    expect(screen).to_be_hidden()
    settle(page)
    expect(page.locator("#side-bottom .seat-player")).to_have_text("Ann")
    assert saved_record(page) == first

    button(page, "Games").click()
    button(row(page, "Friday night"), "Delete").click()
    confirm = page.get_by_role("dialog", name="Delete this game?")
    expect(confirm).to_contain_text("“Friday night” will be removed")
    button(confirm, "Cancel").click()
    expect(row(page, "Friday night")).to_have_count(1)
    button(row(page, "Friday night"), "Delete").click()
    button(confirm, "Delete").click()
    expect(screen.locator("#games-message")).to_have_text("“Friday night” was deleted.")
    expect(screen.locator(".games-row")).to_have_count(1)
    reload(page)
    button(page, "Games").click()
    expect(games(page).locator(".games-row")).to_have_count(1)


def test_the_games_screen_greets_a_returning_player_without_a_game_on_the_table(game_page: Page,
                                                                                  site_url: str) -> None:
    page = game_page
    page.goto(url(site_url, seed=8))
    wait_until_ready(page)
    start_game(page, opponent="Deckhand", first="I start", names=("Ann", ""))
    page.evaluate(f"localStorage.removeItem({keys.CURRENT!r})")
    reload(page)
    screen = games(page)
    expect(screen).to_be_visible()
    expect(screen).to_contain_text("Welcome back!")
    page.keyboard.press("Escape")  # it always closes (issue 26): the board says there is no game yet
    expect(screen).to_be_hidden()
    expect(page.locator("#banner")).to_contain_text("No game yet")
    button(page, "Games").click()
    expect(screen).to_be_visible()
    button(screen, "New game").click()
    expect(page.get_by_role("dialog", name="New game")).to_be_visible()


def undo(page: Page):
    return button(page, "Undo")


def test_undo_takes_back_only_what_revealed_nothing(game_page: Page, site_url: str) -> None:
    page = game_page
    page.goto(url(site_url, seed=4))
    wait_until_ready(page)
    start_game(page, opponent="Deckhand", first="I start")
    expect(undo(page)).to_have_attribute("aria-disabled", "true")
    expect(page.locator("#undo-reason")).to_have_text("There is no move of yours to take back yet.")
    button(page, "Roll").click()
    expect(page.locator("#undo-reason")).to_have_text("The dice have been rolled since, and a roll is never taken back.")
    dice = page.locator("#turn .rolled .die").all_inner_texts()
    page.get_by_role("button", name=re.compile("^Count from the left")).click()
    expect(undo(page)).not_to_have_attribute("aria-disabled", "true")
    undo(page).click()
    expect(page.get_by_role("button", name=re.compile("^Count from the left"))).to_be_visible()  # the choice again
    assert page.locator("#turn .rolled .die").all_inner_texts() == dice  # the same dice
    expect(page.locator("#banner")).to_contain_text("Your last move was taken back.")
    assert len(saved_record(page)["moves"]) == 1
    expect(undo(page)).to_have_attribute("aria-disabled", "true")
    page.reload()
    wait_until_ready(page)
    settle(page)
    expect(page.get_by_role("button", name=re.compile("^Count from the left"))).to_be_visible()

    page.get_by_role("button", name=re.compile("^Count from the left")).click()
    page.locator("#turn .die-button").first.click()
    settle(page)
    expect(page.locator("#undo-reason")).to_have_text(re.compile("^(The computer has moved since|The dice have been rolled)"))

    button(page, "Settings").click()
    settings = page.get_by_role("dialog", name="Settings")
    settings.get_by_role("checkbox", name=re.compile("^Undo")).uncheck()
    button(settings, "Done").click()
    expect(page.locator("#undo-reason")).to_have_text("Undo is switched off in the settings.")


def test_undo_is_only_against_the_computer(game_page: Page, site_url: str) -> None:
    page = game_page
    page.goto(url(site_url, seed=4))
    wait_until_ready(page)
    start_game(page, opponent="A friend", first="Red starts")
    button(page, "Roll").click()
    page.get_by_role("button", name=re.compile("^Count from the left")).click()
    expect(undo(page)).to_have_attribute("aria-disabled", "true")
    expect(page.locator("#undo-reason")).to_have_text("Undo is only for games against the computer.")


def test_watch_replay_from_the_games_screen_and_come_back_to_it(game_page: Page, site_url: str) -> None:
    page = game_page
    page.goto(url(site_url, seed=8))
    wait_until_ready(page)
    start_game(page, opponent="Deckhand", first="I start", names=("Ann", ""))
    play_simple_turn(page)
    play_simple_turn(page)
    before = saved_record(page)
    button(page, "Games").click()
    button(row(page, "Ann vs Deckhand"), "Watch replay").click()
    replay = page.locator("#dialog-replay")
    expect(replay).to_be_visible()
    expect(games(page)).to_be_hidden()
    page.keyboard.press("Escape")
    expect(replay).to_be_hidden()
    expect(games(page)).to_be_visible()  # back where the player came from
    assert saved_record(page) == before
