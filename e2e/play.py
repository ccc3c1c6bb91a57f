"""Playing the board as a person does, for the browser tests: controls found by role and name,
waits on the page's own state (never sleeps)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Locator, Page, expect

from game.saves.keys import FIRST_GAME
from game.ui import site

# The board marks on <body> whose turn it is and whether the computer is busy (game/shanghaien/ui/app.py).
SETTLED = ("() => ['human', 'over'].includes(document.body.dataset.turn)"
           " && document.body.dataset.ai === 'idle'")
TIMEOUT_MS = 60_000


@pytest.fixture
def game_page(page: Page, console_errors: list[str], outside_requests: list[str]) -> Iterator[Page]:
    """A page not yet opened, failing the test on console errors or requests off the site."""
    yield page
    assert outside_requests == []


# The board's own address (the bare one opens the chooser once there is more than one board).
BOARD = site.address(FIRST_GAME)
CHOOSER = site.address()


def url(site_url: str, seed: int, pace: str = "instant", screen: str = BOARD) -> str:
    """The page address with the test hooks: ?seed=N for the dice and the AI, ?pace= for its speed,
    then the screen to open (the board by default; a shared link or a rules section instead)."""
    return f"{site_url}?seed={seed}&pace={pace}{screen}"


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


# --- saved positions: the board resumes the game the saves layer marks as current ------------

from game.saves import keys as save_keys  # noqa: E402 (the one place the storage keys are written)

SEEDED_ID = "e2e-seeded"  # the id open_position stores its game under
AI_BLUE = [{"name": "Red", "type": "human"}, {"name": "Deckhand", "type": "ai", "level": "deckhand"}]
# The record of the game the page plays now, from localStorage (null if none), without the layer's bookkeeping.
SAVED_RECORD_JS = f"""(() => {{
    const id = localStorage.getItem({save_keys.CURRENT!r});
    const text = id && localStorage.getItem({save_keys.GAME_PREFIX!r} + id);
    if (!text) return null;
    const record = JSON.parse(text);
    if (record.x) {{ delete record.x.save; if (!Object.keys(record.x).length) delete record.x; }}
    return record;
}})()"""


def record(moves: list[str], deck: list[str] | None = None, options: dict | None = None,
           players: list[dict] | None = None, start: int = 0) -> dict:
    """A game record, checked by the engine before the page sees it."""
    from game.shanghaien.cards import DECK_CODES
    from game.shanghaien.record import read_record

    data = {"format": "shanghaien-record", "version": 1, "options": options or {},
            "players": players or AI_BLUE, "deck": deck or list(DECK_CODES), "start": start, "moves": moves}
    read_record(data)
    return data


def random_game_record(seed: int, options: dict | None = None, level: str = "deckhand",
                       name: str | None = None) -> dict:
    """A whole game of the engine's random player (seeded), Red (a person) against `level`."""
    import random

    from game.shanghaien.randomplay import play_random_game, shuffled_deck
    from game.shanghaien.record import to_record
    from game.shanghaien.state import Options, State

    rng = random.Random(seed)
    state = play_random_game(State(shuffled_deck(rng), 0, Options(**(options or {}))), rng)
    opponent = {"name": name or level.capitalize(), "type": "ai", "level": level}
    return to_record(state, [{"name": "Red", "type": "human"}, opponent])


def seed_items(data: dict, game_id: str = SEEDED_ID) -> dict[str, str]:
    """The localStorage items that make `data` the saved game to resume."""
    import json

    return {save_keys.game_key(game_id): json.dumps(data), save_keys.CURRENT: game_id}


def store_js(items: dict[str, str]) -> str:
    """A script that writes these localStorage items."""
    import json

    return "".join(f" localStorage.setItem({json.dumps(k)}, {json.dumps(v)});" for k, v in items.items())


def saved_record(page: Page) -> dict | None:
    """The record of the game the page saved as current, without the layer's bookkeeping."""
    return page.evaluate(SAVED_RECORD_JS)


def open_position(page: Page, site_url: str, data: dict, seed: int = 1) -> None:
    """Open the page on a saved position (stored before the page's own scripts run, once)."""
    page.add_init_script(
        "if (!sessionStorage.getItem('seeded')) {" + store_js(seed_items(data)) +
        " sessionStorage.setItem('seeded', '1'); }")
    page.goto(url(site_url, seed))
    page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
    settle(page)


def trick_deck() -> list[str]:
    """Round 1 lays out *P *B *R A1 A2 G3, so that Red can win the three tricks and the German 3."""
    from game.shanghaien.cards import DECK_CODES

    first = ["*P", "*B", "*R", "A1", "A2", "G3"]
    rest = list(DECK_CODES)
    for code in first:
        rest.remove(code)
    return first + rest


# Red takes *P *B *R and G3, Blue (the computer) A1 and A2; Blue calls Shanghai, so Red starts round 2.
TRICK_ROUND = ["roll 1 2", "dir up", "place 1", "roll 4 5", "place 4", "roll 2 3", "place 2",
               "roll 5 1", "place 5", "roll 3 1", "place 3", "roll 4 1", "place 4", "roll 6 1", "place 6",
               "shanghai"]
