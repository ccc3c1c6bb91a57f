"""Every Dirty Tricks action through clicks on the trick cards beside the rolled dice.

The positions are saved records the board resumes: Red (at the page) holds *P *B *R (won in
round 1), the extra wild card *W and the Sharks / Exchange card *X, and a German 3; round 2's
tavern is A3 A3 A4 F1 F2 F3, numbered from the left, and Red has just rolled 3 and 4.
"""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from e2e.play import TRICK_ROUND, button, game_page, open_position, record, trick_deck  # noqa: F401

OPTIONS = {"extra_wild": True, "sharks": True}
ROLLED = TRICK_ROUND + ["roll 3 4", "dir up"]


def rolled_position(page: Page, site_url: str, moves: list[str] = ROLLED) -> None:
    open_position(page, site_url, record(moves, deck=trick_deck(), options=OPTIONS))
    expect(page.locator("#banner")).to_contain_text("You rolled")


def log(page: Page):
    return page.get_by_role("log", name="Game log")


def test_the_playable_trick_cards_lie_beside_the_dice(game_page: Page, site_url: str) -> None:
    page = game_page
    rolled_position(page, site_url)
    tray = page.get_by_role("group", name="Trick cards you can play")
    for name in ("Add both dice", "Die +/-1", "Roll again", "Extra wild card", "Sharks / Exchange"):
        expect(tray.get_by_role("group", name=f"{name} trick card")).to_be_visible()
    # The extra wild card has no second action: its lower half is not a control.
    expect(tray.get_by_role("group", name="Extra wild card trick card").get_by_role("button")).to_have_count(1)
    # The rolled dice reach the cards numbered 3 and 4: those light up.
    expect(page.locator(".lane.fits")).to_have_count(2)


def test_a_click_on_a_die_declines_the_tricks(game_page: Page, site_url: str) -> None:
    page = game_page
    rolled_position(page, site_url)
    button(page, "Place the 4 on the French 1").click()
    expect(log(page)).to_contain_text("Red placed the 4 on the French 1 (the 3 goes back).")
    expect(page.get_by_role("list", name="Trick cards Red holds").get_by_role("listitem")).to_have_count(5)


def test_upper_half_plays_a_wild_sailor_into_a_chosen_nation(game_page: Page, site_url: str) -> None:
    page = game_page
    rolled_position(page, site_url)
    button(page, "Play Die +/-1 as a wild 2 Sailors").click()
    choice = page.get_by_role("group", name="Which crew does the wild sailor join?")
    expect(choice.get_by_role("button")).to_have_count(2)  # German, and Back
    button(page, "Join the German crew (now 3)").click()
    expect(log(page)).to_contain_text("Red played Die +/-1 as a wild sailor: a 2 joins the German crew.")
    expect(button(page, "Red's German crew: strength 5")).to_be_visible()
    # One trick a round: the tray is gone, a red captain marks the row, the dice still wait.
    expect(page.get_by_role("group", name="Trick cards you can play")).to_have_count(0)
    expect(page.get_by_role("img", name="Red has played a trick this round")).to_be_visible()
    button(page, "Place the 3 on the American 4").click()
    expect(log(page)).to_contain_text("Red placed the 3 on the American 4")


def test_extra_wild_card_is_wild_only(game_page: Page, site_url: str) -> None:
    page = game_page
    rolled_position(page, site_url)
    button(page, "Play Extra wild card as a wild 2 Sailors").click()
    button(page, "Join the German crew (now 3)").click()
    expect(log(page)).to_contain_text("Red played Extra wild card as a wild sailor: a 2 joins the German crew.")


