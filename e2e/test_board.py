"""The board played through the page as a person plays it: a full game against the computer,
a hot-seat round, the direction choice, disabled buttons' reasons, the round-end overview,
the score windows, the keyboard, the settings, the hint, and resuming after a reload."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from e2e.conftest import wait_until_ready
from e2e.play import (TRICK_ROUND, button, finished, game_page, open_position, play_simple_turn,  # noqa: F401
                      record, settle, start_game, trick_deck, url)


def open_board(page: Page, site_url: str, seed: int = 3, pace: str = "instant") -> None:
    page.goto(url(site_url, seed, pace))
    wait_until_ready(page)


def test_full_game_against_the_computer(game_page: Page, site_url: str) -> None:
    page = game_page
    open_board(page, site_url, seed=11)
    start_game(page, opponent="Deckhand", first="I start", names=("Ann", ""))
    expect(page.locator("#side-top")).to_contain_text("Deckhand")
    expect(page.locator("#side-bottom")).to_contain_text("Ann")
    for _ in range(400):
        if finished(page):
            break
        play_simple_turn(page)
    assert finished(page)
    final = page.get_by_role("dialog", name="Final scoring")
    expect(final).to_be_visible()
    expect(final.locator("#end-result")).to_have_text(re.compile(r"^(Ann|Deckhand) wins \d+ to \d+\.$|^A draw"))
    expect(final.get_by_role("row", name=re.compile("^Unused tricks"))).to_be_visible()
    expect(final.get_by_role("row", name=re.compile("^Total"))).to_be_visible()
    expect(page.get_by_role("log", name="Game log")).to_contain_text("That was the last round.")
    button(final, "Look at the board").click()
    expect(final).to_be_hidden()
    expect(page.locator("#banner")).to_contain_text(re.compile("wins|draw"))
    button(page, "Play again").click()
    settle(page)
    expect(page.locator("body")).to_have_attribute("data-round", "1")
    expect(page.locator("#banner")).to_contain_text("Your turn")
    expect(button(page, "Ann's score if the game ended now: 0")).to_be_visible()


def test_hot_seat_round_keeps_the_bottom_player_fixed(game_page: Page, site_url: str) -> None:
    page = game_page
    open_board(page, site_url, seed=5)
    start_game(page, opponent="A friend", first="Red starts", names=("Anna", "Ben"))
    banner = page.locator("#banner")
    expect(banner).to_have_text("Anna's turn (red, bottom): roll the dice.")
    button(page, "Roll").click()
    expect(banner).to_contain_text("Anna starts this round (red, bottom)")
    page.get_by_role("button", name=re.compile("^Count from the left")).click()
    page.locator("#turn .die-button").first.click()
    expect(banner).to_have_text("Ben's turn (blue, top): roll the dice.")
    expect(page.locator("#side-bottom")).to_contain_text("Anna")
    expect(page.locator("#side-top")).to_contain_text("Ben")
    button(page, "Roll").click()
    expect(banner).to_contain_text(re.compile(r"^Ben rolled .* \(blue, top\): click a die"))
    expect(page.get_by_role("group", name="Ben's dice").locator(".die-blue")).to_have_count(2)
    page.locator("#turn .die-button").first.click()
    for _ in range(30):  # both play on until someone calls Shanghai
        if page.locator("body").get_attribute("data-round") == "2":
            break
        play_simple_turn(page)
    expect(page.locator("body")).to_have_attribute("data-round", "2")
    expect(page.locator("#overview-caption")).to_contain_text("Round 1 is over.")
    expect(page.locator("#side-bottom")).to_contain_text("Anna")


def test_the_start_player_picks_the_direction_with_a_captain(game_page: Page, site_url: str) -> None:
    page = game_page
    open_board(page, site_url)
    start_game(page, first="I start")
    lanes = page.locator(".tavern-row .lane")
    expect(lanes.nth(0)).to_have_attribute("data-number", "0")
    button(page, "Roll").click()
    captains = page.get_by_role("button", name=re.compile("^Count from the (left|right)"))
    expect(captains).to_have_count(2)
    for die in page.locator("#turn .die-button").all():
        expect(die).to_be_disabled()
        die.hover()
        expect(page.locator("#reason-line")).to_have_text(
            "Not now: choose the direction of the numbers first (which end of the row is 1).")
    page.get_by_role("button", name=re.compile("^Count from the right")).click()
    expect(captains).to_have_count(0)
    assert [lane.get_attribute("data-number") for lane in lanes.all()] == ["6", "5", "4", "3", "2", "1"]
    expect(page.get_by_role("log", name="Game log")).to_contain_text(re.compile(r"Red counts from the right: the .* is number 1\."))
    expect(page.locator(".captain-end.right").get_by_role("img", name="Number 1 is at this end")).to_be_visible()


def test_a_disabled_button_shows_its_reason(game_page: Page, site_url: str) -> None:
    page = game_page
    open_board(page, site_url)
    start_game(page, first="I start")
    shanghai = button(page, "Shanghai")
    expect(shanghai).to_be_disabled()
    reason = page.get_by_role("tooltip")
    expect(reason).to_be_hidden()
    shanghai.hover()
    expect(reason).to_be_visible()
    expect(reason).to_contain_text("You may call Shanghai once you have placed 2 dice this round (you have placed 0).")
    expect(reason.get_by_role("link", name="Rules: Calling Shanghai")).to_be_visible()
    expect(shanghai).to_have_accessible_description(re.compile("placed 2 dice"))
    page.mouse.move(0, 0)
    expect(reason).to_be_hidden()
    shanghai.focus()  # keyboard focus shows it too
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    expect(reason).to_be_visible()
    button(page, "Roll").click()
    roll_reason = page.locator("#why-roll")
    expect(button(page, "Roll")).to_be_disabled()
    button(page, "Roll").hover()
    expect(roll_reason).to_be_visible()
    expect(roll_reason).to_have_text("You have rolled already: place a die (or play a trick).")


def test_round_end_overview_stays_until_the_next_roll_and_is_in_the_log(game_page: Page, site_url: str) -> None:
    page = game_page
    open_board(page, site_url, seed=8)
    # The computer starts round 1 and the starts alternate: the player opens round 2.
    start_game(page, first="The opponent starts", alternate=True)
    while page.locator("body").get_attribute("data-round") == "1":
        play_simple_turn(page)
    caption = page.locator("#overview-caption")
    expect(caption).to_contain_text("Round 1 is over.")
    overview = page.get_by_role("list", name="Round 1: who took each card")
    expect(overview.locator(".lane")).to_have_count(6)
    chips = overview.locator(".preview")
    expect(chips).to_have_count(6)
    for chip in chips.all():
        assert re.match(r"^(Red|Deckhand) takes the .+: .+|^.+: .*removed", chip.get_attribute("aria-label") or "")
    takers = overview.locator(".to-top, .to-bottom").count()
    removed = overview.locator(".removed").count()
    assert takers + removed == 6
    expect(page.locator("#banner")).to_contain_text("Your turn")
    button(page, "Roll").click()
    expect(caption).to_have_count(0)
    expect(page.get_by_role("list", name="The six tavern cards, left to right")).to_be_visible()
    page.get_by_role("button", name="Result: show how round 1 was shared out").click()
    window = page.get_by_role("dialog", name="Round 1")
    expect(window).to_be_visible()
    expect(window.get_by_role("list", name="Round 1: who took each card").locator(".lane")).to_have_count(6)
    expect(window.locator(".round-reasons li")).to_have_count(6)
    button(window, "Close").click()
    expect(window).to_be_hidden()


def test_score_windows_show_the_cards_behind_the_numbers(game_page: Page, site_url: str) -> None:
    page = game_page
    open_position(page, site_url, record(TRICK_ROUND, deck=trick_deck()))
    popover = page.locator("#popover")
    expect(popover).to_be_hidden()
    button(page, "Red's German crew: strength 3").hover()
    window = page.get_by_role("dialog", name="Red's German crew: 3")
    expect(window).to_be_visible()
    expect(window.locator(".mini-card")).to_have_count(1)
    expect(window).to_contain_text("German 3")
    button(page, "Deckhand's American crew: strength 3").hover()
    window = page.get_by_role("dialog", name="Deckhand's American crew: 3")
    expect(window).to_contain_text("American 1")
    expect(window).to_contain_text("American 2")
    button(page, "Red holds 3 unused trick cards").hover()
    expect(page.get_by_role("dialog", name="Red's unused trick cards")).to_contain_text("Die +/-1")
    button(page, "German: 4 cards worth 10 still to come — 4·10").hover()
    expect(page.get_by_role("dialog", name="German: still to come")).to_be_visible()
    button(page, "Red's score if the game ended now: 6").hover()
    breakdown = page.get_by_role("dialog", name="Red: 6 points if the game ended now")
    expect(breakdown.get_by_role("row", name=re.compile("German"))).to_contain_text("only Red: keeps 3")
    expect(breakdown.get_by_role("row", name=re.compile("Unused tricks"))).to_contain_text("3")
    page.mouse.move(0, 0)
    expect(popover).to_be_hidden()
    # A tap (click) pins a window; a second tap or Escape closes it.
    button(page, "Deckhand's score if the game ended now: 3").click()
    page.mouse.move(0, 0)
    expect(page.get_by_role("dialog", name="Deckhand: 3 points if the game ended now")).to_be_visible()
    page.keyboard.press("Escape")
    expect(popover).to_be_hidden()


def test_the_whole_turn_works_from_the_keyboard(game_page: Page, site_url: str) -> None:
    page = game_page
    open_board(page, site_url, seed=4)
    start_game(page, first="I start")
    roll = button(page, "Roll")
    for _ in range(40):
        page.keyboard.press("Tab")
        if roll.evaluate("el => el === document.activeElement"):
            break
    expect(roll).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.get_by_role("button", name=re.compile("^Count from the left"))).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#turn .die-button").first).to_be_focused()
    page.keyboard.press("Enter")
    settle(page)
    expect(page.get_by_role("log", name="Game log")).to_contain_text("Red placed the")
    expect(roll).to_be_focused()
    page.keyboard.press("Space")
    expect(page.locator("#banner")).to_contain_text("You rolled")


def test_settings_are_remembered(game_page: Page, site_url: str) -> None:
    page = game_page
    open_board(page, site_url, seed=6)
    start_game(page, first="I start")
    button(page, "Roll").click()
    page.get_by_role("button", name=re.compile("^Count from the left")).click()
    page.locator("#turn .die-button").first.click()
    settle(page)
    expect(page.locator(".tavern-row .preview")).to_have_count(6)
    button(page, "Settings").click()
    settings = page.get_by_role("dialog", name="Settings")
    settings.get_by_role("checkbox", name=re.compile("^Shanghai preview")).uncheck()
    settings.get_by_role("checkbox", name=re.compile("^Hints")).uncheck()
    settings.get_by_role("radio", name="Slow").check()
    button(settings, "Done").click()
    expect(page.locator(".tavern-row .preview")).to_have_count(0)
    expect(button(page, "Hint")).to_have_count(0)
    page.reload()
    wait_until_ready(page)
    expect(page.locator(".tavern-row .preview")).to_have_count(0)
    button(page, "Settings").click()
    expect(settings.get_by_role("radio", name="Slow")).to_be_checked()
    expect(settings.get_by_role("checkbox", name=re.compile("^Sounds"))).not_to_be_checked()


def test_the_expert_gives_a_hint(game_page: Page, site_url: str) -> None:
    page = game_page
    open_board(page, site_url, seed=9)
    start_game(page, first="I start")
    button(page, "Roll").click()
    button(page, "Hint").click()
    hint = page.locator("#hint-line")
    expect(hint).to_contain_text(re.compile(r"^Hint: \w"), timeout=60_000)
    expect(page.locator(".hinted")).to_have_count(1)


def test_a_game_in_progress_resumes_after_a_reload(game_page: Page, site_url: str) -> None:
    page = game_page
    open_board(page, site_url, seed=12)
    start_game(page, first="I start", names=("Zoë <b>", ""))
    button(page, "Roll").click()
    page.get_by_role("button", name=re.compile("^Count from the left")).click()
    page.locator("#turn .die-button").first.click()
    settle(page)
    lines = page.get_by_role("log", name="Game log").get_by_role("listitem")
    story = lines.all_inner_texts()
    assert len(story) >= 5 and story[1].startswith("Zoë <b> rolled")
    page.reload()
    wait_until_ready(page)
    expect(lines).to_have_text(story)
    expect(page.locator("#side-bottom .seat-player")).to_have_text("Zoë <b>")  # a name is text, never markup


def test_the_computer_plays_at_the_chosen_pace_and_can_be_skipped(game_page: Page, site_url: str) -> None:
    page = game_page
    open_board(page, site_url, seed=13, pace="slow")
    dialog = page.get_by_role("dialog", name="New game")
    expect(dialog).to_be_visible()
    dialog.get_by_role("radio", name=re.compile("^Deckhand")).check()
    dialog.get_by_role("radio", name="The opponent starts").check()
    button(page, "Start game").click()
    expect(page.locator("body")).to_have_attribute("data-turn", "ai")
    expect(page.locator("#banner")).to_contain_text("Deckhand")
    expect(button(page, "Roll")).to_be_disabled()
    button(page, "Roll").hover()
    expect(page.locator("#why-roll")).to_have_text("It is Deckhand's turn.")
    button(page, "Skip").click()
    settle(page)
    expect(page.locator("#banner")).to_contain_text("Your turn")
    expect(page.get_by_role("log", name="Game log")).to_contain_text(re.compile(r"Deckhand placed the \d"))


def test_the_first_new_game_dialog_stays_until_a_game_starts(game_page: Page, site_url: str) -> None:
    page = game_page
    open_board(page, site_url)
    dialog = page.get_by_role("dialog", name="New game")
    expect(dialog).to_be_visible()
    expect(button(dialog, "Cancel")).to_be_hidden()  # nothing to go back to
    page.keyboard.press("Escape")
    expect(dialog).to_be_visible()
    start_game(page, first="I start")
    button(page, "New game").click()
    expect(button(dialog, "Cancel")).to_be_visible()
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(page.locator("#banner")).to_contain_text("Your turn")
