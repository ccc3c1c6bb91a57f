"""Playing the board as a person does, for the browser tests: controls found by role and name,
waits on the page's own state (never sleeps)."""

from __future__ import annotations

import re

from playwright.sync_api import Locator, Page, expect

# The board marks on <body> whose turn it is and whether the computer is busy (game/ui/app.py).
SETTLED = ("() => ['human', 'over'].includes(document.body.dataset.turn)"
           " && document.body.dataset.ai === 'idle'")
TIMEOUT_MS = 60_000


def url(site_url: str, seed: int, **params: str) -> str:
    """The page address with the test hooks: ?seed=N for the dice and the AI, pace, others."""
    query = "&".join([f"seed={seed}", "pace=instant", *(f"{k}={v}" for k, v in params.items())])
    return f"{site_url}?{query}"


def button(page: Page, name: str) -> Locator:
    """The button with exactly this accessible name."""
    return page.get_by_role("button", name=name, exact=True)


def start_game(page: Page, opponent: str = "Deckhand", first: str = "I start", names: tuple[str, str] = ("", ""),
               extra_wild: bool = False, sharks: bool = False, alternate: bool = False) -> None:
    """Fill in the new-game dialog and start; waits until a person may move."""
    dialog = page.get_by_role("dialog", name="New game")
    if not dialog.is_visible():
        page.get_by_role("button", name="New game").click()
    expect(dialog).to_be_visible()
    dialog.get_by_role("radio", name=re.compile(f"^{opponent}")).check()
    if names[0]:
        dialog.get_by_role("textbox").nth(0).fill(names[0])
    if names[1]:
        dialog.get_by_role("textbox").nth(1).fill(names[1])
    dialog.get_by_role("radio", name=first).check()
    dialog.get_by_role("checkbox", name=re.compile("^Extra wild card")).set_checked(extra_wild)
    dialog.get_by_role("checkbox", name=re.compile("^Sharks")).set_checked(sharks)
    dialog.get_by_role("combobox").select_option("alternate" if alternate else "non-caller")
    button(page, "Start game").click()
    expect(dialog).to_be_hidden()
    settle(page)


def settle(page: Page) -> None:
    """Wait until the computer has finished and a person may move (or the game is over)."""
    page.wait_for_function(SETTLED, timeout=TIMEOUT_MS)


def enabled(locator: Locator) -> bool:
    """True if the control is present and not disabled (aria-disabled counts)."""
    return locator.count() > 0 and locator.first.get_attribute("aria-disabled") != "true"


def play_simple_turn(page: Page, shanghai_early: bool = True) -> None:
    """Play one decision the plain way: Shanghai when allowed (or Roll), a captain, the first die."""
    roll, shanghai = button(page, "Roll"), button(page, "Shanghai")
    captain = page.get_by_role("button", name=re.compile("^Count from the left"))
    dice = page.locator("#turn .die-button:not([aria-disabled])")
    if captain.count():
        captain.click()
    elif dice.count():
        dice.first.click()
    elif shanghai_early and enabled(shanghai):
        shanghai.click()
    elif enabled(roll):
        roll.click()
    else:
        shanghai.click()
    settle(page)


def finished(page: Page) -> bool:
    """True once the game is over."""
    return page.evaluate("document.body.dataset.turn") == "over"
