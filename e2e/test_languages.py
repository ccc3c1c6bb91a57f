"""The board in English, German, Italian and French: the browser's language picks the first one,
the menu's switch changes it at once without losing the game and is remembered, and every screen
(board, trick cards, round end and its window, new-game dialog, rules help) speaks the language
in full."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import wait_until_ready
from e2e.play import (TRICK_ROUND, button, game_page, open_position, record, settle, start_game,  # noqa: F401
                      trick_deck, url)
from game.saves import keys

SETTINGS_KEY = keys.SETTINGS
# A catalogue key left raw on the page would look like "turn.roll" or "help.title.aim".
RAW_KEY = re.compile(r"\b(page|menu|title|name|level|new|settings|card|turn|trick|choice|tavern|seat|log|scores|"
                     r"outcome|end|pop|help|guide|nation|crew|list|dice|both|why|award|hint|effect)\.[a-z_]+"
                     r"(\.[a-zA-Z_0-9]+)*\b")
# English words of controls and headings that must not be left in another language.
ENGLISH = ["Roll", "Shanghai preview", "New game", "Settings", "Rules", "Hint", "Game log", "Crews and scores",
           "Your turn", "Trick cards you can play", "Round 1 is over", "Start game", "Toss a coin", "Opponent",
           "How to play", "Back to the game", "Calling Shanghai", "The final scoring", "To come", "to move"]
WORDS = {  # words of each language that the board must show: Roll, the log, New game, round 1's window
    "de": ("Würfeln", "Spielverlauf", "Neues Spiel", "Runde 1"),
    "it": ("Tira", "Diario di gioco", "Nuova partita", "Round 1"),
    "fr": ("Lancer", "Journal de la partie", "Nouvelle partie", "Manche 1"),
}
OPTIONS = {"extra_wild": True, "sharks": True}


def speak(page: Page, code: str) -> None:
    """Remember `code` as the chosen language before the page loads (as the menu's switch does)."""
    page.add_init_script(f"localStorage.setItem({json.dumps(SETTINGS_KEY)}, {json.dumps(json.dumps({'language': code}))});")


def all_text(page: Page) -> str:
    """What the page shows and says: visible text, plus every aria-label, title and placeholder."""
    return page.evaluate("""() => [document.body.innerText,
        ...[...document.querySelectorAll('[aria-label],[title],[placeholder]')].flatMap((el) =>
            [el.getAttribute('aria-label'), el.getAttribute('title'), el.getAttribute('placeholder')])
        ].filter(Boolean).join('\\n')""")


def assert_spoken(page: Page, code: str) -> None:
    """No raw key anywhere, and none of the sampled English words on the visible screen."""
    text = all_text(page)
    raw = sorted({m.group(0) for m in RAW_KEY.finditer(text)})
    assert not raw, f"raw keys on the {code} page: {raw}"
    visible = page.evaluate("document.body.innerText")
    left = [word for word in ENGLISH if re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", visible)
            and word not in ("Shanghai",)]
    assert not left, f"English left on the {code} page: {left}"


@pytest.mark.parametrize("code", ["de", "it", "fr"])
def test_each_language_renders_every_screen_in_full(game_page: Page, site_url: str, code: str) -> None:
    page = game_page
    speak(page, code)
    # Round 1 just ended (its overview on the table), Red holds three trick cards.
    open_position(page, site_url, record(TRICK_ROUND, deck=trick_deck(), options=OPTIONS))
    expect(page.locator("html")).to_have_attribute("lang", code)
    expect(page.locator("#overview-caption")).to_be_visible()
    assert_spoken(page, code)
    roll, log_title, new_game, round_one = WORDS[code]
    page.locator('#log [data-act="ui:round:1"]').click()  # the round-end window the log offers
    round_window = page.get_by_role("dialog", name=round_one)
    expect(round_window).to_be_visible()
    expect(round_window.locator(".round-reasons li")).to_have_count(6)
    assert_spoken(page, code)
    page.keyboard.press("Escape")
    expect(round_window).to_be_hidden()
    button(page, roll).click()
    settle(page)
    expect(page.locator(".trick-tray")).to_be_visible()  # the trick cards beside the rolled dice
    expect(page.get_by_role("log", name=log_title)).to_be_visible()
    assert_spoken(page, code)
    button(page, new_game).click()
    dialog = page.get_by_role("dialog", name=new_game)
    expect(dialog).to_be_visible()
    assert_spoken(page, code)
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    page.locator("#help-here").click()
    expect(page.locator("#dialog-help")).to_be_visible()
    expect(page.locator("#dialog-help h3")).to_have_count(7)
    assert_spoken(page, code)


@pytest.mark.browser_context_args(locale="it-IT")
def test_the_browsers_language_is_the_first_choice(game_page: Page, site_url: str) -> None:
    page = game_page
    page.goto(url(site_url, 4))
    wait_until_ready(page)
    expect(page.locator("html")).to_have_attribute("lang", "it")
    expect(page.get_by_role("dialog", name="Nuova partita")).to_be_visible()
    expect(page.locator("#language")).to_have_value("it")


def test_the_switch_redraws_the_game_at_once_and_is_remembered(game_page: Page, site_url: str) -> None:
    page = game_page
    page.goto(url(site_url, 5))
    wait_until_ready(page)
    start_game(page, first="I start", names=("Ann", ""))
    button(page, "Roll").click()
    page.get_by_role("button", name=re.compile("^Count from the left")).click()
    page.locator("#turn .die-button").first.click()
    settle(page)
    log_lines = page.locator("#log-list li")
    count = log_lines.count()
    first_line = log_lines.nth(1).inner_text()
    assert first_line.startswith("Ann rolled")
    page.locator("#language").select_option("de")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(button(page, "Würfeln")).to_be_visible()
    expect(log_lines).to_have_count(count)  # the same game, now told in German
    expect(log_lines.nth(1)).to_have_text(re.compile("^Ann würfelte"))
    expect(page.locator("#banner")).to_contain_text("Du bist dran")
    assert_spoken(page, "de")
    page.reload()
    wait_until_ready(page)
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator("#language")).to_have_value("de")
    expect(log_lines).to_have_count(count)
    expect(page.locator("#language option:checked")).to_have_text("Deutsch")
    options = page.locator("#language option").all_inner_texts()
    assert options == ["English", "Deutsch", "Italiano", "Français"]  # each named in itself


def no_sideways_scroll(page: Page, code: str, when: str) -> None:
    """The page is no wider than the phone's screen."""
    widths = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert widths[0] <= widths[1], f"{code}, {when}: the page scrolls sideways ({widths[0]} px in {widths[1]} px)"


@pytest.mark.parametrize("code", ["de", "fr"])
def test_longer_words_keep_a_phone_free_of_sideways_scrolling(game_page: Page, site_url: str, code: str) -> None:
    # German and French labels are the longest: the menu (with the Undo reason under it), the
    # trick cards and the turn's buttons must still fit 375 px.
    page = game_page
    page.set_viewport_size({"width": 375, "height": 740})
    speak(page, code)
    page.goto(url(site_url, 3))
    wait_until_ready(page)
    page.locator("#dialog-new .button-primary").click()  # a new game against the computer
    settle(page)
    no_sideways_scroll(page, code, "a new game")
    open_position(page, site_url, record(TRICK_ROUND, deck=trick_deck(), options=OPTIONS))
    button(page, WORDS[code][0]).click()
    settle(page)
    expect(page.locator(".trick-tray")).to_be_visible()
    no_sideways_scroll(page, code, "trick cards beside the dice")
