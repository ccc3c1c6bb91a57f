"""Playing the Shanghai rummy table as a person does, for the browser tests: controls found by
role and name, waits on the board's own markers (data-phase, data-ai), never on sleeps."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Locator, Page, expect

BOARD = "#board-shanghai-rummy"
TIMEOUT_MS = 120_000
SETTLED = ("() => { const b = document.querySelector('#board-shanghai-rummy');"
           " return b && ['person', 'hand-end', 'over', 'new'].includes(b.dataset.phase) && b.dataset.ai === 'idle'; }")


def address(site_url: str, seed: int, pace: str = "instant") -> str:
    """The board's address with the test hooks."""
    return f"{site_url}?seed={seed}&pace={pace}#/shanghai-rummy"


def board(page: Page) -> Locator:
    """The board's host element."""
    return page.locator(BOARD)


def open_board(page: Page, site_url: str, seed: int = 1, pace: str = "instant") -> None:
    """Open the board and wait until Python has drawn it."""
    page.goto(address(site_url, seed, pace))
    page.wait_for_selector("body[data-ready]", state="attached", timeout=TIMEOUT_MS)
    page.wait_for_selector(f"{BOARD}[data-phase]", state="attached", timeout=TIMEOUT_MS)


def new_game(page: Page, who: tuple[str, ...] = ("A person here", "Computer: Regular", "Computer: Regular",
                                                  "Computer: Regular"),
             names: tuple[str, ...] = (), dealer: str = "Drawn by lot") -> None:
    """Fill in the new-game dialog and deal; waits until a person decides."""
    dialog = page.get_by_role("dialog", name="New game")
    if not dialog.is_visible():
        page.get_by_role("button", name="New game", exact=True).click()
    expect(dialog).to_be_visible()
    dialog.get_by_label("Players at the table").select_option(str(len(who)))
    for i, choice in enumerate(who):
        dialog.get_by_label(f"Who plays seat {i + 1}").select_option(label=choice)
        dialog.get_by_label(f"Name for seat {i + 1}").fill(names[i] if i < len(names) else "")
    dialog.get_by_label("First dealer").select_option(label=dealer)
    dialog.get_by_role("button", name="Deal the cards").click()
    expect(dialog).to_be_hidden()
    settle(page)


def settle(page: Page) -> str:
    """Wait until the table waits for a person (or a hand's result, or the end); return the phase."""
    page.wait_for_function(SETTLED, timeout=TIMEOUT_MS)
    return str(board(page).get_attribute("data-phase"))


def button(page: Page, name: str | re.Pattern) -> Locator:
    """The board's button with this accessible name."""
    return board(page).get_by_role("button", name=name, exact=isinstance(name, str))


def enabled(locator: Locator) -> bool:
    """Whether a control is usable (not aria-disabled)."""
    return locator.count() > 0 and locator.first.get_attribute("aria-disabled") != "true"


def hand_cards(page: Page) -> Locator:
    """The cards of the hand shown, as buttons."""
    return board(page).locator(".sr-hand button[data-act=card]")


def moves(page: Page) -> int:
    """How many moves the game holds."""
    return int(board(page).get_attribute("data-moves") or 0)


def discard_something(page: Page) -> None:
    """Select cards one by one until Discard is enabled for one, then discard it."""
    cards = hand_cards(page)
    for i in range(cards.count() - 1, -1, -1):
        cards.nth(i).click()
        discard = button(page, re.compile(r"^Discard"))
        if enabled(discard):
            before = moves(page)
            discard.click()
            page.wait_for_function(f"() => +document.querySelector('{BOARD}').dataset.moves > {before}")
            return
        cards.nth(i).click()  # unselect
    raise AssertionError("no card could be discarded")


def lay_off_all(page: Page) -> int:
    """Lay off every card that fits a meld; returns how many were laid."""
    laid = 0
    if not board(page).locator(".sr-meld-actions button").count():
        return 0  # not down yet: nothing can be laid off
    while True:
        cards = hand_cards(page)
        done = False
        for i in range(cards.count()):
            if cards.count() <= 1:
                return laid
            cards.nth(i).click()
            lay = board(page).locator(".sr-meld-actions button[data-act=lay]:not([aria-disabled])")
            if lay.count():
                before = moves(page)
                lay.first.click()
                page.wait_for_function(f"() => +document.querySelector('{BOARD}').dataset.moves > {before}")
                laid += 1
                done = True
                break
            cards.nth(i).click()
        if not done or board(page).get_attribute("data-phase") != "person":
            return laid


def play_turn(page: Page, buy: bool = False) -> None:
    """One decision of the person: buy or pass; else take or draw, go down with the proposal, lay
    off what fits, discard."""
    if enabled(button(page, "Buy")):
        button(page, "Buy" if buy else "Pass").click()
        settle(page)
        return
    draw = button(page, "Draw from the stock")
    if enabled(draw):
        before = moves(page)
        draw.click()
        page.wait_for_function(f"() => +document.querySelector('{BOARD}').dataset.moves > {before}")
        if settle(page) != "person" or enabled(button(page, "Buy")):
            return
    if enabled(button(page, "Propose the melds")):
        button(page, "Propose the melds").click()
        down = button(page, "Go down")
        expect(down).not_to_have_attribute("aria-disabled", "true")
        before = moves(page)
        down.click()
        page.wait_for_function(f"() => +document.querySelector('{BOARD}').dataset.moves > {before}")
        if board(page).get_attribute("data-phase") != "person":
            return
    lay_off_all(page)
    if board(page).get_attribute("data-phase") == "person" and hand_cards(page).count():
        discard_something(page)
    settle(page)


def finish_hand(page: Page) -> None:
    """Acknowledge a hand's result."""
    dialog = page.get_by_role("dialog", name=re.compile(r"^Hand \d+ is over"))
    expect(dialog).to_be_visible()
    dialog.get_by_role("button").last.click()
    settle(page)


def saved_record(page: Page) -> dict:
    """The current game's saved record (from localStorage)."""
    raw = page.evaluate("""() => { const id = localStorage.getItem('shanghai-rummy.v1.current');
                                   return localStorage.getItem('shanghai-rummy.v1.game.' + id); }""")
    return json.loads(raw)
