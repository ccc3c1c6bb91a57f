"""The rules help and the first-game guide: the help opens over the game from the menu, the "?"
control and any control's help link, at the right section, and closes with the game as it was;
the guide's tips come one at a time in a first game only, and never again once switched off or
after a game has been finished."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

from e2e.conftest import wait_until_ready
from e2e.play import BOARD, button, finished, game_page, play_simple_turn, settle, start_game, url  # noqa: F401
from game.saves import keys

SETTINGS_KEY = keys.SETTINGS


def open_board(page: Page, site_url: str, seed: int = 3, screen: str = BOARD) -> None:
    page.goto(url(site_url, seed, screen=screen))
    wait_until_ready(page)


def no_tips(page: Page) -> None:
    """Start as a player who has switched the guide off (for tests about something else)."""
    page.add_init_script(f"localStorage.setItem({json.dumps(SETTINGS_KEY)}, {json.dumps(json.dumps({'guide': False}))});")


def test_the_help_opens_from_the_menu_and_closes_back_to_the_same_game(game_page: Page, site_url: str) -> None:
    page = game_page
    no_tips(page)
    open_board(page, site_url)
    start_game(page, first="I start")
    button(page, "Roll").click()
    dice = page.locator("#turn .die-button")
    faces = [die.get_attribute("data-target") for die in dice.all()]
    banner = page.locator("#banner").inner_text()
    button(page, "Rules").click()
    help_dialog = page.get_by_role("dialog", name="How to play")
    expect(help_dialog).to_be_visible()
    expect(help_dialog.get_by_role("heading", name="The aim")).to_be_visible()
    for title in ("The aim", "Your turn", "Placing dice", "Trick cards", "Calling Shanghai",
                  "Sharing out a round", "The final scoring"):
        expect(help_dialog.get_by_role("region", name=title)).to_have_count(1)
    expect(help_dialog.locator("figure .card").first).to_be_visible()  # drawn with the board's own cards
    expect(help_dialog.locator("figure .die").first).to_be_attached()
    help_dialog.get_by_role("link", name="Trick cards").click()
    expect(help_dialog.get_by_role("heading", name="Trick cards")).to_be_focused()
    expect(help_dialog.get_by_role("heading", name="Trick cards")).to_be_in_viewport()
    button(help_dialog, "Back to the game").click()
    expect(help_dialog).to_be_hidden()
    assert [die.get_attribute("data-target") for die in dice.all()] == faces  # the same roll, still to place
    expect(page.locator("#banner")).to_have_text(banner)
    page.keyboard.press("Escape")  # nothing else to close: the game goes on
    page.get_by_role("button", name=re.compile("^Count from the left")).click()
    dice.first.click()
    settle(page)
    expect(page.locator("#log-list")).to_contain_text("placed the")


def test_a_controls_help_link_opens_its_rule(game_page: Page, site_url: str) -> None:
    page = game_page
    no_tips(page)
    open_board(page, site_url)
    start_game(page, first="I start")
    shanghai = button(page, "Shanghai")
    shanghai.hover()
    link = page.get_by_role("tooltip").get_by_role("link", name="Rules: Calling Shanghai")
    expect(link).to_be_visible()
    link.hover()  # the pointer travels into the tip without it closing
    link.click()
    help_dialog = page.get_by_role("dialog", name="How to play")
    expect(help_dialog).to_be_visible()
    heading = help_dialog.get_by_role("heading", name="Calling Shanghai")
    expect(heading).to_be_focused()
    expect(heading).to_be_in_viewport()
    assert "#help" not in page.url  # the link opened the window, it did not navigate
    page.keyboard.press("Escape")
    expect(help_dialog).to_be_hidden()
    button(page, "Roll").click()
    button(page, "Rules for this step").click()  # the "?" beside the controls: the step at hand
    expect(help_dialog.get_by_role("heading", name="Placing dice")).to_be_focused()


# Scrolls the help window through its length and, at every step, finds the figures' parts that
# lie under the window's sticky heading: each must be hidden by the heading, not drawn over it.
FIGURES_UNDER_HEADING = """(dialog) => {
  const head = dialog.querySelector('.help-head');
  let covered = 0;
  const drawnOver = new Set();
  for (let top = 0; top <= dialog.scrollHeight; top += 30) {
    dialog.scrollTop = top;
    const box = head.getBoundingClientRect();
    for (const part of dialog.querySelectorAll('figure *')) {
      const r = part.getBoundingClientRect();
      const x = r.left + r.width / 2, y = r.top + r.height / 2;
      if (!r.width || x <= box.left || x >= box.right || y <= box.top || y >= box.bottom) continue;
      covered += 1;
      if (!document.elementFromPoint(x, y).closest('.help-head')) drawnOver.add(part.className);
    }
  }
  return {covered, drawnOver: [...drawnOver]};
}"""


def test_the_help_windows_heading_stays_above_its_pictures_while_scrolling(game_page: Page, site_url: str) -> None:
    page = game_page
    no_tips(page)
    open_board(page, site_url)
    start_game(page, first="I start")
    button(page, "Rules").click()
    help_dialog = page.get_by_role("dialog", name="How to play")
    expect(help_dialog).to_be_visible()
    seen = help_dialog.evaluate(FIGURES_UNDER_HEADING)
    assert seen["covered"] > 0  # the pictures did pass under the heading
    assert seen["drawnOver"] == []


def test_an_address_can_link_to_a_section(game_page: Page, site_url: str) -> None:
    page = game_page
    no_tips(page)
    open_board(page, site_url)
    start_game(page, first="I start")
    page.goto(url(site_url, 4, screen="#help-final"))  # another address: a fresh load
    wait_until_ready(page)
    heading = page.get_by_role("dialog", name="How to play").get_by_role("heading", name="The final scoring")
    expect(heading).to_be_focused()


def test_the_guide_tips_one_step_at_a_time_in_a_first_game(game_page: Page, site_url: str) -> None:
    page = game_page
    open_board(page, site_url, seed=6)
    start_game(page, first="I start")
    tip = page.get_by_role("note", name="Tip")
    expect(tip).to_have_count(0)  # the banner says roll: no tip for what needs none (issue 26)
    button(page, "Roll").click()
    expect(tip).to_contain_text("You start this round.")
    expect(page.locator(".captain-button").first).to_have_class(re.compile("guided"))
    button(tip, "Got it").click()
    expect(tip).to_have_count(0)  # dismissed; the next tip waits for its moment
    page.get_by_role("button", name=re.compile("^Count from the left")).click()
    expect(tip).to_have_count(0)  # the banner says place a die
    page.locator("#turn .die-button").first.click()
    settle(page)
    expect(tip).to_contain_text("The preview.")
    button(tip, "No more tips").click()
    expect(tip).to_have_count(0)
    button(page, "Roll").click()
    expect(tip).to_have_count(0)
    page.reload()
    wait_until_ready(page)
    expect(tip).to_have_count(0)
    button(page, "Settings").click()
    expect(page.get_by_role("checkbox", name=re.compile("^First-game tips"))).not_to_be_checked()


def test_the_guide_stops_after_a_finished_game(game_page: Page, site_url: str) -> None:
    page = game_page
    open_board(page, site_url, seed=11)
    start_game(page, opponent="Deckhand", first="I start")
    button(page, "Roll").click()
    expect(page.get_by_role("note", name="Tip")).to_have_count(1)
    for _ in range(400):
        if finished(page):
            break
        for ok in page.get_by_role("button", name="Got it").all():
            ok.click()
        play_simple_turn(page)
    assert finished(page)
    settings = json.loads(page.evaluate(f"localStorage.getItem({json.dumps(SETTINGS_KEY)})"))
    assert settings["guide"] is False
    button(page.get_by_role("dialog", name="Final scoring"), "Play again").click()
    settle(page)
    expect(page.locator("body")).to_have_attribute("data-round", "1")
    expect(page.get_by_role("note", name="Tip")).to_have_count(0)
