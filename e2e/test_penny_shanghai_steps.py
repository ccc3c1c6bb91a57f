"""Penny Shanghai's computer shows its play step by step in Chromium: the group it takes apart, each
group it builds with the cards from its hand marked, the cards waiting for a place, all told in the
log; at once at ?pace=instant; without movement for a person who asks for reduced motion; and a
person's play taken back before the computer answers it. One booted page serves every test of
this file."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from e2e.penny_shanghai_play import (ANN, GRANDMA, board, button, group, load_saved, record, settle,
                                     shared_page)
from e2e.test_a11y import Audit
from game.penny_shanghai.state import Options

__all__ = ["shared_page"]  # the module's fixture

# Grandma has put down three sevens; Ann holds the fourth and a run of clubs; Grandma keeps the 8 and
# 9 of hearts: after Ann's play she takes the 7 of hearts back out of the set for a run and goes out.
BORROW = record([ANN, GRANDMA], 0, [["7H", "2C", "3C", "4C", "KD"], ["7S", "7D", "7C", "8H", "9H"]],
                moves=["table 7S-7D-7C"])
TAKEN = "Grandma takes apart 7 of spades, 7 of hearts, 7 of diamonds, 7 of clubs."
BUILT = "Grandma builds 7 of hearts, 8 of hearts, 9 of hearts, with 8 of hearts, 9 of hearts from the hand."


def play_the_hint(page: Page) -> None:
    """Ann lays out the hint and plays it (the computer's turn follows at the chosen pace)."""
    b = board(page)
    button(b, "Find a play").click()
    expect(button(b, "Play")).to_be_enabled()
    button(b, "Play").click()


def test_the_computer_takes_a_group_apart_and_builds_step_by_step(shared_page: Page) -> None:
    page = shared_page
    load_saved(page, BORROW)
    b = board(page)
    b.get_by_label("Computer's pace").select_option("slow")
    play_the_hint(page)
    expect(b.locator('.ps-table[data-doing="taking"]')).to_be_visible()
    expect(b.get_by_role("status")).to_have_text("Grandma takes apart the marked groups.")
    expect(group(page, 2)).to_have_accessible_name("Group 2: a set, to be taken apart")
    expect(b.locator('.ps-table[data-doing="building"]')).to_be_visible(timeout=10_000)
    expect(b.get_by_role("status")).to_have_text("Grandma builds a new group.")
    waiting = b.get_by_role("group", name="Cards taken apart, not yet placed")
    run = b.get_by_role("group", name=re.compile(r"a run, just built, 2 cards from the hand$"))
    expect(run).to_be_visible(timeout=10_000)
    expect(run.locator(".ps-card.is-mine")).to_have_count(2)
    expect(waiting.locator(".ps-card")).to_have_count(3)  # the run is built first: three sevens wait
    expect(b.get_by_role("group", name="Group 3: a set, just built")).to_be_visible()
    expect(waiting).to_have_count(0)
    expect(b.get_by_role("region", name="Hand 1 is over")).to_be_visible(timeout=10_000)
    log = b.locator(".ps-log")
    expect(log).to_contain_text(TAKEN)
    expect(log).to_contain_text(BUILT)
    b.get_by_label("Computer's pace").select_option("fast")


def test_reduced_motion_shows_the_steps_without_movement(shared_page: Page) -> None:
    page = shared_page
    page.emulate_media(reduced_motion="reduce")
    try:
        load_saved(page, BORROW)
        b = board(page)
        b.get_by_label("Computer's pace").select_option("slow")
        play_the_hint(page)
        taken = b.locator(".ps-group.is-taken .ps-card").first
        expect(taken).to_be_visible()
        assert taken.evaluate("el => getComputedStyle(el).animationName") == "none"
        expect(b.get_by_role("region", name="Hand 1 is over")).to_be_visible(timeout=15_000)
    finally:
        page.emulate_media(reduced_motion="no-preference")
        board(page).get_by_label("Computer's pace").select_option("fast")


def test_at_the_instant_pace_the_play_is_made_at_once_and_still_told(shared_page: Page) -> None:
    page = shared_page
    page.reload()  # the test hook ?pace=instant is the pace again
    page.wait_for_selector("body[data-ready]", state="attached", timeout=180_000)
    settle(page)
    load_saved(page, BORROW)
    page.evaluate("""() => { window.psSteps = 0; new MutationObserver(() => {
        if (document.querySelector('#board-penny-shanghai .ps-table[data-doing]')) window.psSteps += 1; })
        .observe(document.querySelector('#board-penny-shanghai'), {subtree: true, childList: true, attributes: true}); }""")
    play_the_hint(page)
    settle(page)
    b = board(page)
    expect(b.get_by_role("region", name="Hand 1 is over")).to_be_visible()
    assert page.evaluate("window.psSteps") == 0
    expect(b.locator(".ps-log")).to_contain_text(BUILT)


SEVENS = record([ANN, GRANDMA], 0, [["8H", "9H", "KC", "2D", "4S"], ["7S", "7H", "7D", "7C", "QS"]],
                moves=["table 7S-7H-7D-7C"])


def test_undo_is_off_with_its_reason_when_the_last_play_was_the_computers(shared_page: Page) -> None:
    page = shared_page
    load_saved(page, SEVENS)
    b = board(page)
    expect(button(b, "Undo")).to_be_disabled()
    expect(b.locator("#ps-why-undo")).to_have_text(
        "Only your own play can be taken back, before the next player moves.")


def test_a_play_is_taken_back_before_the_computer_answers_and_laid_out_again(shared_page: Page) -> None:
    page = shared_page
    load_saved(page, SEVENS)
    b = board(page)
    b.get_by_label("Computer's pace").select_option("slow")
    try:
        play_the_hint(page)
        expect(b.get_by_role("status")).to_have_text("Grandma is thinking…")
        button(b, "Undo").click()
        expect(b.get_by_role("status")).to_contain_text("Your turn, Ann")
        expect(b.locator(".ps-log")).to_contain_text("Ann takes the play back.")
        run = b.get_by_role("group", name=re.compile(r"^Group \d: a run$"))  # the play as Ann laid it
        expect(run.locator(".ps-card.is-mine")).to_have_count(2)
        expect(b.locator(".ps-group")).to_have_count(2)
        expect(button(b, "Play")).to_be_enabled()
        button(b, "Reset").click()
        expect(group(page, 1)).to_have_accessible_name("Group 1: a set")
        expect(group(page, 2)).to_have_count(0)
        expect(b.locator(".ps-hand .ps-card")).to_have_count(5)
        expect(b.locator(".ps-seat").nth(1)).to_contain_text("1 card")  # Grandma has not drawn
    finally:
        b.get_by_label("Computer's pace").select_option("fast")
    for code, name in (("de", "Zurücknehmen"), ("it", "Annulla"), ("fr", "Annuler"), ("en", "Undo")):
        page.locator("#language").select_option(code)
        expect(button(b, name)).to_be_disabled()
        expect(b.locator("#ps-why-undo")).not_to_be_empty()


def test_a_finished_game_replays_with_every_hand_open_from_the_end_and_from_the_games_list(shared_page: Page) -> None:
    page = shared_page
    once = record([ANN, GRANDMA], 1, [["5H", "6H", "7H", "8H", "9H"], ["2S", "4D", "9C", "JS", "KD"]],
                  options=Options(hands=1))
    load_saved(page, once)
    b = board(page)
    button(b, "Find a play").click()
    button(b, "Play").click()
    settle(page)
    expect(b.get_by_role("region", name="Final standings")).to_be_visible()
    button(b, "Watch the replay").click()
    viewer = page.get_by_role("dialog", name="Replay")
    expect(viewer.get_by_role("status")).to_have_text("Turn 0 of 1, hand 1")
    expect(viewer.get_by_role("heading", name="Grandma's hand")).to_be_visible()
    expect(viewer.get_by_role("region", name="Grandma's hand").locator(".card")).to_have_count(5)
    expect(viewer.get_by_role("region", name="Ann's hand").locator(".card")).to_have_count(5)
    for name in ("First", "Previous", "Previous hand"):
        expect(button(viewer, name)).to_be_disabled()
    expect(viewer.locator(".ps-card-button")).to_have_count(0)  # read-only: nothing to pick up
    button(viewer, "Next").click()
    expect(viewer.get_by_role("status")).to_have_text("Turn 1 of 1: the end of hand 1")
    expect(viewer).to_contain_text("Ann goes out and takes 7 pennies.")
    expect(viewer.get_by_role("group", name="Group 1: a run")).to_be_visible()
    for name in ("Next", "Last", "Next hand"):
        expect(button(viewer, name)).to_be_disabled()
    page.keyboard.press("Home")
    expect(viewer.get_by_role("status")).to_have_text("Turn 0 of 1, hand 1")
    button(viewer, "Close").click()
    expect(viewer).to_be_hidden()
    button(page, "Saved games").click()
    games = page.get_by_role("dialog", name="Saved games")
    games.get_by_role("button", name="Watch the replay of Ann vs Grandma").first.click()
    expect(viewer.get_by_role("status")).to_have_text("Turn 0 of 1, hand 1")
    button(viewer, "Close").click()


def test_a_share_link_is_refused_while_people_hold_hidden_hands(shared_page: Page) -> None:
    page = shared_page
    ben = {"name": "Ben", "type": "human"}
    load_saved(page, record([ANN, ben], 0, [["8H", "9H", "KC", "2D", "4S"], ["7S", "7H", "7D", "7C", "QS"]]))
    button(page, "Saved games").click()
    games = page.get_by_role("dialog", name="Saved games")
    expect(button(games, "Share a link")).to_be_disabled()
    expect(games.locator("#ps-share-why")).to_contain_text("the link would show other people's hands")
    button(games, "Close").click()


def test_a_finished_game_shared_by_link_opens_in_the_replay_viewer(shared_page: Page) -> None:
    page = shared_page
    once = record([ANN, GRANDMA], 1, [["5H", "6H", "7H", "8H", "9H"], ["2S", "4D", "9C", "JS", "KD"]],
                  options=Options(hands=1))
    load_saved(page, once)
    play_the_hint(page)
    settle(page)
    button(page, "Saved games").click()
    games = page.get_by_role("dialog", name="Saved games")
    button(games, "Share a link").click()
    link = games.get_by_label("Link to this game").input_value()
    assert "#/penny-shanghai/g1=" in link
    button(games, "Close").click()
    page.goto(link)
    page.wait_for_selector("body[data-ready]", state="attached", timeout=180_000)
    viewer = page.get_by_role("dialog", name="Replay")
    expect(viewer.get_by_role("status")).to_have_text("Turn 0 of 1, hand 1")
    assert page.evaluate("location.hash") == "#/penny-shanghai"  # the link is taken up once
    button(viewer, "Last").click()
    expect(viewer).to_contain_text("Ann goes out and takes 7 pennies.")
    button(viewer, "Close").click()


def test_the_new_screens_pass_the_axe_audit(shared_page: Page) -> None:
    page = shared_page
    audit = Audit(page)
    load_saved(page, BORROW)
    b = board(page)
    audit("penny shanghai: a tip and Undo's reason")
    b.get_by_label("Computer's pace").select_option("slow")
    play_the_hint(page)
    expect(b.locator('.ps-table[data-doing="taking"]')).to_be_visible()
    audit("penny shanghai: the computer takes a group apart")
    expect(b.locator(".ps-loose")).to_be_visible(timeout=10_000)
    audit("penny shanghai: the computer builds, cards waiting")
    b.get_by_label("Computer's pace").select_option("fast")
    settle(page)
    once = record([ANN, GRANDMA], 1, [["5H", "6H", "7H", "8H", "9H"], ["2S", "4D", "9C", "JS", "KD"]],
                  options=Options(hands=1))
    load_saved(page, once)
    play_the_hint(page)
    settle(page)
    audit("penny shanghai: final standings with the replay")
    button(b, "Watch the replay").click()
    viewer = page.get_by_role("dialog", name="Replay")
    button(viewer, "Last").click()
    audit("penny shanghai: the replay viewer")
    page.set_viewport_size({"width": 375, "height": 760})
    try:
        audit("penny shanghai: the replay viewer on a phone")
        assert page.evaluate("document.scrollingElement.scrollWidth") <= 375
        button(viewer, "Close").click()
        button(page, "Saved games").click()
        games = page.get_by_role("dialog", name="Saved games")
        button(games, "Share a link").click()
        expect(games.get_by_label("Link to this game")).to_be_visible()
        audit("penny shanghai: a share link")
        button(games, "Close").click()
    finally:
        page.set_viewport_size({"width": 1280, "height": 900})
    audit.check()
