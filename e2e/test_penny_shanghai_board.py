"""Penny Shanghai's board in Chromium, played by role and name: rearranging the table, an invalid
group and its reason, Reset, the automatic draws and the penny, the hint, going out and the payout,
two people on one device, a reload mid-rearrangement, a phone, the languages, a whole game."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from e2e.penny_shanghai_play import (board, button, card, group, hand, open_board, phase, play_hinted, record,
                                     settle, start_game)
from e2e.play import game_page  # noqa: F401 (fixture)

ANN = {"name": "Ann", "type": "human"}
GRANDMA = {"name": "Grandma", "type": "ai", "level": "grandma"}
# Grandma has put down four sevens; Ann holds the 8 and 9 of hearts.
SEVENS = record([ANN, GRANDMA], 0, [["8H", "9H", "KC", "2D", "4S"], ["7S", "7H", "7D", "7C", "QS"]],
                moves=["table 7S-7H-7D-7C"])


def test_a_play_takes_a_seven_out_of_a_set_of_four_into_a_new_run(game_page: Page, site_url: str) -> None:
    open_board(game_page, site_url, SEVENS)
    b = board(game_page)
    expect(b.get_by_role("status")).to_contain_text("Your turn, Ann")
    card(group(game_page, 1), "7H").click()
    button(b, "New group").click()
    expect(group(game_page, 2)).to_have_accessible_name(re.compile("too short"))
    card(hand(game_page), "8H").click()
    button(b, "Put in group 2").click()
    card(hand(game_page), "9H").click()
    button(b, "Put in group 2").click()
    expect(group(game_page, 1)).to_have_accessible_name("Group 1: a set")
    expect(group(game_page, 2)).to_have_accessible_name("Group 2: a run")
    button(b, "Play").click()
    settle(game_page)
    log = b.locator(".ps-log")
    expect(log).to_contain_text("Ann puts down 8 of hearts, 9 of hearts")
    expect(b.locator(".ps-seat").first).to_contain_text("3 cards")


def test_an_invalid_group_shows_its_reason_and_play_stays_off_until_reset(game_page: Page, site_url: str) -> None:
    open_board(game_page, site_url, SEVENS)
    b = board(game_page)
    play, reset = button(b, "Play"), button(b, "Reset")
    expect(play).to_be_disabled()
    expect(reset).to_be_disabled()
    expect(b.locator("#ps-why-play")).to_have_text("Add at least one card from your hand.")
    card(hand(game_page), "KC").click()
    button(b, "Put in group 1").click()
    expect(group(game_page, 1)).to_have_accessible_name(re.compile("neither one rank"))
    expect(play).to_be_disabled()
    expect(b.locator("#ps-why-play")).to_have_text("Every group must be a valid set or run.")
    reset.click()
    expect(group(game_page, 1)).to_have_accessible_name("Group 1: a set")
    expect(card(hand(game_page), "KC")).to_be_visible()
    expect(reset).to_be_disabled()


def test_a_card_dragged_onto_a_group_moves_there(game_page: Page, site_url: str) -> None:
    open_board(game_page, site_url, SEVENS)
    card(group(game_page, 1), "7H").drag_to(board(game_page).get_by_role("button", name="New group"))
    expect(group(game_page, 2)).to_be_visible()
    card(hand(game_page), "8H").drag_to(group(game_page, 2))
    expect(card(group(game_page, 2), "8H")).to_be_visible()


def test_a_stuck_player_draws_five_cards_then_pays_a_penny(game_page: Page, site_url: str) -> None:
    stuck = record([ANN, GRANDMA], 1, [["2S", "5H", "9D", "JC", "KS"], ["6S", "6H", "6D", "8C", "AD"]],
                   stock=["3D", "7C", "TS", "QH", "4C"])
    open_board(game_page, site_url, stuck)
    lines = board(game_page).locator(".ps-log li")
    for k in range(1, 6):
        expect(lines.nth(k)).to_have_text("Ann draws a card.")
    expect(lines.nth(6)).to_have_text("Ann is stuck and puts a penny in the pot.")


def test_find_a_play_lays_out_the_biggest_play(game_page: Page, site_url: str) -> None:
    open_board(game_page, site_url, SEVENS)
    b = board(game_page)
    button(b, "Find a play").click()
    expect(b.locator(".ps-note")).to_contain_text("A play of 2 cards is laid out")
    expect(b.locator(".ps-hint-steps")).to_contain_text("8 of hearts, 9 of hearts")
    expect(button(b, "Play")).to_be_enabled()


def test_going_out_pays_the_pot_and_a_penny_per_card(game_page: Page, site_url: str) -> None:
    out = record([ANN, GRANDMA], 1, [["5H", "6H", "7H", "8H", "9H"], ["2S", "4D", "9C", "JS", "KD"]])
    open_board(game_page, site_url, out)
    play_hinted(game_page)
    b = board(game_page)
    panel = b.get_by_role("region", name="Hand 1 is over")
    expect(panel).to_contain_text("Ann went out.")
    expect(panel).to_contain_text("The pot: 2 pennies.")
    expect(panel).to_contain_text("Grandma pays 5 pennies.")
    expect(panel).to_contain_text("Ann takes 7 pennies in all.")
    expect(b.locator(".ps-log")).to_contain_text("Ann goes out and takes 7 pennies.")
    button(b, "Next hand").click()
    expect(b.get_by_role("region", name="Hand 1 is over")).to_have_count(0)
    expect(b.locator(".ps-log")).to_contain_text("Hand 2:")


def test_two_people_pass_the_device_behind_a_hiding_screen(game_page: Page, site_url: str) -> None:
    open_board(game_page, site_url)
    start_game(game_page, ("human", "human"), ("Ann", "Ben"))
    b = board(game_page)
    assert phase(game_page) == "cover"
    expect(b.locator(".ps-hand")).to_have_count(0)
    first = b.get_by_role("region", name=re.compile("^Pass the device to"))
    name = "Ann" if "Ann" in first.inner_text() else "Ben"
    button(b, f"Show {name}'s cards").click()
    settle(game_page)
    expect(b.get_by_role("heading", name=f"{name}'s hand")).to_be_visible()


def test_a_reload_in_the_middle_of_a_rearrangement_starts_the_turn_afresh(game_page: Page, site_url: str) -> None:
    open_board(game_page, site_url, SEVENS)
    card(group(game_page, 1), "7H").click()
    button(board(game_page), "New group").click()
    expect(group(game_page, 2)).to_be_visible()
    game_page.reload()
    game_page.wait_for_selector("body[data-ready]", state="attached")
    settle(game_page)
    expect(group(game_page, 1)).to_have_accessible_name("Group 1: a set")
    expect(group(game_page, 2)).to_have_count(0)
    expect(hand(game_page).locator(".card")).to_have_count(5)
    game_page.evaluate("location.hash = '#/'")  # the chooser offers this game to resume
    chooser_card = game_page.locator(".chooser-game").filter(has_text="Penny Shanghai")
    expect(chooser_card.get_by_role("link", name="Resume")).to_be_visible()


def test_a_phone_shows_the_table_without_sideways_scrolling(game_page: Page, site_url: str) -> None:
    game_page.set_viewport_size({"width": 375, "height": 760})
    open_board(game_page, site_url, SEVENS)
    assert game_page.evaluate("document.scrollingElement.scrollWidth") <= 375
    card(hand(game_page), "8H").click()
    expect(button(board(game_page), "New group")).to_be_enabled()


def test_each_language_speaks_the_board(game_page: Page, site_url: str) -> None:
    open_board(game_page, site_url, SEVENS)
    for code, play, title in (("de", "Ausspielen", "Penny-Shanghai"), ("it", "Gioca", "Shanghai del centesimo"),
                              ("fr", "Jouer", "Shanghai à un sou"), ("en", "Play", "Penny Shanghai")):
        game_page.locator("#language").select_option(code)
        expect(board(game_page).get_by_role("heading", level=1)).to_have_text(title)
        expect(button(board(game_page), play)).to_be_visible()


def test_a_whole_game_against_the_computer_reaches_the_final_standings(game_page: Page, site_url: str) -> None:
    open_board(game_page, site_url)
    start_game(game_page, ("human", "cousin", "aunt"), ("Ann",), pennies=3, hands=2)
    b = board(game_page)
    for _ in range(200):
        now = phase(game_page)
        if now == "over":
            break
        if now == "hand-end":
            button(b, "Next hand").click()
            settle(game_page)
        else:
            play_hinted(game_page)
    expect(b.get_by_role("region", name="Final standings")).to_be_visible()
    expect(b.get_by_role("region", name="Final standings").locator(".ps-standings li")).to_have_count(3)
    button(b, "Play again").click()
    expect(game_page.get_by_role("dialog", name="New game")).to_be_visible()


def test_the_keyboard_picks_a_card_and_puts_it_in_a_new_group(game_page: Page, site_url: str) -> None:
    open_board(game_page, site_url, SEVENS)
    seven = card(group(game_page, 1), "7H")
    seven.focus()
    game_page.keyboard.press("Enter")
    expect(card(group(game_page, 1), "7H")).to_have_attribute("aria-pressed", "true")
    expect(card(group(game_page, 1), "7H")).to_be_focused()  # the redraw keeps the keyboard's place
    new_group = button(board(game_page), "New group")
    new_group.focus()
    game_page.keyboard.press("Space")
    expect(group(game_page, 2)).to_have_accessible_name(re.compile("too short"))


def test_saved_games_export_import_and_load(game_page: Page, site_url: str) -> None:
    open_board(game_page, site_url, SEVENS)
    button(game_page, "Saved games").click()
    dialog = game_page.get_by_role("dialog", name="Saved games")
    expect(dialog.get_by_role("button", name="Load Ann vs Grandma")).to_be_visible()
    with game_page.expect_download() as download:
        button(dialog, "Export this game").click()
    text = open(download.value.path(), encoding="utf-8").read()
    assert '"format": "penny-shanghai-record"' in text and "7S-7H-7D-7C" in text
    dialog.locator('input[type="file"]').set_input_files(
        files=[{"name": "game.json", "mimeType": "application/json", "buffer": text.encode()}])
    expect(dialog).to_be_hidden()  # the imported game is open
    settle(game_page)
    expect(group(game_page, 1)).to_have_accessible_name("Group 1: a set")
    button(game_page, "Saved games").click()
    expect(dialog.get_by_role("button", name="Load Ann vs Grandma")).to_have_count(2)
    dialog.get_by_role("button", name="Delete Ann vs Grandma").first.click()
    expect(dialog.get_by_role("button", name="Load Ann vs Grandma")).to_have_count(1)
    dialog.get_by_role("button", name="Load Ann vs Grandma").click()
    expect(dialog).to_be_hidden()
