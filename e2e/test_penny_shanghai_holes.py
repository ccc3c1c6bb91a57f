"""Penny Shanghai's board keeps what a person left open or chose across a reload (the hand-end
panel, the computer's pace, the tips dismissed), and its new-game dialog fits a phone in every language. One booted
page serves every test of this file (each opens its position through the Saved games dialog)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from e2e.penny_shanghai_play import (ANN, GRANDMA, board, button, load_saved, phase, play_hinted, record, settle,
                                     shared_page)

__all__ = ["shared_page"]  # the module's fixture

OUT = record([ANN, GRANDMA], 1, [["5H", "6H", "7H", "8H", "9H"], ["2S", "4D", "9C", "JS", "KD"]])


def reload(page: Page) -> None:
    """Reload the page and wait until the board is ready again."""
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=180_000)
    settle(page)


def test_a_reload_at_a_hands_end_shows_the_same_panel_until_next_hand(shared_page: Page) -> None:
    page = shared_page
    load_saved(page, OUT)
    play_hinted(page)
    panel = board(page).get_by_role("region", name="Hand 1 is over")
    expect(panel).to_contain_text("Ann takes 7 pennies in all.")
    lines = panel.locator("li").all_inner_texts()
    reload(page)
    assert phase(page) == "hand-end"
    panel = board(page).get_by_role("region", name="Hand 1 is over")
    expect(panel.locator("li")).to_have_text(lines)
    button(board(page), "Next hand").click()
    settle(page)
    reload(page)
    expect(board(page).get_by_role("region", name="Hand 1 is over")).to_have_count(0)
    assert phase(page) != "hand-end"


# The widest option of each select of the new-game dialog against the room its box gives the text.
SELECT_FIT = """() => [...document.querySelectorAll('#ps-new select')].map(s => {
  const pen = document.createElement('canvas').getContext('2d');
  pen.font = getComputedStyle(s).font;
  const widest = Math.max(...[...s.options].map(o => pen.measureText(o.text).width));
  const room = s.clientWidth - parseFloat(getComputedStyle(s).paddingLeft) - parseFloat(getComputedStyle(s).paddingRight) - 20;
  return [s.getAttribute('aria-label') || s.id, Math.ceil(widest), Math.floor(room)];
})"""


def test_the_new_game_dialog_fits_a_phone_in_every_language(shared_page: Page) -> None:
    page = shared_page
    page.set_viewport_size({"width": 375, "height": 760})
    try:
        for code, new in (("de", "Neues Spiel"), ("it", "Nuova partita"), ("fr", "Nouvelle partie"),
                          ("en", "New game")):
            page.locator("#language").select_option(code)
            button(page, new).click()
            dialog = page.get_by_role("dialog", name=new)
            expect(dialog).to_be_visible()
            dialog.get_by_role("combobox").first.select_option("10")
            cut = [(name, widest, room) for name, widest, room in page.evaluate(SELECT_FIT) if widest > room]
            assert cut == [], f"{code}: options wider than their select"
            assert page.evaluate("document.querySelector('#ps-new').scrollWidth <= document.querySelector('#ps-new').clientWidth")
            dialog.locator('[data-act="new-cancel"]').click()
            expect(dialog).to_be_hidden()
    finally:
        page.set_viewport_size({"width": 1280, "height": 900})


SEVENS = record([ANN, GRANDMA], 0, [["8H", "9H", "KC", "2D", "4S"], ["7S", "7H", "7D", "7C", "QS"]],
                moves=["table 7S-7H-7D-7C"])


def test_the_pace_and_the_tips_dismissed_are_remembered_across_a_reload(shared_page: Page) -> None:
    page = shared_page
    load_saved(page, SEVENS)
    b = board(page)
    tip = b.get_by_role("note", name="Tip")
    expect(tip).to_contain_text("Tap a card, then a group or New group to put it there")
    button(tip, "Got it").click()
    expect(tip).to_contain_text("Take any group apart if you like")
    b.get_by_label("Computer's pace").select_option("slow")
    reload(page)
    expect(b.get_by_label("Computer's pace")).to_have_value("slow")
    expect(tip).to_contain_text("Take any group apart if you like")  # the first stays dismissed
    page.locator("#language").select_option("fr")
    expect(b.get_by_role("note", name="Astuce")).to_contain_text("Défaites les groupes")
    page.locator("#language").select_option("en")
    button(tip, "No more tips").click()
    expect(tip).to_have_count(0)
    b.get_by_label("Computer's pace").select_option("normal")
    load_saved(page, SEVENS)
    expect(b.get_by_role("status")).to_contain_text("Your turn, Ann")
    expect(tip).to_have_count(0)
    expect(b.get_by_label("Computer's pace")).to_have_value("normal")