def test_plus_minus_one_asks_for_the_die_and_the_direction(game_page: Page, site_url: str) -> None:
    page = game_page
    rolled_position(page, site_url)
    button(page, "Die +/-1: change a die by one").click()
    choice = page.get_by_role("group", name="Which die, and up or down?")
    for name in ("Turn the 3 into a 2", "Turn the 3 into a 4", "Turn the 4 into a 3", "Turn the 4 into a 5"):
        expect(choice.get_by_role("button", name=name)).to_be_visible()
    button(page, "Turn the 4 into a 5").click()
    expect(log(page)).to_contain_text("Red played Die +/-1 and turned a 4 into a 5.")
    expect(page.locator("#banner")).to_contain_text("You rolled 3 and 5")
    button(page, "Place the 5 on the French 2").click()
    expect(log(page)).to_contain_text("Red placed the 5 on the French 2 (the 3 goes back).")


def test_back_leaves_a_trick_unplayed(game_page: Page, site_url: str) -> None:
    page = game_page
    rolled_position(page, site_url)
    button(page, "Die +/-1: change a die by one").click()
    button(page, "Back").click()
    expect(page.get_by_role("group", name="Trick cards you can play")).to_be_visible()
    page.keyboard.press("Escape")
    expect(button(page, "Place the 3 on the American 4")).to_be_enabled()


def test_add_both_dice(game_page: Page, site_url: str) -> None:
    page = game_page
    rolled_position(page, site_url)
    button(page, "Add both dice: place both dice").click()
    expect(log(page)).to_contain_text(
        "Red played Add both dice: the 3 goes on the American 4 and the 4 on the French 1.")
    lanes = page.locator(".tavern-row .lane")
    expect(lanes.nth(2).get_by_role("img", name="Red: 1 die")).to_be_visible()
    expect(lanes.nth(3).get_by_role("img", name="Red: 1 die")).to_be_visible()


def test_roll_again_rolls_new_dice_at_once(game_page: Page, site_url: str) -> None:
    page = game_page
    rolled_position(page, site_url)
    button(page, "Roll again: roll both dice again").click()
    expect(log(page)).to_contain_text("Red played Roll again and picks up both dice.")
    expect(log(page)).to_contain_text(re.compile(r"Red rolled again: (\d and \d|a double \d)\."))
    expect(page.get_by_role("group", name="Red's dice").get_by_role("button")).to_have_count(2)
    expect(page.get_by_role("group", name="Trick cards you can play")).to_have_count(0)


def test_sharks_remove_the_card_the_die_lands_on(game_page: Page, site_url: str) -> None:
    page = game_page
    rolled_position(page, site_url)
    button(page, "Sharks: the card your die goes onto is removed").click()
    expect(page.locator("#banner")).to_contain_text("goes to the sharks")
    button(page, "Place the 3 on the American 4").click()
    expect(log(page)).to_contain_text("Red placed the 3 on the American 4 (the 4 goes back) and sent that card "
                                      "to the sharks.")
    expect(page.get_by_role("img", name="American 4, number 3, sent to the sharks")).to_be_visible()


def test_exchange_takes_back_a_die_and_places_both(game_page: Page, site_url: str) -> None:
    page = game_page
    moves = TRICK_ROUND + ["roll 3 4", "dir up", "place 3", "roll 1 2", "place 1", "roll 5 6"]
    rolled_position(page, site_url, moves)
    button(page, "Exchange: take back a die, then place both").click()
    button(page, "Take back your die from card 3, the American 4").click()
    expect(log(page)).to_contain_text("Red played Exchange, took back the die from the American 4, then the 5 "
                                      "goes on the French 2 and the 6 on the French 3.")


def test_a_half_that_cannot_be_played_says_why(game_page: Page, site_url: str) -> None:
    page = game_page
    rolled_position(page, site_url, TRICK_ROUND + ["roll 3 4"])  # the direction is still open
    both = button(page, "Add both dice: place both dice")
    expect(both).to_be_disabled()
    both.hover()
    expect(page.locator("#reason-line")).to_have_text(
        "Not now: choose the direction of the numbers before placing both dice.")
    expect(button(page, "Exchange: take back a die, then place both")).to_be_disabled()
