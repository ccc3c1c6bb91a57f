"""Penny Shanghai's computer shows its play step by step in Chromium: the group it takes apart, each
group it builds with the cards from its hand marked, the cards waiting for a place, all told in the
log; at once at ?pace=instant; without movement for a person who asks for reduced motion. One
booted page serves every test of this file."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from e2e.penny_shanghai_play import (ANN, GRANDMA, board, button, group, load_saved, record, settle,
                                     shared_page)

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
